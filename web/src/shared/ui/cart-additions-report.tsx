import type { CartLineAdded, CartLineSkipped } from '@spesa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart-additions-report.module.css';

interface CartAdditionsReportProps {
  /** The server's report of lines put into the cart in one go (a list's, a past order's). */
  result: { added: CartLineAdded[]; skipped: CartLineSkipped[] };
  testId: string;
  /** What follows the report (e.g. a link to the cart). */
  children?: ReactNode;
}

/** How many lines went in, which were capped at the maximum and which stayed out, and why. */
export function CartAdditionsReport({ result, testId, children }: CartAdditionsReportProps) {
  const { t } = useTranslation();
  const capped = result.added.filter((line) => line.capped);
  return (
    <div className={styles.report} role="status" data-testid={testId}>
      <p className={styles.title}>{t('cart.additions.added', { count: result.added.length })}</p>
      {capped.length ? (
        <ul className={styles.list}>
          {capped.map((line, i) => (
            <li key={i}>{t('cart.additions.capped', { description: line.description })}</li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length ? (
        <>
          <p className={styles.title}>{t('cart.additions.skipped')}</p>
          <ul className={styles.list}>
            {result.skipped.map((line, i) => (
              <li key={i}>
                {t('cart.additions.line', {
                  description: line.description,
                  reason: t(`cart.additions.reason.${line.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
    </div>
  );
}
