import type { Address } from '@spesa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { AddressOptions } from '@/features/cart/components/address-options';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';

export interface AddressStepProps {
  userId: string;
  /** The postcode the shopper already gave: its address is chosen when none is yet. */
  preferredZip?: string | null;
  value: string | undefined;
  onChange: (address: Address) => void;
}

/** A home delivery goes to one of the customer's shipping addresses. */
export function AddressStep({ userId, preferredZip, value, onChange }: AddressStepProps) {
  const { t } = useTranslation();
  const addresses = useAddresses(userId);
  const preferred = addresses.data?.find((a) => a.zip === preferredZip);
  useEffect(() => {
    if (value === undefined && preferred) onChange(preferred);
  }, [value, preferred, onChange]);
  if (addresses.isPending) return <Spinner />;
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  if (addresses.data.length === 0)
    return (
      <EmptyState
        title={t('cartCreate.address.none')}
        action={<Link to="/profile/addresses">{t('cartCreate.address.add')}</Link>}
      />
    );
  return <AddressOptions addresses={addresses.data} value={value} onChange={onChange} />;
}
