import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/fixtures';
import { readConsent, saveConsent } from './consent';
import { trackPageView } from './data-layer';
import { trackImpressions, trackProductClick } from './ecommerce';

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes page views with path and title', () => {
    trackPageView('/app/home', 'Spesa');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/app/home', page_title: 'Spesa' },
    ]);
  });

  it('creates the data layer when the tag manager has not', () => {
    delete window.dataLayer;
    trackPageView('/app/', 'Spesa');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('reports a product click as a GA4 select_item in euros, clearing ecommerce first', () => {
    const product = makeProduct({ price: 2, netPrice: 1.5 });
    trackProductClick(product, 'featured');
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          currency: 'EUR',
          item_list_name: 'featured',
          value: 1.5,
          items: [
            {
              item_id: product.barcode,
              item_name: product.description,
              item_brand: product.brand,
              item_category: product.categoryName,
              item_category2: product.subCategoryName,
              item_list_name: 'featured',
              price: 1.5,
              discount: 0.5,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('reports impressions as view_item_list with positions, and nothing for an empty list', () => {
    trackImpressions([], 'search');
    expect(window.dataLayer).toEqual([]);

    trackImpressions([makeProduct({ barcode: 'A' }), makeProduct({ barcode: 'B' })], 'search');
    const event = window.dataLayer?.[1] as { event: string; ecommerce: Record<string, unknown> };
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({
      currency: 'EUR',
      item_list_name: 'search',
      items: [
        { item_id: 'A', index: 0 },
        { item_id: 'B', index: 1 },
      ],
    });
  });

  it('keeps the cookie choice and tells the tag manager', () => {
    expect(readConsent()).toEqual({ analytics: false });
    saveConsent({ analytics: true });
    expect(readConsent()).toEqual({ analytics: true });
    expect(window.dataLayer).toContainEqual({
      event: 'consent_update',
      analytics_storage: 'granted',
    });
  });
});
