import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for assistive technology and heads the box. */
  title: string;
  children: ReactNode;
  /** 'lg' suits grids such as the category cards; 'sm' a short form. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * On phones the sheet takes its full height: a form's messages appearing on blur then never
   * lift the fields under the finger, as a sheet growing upwards would.
   */
  tall?: boolean;
  /** Extra hook for tests and styling, set on the dialog box. */
  'data-testid'?: string;
}

/**
 * The generic modal (spec 2): a titled dialog over a backdrop, with a close button. While open
 * the page cannot scroll and keyboard focus stays inside; Escape or a backdrop click closes it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'md',
  tall = false,
  ...rest
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(boxRef, open, onClose);

  if (!open) return null;

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a click on the backdrop itself: clicks inside the box bubble up here too.
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <div className={styles.backdrop} onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={boxRef}
        className={[styles.box, styles[size], tall && styles.tall].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={rest['data-testid']}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('shell.modalClose')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
