import type { SearchSuggestions } from '@spesa/contracts';
import { productPath } from '@/features/catalogue/utils/product-path';

/** One line of the suggestions list and where choosing it leads. */
export type SearchOption =
  | { kind: 'category'; id: string; label: string; detail: string | null; to: string }
  | {
      kind: 'product';
      id: string;
      label: string;
      product: SearchSuggestions['products'][number];
      to: string;
    };

/** Shelves first (a shopper typing 'pas' may want the whole shelf), then products. */
export function searchOptions(suggestions: SearchSuggestions): SearchOption[] {
  return [
    ...suggestions.categories.map((c): SearchOption => ({
      kind: 'category',
      id: `c-${c.id}`,
      label: c.description,
      detail: c.parentDescription,
      to: `/category?${new URLSearchParams({ c: c.id })}`,
    })),
    ...suggestions.products.map((p): SearchOption => ({
      kind: 'product',
      id: `p-${p.barcode}`,
      label: p.description,
      product: p,
      to: productPath(p),
    })),
  ];
}
