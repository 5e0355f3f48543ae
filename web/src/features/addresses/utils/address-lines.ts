import type { Address, BillingAddress } from '@spesa/contracts';

/** 'Via Roma 1' then '40121 Bologna (BO)', plus the nation when abroad. */
export function shippingLines(address: Address): string[] {
  const county = address.county && !address.foreignNation ? ` (${address.county})` : '';
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
