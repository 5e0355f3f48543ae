import { roundEuro, type Product, type UpdatedProduct } from '@spesa/contracts';
import { pushToDataLayer } from './data-layer';

/** Prices are always euros (spec 9). */
export const ANALYTICS_CURRENCY = 'EUR';

/** A GA4 ecommerce item built from a product as sold in the current store. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2: string;
  item_list_name?: string;
  index?: number;
  price: number;
  discount?: number;
  quantity: number;
}

export function toAnalyticsItem(product: Product, list?: string, index?: number): AnalyticsItem {
  const discount = Math.round((product.price - product.netPrice) * 100) / 100;
  return {
    item_id: product.barcode,
    item_name: product.description,
    item_brand: product.brand,
    item_category: product.categoryName,
    item_category2: product.subCategoryName,
    ...(list === undefined ? {} : { item_list_name: list }),
    ...(index === undefined ? {} : { index }),
    price: product.netPrice,
    ...(discount > 0 ? { discount } : {}),
    quantity: 1,
  };
}

/**
 * GA4 merges a new ecommerce object into the previous one, so each event first clears it:
 * otherwise items of an earlier list would leak into this one.
 */
export function pushEcommerce(event: string, ecommerce: Record<string, unknown>): void {
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event, ecommerce: { currency: ANALYTICS_CURRENCY, ...ecommerce } });
}

/** A shopper opened a product from a card (spec 2, product card). */
export function trackProductClick(product: Product, list?: string): void {
  pushEcommerce('select_item', {
    ...(list === undefined ? {} : { item_list_name: list }),
    value: product.netPrice,
    items: [toAnalyticsItem(product, list)],
  });
}

/** A list of product cards was shown, e.g. 'featured', 'search' or a category name. */
export function trackImpressions(products: readonly Product[], list: string): void {
  if (products.length === 0) return;
  pushEcommerce('view_item_list', {
    item_list_name: list,
    items: products.map((product, index) => toAnalyticsItem(product, list, index)),
  });
}

/**
 * A line was put in the cart (spec 7, analytics): the product and quantity as the server
 * answered them, so the event carries the cart store's price.
 */
export function trackAddToCart(product: UpdatedProduct): void {
  pushEcommerce('add_to_cart', {
    value: roundEuro(product.netPrice * product.amount),
    items: [
      {
        item_id: product.barcode,
        item_name: product.description,
        item_category: product.categoryId,
        price: product.netPrice,
        quantity: product.amount,
      },
    ],
  });
}
