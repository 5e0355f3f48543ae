import type { CartChanges } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './cart-changes-dialog.module.css';
import { Modal } from './modal';
import { Price } from './price';

export type CartChangeLists = Pick<CartChanges, 'updatedItems' | 'removedItems'>;

export interface CartChangesDialogProps {
  /** The lines reported by a 4105 answer; the dialog is closed while null. */
  changes: CartChangeLists | null;
  onContinue: () => void;
  /** Closing without continuing; by default the same as continuing. */
  onClose?: () => void;
}

/**
 * Spec 8, code 4105 ('Attenzione!'): prices changed or lines became unavailable since they
 * were added. Shared by every screen that meets the code: freeze check, placing the order
 * and copying an order.
 */
export function CartChangesDialog({ changes, onContinue, onClose }: CartChangesDialogProps) {
  const { t } = useTranslation();
  const updated = changes?.updatedItems ?? [];
  const removed = changes?.removedItems ?? [];
  return (
    <Modal open={changes !== null} onClose={onClose ?? onContinue} title={t('cartChanges.title')}>
      <p className={styles.text}>{t('cartChanges.text')}</p>
      {updated.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('cartChanges.updated')}</h3>
          <ul className={styles.list}>
            {updated.map((item) => (
              <li key={item.ref} className={styles.item}>
                <span>{item.description}</span>
                <span>
                  {t('cartChanges.was')} <Price amount={item.oldPrice} />, {t('cartChanges.now')}{' '}
                  <Price amount={item.newPrice} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {removed.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('cartChanges.removed')}</h3>
          <ul className={styles.list}>
            {removed.map((item) => (
              <li key={item.ref} className={styles.item}>
                <span>{item.description}</span>
                <span className={styles.note}>{t('cartChanges.unavailable')}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onContinue}>{t('cartChanges.continue')}</Button>
      </div>
    </Modal>
  );
}
