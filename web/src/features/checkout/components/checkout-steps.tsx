import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

export type CheckoutStep = 'availability' | 'summary' | 'confirm';
const steps: readonly CheckoutStep[] = ['availability', 'summary', 'confirm'];

/** Spec 2, checkout header steps: availability, summary, confirm. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={styles.step}
            aria-current={step === current ? 'step' : undefined}
          >
            {index + 1}. {t(`checkout.steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
