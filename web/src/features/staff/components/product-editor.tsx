import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useFindProducts } from '../api/find-products';
import { useStaffProduct } from '../api/staff-product';
import { ProductEditorForm } from './product-editor-form';
import { ProductPhotos } from './product-photos';
import { SetupFailure } from './setup-failure';
import styles from './import.module.css';

/** Issue 31: find a product by EAN or words, edit its label information, see its history. */
export function ProductEditor() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const hits = useFindProducts(q);
  const product = useStaffProduct(chosen);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className={styles.report} aria-labelledby="editor-title">
      <h2 id="editor-title" className={styles.reportTitle}>
        {t('staff.products.editorTitle')}
      </h2>
      <form
        className={styles.field}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed);
          setChosen(null);
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {t('staff.products.find')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.control}
          value={typed}
          placeholder={t('staff.products.find')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('staff.products.findButton')}</Button>
      </form>
      {hits.data ? (
        <ul aria-label={t('staff.products.found')}>
          {hits.data.map((hit) => (
            <li key={hit.barcode}>
              <Button variant="secondary" onClick={() => setChosen(hit.barcode)}>
                {hit.description} · {hit.brand} · {hit.barcode}
                {hit.active ? '' : ` · ${t('staff.products.offSale')}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {hits.data?.length === 0 ? (
        <p className={styles.hint}>{t('staff.products.noneFound')}</p>
      ) : null}
      {product.isPending && chosen ? <Spinner label={t('staff.setup.loading')} /> : null}
      {product.isError ? <SetupFailure error={product.error} /> : null}
      {product.data ? (
        <>
          <p className={styles.intro}>
            {product.data.active ? t('staff.products.onSaleNow') : t('staff.products.offSale')}
            {product.data.missing.length > 0
              ? ` · ${t('staff.products.missing')}: ${product.data.missing
                  .map((m) => t(`staff.products.particular.${m}`))
                  .join(', ')}`
              : ''}
          </p>
          <ProductEditorForm key={JSON.stringify(product.data)} detail={product.data} />
          <ProductPhotos
            barcode={product.data.master.barcode}
            description={product.data.master.description}
          />
          <h3 className={styles.reportTitle}>{t('staff.products.history')}</h3>
          <ul data-testid="product-history">
            {product.data.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{when.format(new Date(h.at))}</time> ·{' '}
                {t(`staff.products.historyAction.${h.action}`, { defaultValue: h.action })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
