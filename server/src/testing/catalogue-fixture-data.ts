import type { ProductInfoData, products, promotions } from '../db/schema';

/**
 * Test-only products with known prices and offers, filed in their own department
 * ('ZZ') so exact assertions do not depend on what the demo seed contains.
 */
export const FIXTURE = {
  mainCategory: 'ZZ',
  /** Listed first: its order is 1 although its id sorts second. */
  firstSub: 'ZZ02',
  secondSub: 'ZZ01',
  barcodes: {
    mozzarella: '8099999000017',
    caffe: '8099999000024',
    parmigiano: '8099999000031',
    biscotti: '8099999000048',
    latte: '8099999000055',
  },
  /** List prices in the first store, in cents. */
  prices: { mozzarella: 199, caffe: 349, parmigiano: 1990, biscotti: 259, latte: 129 },
} as const;

export type FixtureName = keyof typeof FIXTURE.barcodes;

export const FIXTURE_CATEGORIES = [
  { id: 'ZZ', parentId: null, description: 'REPARTO DI PROVA', order: 99 },
  { id: 'ZZ01', parentId: 'ZZ', description: 'Prova secondo', order: 2 },
  { id: 'ZZ02', parentId: 'ZZ', description: 'Prova primo', order: 1 },
];

const info = (over: Partial<ProductInfoData> = {}): ProductInfoData => ({
  country: 'Italia',
  storage: 'Conservare in frigorifero',
  nutrition: [
    { name: 'Energia', value: '1050 kJ / 253 kcal' },
    { name: 'Grassi', value: '19 g' },
  ],
  ingredients: 'Latte, sale, caglio.',
  allergens: { contains: ['latte'], mayContain: ['frutta a guscio'], doesNotContain: ['glutine'] },
  recycling: 'Vaschetta: plastica',
  animals: false,
  ...over,
});

type NewProduct = typeof products.$inferInsert;

const product = (name: FixtureName, n: number, over: Partial<NewProduct>): NewProduct => ({
  barcode: FIXTURE.barcodes[name],
  ref: `RZZ${n}`,
  description: name,
  brand: 'Zeffiro',
  categoryId: FIXTURE.secondSub,
  um: 'PZ',
  umStepMilli: 1000,
  maxAmountMilli: 20_000,
  vatConfigurationId: '10',
  imageKey: 'ZZ',
  info: info(),
  ...over,
});

export const FIXTURE_PRODUCTS: NewProduct[] = [
  product('mozzarella', 1, {
    description: 'Mozzarelle fiordilatte',
    categoryId: FIXTURE.firstSub,
    netContent: 125,
    netContentUnit: 'G',
    imageCount: 3,
  }),
  product('caffe', 2, {
    description: 'Caffè macinato moka',
    categoryId: FIXTURE.firstSub,
    netContent: 250,
    netContentUnit: 'G',
    ownBrand: true,
    brand: 'Spesa',
  }),
  product('parmigiano', 3, {
    description: 'Parmigiano Reggiano 24 mesi',
    um: 'KG',
    umStepMilli: 250,
    maxAmountMilli: 5000,
    pieceGrams: 300,
    info: info({ nutrition: null, animals: true }),
  }),
  product('biscotti', 4, {
    description: 'Biscotti frollini al burro',
    netContent: 350,
    netContentUnit: 'G',
  }),
  product('latte', 5, { description: 'Latte intero', netContent: 1000, netContentUnit: 'ML' }),
];

type NewPromotion = typeof promotions.$inferInsert;
type Offer = [FixtureName, 'this' | 'other' | 'all', NewPromotion['valueType'], number, string];

/** Running today; in the first store only the first five apply. */
const RUNNING_OFFERS: Offer[] = [
  ['mozzarella', 'this', 'PERCENT', 2000, 'Sconto 20%'],
  ['mozzarella', 'all', 'AMOUNT', 10, 'Sconto 0,10 €'],
  ['caffe', 'all', 'AMOUNT', 50, 'Sconto 0,50 €'],
  ['parmigiano', 'this', 'FIXED_PRICE', 1790, 'Prezzo bloccato'],
  ['biscotti', 'all', 'UNKNOWN', 0, 'Prendi 3 paghi 2'],
  ['latte', 'other', 'PERCENT', 5000, 'Altrove'],
];

export function fixturePromotions(
  ids: Record<FixtureName, number>,
  storeId: number,
  otherStoreId: number,
  day: (offset: number) => string,
): NewPromotion[] {
  const stores = { this: storeId, other: otherStoreId, all: null };
  return [
    ...RUNNING_OFFERS.map(([name, where, valueType, value, description]) => ({
      productId: ids[name],
      storeId: stores[where],
      description,
      valueType,
      value,
      validFrom: day(-3),
      validTo: day(10),
    })),
    {
      productId: ids.latte,
      storeId: null,
      description: 'Finita',
      valueType: 'PERCENT',
      value: 5000,
      validFrom: day(-20),
      validTo: day(-5),
    },
  ];
}
