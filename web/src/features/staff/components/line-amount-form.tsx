import type { Unit } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { amountFieldText, parsePickedAmount } from '../utils/picked-amount';
import styles from './picking.module.css';
import touch from './touch.module.css';

export interface LineAmountFormProps {
  um: Unit;
  /** What the field starts from: the amount recorded, else the amount ordered. */
  initial: number;
  submitLabel: string;
  busy: boolean;
  /** Describes the field and button further, e.g. the line's title. */
  describedBy?: string;
  onSubmit: (amount: number) => void;
}

/**
 * The amount or real weight picked, with its unit beside the field. A number the server
 * would refuse (half a piece, a weight beyond the gram) is caught here, in words, first.
 */
export function LineAmountForm({
  um,
  initial,
  submitLabel,
  busy,
  describedBy,
  onSubmit,
}: LineAmountFormProps) {
  const { t, i18n } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState(() => amountFieldText(initial, i18n.resolvedLanguage));
  const [invalid, setInvalid] = useState(false);
  const label = um === 'KG' ? t('staff.line.weight') : t('staff.line.pieces');
  return (
    <form
      className={styles.amountForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const amount = parsePickedAmount(text, um);
        setInvalid(amount === null);
        if (amount !== null) onSubmit(amount);
      }}
    >
      <div className={styles.amountField}>
        <label htmlFor={fieldId} className={styles.amountLabel}>
          {label}
        </label>
        <div className={styles.amountInputRow}>
          <input
            id={fieldId}
            className={styles.amountInput}
            inputMode={um === 'KG' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={
              [describedBy, invalid ? `${fieldId}-error` : undefined].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => setText(event.target.value)}
          />
          <span className={styles.unit} aria-hidden="true">
            {t(`order.unit.${um}`)}
          </span>
        </div>
        {invalid ? (
          <p id={`${fieldId}-error`} className={styles.fieldError} role="alert">
            {t(um === 'KG' ? 'staff.line.invalidWeight' : 'staff.line.invalidPieces')}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        className={touch.bigButton}
        disabled={busy}
        aria-describedby={describedBy}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
