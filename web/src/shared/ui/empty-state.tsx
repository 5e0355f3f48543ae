import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A follow-up such as a retry button. */
  action?: ReactNode;
  /** 'alert' for failures, so assistive technology announces them. */
  role?: 'status' | 'alert';
}

export function EmptyState({ title, description, action, role = 'status' }: EmptyStateProps) {
  return (
    <div className={styles.box} role={role}>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
