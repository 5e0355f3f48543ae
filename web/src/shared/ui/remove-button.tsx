import styles from './remove-button.module.css';

export interface RemoveButtonProps {
  /** Names what goes, e.g. 'Rimuovi Latte intero 1 l dal carrello': the button shows only a bin. */
  label: string;
  /** While the removal is on its way: the button waits. */
  busy?: boolean;
  onClick: () => void;
  className?: string;
}

/** The bin button of a row in the cart, a shopping list or the favourites. */
export function RemoveButton({ label, busy = false, onClick, className }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 11v5M13.5 11v5" />
      </svg>
    </button>
  );
}
