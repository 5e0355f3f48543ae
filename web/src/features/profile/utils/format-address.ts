import type { Address } from '@spesa/contracts';

/** One line such as 'Via Roma 1, 40121 Bologna (BO)'. */
export function formatAddress(address: Address): string {
  const street = [address.address, address.streetNumber].filter(Boolean).join(' ');
  const county = address.county ? ` (${address.county})` : '';
  return `${street}, ${address.zip} ${address.city}${county}`;
}
