import { useId, useReducer, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingStep } from '@/features/landing/components/landing-step';
import {
  PlaceCombobox,
  type PlaceSearchStatus,
} from '@/features/landing/components/place-combobox';
import { ServiceOptions } from '@/features/landing/components/service-options';
import { StoreOptions } from '@/features/landing/components/store-options';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import {
  initialLandingSelection,
  isHomeDelivery,
  landingSelectionReducer,
} from '@/features/landing/utils/landing-selection';
import { useFirstSlot } from '@/features/slots/api/get-first-slot';
import { FirstSlotNotice } from '@/features/slots/components/first-slot-notice';
import { useDeliveries } from '@/features/stores/api/get-deliveries';
import { MIN_PLACE_QUERY_LENGTH, useSearchPlaces } from '@/features/stores/api/search-places';
import { useStoresByDelivery } from '@/features/stores/api/get-stores-by-delivery';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import styles from './landing.module.css';

/**
 * Landing page (spec 2): a customer, or anyone with a cart, starts from the create-cart
 * screen instead, which goes on to /home when the cart exists.
 */
export function LandingRoute() {
  const loggedIn = useUserStore((state) => state.user !== null);
  const hasCart = useCartStore((state) => state.cart !== null);
  if (loggedIn || hasCart) return <Navigate to="/cart/create" replace />;
  return <Landing />;
}

/** Choose mode, place and store, then enter the shop (spec 2 and 4). */
function Landing() {
  const { t } = useTranslation();
  const titleId = useId();
  const formTitleId = useId();
  const navigate = useNavigate();
  const setDefaults = useUserStore((state) => state.setDefaults);
  const [selection, dispatch] = useReducer(landingSelectionReducer, initialLandingSelection);
  const { mode, place, placeText, store } = selection;
  const delivery = isHomeDelivery(mode);

  const deliveries = useDeliveries();
  // A chosen place is not searched again: its label is in the box, not a query.
  const searchText = useDebouncedValue(place ? '' : placeText, SEARCH_DEBOUNCE_MS);
  const places = useSearchPlaces(searchText);
  const searchable = !place && placeText.trim().length >= MIN_PLACE_QUERY_LENGTH;
  const suggestions = searchable ? (places.data ?? []) : [];
  const stores = useStoresByDelivery(mode, place?.zipCode);
  const slot = useFirstSlot(store?.id, mode);

  let placeStatus: PlaceSearchStatus = 'idle';
  if (searchable && (searchText !== placeText || places.isFetching)) placeStatus = 'loading';
  else if (searchable && places.isSuccess) placeStatus = suggestions.length ? 'ready' : 'empty';

  let storeContent;
  if (!mode || !place)
    storeContent = <p className={styles.waiting}>{t('landing.store.waiting')}</p>;
  else if (stores.isPending) storeContent = <Spinner />;
  else if (stores.isError) storeContent = <LoadError onRetry={() => void stores.refetch()} />;
  else if (stores.data.length === 0)
    storeContent = <EmptyState title={t('landing.store.noStores')} />;
  else
    storeContent = (
      <StoreOptions
        stores={stores.data}
        value={store?.id}
        onChange={(chosen) => dispatch({ type: 'chooseStore', store: chosen })}
      />
    );

  function enterShop(event: FormEvent) {
    event.preventDefault();
    if (!mode || !place || !store) return;
    setDefaults({
      store: { id: store.id, name: store.name },
      delivery: mode,
      zipCode: place.zipCode,
      cityName: place.cityName,
    });
    void navigate('/home');
  }

  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby={titleId}>
        <LandingHero titleId={titleId} />
      </section>
      <section className={styles.panel} aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className={styles.formTitle}>
          {t('landing.formTitle')}
        </h2>
        <form onSubmit={enterShop} noValidate>
          <LandingStep number={1} title={t('landing.steps.service')}>
            {deliveries.isPending ? <Spinner /> : null}
            {deliveries.isError ? <LoadError onRetry={() => void deliveries.refetch()} /> : null}
            {deliveries.isSuccess ? (
              <ServiceOptions
                modes={deliveries.data}
                value={mode}
                onChange={(chosen) => dispatch({ type: 'chooseMode', mode: chosen })}
              />
            ) : null}
          </LandingStep>
          <LandingStep number={2} title={t('landing.steps.place')} disabled={!mode}>
            <PlaceCombobox
              hint={
                !mode
                  ? t('landing.place.waiting')
                  : delivery
                    ? t('landing.place.hintDelivery')
                    : t('landing.place.hintPickup')
              }
              value={placeText}
              options={suggestions}
              status={placeStatus}
              onValueChange={(text) => dispatch({ type: 'typePlace', text })}
              onSelect={(chosen) => dispatch({ type: 'choosePlace', place: chosen })}
            />
          </LandingStep>
          <LandingStep number={3} title={t('landing.steps.store')} disabled={!mode || !place}>
            {storeContent}
          </LandingStep>
          <div className={styles.summary} aria-live="polite">
            {!store ? <p className={styles.waiting}>{t('landing.slot.choose')}</p> : null}
            {store && slot.isPending ? <Spinner /> : null}
            {store && slot.isSuccess ? (
              <FirstSlotNotice
                slot={slot.data}
                label={delivery ? t('landing.slot.delivery') : t('landing.slot.pickup')}
                noSlotText={t('landing.slot.none')}
              />
            ) : null}
          </div>
          <Button type="submit" className={styles.submit} disabled={!store}>
            {t('landing.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
