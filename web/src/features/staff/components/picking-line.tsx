import type { StaffItemRequest, StaffOrderLine } from '@spesa/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/i18n/languages';
import { useFocusRescue } from '@/shared/hooks/use-focus-rescue';
import { Button } from '@/shared/ui/button';
import { photoSrcSet } from '@/shared/ui/photo-src-set';
import { Price } from '@/shared/ui/price';
import { useRecordOrderItem } from '../api/record-order-item';
import { useStaffErrorText } from '../utils/staff-error';
import { LineAmountForm } from './line-amount-form';
import { SubstitutePanel } from './substitute-panel';
import styles from './picking.module.css';
import touch from './touch.module.css';

export interface PickingLineProps {
  orderId: string;
  line: StaffOrderLine;
  /** Lines are recorded only while the order is IN_PREPARATION (the server says 4205 otherwise). */
  editable: boolean;
  /** At pickup or delivery: a substitute may be refused by the customer (issue 30). */
  handover: boolean;
}

function LineOutcome({ line }: { line: StaffOrderLine }) {
  const { t, i18n } = useTranslation();
  const qty = (amount: number, um: StaffOrderLine['um']) =>
    `${formatAmount(amount, i18n.resolvedLanguage)} ${t(`order.unit.${um}`, { count: amount })}`;
  if (line.pickStatus === 'PICKED' && line.operatorAmount !== null)
    return (
      <p className={styles.outcome}>
        {t('staff.line.pickedAs', { amount: qty(line.operatorAmount, line.um) })}{' '}
        <Price amount={line.operatorTotal ?? 0} />
      </p>
    );
  if (line.pickStatus === 'SUBSTITUTED' && line.substitute)
    return (
      <p className={styles.outcome}>
        {t('staff.line.substitutedWith', {
          description: line.substitute.description,
          amount: qty(line.substitute.operatorAmount, line.substitute.um),
        })}{' '}
        <Price amount={line.substitute.refused ? 0 : line.substitute.operatorTotal} />
        {line.substitute.refused ? ` · ${t('staff.line.refused')}` : null}
      </p>
    );
  return null;
}

/** The customer's choice for the line, shown before anything else is offered (issue 30). */
function CustomerChoice({ line }: { line: StaffOrderLine }) {
  const { t } = useTranslation();
  const s = line.substitution;
  return (
    <p className={styles.customerPreference} data-choice={s.choice}>
      {s.choice === 'PRODUCT'
        ? t('staff.line.preference.PRODUCT', { description: s.description ?? s.barcode ?? '' })
        : t(`staff.line.preference.${s.choice}`)}
    </p>
  );
}

/** One line of the picking list: what was ordered and what the operator gives instead. */
export function PickingLine({ orderId, line, editable, handover }: PickingLineProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const errorText = useStaffErrorText();
  const record = useRecordOrderItem(orderId);
  const [substituting, setSubstituting] = useState(false);
  // Recording disables the buttons and draws the amount form anew: the focus stays on the line.
  const lineRef = useRef<HTMLLIElement>(null);
  useFocusRescue(lineRef);
  const send = (request: StaffItemRequest) =>
    record.mutate({ itemId: line.id, request }, { onSuccess: () => setSubstituting(false) });
  const status = line.pickStatus ?? 'PENDING';
  const srcSet = photoSrcSet(line.imageUrl);

  return (
    <li ref={lineRef} className={styles.line} data-status={status} tabIndex={-1}>
      <div className={styles.lineHead}>
        <img
          className={styles.lineImage}
          src={line.imageUrl}
          // An uploaded photo (issue 31) comes at every width: the 56 px box takes the smallest.
          srcSet={srcSet}
          sizes={srcSet ? '56px' : undefined}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
        <div className={styles.lineText}>
          <h3 id={titleId} className={styles.lineTitle}>
            {line.description}
          </h3>
          <p className={styles.lineMeta}>
            {t('staff.line.ordered', {
              amount: `${formatAmount(line.amount, i18n.resolvedLanguage)} ${t(`order.unit.${line.um}`, { count: line.amount })}`,
            })}{' '}
            · <Price amount={line.netPrice} per={t(`order.unit.${line.um}`, { count: 1 })} /> ·{' '}
            <Price amount={line.rowNetPrice} />
          </p>
          <p className={styles.barcode}>{t('staff.line.barcode', { barcode: line.barcode })}</p>
        </div>
        <span className={styles.lineStatus} data-status={status}>
          {t(`staff.line.status.${status}`)}
        </span>
      </div>
      <CustomerChoice line={line} />
      <LineOutcome line={line} />
      {handover && line.substitute && !line.substitute.refused ? (
        <div className={styles.lineButtons}>
          <Button
            variant="secondary"
            className={touch.bigButton}
            disabled={record.isPending}
            aria-describedby={titleId}
            onClick={() => send({ action: 'REFUSE_SUBSTITUTE' })}
          >
            {t('staff.line.refuseSubstitute')}
          </Button>
        </div>
      ) : null}
      {editable ? (
        <div className={styles.lineActions}>
          <LineAmountForm
            key={`${line.pickStatus}-${line.operatorAmount}`}
            um={line.um}
            initial={
              line.operatorAmount && line.pickStatus === 'PICKED'
                ? line.operatorAmount
                : line.amount
            }
            submitLabel={t('staff.line.record')}
            busy={record.isPending}
            describedBy={titleId}
            onSubmit={(operatorAmount) => send({ action: 'PICK', operatorAmount })}
          />
          <div className={styles.lineButtons}>
            <Button
              variant="secondary"
              className={touch.bigButton}
              disabled={record.isPending}
              aria-describedby={titleId}
              aria-pressed={line.pickStatus === 'UNAVAILABLE'}
              onClick={() => send({ action: 'UNAVAILABLE' })}
            >
              {t('staff.line.unavailable')}
            </Button>
            {line.substitution.choice !== 'NONE' ? (
              <Button
                variant="secondary"
                className={touch.bigButton}
                disabled={record.isPending}
                aria-describedby={titleId}
                aria-expanded={substituting}
                onClick={() => setSubstituting((open) => !open)}
              >
                {t('staff.line.substitute')}
              </Button>
            ) : null}
            {line.pickStatus !== null ? (
              <Button
                variant="ghost"
                className={touch.bigButton}
                disabled={record.isPending}
                aria-describedby={titleId}
                onClick={() => send({ action: 'RESET' })}
              >
                {t('staff.line.reset')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {editable && substituting ? (
        <SubstitutePanel
          orderId={orderId}
          line={line}
          busy={record.isPending}
          onCancel={() => setSubstituting(false)}
          onChoose={(barcode, operatorAmount) =>
            send({ action: 'SUBSTITUTE', barcode, operatorAmount })
          }
        />
      ) : null}
      {record.isError ? (
        <p className={styles.lineError} role="alert">
          {errorText(record.error)}
        </p>
      ) : null}
    </li>
  );
}
