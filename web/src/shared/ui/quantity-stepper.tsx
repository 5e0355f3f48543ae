import { decrement, increment, isAtMaximum, minimumOf, type QuantityRule } from '@spesa/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/i18n/languages';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  rule: QuantityRule;
  value: number;
  onChange: (value: number) => void;
  /** Names the group when a page holds several steppers, e.g. 'Quantità di Banane'. */
  label?: string;
  /** True while a change is on its way to the server: the buttons wait for it. */
  busy?: boolean;
  /**
   * True while the change asked for waits for the connection (issue 27.9): the value shown is
   * not saved yet, and the stepper says so.
   */
  waiting?: boolean;
  size?: 'md' | 'sm';
}

/** Pieces by one from 1 to maxAmount; weights by umStep, never below one step (spec 5). */
export function QuantityStepper(props: QuantityStepperProps) {
  const { rule, value, onChange, label, busy = false, waiting = false, size = 'md' } = props;
  const { t, i18n } = useTranslation();
  const messageId = useId();
  const [limitHit, setLimitHit] = useState(false);
  const lessRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const atMaximum = isAtMaximum(rule, value);
  const atMinimum = value <= minimumOf(rule);
  const number = formatAmount(value, i18n.resolvedLanguage);
  const shown = rule.um === 'PZ' ? number : `${number} kg`;

  // The button stays enabled at the limit so a tap explains why nothing changes.
  // While busy the buttons stay enabled (a disabled button would drop keyboard focus) but idle.
  const more = () => {
    if (busy) return;
    const next = increment(rule, value);
    if (isAtMaximum(rule, next)) setLimitHit(true);
    if (next !== value) onChange(next);
  };
  const less = () => {
    if (busy) return;
    setLimitHit(false);
    const next = decrement(rule, value);
    // '−' is disabled at the minimum, and a disabled button drops the keyboard focus to the
    // page: it goes to '+' first, the one way left from there (WCAG 2.4.3).
    if (next <= minimumOf(rule) && document.activeElement === lessRef.current)
      moreRef.current?.focus();
    onChange(next);
  };

  return (
    <div className={styles.wrapper}>
      <div
        className={styles.stepper}
        role="group"
        aria-label={label ?? t('productDetail.quantity')}
        aria-busy={busy || undefined}
        data-size={size}
        data-waiting={waiting || undefined}
      >
        <button
          ref={lessRef}
          type="button"
          className={styles.button}
          aria-label={t('productDetail.decrease')}
          disabled={atMinimum}
          onClick={less}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite" data-testid="quantity">
          {shown}
        </output>
        <button
          ref={moreRef}
          type="button"
          className={styles.button}
          aria-label={t('productDetail.increase')}
          aria-describedby={limitHit ? messageId : undefined}
          onClick={more}
        >
          +
        </button>
      </div>
      {waiting ? (
        <p className={styles.waiting} role="status">
          {t('productDetail.waitingForConnection')}
        </p>
      ) : null}
      {limitHit && atMaximum ? (
        <p id={messageId} className={styles.limit} role="alert">
          {t('productDetail.maxReached')}
        </p>
      ) : null}
    </div>
  );
}
