import type { ZipCity } from '@spesa/contracts';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  // A newer, shorter list can leave the remembered index past its end.
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(place: ZipCity) {
    onSelect(place);
    setOpen(false);
    setActive(-1);
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (options.length === 0) return;
    setActive((current) => {
      const from = current < options.length ? current : -1;
      if (from < 0) return step === 1 ? 0 : options.length - 1;
      return (from + step + options.length) % options.length;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter picks a suggestion; it never submits the surrounding form half-filled.
      event.preventDefault();
      const place = expanded ? options[activeIndex] : undefined;
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onValueChange('');
    }
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
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('landing.place.placeholder')}
          value={value}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
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
