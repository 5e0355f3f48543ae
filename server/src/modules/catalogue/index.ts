// The public face of catalogue: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { netPriceCents, promotedCents } from './pricing';
export { mainCategory, pricedColumns, type PricedRow, subCategory } from './product-columns';
export { param } from './product-filters';
export { lineImageUrl, milliToUnits, productImageUrl, toProduct } from './product-mapper';
