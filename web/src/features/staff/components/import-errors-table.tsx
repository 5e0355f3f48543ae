import type { ImportLineError } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './import.module.css';

/**
 * The wrong lines of an import file (the store's catalogue, the product master), one row each.
 * The table scrolls inside a focusable region on a narrow screen, so it can be scrolled by
 * keyboard (axe: scrollable-region-focusable).
 */
export function ImportErrorsTable({ errors }: { errors: readonly ImportLineError[] }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={t('staff.import.errorsCaption')}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption>{t('staff.import.errorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.import.line')}</th>
            <th scope="col">{t('staff.import.field')}</th>
            <th scope="col">{t('staff.import.message')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, i) => (
            <tr key={i}>
              <td>{error.line}</td>
              <td>{error.field}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
