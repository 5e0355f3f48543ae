import type { ReactNode } from 'react';
import styles from './skip-link.module.css';

/** The first stop of the tab order: hidden until focused, it jumps over the header. */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={`#${target}`}>
      {children}
    </a>
  );
}
