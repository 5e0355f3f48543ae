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
  /** The town the shopper already gave: its address, when no postcode matches. */
  preferredCity?: string | null;
  value: string | undefined;
  onChange: (address: Address) => void;
}

/**
 * The address the landing's answers point to (issue 27.2): the one at its postcode, else one
 * in its town (the landing asks a town's postcode, the address has the street's), else the
 * only one.
 */
function preferredAddress(
  addresses: Address[] | undefined,
  zip: string | null | undefined,
  city: string | null | undefined,
): Address | undefined {
  if (!addresses) return undefined;
  const town = city?.trim().toLocaleLowerCase('it');
  return (
    addresses.find((a) => zip && a.zip === zip) ??
    addresses.find((a) => town && a.city.trim().toLocaleLowerCase('it') === town) ??
    (addresses.length === 1 ? addresses[0] : undefined)
  );
}

/** A home delivery goes to one of the customer's shipping addresses. */
export function AddressStep(props: AddressStepProps) {
  const { userId, preferredZip, preferredCity, value, onChange } = props;
  const { t } = useTranslation();
  const addresses = useAddresses(userId);
  const preferred = preferredAddress(addresses.data, preferredZip, preferredCity);
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
