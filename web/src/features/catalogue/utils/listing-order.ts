import { PRODUCT_SORTS, type ProductSort, type SortDirection } from '@spesa/contracts';

/** Issue 27.12: the listing's order and brand, as the URL keeps them (?order=price-desc&brandName=). */
export interface ListingOrder {
  sort?: ProductSort;
  dir?: SortDirection;
  brand?: string;
}

/** The select's values: the default order, then each order both ways. */
export const ORDER_CHOICES = PRODUCT_SORTS.flatMap(
  (sort) => [`${sort}-asc`, `${sort}-desc`] as const,
);

export function readOrder(params: URLSearchParams): ListingOrder {
  const [sort, dir] = (params.get('order') ?? '').split('-');
  const known = (PRODUCT_SORTS as readonly string[]).includes(sort ?? '');
  return {
    sort: known ? (sort as ProductSort) : undefined,
    dir: known && dir === 'desc' ? 'desc' : known ? 'asc' : undefined,
    brand: params.get('brandName')?.trim() || undefined,
  };
}

/** The select's value for an order ('' for the default one). */
export const orderChoice = (order: ListingOrder): string =>
  order.sort ? `${order.sort}-${order.dir ?? 'asc'}` : '';

export function writeOrder(base: URLSearchParams, order: ListingOrder): URLSearchParams {
  const params = new URLSearchParams(base);
  const choice = orderChoice(order);
  if (choice) params.set('order', choice);
  else params.delete('order');
  if (order.brand) params.set('brandName', order.brand);
  else params.delete('brandName');
  return params;
}

/** A select's value back to an order. */
export function choiceToOrder(choice: string): Pick<ListingOrder, 'sort' | 'dir'> {
  const { sort, dir } = readOrder(new URLSearchParams({ order: choice }));
  return { sort, dir };
}
