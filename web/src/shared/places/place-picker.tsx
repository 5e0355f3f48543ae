import type { TFunction } from 'i18next';
import { LOOKUP_DEBOUNCE_MS, type LookupItem } from '@spesa/contracts';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCombobox } from '@/shared/hooks/use-combobox';
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
  const combobox = useCombobox();
  const errorText = useFieldErrorText(error);

  const disabled = Boolean(props.disabled) || !parentChosen(kind, params);
  const locked = value !== null || Boolean(props.readOnly);
  const q = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const searching = combobox.open && !locked && !disabled;
  const { items, loading, tooShort } = usePlaceItems(kind, params, q, searching);
  const optionId = (index: number) => `${inputId}-option-${index}`;

  function choose(item: LookupItem) {
    onSelect(item);
    setText('');
    combobox.close();
  }

  function commitText() {
    const typed = text.trim();
    if (allowFreeText && typed) choose(textItem(typed));
  }

  function clear() {
    onSelect(null);
    setText('');
    inputRef.current?.focus();
  }

  const list = combobox.withItems({
    items: searching ? items : [],
    optionId,
    onChoose: choose,
    // Enter picks a suggestion; it never submits the surrounding form half-filled.
    onEnterWithoutOption: commitText,
    onEscapeClosed: text ? () => setText('') : undefined,
    // A surrounding dialog must not close along with the suggestions.
    containEscape: true,
    // Reopening: the suggestions are not on screen yet, so start from the first one.
    reopenAtFirst: true,
  });
  const { expanded, activeIndex } = list;

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
          autoComplete="off"
          spellCheck={false}
          value={locked ? (value?.name ?? '') : text}
          readOnly={locked}
          disabled={disabled}
          {...list.ariaProps(listboxId)}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            combobox.typed();
          }}
          onKeyDown={(event) => {
            if (!locked) list.onKeyDown(event);
          }}
          onFocus={combobox.show}
          onBlur={() => {
            combobox.close();
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
