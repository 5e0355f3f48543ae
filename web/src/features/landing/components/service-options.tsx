import type { DeliveryMode, DeliveryModeId } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeIcon } from './mode-icon';
import styles from '@/shared/ui/option-card.module.css';
import layout from './service-options.module.css';

export interface ServiceOptionsProps {
  modes: DeliveryMode[];
  value: DeliveryModeId | undefined;
  onChange: (mode: DeliveryModeId) => void;
}

/** What each mode means for the shopper, under its name. */
const HINT_KEYS = {
  AT_HOME: 'landing.modeHint.delivery',
  IN_STORE: 'landing.modeHint.pickup',
  DRIVE: 'landing.modeHint.drive',
  SHIPPED: 'landing.modeHint.shipped',
} as const satisfies Record<DeliveryModeId, string>;

/**
 * The delivery modes as radio cards, labelled in Italian by the name the server gives them
 * and in another language by its own (issue 27.5: 'Consegna a domicilio' in English).
 */
export function ServiceOptions({ modes, value, onChange }: ServiceOptionsProps) {
  const { t, i18n } = useTranslation();
  const italian = i18n.resolvedLanguage === 'it';
  const name = useId();
  return (
    <ul className={`${styles.options} ${layout.grid}`} role="list">
      {modes.map((mode) => (
        <li key={mode.id}>
          <label className={`${styles.option} ${layout.option}`}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={mode.id}
              checked={value === mode.id}
              onChange={() => onChange(mode.id)}
              aria-labelledby={`${name}-${mode.id}`}
              aria-describedby={`${name}-${mode.id}-hint`}
            />
            <span className={`${styles.icon} ${layout.icon}`}>
              <ModeIcon mode={mode.id} />
            </span>
            <span className={styles.text}>
              <span className={styles.name} id={`${name}-${mode.id}`}>
                {italian ? mode.name : t(`order.mode.${mode.id}`)}
              </span>
              <span className={`${styles.detail} ${layout.detail}`} id={`${name}-${mode.id}-hint`}>
                {t(HINT_KEYS[mode.id])}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
