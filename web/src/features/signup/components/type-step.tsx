import { signupTypes, type SignupType } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './type-step.module.css';

export interface TypeStepProps {
  /** The type chosen before, when the shopper came back to this step. */
  value: SignupType | null;
  onChoose: (type: SignupType) => void;
}

function CardIcon({ type }: { type: SignupType }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.svg}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 9.5h19" />
      {type === 'fetch' ? <path d="M6 15h4" /> : <path d="M15 14.5h5M17.5 12v5" />}
    </svg>
  );
}

/** Step 0 (spec 2): link an existing loyalty card or create a new one; choosing moves on. */
export function TypeStep({ value, onChoose }: TypeStepProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.options} role="list">
      {signupTypes.map((type) => (
        <li key={type}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={value === type}
            aria-describedby={`signup-type-${type}-hint`}
            onClick={() => onChoose(type)}
          >
            <span className={styles.icon}>
              <CardIcon type={type} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{t(`signup.type.${type}`)}</span>
              <span className={styles.hint} id={`signup-type-${type}-hint`}>
                {t(`signup.type.${type}Hint`)}
              </span>
            </span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.chevron}>
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
