import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { Spinner } from '@/shared/ui/spinner';
import { useIncompleteProducts } from '../api/incomplete-products';
import { useSetProductActive } from '../api/set-product-active';
import { useStaffErrorText } from '../utils/staff-error';
import { SetupFailure } from './setup-failure';
import styles from './import.module.css';

/**
 * Foods lacking a mandatory particular: what each lacks; putting one on sale is refused. The
 * tables scroll sideways on a phone, so their wrappers take the keyboard focus.
 */
export function IncompleteProducts() {
  const { t } = useTranslation();
  const list = useIncompleteProducts();
  const activate = useSetProductActive();
  const errorText = useStaffErrorText();
  return (
    <section className={styles.report} aria-labelledby="incomplete-title">
      <h2 id="incomplete-title" className={styles.reportTitle}>
        {t('staff.products.incompleteTitle')}
      </h2>
      <p className={styles.intro}>{t('staff.products.incompleteIntro')}</p>
      {list.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {list.isError ? <SetupFailure error={list.error} /> : null}
      {activate.isError ? <FormFailure>{errorText(activate.error)}</FormFailure> : null}
      {list.data?.length === 0 ? (
        <p className={styles.hint}>{t('staff.products.noneIncomplete')}</p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={t('staff.products.incompleteTitle')}
          tabIndex={0}
        >
          <table className={styles.table} data-testid="incomplete-products">
            <caption className="visually-hidden">{t('staff.products.incompleteTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.import.product')}</th>
                <th scope="col">{t('staff.products.missing')}</th>
                <th scope="col">{t('staff.products.onSale')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((product) => (
                <tr key={product.barcode}>
                  <td>
                    {product.description} · {product.brand}
                    <br />
                    <span className={styles.barcode}>{product.barcode}</span>
                  </td>
                  <td>
                    {product.missing
                      .map((particular) => t(`staff.products.particular.${particular}`))
                      .join(', ')}
                  </td>
                  <td>
                    {product.active ? (
                      t('staff.products.yes')
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={activate.isPending}
                        aria-label={t('staff.products.activateOne', { name: product.description })}
                        onClick={() => activate.mutate({ barcode: product.barcode, active: true })}
                      >
                        {t('staff.products.activate')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
