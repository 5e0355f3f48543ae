import { feeFreeGap, formatPrice, type DeliveryModeId } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import styles from './cart-summary.module.css';

export interface FeeFreeHintProps {
  /** The net total from which the fee is waived; null when it never is. */
  threshold: number | null;
  netTotal: number;
  mode: DeliveryModeId;
}

const delivered = new Set<DeliveryModeId>(['AT_HOME', 'SHIPPED']);

/** Spec 9: the fee-free gap is the first fee threshold minus the cart's net total. */
export function FeeFreeHint({ threshold, netTotal, mode }: FeeFreeHintProps) {
  const { t, i18n } = useTranslation();
  if (threshold === null || threshold <= 0) return null;
  const gap = feeFreeGap(threshold, netTotal);
  const kind = delivered.has(mode) ? 'delivery' : 'pickup';
  const progress = Math.min(100, Math.round((netTotal / threshold) * 100));
  const amount = formatPrice(gap, localeFor(i18n.resolvedLanguage));

  return (
    <div className={styles.gap} data-reached={gap === 0} data-testid="fee-free-hint">
      <p className={styles.gapText}>
        {gap > 0
          ? t(`cartPage.gap.${kind}`, { amount })
          : t(kind === 'delivery' ? 'cartPage.gap.reachedDelivery' : 'cartPage.gap.reachedPickup')}
      </p>
      <div className={styles.gapBar} aria-hidden="true">
        <span className={styles.gapFill} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
