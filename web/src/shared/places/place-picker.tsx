import type { TFunction } from 'i18next';
import { LOOKUP_DEBOUNCE_MS, type LookupItem } from '@spesa/contracts';
import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { FieldError } from '@/shared/ui/form/field-error';
import { useFieldErrorText } from '@/shared/ui/form/field-error-text';
import formStyles from '@/shared/ui/form/form.module.css';
import { parentChosen, textItem, type PlaceKind, type PlaceParams } from './place-kind';
import { PlaceListbox } from './place-listbox';
import styles from './place-picker.module.css';
import { usePlaceItems } from './use-place-items';

export interface PlacePickerProps {
  label: string;
  kind: PlaceKind;
  /** The parent choices: the picker stays disabled until the one it needs is set. */
  params?: PlaceParams;
  value: LookupItem | null;
  /** A suggestion, the typed text (free-text pickers) or null when cleared with ×. */
  onSelect: (item: LookupItem | null) => void;
  disabled?: boolean;
  /** Shows the value without the clear button: nothing can change it. */
  readOnly?: boolean;
  required?: boolean;
  /** A contracts validation message or an already translated text. */
  error?: string;
  onBlur?: () => void;
  /** Whatever was typed is a valid value (streets): it is committed on blur or Enter. */
  allowFreeText?: boolean;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * One level of the address cascade as an ARIA 1.2 combobox. Searches are debounced; once a
 * value is chosen the input is locked (read-only) until the × button clears it (spec 5).
 */
export function PlacePicker(props: PlacePickerProps) {
  const { label, kind, params = {}, value, onSelect, required, error, allowFreeText } = props;
  const { t } = useTranslation();
  const fallbackId = useId();
  const inputId = props.id ?? fallbackId;
  const listboxId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const errorText = useFieldErrorText(error);

  const disabled = Boolean(props.disabled) || !parentChosen(kind, params);
  const locked = value !== null || Boolean(props.readOnly);
  const q = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const searching = open && !locked && !disabled;
  const { items, loading, tooShort } = usePlaceItems(kind, params, q, searching);
  const expanded = searching && items.length > 0;
  const activeIndex = active < items.length ? active : -1;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  function choose(item: LookupItem) {
    onSelect(item);
    setText('');
    setOpen(false);
    setActive(-1);
  }

  function commitText() {
    const typed = text.trim();
    if (allowFreeText && typed) choose(textItem(typed));
  }

  function clear() {
    onSelect(null);
    setText('');
    setActive(-1);
    inputRef.current?.focus();
  }

  function move(step: 1 | -1) {
    if (!open) {
      // Reopening: the suggestions are not on screen yet, so start from the first one.
      setOpen(true);
      setActive(0);
      return;
    }
    if (items.length === 0) return;
    setActive((current) => {
      const from = current < items.length ? current : -1;
      if (from < 0) return step === 1 ? 0 : items.length - 1;
      return (from + step + items.length) % items.length;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (locked) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter picks a suggestion; it never submits the surrounding form half-filled.
      event.preventDefault();
      const item = expanded ? items[activeIndex] : undefined;
      if (item) choose(item);
      else commitText();
    } else if (event.key === 'Escape' && (expanded || text)) {
      // Handled here: a surrounding dialog must not close along with the suggestions.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  const describedBy = errorText ? `${inputId}-error` : undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.control}>
        <input
          ref={(node) => {
            inputRef.current = node;
            assignRef(props.ref, node);
          }}
          id={inputId}
          name={props.name}
          className={`${formStyles.input} ${styles.input}`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          value={locked ? (value?.name ?? '') : text}
          readOnly={locked}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            commitText();
            props.onBlur?.();
          }}
        />
        {value !== null && !props.readOnly && !props.disabled ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('places.clear', { label })}
            onClick={clear}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
        <PlaceListbox
          id={listboxId}
          label={label}
          items={expanded ? items : []}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={choose}
        />
      </div>
      {/* The search's status and the error share one reserved line: the status going on blur
          must not move what is below, such as the form's save button (issue 27.11). */}
      <div className={styles.messages}>
        <p className={styles.status} aria-live="polite">
          {searching ? statusText(t, { loading, tooShort, count: items.length, typed: q }) : ''}
        </p>
        <FieldError id={`${inputId}-error`} text={errorText} />
      </div>
    </div>
  );
}

type Translate = TFunction;

function statusText(
  t: Translate,
  state: { loading: boolean; tooShort: boolean; count: number; typed: string },
): string {
  if (state.tooShort) return t('places.cityTooShort');
  if (state.loading) return t('places.searching');
  if (state.count > 0) return t('places.results', { count: state.count });
  return state.typed.trim() ? t('places.noResults') : '';
}
