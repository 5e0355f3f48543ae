import type { Product, StaffOrderLine } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/text-field';
import { Price } from '@/shared/ui/price';
import { Spinner } from '@/shared/ui/spinner';
import { useSubstitutes } from '../api/search-substitutes';
import { LineAmountForm } from './line-amount-form';
import styles from './picking.module.css';
import touch from './touch.module.css';

/** Short: the operator types a barcode or a few letters and waits for the shelf's answer. */
const SEARCH_DELAY_MS = 400;

export interface SubstitutePanelProps {
  storeId: string;
  line: StaffOrderLine;
  busy: boolean;
  onChoose: (barcode: string, amount: number) => void;
  onCancel: () => void;
}

/** A substitute amount starts from the ordered one when the units agree, else one piece. */
function startingAmount(line: StaffOrderLine, product: Product): number {
  return product.um === line.um ? line.amount : product.um === 'PZ' ? 1 : product.umStep;
}

/** Finds another product the store sells (by barcode or name) and gives it for the line. */
export function SubstitutePanel({ storeId, line, busy, onChoose, onCancel }: SubstitutePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Product | null>(null);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  const results = useSubstitutes(storeId, settled);
  const products = (results.data?.data ?? []).filter(
    (p) => p.available && p.barcode !== line.barcode,
  );

  return (
    <section className={styles.substitute} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.substituteTitle}>
        {t('staff.substitute.title', { description: line.description })}
      </h4>
      <TextField
        label={t('staff.substitute.search')}
        type="search"
        inputMode="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {results.isFetching ? <Spinner label={t('staff.substitute.searching')} /> : null}
      {results.isSuccess ? (
        products.length === 0 ? (
          <p role="status">{t('staff.substitute.none')}</p>
        ) : (
          <ul className={styles.candidates} aria-label={t('staff.substitute.results')}>
            {products.map((product) => (
              <li key={product.barcode}>
                <button
                  type="button"
                  className={styles.candidate}
                  aria-pressed={chosen?.barcode === product.barcode}
                  onClick={() => setChosen(product)}
                >
                  <span className={styles.candidateName}>{product.description}</span>
                  <span className={styles.candidateMeta}>
                    {product.barcode} ·{' '}
                    <Price
                      amount={product.netPrice}
                      per={t(`order.unit.${product.um}`, { count: 1 })}
                    />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {chosen ? (
        <LineAmountForm
          key={chosen.barcode}
          um={chosen.um}
          initial={startingAmount(line, chosen)}
          submitLabel={t('staff.substitute.confirm', { description: chosen.description })}
          busy={busy}
          onSubmit={(amount) => onChoose(chosen.barcode, amount)}
        />
      ) : null}
      <Button variant="ghost" className={touch.bigButton} onClick={onCancel}>
        {t('staff.substitute.cancel')}
      </Button>
    </section>
  );
}
