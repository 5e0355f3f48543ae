import type { Address, BillingAddress } from '@spesa/contracts';

/** 'Via Emilia 251' then '40068 San Lazzaro di Savena (Bologna)' (the province only when it differs from the town), plus the nation when abroad. */
export function shippingLines(address: Address): string[] {
  const county =
    address.county && address.county !== address.city && !address.foreignNation
      ? ` (${address.county})`
      : '';
  return [
    `${address.address} ${address.streetNumber}`.trim(),
    `${address.zip} ${address.city}${county}`.trim(),
    ...(address.foreignNation ? [address.nation] : []),
  ];
}

export function billingLines(address: BillingAddress): string[] {
  return [
    `${address.address} ${address.streetNumber}`.trim(),
    `${address.zip} ${address.city} (${address.county})`,
  ];
}
