import type { FeaturedProductsSetup } from '@spesa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { useSaveFeaturedProducts } from '../api/featured-products';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import { SetupField } from './setup-field';

export interface FeaturedEditorProps {
  storeId: string;
  featured: FeaturedProductsSetup;
}

function moved(list: string[], index: number, by: -1 | 1): string[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

/** The featured list as barcodes in order: added, removed, moved, then saved whole. */
export function FeaturedEditor({ storeId, featured }: FeaturedEditorProps) {
  const { t } = useTranslation();
  const [barcodes, setBarcodes] = useState(() => featured.products.map((p) => p.barcode));
  const [added, setAdded] = useState('');
  const save = useSaveFeaturedProducts(storeId);
  const known = new Map(featured.products.map((p) => [p.barcode, p]));

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const barcode = added.trim();
    if (barcode === '' || barcodes.includes(barcode)) return;
    setBarcodes([...barcodes, barcode]);
    setAdded('');
  };
  const send = (list: string[]) =>
    save.mutate(list, {
      onSuccess: (answer) =>
        notify.success(
          answer.source === 'CHAIN'
            ? t('staff.setup.featured.usingChain')
            : t('staff.setup.featured.saved'),
        ),
    });

  return (
    <>
      <ol className={styles.list} aria-label={t('staff.setup.featured.listLabel')}>
        {barcodes.map((barcode, index) => {
          const product = known.get(barcode);
          const shown = product?.shownInStore;
          return (
            <li key={barcode} className={styles.row}>
              <div className={styles.rowHead}>
                <p className={styles.rowTitle}>
                  {index + 1}. {product?.description ?? t('staff.setup.featured.newBarcode')}
                </p>
                <p className={styles.hint}>
                  {barcode}
                  {shown === undefined || shown === null
                    ? ''
                    : ` · ${shown ? t('staff.setup.featured.shown') : t('staff.setup.featured.notShown')}`}
                </p>
              </div>
              <Button
                variant="secondary"
                className={styles.bigButton}
                disabled={index === 0}
                aria-label={t('staff.setup.featured.up', { barcode })}
                onClick={() => setBarcodes(moved(barcodes, index, -1))}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                className={styles.bigButton}
                disabled={index === barcodes.length - 1}
                aria-label={t('staff.setup.featured.down', { barcode })}
                onClick={() => setBarcodes(moved(barcodes, index, 1))}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                className={styles.bigButton}
                aria-label={t('staff.setup.featured.remove', { barcode })}
                onClick={() => setBarcodes(barcodes.filter((b) => b !== barcode))}
              >
                {t('staff.setup.featured.removeShort')}
              </Button>
            </li>
          );
        })}
      </ol>
      <form className={styles.form} onSubmit={onAdd}>
        <SetupField
          label={t('staff.setup.featured.barcode')}
          inputMode="numeric"
          pattern="\d{8,14}"
          required
          value={added}
          onChange={setAdded}
        />
        <Button type="submit" variant="secondary" className={styles.bigButton}>
          {t('staff.setup.featured.add')}
        </Button>
      </form>
      <div className={styles.form}>
        <Button
          className={styles.bigButton}
          disabled={save.isPending}
          onClick={() => send(barcodes)}
        >
          {t('staff.setup.featured.save')}
        </Button>
        <Button
          variant="secondary"
          className={styles.bigButton}
          disabled={save.isPending}
          onClick={() => send([])}
        >
          {t('staff.setup.featured.useChain')}
        </Button>
        {save.isError ? <SetupFailure error={save.error} /> : null}
      </div>
    </>
  );
}
