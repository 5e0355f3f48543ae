import { describe, expect, it } from 'vitest';
import {
  CatalogueImportQuery,
  FeaturedProductsInput,
  SlotTemplateInput,
  StoreBannerInput,
} from './store-setup';

const template = {
  weekDay: 2,
  validFrom: '09:00',
  validTo: '11:00',
  capacity: 8,
  cutoffMinutes: 720,
  fromDate: '2026-12-01',
  toDate: null,
};

describe('store set-up contracts', () => {
  it('makes an import a dry run unless told otherwise', () => {
    expect(CatalogueImportQuery.parse({})).toEqual({ dryRun: true });
    expect(CatalogueImportQuery.parse({ dryRun: 'false' })).toEqual({ dryRun: false });
    expect(CatalogueImportQuery.safeParse({ dryRun: 'no' }).success).toBe(false);
  });

  it('wants a slot window in order and an end date after the start', () => {
    expect(SlotTemplateInput.safeParse(template).success).toBe(true);
    const late = SlotTemplateInput.safeParse({ ...template, validTo: '08:00' });
    expect(late.error?.issues[0]?.path).toEqual(['validTo']);
    const ended = SlotTemplateInput.safeParse({ ...template, toDate: '2026-11-30' });
    expect(ended.error?.issues[0]?.path).toEqual(['toDate']);
    expect(SlotTemplateInput.safeParse({ ...template, weekDay: 0 }).success).toBe(false);
  });

  it('takes shop paths and https links for banners, and no repeated featured barcode', () => {
    expect(StoreBannerInput.parse({ title: 'Offerte' })).toMatchObject({
      link: null,
      category: 'WEB',
    });
    expect(StoreBannerInput.safeParse({ title: 'x', link: 'http://a.it' }).success).toBe(false);
    expect(StoreBannerInput.safeParse({ title: 'x', link: 'https://a.it/p' }).success).toBe(true);
    expect(FeaturedProductsInput.safeParse({ barcodes: ['80000000', '80000000'] }).success).toBe(
      false,
    );
  });
});
