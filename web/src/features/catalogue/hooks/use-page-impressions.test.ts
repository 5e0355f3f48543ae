import type { Product } from '@spesa/contracts';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageImpressions } from './use-page-impressions';

const product = (barcode: string) => ({ barcode, description: barcode }) as unknown as Product;
const events = () =>
  (
    (window as { dataLayer?: { event?: string; ecommerce?: { items: unknown[] } }[] }).dataLayer ??
    []
  )
    .filter((e) => e.event === 'view_item_list')
    .map((e) => e.ecommerce?.items.length);

describe('usePageImpressions', () => {
  beforeEach(() => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('reports each page once as it arrives', () => {
    const first = [[product('1'), product('2')]];
    const { rerender } = renderHook(({ pages }) => usePageImpressions(pages, 'search'), {
      initialProps: { pages: first },
    });
    rerender({ pages: first });
    rerender({ pages: [...first, [product('3')]] });
    expect(events()).toEqual([2, 1]);
  });

  it('starts again when the list changes or is reset to its first page', () => {
    const { rerender } = renderHook(({ pages, list }) => usePageImpressions(pages, list), {
      initialProps: { pages: [[product('1')], [product('2')]], list: 'a' },
    });
    rerender({ pages: [[product('9')]], list: 'a' });
    rerender({ pages: [[product('5')]], list: 'b' });
    expect(events()).toEqual([1, 1, 1, 1]);
  });
});
