// The public face of addresses: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { type BillingAddressRow, findOwnBillingAddress } from './billing-address-repository';
export { nationName } from './nations';
export { resolveAddress, type ResolvedAddress } from './resolve-address';
export { insertShippingAddress } from './shipping-address-repository';
