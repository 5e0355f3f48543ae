import { Spinner } from '@/shared/ui/spinner';
import styles from './page-spinner.module.css';

/** Shown while the first screen's code is still downloading. */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <Spinner />
    </div>
  );
}
