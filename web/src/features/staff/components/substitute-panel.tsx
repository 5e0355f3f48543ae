import type { StaffOrderLine, SubstituteSuggestion, Unit } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/text-field';
import { Price } from '@/shared/ui/price';
import { Spinner } from '@/shared/ui/spinner';
import { useLineSubstitutes } from '../api/get-line-substitutes';
import { LineAmountForm } from './line-amount-form';
import styles from './picking.module.css';
import touch from './touch.module.css';

export interface SubstitutePanelProps {
  orderId: string;
  line: StaffOrderLine;
  busy: boolean;
  onChoose: (barcode: string, amount: number) => void;
  onCancel: () => void;
}

type Chosen = Pick<SubstituteSuggestion, 'barcode' | 'description'> & { um: Unit | null };

/** A substitute amount starts from the ordered one when the units agree, else one piece. */
function startingAmount(line: StaffOrderLine, um: Unit): number {
  return um === line.um ? line.amount : 1;
}

/**
 * Issue 30: the substitutes the rules allow for the line (no allergen the ordered product had
 * not, no diet tag lost, a unit price within the store's band), the customer's named product
 * first. A product scanned off the shelf goes to the server, which refuses one breaking a rule.
 */
export function SubstitutePanel({ orderId, line, busy, onChoose, onCancel }: SubstitutePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [scanned, setScanned] = useState('');
  const allowed = useLineSubstitutes(orderId, line.id);
  const products = allowed.data?.suggestions ?? [];

  return (
    <section className={styles.substitute} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.substituteTitle}>
        {t('staff.substitute.title', { description: line.description })}
      </h4>
      {allowed.isPending ? <Spinner label={t('staff.substitute.searching')} /> : null}
      {allowed.isSuccess ? (
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
                  <span className={styles.candidateName}>
                    {product.description}
                    {product.customerChoice ? (
                      <span className={styles.customerChoice}>
                        {' '}
                        · {t('staff.substitute.customerChoice')}
                      </span>
                    ) : null}
                  </span>
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
      <form
        className={styles.scanForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const barcode = scanned.trim();
          if (/^\d{8,14}$/.test(barcode)) setChosen({ barcode, description: barcode, um: null });
        }}
      >
        <TextField
          label={t('staff.substitute.scan')}
          inputMode="numeric"
          autoComplete="off"
          value={scanned}
          onChange={(event) => setScanned(event.target.value)}
        />
        <Button type="submit" variant="secondary" className={touch.bigButton}>
          {t('staff.substitute.useScanned')}
        </Button>
      </form>
      {chosen ? (
        <LineAmountForm
          key={chosen.barcode}
          um={chosen.um ?? line.um}
          initial={startingAmount(line, chosen.um ?? line.um)}
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
