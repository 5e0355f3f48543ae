import { Product, ProductInfo } from '@spesa/contracts';
import { describe, expect, it } from 'vitest';
import { toProductInfo, type ProductInfoRow } from './product-info';
import { productImageUrls, toProduct, type ProductRow } from './product-mapper';

const row: ProductRow = {
  id: 7,
  barcode: '8001234567890',
  ref: 'R000007',
  description: 'Mele Golden',
  brand: 'Spesa',
  ownBrand: true,
  um: 'KG',
  umStepMilli: 250,
  maxAmountMilli: 5000,
  netContent: null,
  netContentUnit: null,
  vatConfigurationId: '4',
  imageCount: 2,
  photos: [],
  categoryId: '0101',
  subCategoryName: 'Frutta fresca',
  categoryName: 'ORTOFRUTTA',
  priceCents: 249,
  available: true,
};

describe('toProduct', () => {
  it('maps a weighed product to the wire shape', () => {
    const product = toProduct(
      row,
      [
        {
          id: 3,
          description: 'Sconto 20%',
          valueType: 'PERCENT',
          value: 2000,
          validFrom: '2030-01-01',
          validTo: '2030-01-09',
        },
      ],
      ['Bio'],
    );
    expect(Product.parse(product)).toEqual(product);
    expect(product).toMatchObject({
      price: 2.49,
      netPrice: 1.99,
      pricePerUm: 1.99,
      umPerUm: 'KG',
      umStep: 0.25,
      maxAmount: 5,
      um: 'KG',
      purchaseUm: 'KG',
      categoryId: '0101',
      categoryName: 'ORTOFRUTTA',
      subCategoryName: 'Frutta fresca',
      imageUrl: '/cli/images/products/8001234567890.webp',
      images: [
        '/cli/images/products/8001234567890.webp?w=800',
        '/cli/images/products/8001234567890.webp?v=2&w=800',
      ],
      tags: ['Bio'],
      attrib3: null,
      vatConfigurationId: '4',
    });
    expect(product.promotions[0]).toMatchObject({ valueType: 'PERCENT', value: 20 });
  });

  it('keeps the price as net price without promotions', () => {
    const product = toProduct(
      { ...row, um: 'PZ', umStepMilli: 1000, netContent: 500, netContentUnit: 'G' },
      [],
      [],
    );
    expect(product).toMatchObject({
      price: 2.49,
      netPrice: 2.49,
      pricePerUm: 4.98,
      umPerUm: 'KG',
      umStep: 1,
    });
  });
});

describe('productImageUrls', () => {
  it('always gives at least the main image', () => {
    expect(productImageUrls('12345678', 0)).toEqual(['/cli/images/products/12345678.webp?w=800']);
  });
});

describe('photos (issue 31)', () => {
  it('shows the uploaded photos instead of the drawn pictures, the first on the cards', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const product = toProduct({ ...row, photos: [a, b] }, [], []);
    expect(product.imageUrl).toBe(`/cli/media/products/${a}-400.webp`);
    expect(product.images).toEqual([
      `/cli/media/products/${a}-800.webp`,
      `/cli/media/products/${b}-800.webp`,
    ]);
  });
});

describe('toProductInfo', () => {
  const infoRow: ProductInfoRow = {
    barcode: '8001234567890',
    description: 'Latte intero',
    um: 'PZ',
    netContentUnit: 'ML',
    pieceGrams: null,
    netContent: 1000,
    netCount: null,
    food: true,
    legalName: 'Latte intero pastorizzato',
    operatorName: 'Spesa Società Cooperativa',
    operatorAddress: 'Via dell’Industria 12, 40138 Bologna (BO)',
    info: {
      country: 'Italia',
      storage: 'In frigorifero',
      nutrition: [{ name: 'Energia', value: '270 kJ / 64 kcal' }],
      ingredients: 'Latte intero.',
      allergens: { contains: ['latte'], mayContain: [], doesNotContain: ['glutine'] },
      recycling: 'Bottiglia: plastica',
      animals: false,
    },
  };

  it('labels nutrition per 100 ml for liquids and reads tags', () => {
    const info = toProductInfo(infoRow, ['Vegano', 'Senza_glutine']);
    expect(ProductInfo.parse(info)).toEqual(info);
    expect(info.nutrition).toEqual({
      per100Heading: 'Valori nutrizionali medi',
      per100Unit: '100 ml',
      nutrientValues: [{ name: 'Energia', per100: { value: '270 kJ / 64 kcal' } }],
    });
    expect(info.tags).toEqual({ vegan: true, bio: false, glutenFree: true, animals: false });
    expect(info.allergyAdvice.contains).toEqual(['latte']);
    expect(info.averageWeight).toBeNull();
  });

  it('gives the piece weight of weighed products and no table without nutrition', () => {
    const info = toProductInfo(
      {
        ...infoRow,
        um: 'KG',
        netContentUnit: null,
        pieceGrams: 200,
        info: { ...infoRow.info, nutrition: null },
      },
      [],
    );
    expect(info.nutrition).toBeNull();
    expect(info.averageWeight).toBe(200);
  });

  it('states the master particulars of a food (issue 31) and names those it lacks', () => {
    const info = toProductInfo(infoRow, []);
    expect(info).toMatchObject({
      food: true,
      legalName: 'Latte intero pastorizzato',
      netQuantity: { value: 1000, unit: 'ML' },
      operator: { name: 'Spesa Società Cooperativa' },
      missing: [],
    });
    const bare = toProductInfo(
      {
        ...infoRow,
        netContent: null,
        operatorAddress: null,
        info: { ...infoRow.info, ingredients: null },
      },
      [],
    );
    expect(bare.missing).toEqual(['ingredients', 'netQuantity', 'operator']);
    expect(bare.operator).toBeNull();
    const eggs = toProductInfo(
      { ...infoRow, netContent: null, netContentUnit: null, netCount: 6 },
      [],
    );
    expect(eggs.netQuantity).toEqual({ value: 6, unit: 'PZ' });
  });

  it('asks nothing of a non-food product and gives it no legal name', () => {
    const info = toProductInfo(
      { ...infoRow, food: false, info: { ...infoRow.info, ingredients: null } },
      [],
    );
    expect(info).toMatchObject({ food: false, legalName: null, missing: [] });
  });
});
