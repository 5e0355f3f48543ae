import styles from './profile-screens.module.css';

/** A button's text, with a small spinner while its request runs (spec 4: updating flag). */
export function BusyLabel({
  busy,
  idle,
  working,
}: {
  busy: boolean;
  idle: string;
  working: string;
}) {
  if (!busy) return <>{idle}</>;
  return (
    <>
      <span className={styles.buttonSpinner} aria-hidden="true" />
      {working}
    </>
  );
}
