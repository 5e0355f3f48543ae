import { isoToDisplayDate, type Order, type OrderVersion } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import { useOrderVersions } from '../api/get-order-versions';
import styles from './orders.module.css';

function VersionChanges({ version }: { version: OrderVersion }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', {
    maximumFractionDigits: 3,
  });
  const amount = (n: number | null, um: 'KG' | 'PZ') =>
    n === null ? '' : t(`orders.versions.amount.${um}`, { n: number.format(n) });
  return (
    <ul className={styles.versionChanges}>
      {version.lines.map((l) => (
        <li key={l.barcode}>
          {t(`orders.versions.line.${l.kind}`, {
            description: l.description,
            before: amount(l.before, l.um),
            after: amount(l.after, l.um),
          })}
        </li>
      ))}
      {version.slotMoved ? (
        <li>
          {t('orders.versions.slotMoved', {
            date: isoToDisplayDate(version.deliveryDate),
            from: version.validFrom,
            to: version.validTo,
          })}
        </li>
      ) : null}
      {version.totalBefore !== null && version.totalBefore !== version.totalToPay ? (
        <li>
          {t('orders.versions.total')} <Price amount={version.totalBefore} /> →{' '}
          <Price amount={version.totalToPay} />
        </li>
      ) : null}
    </ul>
  );
}

/** Issue 29: an order changed after placing lists each confirmed change, newest first. */
export function OrderVersions({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const version = order.version ?? 1;
  const versions = useOrderVersions(order.id, version);
  if (version <= 1 || !versions.data) return null;
  const changed = versions.data.versions.filter((v) => v.version > 1);
  return (
    <section className={styles.versions} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.versionsTitle}>
        {t('orders.versions.title')}
      </h3>
      <ol className={styles.versionList}>
        {changed.map((v) => (
          <li key={v.version} data-testid={`order-version-${v.version}`}>
            <strong>
              {t('orders.versions.heading', {
                version: v.version,
                when: new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', {
                  timeZone: 'Europe/Rome',
                  day: '2-digit',
                  month: '2-digit',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                }).format(new Date(v.createdAt)),
              })}
            </strong>
            <VersionChanges version={v} />
          </li>
        ))}
      </ol>
    </section>
  );
}
