import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to the generic loading text. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
