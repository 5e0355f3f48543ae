import { deliversToAddress, type DeliveryModeId, type Store } from '@spesa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreOptions } from '@/features/landing/components/store-options';
import { useStoresByDelivery } from '@/features/stores/api/get-stores-by-delivery';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import styles from './create-cart.module.css';

export interface StoreStepProps {
  mode: DeliveryModeId | undefined;
  zipCode: string | undefined;
  /** The store the shopper already chose: taken when it serves the mode and place. */
  preferredId?: string;
  value: string | undefined;
  onChange: (store: Store) => void;
}

/** What step 3 still waits for: the service, or the address or place step 2 asks. */
function waitingText(mode: DeliveryModeId | undefined) {
  if (!mode) return 'cartCreate.store.waiting';
  return deliversToAddress(mode)
    ? 'cartCreate.store.waitingAddress'
    : 'cartCreate.store.waitingPlace';
}

/** The stores serving the mode at the address or place; enabled once both are set. */
export function StoreStep({ mode, zipCode, preferredId, value, onChange }: StoreStepProps) {
  const { t } = useTranslation();
  const stores = useStoresByDelivery(mode, zipCode);
  // The store already chosen when it serves there, else the only one that does.
  const only = stores.data?.length === 1 ? stores.data[0] : undefined;
  const preferred = zipCode ? (stores.data?.find((s) => s.id === preferredId) ?? only) : undefined;
  useEffect(() => {
    if (value === undefined && preferred) onChange(preferred);
  }, [value, preferred, onChange]);
  if (!mode || !zipCode) return <p className={styles.waiting}>{t(waitingText(mode))}</p>;
  if (stores.isPending) return <Spinner />;
  if (stores.isError) return <LoadError onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <EmptyState title={t('cartCreate.noStores')} />;
  // The preferred store shows as chosen from the first paint, not one render after the effect.
  return <StoreOptions stores={stores.data} value={value ?? preferred?.id} onChange={onChange} />;
}
