import { useTranslation } from 'react-i18next';
import { signupSteps } from '../hooks/use-signup-wizard';
import styles from './step-indicator.module.css';

/** The wizard's progress: the five steps with the current one marked, and 'Passo n di 5'. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.indicator}>
      <ol className={styles.steps} aria-label={t('signup.progress')}>
        {signupSteps.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            data-state={index < step ? 'done' : index === step ? 'current' : 'upcoming'}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.name}>{t(`signup.steps.${name}`)}</span>
          </li>
        ))}
      </ol>
      <p className={styles.counter} aria-live="polite" aria-atomic="true">
        {t('signup.stepOf', { current: step + 1, total: signupSteps.length })}
      </p>
    </div>
  );
}
