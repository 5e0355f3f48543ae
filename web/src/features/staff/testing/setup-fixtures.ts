import type {
  FeaturedProductsSetup,
  SlotCalendarSetup,
  SlotTemplateSetup,
  StoreBanner,
} from '@spesa/contracts';

export function makeTemplate(overrides: Partial<SlotTemplateSetup> = {}): SlotTemplateSetup {
  return {
    id: '31',
    weekDay: 2,
    validFrom: '09:00',
    validTo: '11:00',
    capacity: 8,
    cutoffMinutes: 120,
    fromDate: '2026-01-01',
    toDate: null,
    minCapacity: 3,
    ...overrides,
  };
}

export function makeCalendar(overrides: Partial<SlotCalendarSetup> = {}): SlotCalendarSetup {
  return {
    storeId: '3',
    mode: 'AT_HOME',
    templates: [makeTemplate()],
    closedDays: [{ id: '41', date: '2026-12-25', reason: 'Natale', allModes: true }],
    specialOpenings: [],
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<StoreBanner> = {}): StoreBanner {
  return {
    id: '51',
    storeId: '3',
    imageUrl: '/cli/images/banners/51.webp',
    title: 'Festa del quartiere',
    link: '/app/category',
    category: 'WEB',
    sortOrder: 0,
    validFrom: '2026-12-01T00:00:00.000Z',
    validTo: null,
    ...overrides,
  };
}

export function makeFeatured(
  overrides: Partial<FeaturedProductsSetup> = {},
): FeaturedProductsSetup {
  return {
    storeId: '3',
    source: 'STORE',
    products: [
      { barcode: '8001234567890', description: 'Pasta di semola 500 g', shownInStore: true },
      { barcode: '2000000000015', description: 'Melanzane', shownInStore: false },
    ],
    ...overrides,
  };
}
