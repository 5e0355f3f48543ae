import styles from './form.module.css';

/**
 * The line under a field for its message, kept in the layout when empty: a message that appears
 * or goes on blur must not move the button below, or the click that blurred the field lands on
 * nothing. The message itself is inserted as an alert, so it is announced.
 */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div className={styles.errorSlot}>
      {text ? (
        <p id={id} className={styles.error} role="alert">
          {text}
        </p>
      ) : null}
    </div>
  );
}
