import type { StaffSlotCount } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './queue.module.css';

export interface SlotPickerProps {
  slots: StaffSlotCount[];
  total: number;
  selected: string | null;
  onSelect: (slotId: string | null) => void;
}

/** The day's slots with their order counts; choosing one narrows the list below. */
export function SlotPicker({ slots, total, selected, onSelect }: SlotPickerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.slots} role="group" aria-label={t('staff.queue.slots')}>
      <button
        type="button"
        className={styles.slot}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        <span className={styles.slotTime}>{t('staff.queue.allSlots')}</span>
        <span className={styles.slotCount}>{t('staff.queue.orderCount', { count: total })}</span>
      </button>
      {slots.map((slot) => (
        <button
          key={slot.slotId}
          type="button"
          className={styles.slot}
          aria-pressed={selected === slot.slotId}
          onClick={() => onSelect(slot.slotId)}
        >
          <span className={styles.slotTime}>
            {t('staff.queue.slotTime', { from: slot.validFrom, to: slot.validTo })}
          </span>
          <span className={styles.slotMode}>{t(`order.mode.${slot.mode}`)}</span>
          <span className={styles.slotCount}>
            {t('staff.queue.orderCount', { count: slot.total })}
          </span>
        </button>
      ))}
    </div>
  );
}
