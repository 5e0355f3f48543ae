import { roundEuro, type Cart } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useFeeLabel } from '@/shared/i18n/fee-label';
import { Price } from '@/shared/ui/price';
import styles from './cart-summary.module.css';

/** Spec 3: total, net total, each fee with its description, and the total to pay. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const feeLabel = useFeeLabel();
  const discount = roundEuro(cart.total - cart.netTotal);
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t('cartPage.summary.total')}</dt>
        <dd>
          <Price amount={cart.total} data-testid="cart-total" />
        </dd>
      </div>
      {discount > 0 ? (
        <div className={`${styles.row} ${styles.discount}`}>
          <dt>{t('cartPage.summary.discount')}</dt>
          <dd>
            −<Price amount={discount} />
          </dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>{t('cartPage.summary.netTotal')}</dt>
        <dd>
          <Price amount={cart.netTotal} data-testid="cart-net-total" />
        </dd>
      </div>
      {cart.fees.map((fee) => (
        <div key={fee.id} className={styles.row}>
          <dt>{feeLabel(fee, cart)}</dt>
          <dd>
            <Price amount={fee.value} />
          </dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.toPay}`}>
        <dt>{t('cartPage.summary.totalToPay')}</dt>
        <dd>
          <Price amount={cart.totalToPay} data-testid="cart-total-to-pay" />
        </dd>
      </div>
    </dl>
  );
}
