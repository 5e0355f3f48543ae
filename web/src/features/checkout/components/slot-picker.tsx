import type { Slot } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

export interface SlotPickerProps {
  slots: Slot[];
  selectedId: string | null;
  /** The slot held for the cart while shopping (issue 29), marked as such. */
  heldId?: string | null;
  onSelect: (slot: Slot) => void;
  labelledBy: string;
}

/** The windows of the chosen day as radio buttons; full or past cut-off ones are disabled. */
export function SlotPicker({ slots, selectedId, heldId, onSelect, labelledBy }: SlotPickerProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.slots}>
      {slots.map((slot) => (
        <label key={slot.id} className={styles.slot} data-available={slot.available}>
          <input
            type="radio"
            name="timeSlot"
            value={slot.id}
            checked={slot.id === selectedId}
            disabled={!slot.available}
            onChange={() => onSelect(slot)}
          />
          <span>
            {t('checkout.slots.window', { from: slot.validFrom, to: slot.validTo })}
            {slot.available ? null : (
              <span className={styles.muted}> · {t('checkout.slots.full')}</span>
            )}
            {slot.available && slot.id === heldId ? (
              <span className={styles.muted}> · {t('checkout.slots.held')}</span>
            ) : null}
          </span>
        </label>
      ))}
    </div>
  );
}
