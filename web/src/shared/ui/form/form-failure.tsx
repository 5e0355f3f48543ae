import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A failure of the whole form (spec 8: the server's message), announced at once. */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <p className={styles.failure} role="alert">
      {children}
    </p>
  );
}
