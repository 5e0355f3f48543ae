import type { Address } from '@spesa/contracts';

/** One line such as 'Via Emilia 251, 40068 San Lazzaro di Savena (Bologna)'; the province only when it adds something. */
export function formatAddress(address: Address): string {
  const street = [address.address, address.streetNumber].filter(Boolean).join(' ');
  const county =
    address.county && address.county !== address.city && !address.foreignNation
      ? ` (${address.county})`
      : '';
  return `${street}, ${address.zip} ${address.city}${county}`;
}
