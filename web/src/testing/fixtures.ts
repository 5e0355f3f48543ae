import type { Product, Promotion, Store } from '@spesa/contracts';

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: '1',
    description: 'Sconto 20%',
    valueType: 'PERCENT',
    value: 20,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    barcode: '8001234567890',
    ref: 'REF1',
    description: 'Pasta di semola 500 g',
    brand: 'Spesa',
    ownBrand: true,
    imageUrl: '/images/pasta.jpg',
    images: [],
    categoryId: 'DA',
    categoryName: 'DROGHERIA ALIMENTARE',
    subCategoryName: 'Pasta',
    price: 1.29,
    netPrice: 1.29,
    pricePerUm: 2.58,
    umPerUm: 'KG',
    umStep: 1,
    maxAmount: 20,
    um: 'PZ',
    purchaseUm: 'PZ',
    promotions: [],
    available: true,
    tags: [],
    attrib3: null,
    vatConfigurationId: 'IVA4',
    ...overrides,
  };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: '1',
    name: 'Spesa Centro',
    address: {
      address: 'Via Roma 1',
      city: 'Bologna',
      zip: '40121',
      county: 'BO',
      stateId: '08',
      latitude: 44.49,
      longitude: 11.34,
    },
    phone: '051 000000',
    email: 'centro@spesa.example',
    webUrl: null,
    logoImageUrl: null,
    distance: null,
    contacts: [],
    timetables: [],
    openings: [],
    services: [],
    departments: [],
    deliveryModes: ['AT_HOME', 'IN_STORE'],
    ...overrides,
  };
}
