import type { ZipCity } from '@spesa/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCombobox } from '@/shared/hooks/use-combobox';
import { placeLabel } from '../utils/landing-selection';
import styles from './place-combobox.module.css';

export type PlaceSearchStatus = 'idle' | 'loading' | 'empty' | 'ready';

export interface PlaceComboboxProps {
  hint: string;
  value: string;
  options: ZipCity[];
  status: PlaceSearchStatus;
  onValueChange: (text: string) => void;
  onSelect: (place: ZipCity) => void;
}

/** Town or postcode search following the ARIA combobox pattern with a listbox popup. */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { hint, value, options, status, onValueChange, onSelect } = props;
  const { t } = useTranslation();
  const id = useId();
  const combobox = useCombobox();
  const optionId = (index: number) => `${id}-option-${index}`;
  const { expanded, activeIndex, ...list } = combobox.withItems({
    items: options,
    optionId,
    onChoose: choose,
    // Enter picks a suggestion; it never submits the surrounding form half-filled.
    onEnterWithoutOption: () => {},
    onEscapeClosed: () => onValueChange(''),
  });

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(place: ZipCity) {
    onSelect(place);
    combobox.close();
  }

  let message = '';
  if (status === 'loading') message = t('landing.place.searching');
  else if (status === 'empty') message = t('landing.place.noResults');
  else if (status === 'ready' && expanded)
    message = t('landing.place.results', { count: options.length });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {t('landing.place.label')}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <div className={styles.control}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4" />
        </svg>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('landing.place.placeholder')}
          value={value}
          {...list.ariaProps(`${id}-listbox`)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onValueChange(event.target.value);
            combobox.typed();
          }}
          onKeyDown={list.onKeyDown}
          onFocus={combobox.show}
          onBlur={combobox.close}
        />
        <ul
          id={`${id}-listbox`}
          className={styles.listbox}
          role="listbox"
          aria-label={t('landing.place.label')}
          hidden={!expanded}
        >
          {expanded
            ? options.map((place, index) => (
                <li
                  key={place.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  // Keeps focus in the input so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  {placeLabel(place)}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className={styles.status} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
