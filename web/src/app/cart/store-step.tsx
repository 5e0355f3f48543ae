import type { DeliveryModeId, Store } from '@spesa/contracts';
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

/** The stores serving the mode at the address or place; enabled once both are set. */
export function StoreStep({ mode, zipCode, preferredId, value, onChange }: StoreStepProps) {
  const { t } = useTranslation();
  const stores = useStoresByDelivery(mode, zipCode);
  const preferred = zipCode ? stores.data?.find((s) => s.id === preferredId) : undefined;
  useEffect(() => {
    if (value === undefined && preferred) onChange(preferred);
  }, [value, preferred, onChange]);
  if (!mode || !zipCode) return <p className={styles.waiting}>{t('cartCreate.store.waiting')}</p>;
  if (stores.isPending) return <Spinner />;
  if (stores.isError) return <LoadError onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <EmptyState title={t('cartCreate.noStores')} />;
  return <StoreOptions stores={stores.data} value={value} onChange={onChange} />;
}
