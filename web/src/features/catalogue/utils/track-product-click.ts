import type { Product } from '@spesa/contracts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes the GA4 select_item event for a product opened from a list (spec 2, product card). */
export function trackProductClick(product: Product, listName: string): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({
    event: 'select_item',
    ecommerce: {
      item_list_name: listName,
      items: [
        {
          item_id: product.barcode,
          item_name: product.description,
          item_brand: product.brand,
          item_category: product.categoryName,
          item_category2: product.subCategoryName,
          price: product.netPrice,
        },
      ],
    },
  });
}
