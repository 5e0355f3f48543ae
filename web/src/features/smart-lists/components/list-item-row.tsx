import { SMART_LIST_MIN_AMOUNT, type SmartListItem } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notify';
import { ProductImage } from '@/shared/ui/product-image';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { useDeleteListItem } from '../api/delete-list-item';
import { useUpdateListItem } from '../api/update-list-item';
import styles from './list-item-row.module.css';
import { RemoveButton } from '@/shared/ui/remove-button';

export interface ListItemRowProps {
  userId: string;
  listId: string;
  item: SmartListItem;
}

function notifyFailure(error: unknown): void {
  // A lost session already logs out and goes home (session guard): no toast on top.
  if (!isSessionLostError(error)) notify.error(isApiError(error) ? error.message : String(error));
}

/**
 * One line (spec 2): image, description linking to /product/{barcode}, quantity stepper that
 * never goes below 1 (spec 5) and removal. A free-text line has no product to link to.
 */
export function ListItemRow({ userId, listId, item }: ListItemRowProps) {
  const { t } = useTranslation();
  const update = useUpdateListItem(userId);
  const remove = useDeleteListItem(userId);
  const busy = update.isPending || remove.isPending;
  const { itemId, barcode, description } = item;

  function changeAmount(amount: number) {
    // A weighed line steps by umStep, but a list line stays at 1 kg or more.
    if (amount < SMART_LIST_MIN_AMOUNT) return;
    update.mutate({ id: listId, itemId, amount }, { onError: notifyFailure });
  }

  function onRemove() {
    // The promise, not mutate's callbacks: those are dropped once the row leaves the list.
    remove
      .mutateAsync({ id: listId, itemId })
      .then(() => notify.success(t('smartLists.items.removed')), notifyFailure);
  }

  return (
    <li className={styles.line} data-testid="list-item" data-type={item.type}>
      <ProductImage src={item.imageUrl} alt={description} className={styles.image} sizes="4rem" />
      <div className={styles.info}>
        {barcode ? (
          <Link to={`/product/${barcode}`} className={styles.name}>
            {description}
          </Link>
        ) : (
          <span className={styles.name}>{description}</span>
        )}
        <p className={styles.meta}>
          {barcode ? t('smartLists.items.barcode', { barcode }) : t('smartLists.items.custom')}
        </p>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          rule={item}
          value={item.amount}
          onChange={changeAmount}
          label={t('smartLists.items.quantityOf', { description })}
          busy={busy}
          size="sm"
        />
      </div>
      <RemoveButton
        className={styles.remove}
        label={t('smartLists.items.remove', { description })}
        busy={busy}
        onClick={onRemove}
      />
    </li>
  );
}
