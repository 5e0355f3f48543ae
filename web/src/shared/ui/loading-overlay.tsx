import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './loading-overlay.module.css';
import { Spinner } from './spinner';

/** Spec 9: the loader gives up after 3 seconds so a lost response never blocks the page. */
export const LOADER_TIMEOUT_MS = 3000;

export interface LoadingOverlayProps {
  visible: boolean;
  /** Called once the time-out passes while still visible; the owner hides the overlay. */
  onTimeout: () => void;
  timeoutMs?: number;
}

/** A full-page veil with a spinner, shown while a blocking action runs. */
export function LoadingOverlay({
  visible,
  onTimeout,
  timeoutMs = LOADER_TIMEOUT_MS,
}: LoadingOverlayProps) {
  const { t } = useTranslation();
  const timeout = useEffectEvent(onTimeout);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => timeout(), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [visible, timeoutMs]);

  if (!visible) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <div className={styles.card}>
        <Spinner label={t('shell.overlayLoading')} />
      </div>
    </div>
  );
}
