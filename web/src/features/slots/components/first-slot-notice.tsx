import type { FirstSlot } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { formatSlot } from '../utils/format-slot';
import styles from './first-slot-notice.module.css';

export interface FirstSlotNoticeProps {
  /** null: the store has no free slot for the mode. */
  slot: FirstSlot | null;
  /** What the slot is, e.g. 'Prima consegna disponibile'. */
  label: string;
  noSlotText: string;
}

/** The earliest free slot, or the message that there is none. */
export function FirstSlotNotice({ slot, label, noSlotText }: FirstSlotNoticeProps) {
  const { i18n } = useTranslation();
  if (!slot) {
    return (
      <p className={`${styles.notice} ${styles.none}`} data-testid="first-slot">
        <ClockIcon />
        <span>{noSlotText}</span>
      </p>
    );
  }
  return (
    <p className={styles.notice} data-testid="first-slot">
      <ClockIcon />
      <span>
        <span className={styles.label}>{label}</span>
        <span className={styles.slot}>{formatSlot(slot, i18n.resolvedLanguage)}</span>
      </span>
    </p>
  );
}

function ClockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
