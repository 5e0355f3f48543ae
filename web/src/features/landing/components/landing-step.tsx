import type { ReactNode } from 'react';
import styles from './landing-step.module.css';

export interface LandingStepProps {
  number: number;
  title: string;
  /** Locks the step until the earlier ones are answered. */
  disabled?: boolean;
  children: ReactNode;
}

/** One numbered question of the landing form; the fieldset names its group of controls. */
export function LandingStep({ number, title, disabled = false, children }: LandingStepProps) {
  return (
    <fieldset className={styles.step} disabled={disabled} data-disabled={disabled}>
      <legend className={styles.legend}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <span className={styles.title}>{title}</span>
      </legend>
      <div className={styles.body}>{children}</div>
    </fieldset>
  );
}
