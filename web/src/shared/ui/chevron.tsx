import styles from './chevron.module.css';

/** The open/closed mark of a disclosure button: down when closed, up once `aria-expanded`. */
export function Chevron() {
  return <span className={styles.chevron} aria-hidden="true" />;
}
