import type { ZipCity } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import {
  PlaceCombobox,
  type PlaceSearchStatus,
} from '@/features/landing/components/place-combobox';
import { placeLabel } from '@/features/landing/utils/landing-selection';
import { MIN_PLACE_QUERY_LENGTH, useSearchPlaces } from '@/features/stores/api/search-places';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks/use-debounced-value';

export interface PlaceStepProps {
  text: string;
  place: ZipCity | undefined;
  onType: (text: string) => void;
  onChoose: (place: ZipCity, label: string) => void;
}

/** The town or postcode search of the landing page, for a pickup cart. */
export function PlaceStep({ text, place, onType, onChoose }: PlaceStepProps) {
  const { t } = useTranslation();
  // A chosen place is not searched again: its label is in the box, not a query.
  const searchText = useDebouncedValue(place ? '' : text, SEARCH_DEBOUNCE_MS);
  const places = useSearchPlaces(searchText);
  const searchable = !place && text.trim().length >= MIN_PLACE_QUERY_LENGTH;
  const suggestions = searchable ? (places.data ?? []) : [];

  let status: PlaceSearchStatus = 'idle';
  if (searchable && (searchText !== text || places.isFetching)) status = 'loading';
  else if (searchable && places.isSuccess) status = suggestions.length ? 'ready' : 'empty';

  return (
    <PlaceCombobox
      hint={t('landing.place.hintPickup')}
      value={text}
      options={suggestions}
      status={status}
      onValueChange={onType}
      onSelect={(chosen) => onChoose(chosen, placeLabel(chosen))}
    />
  );
}
