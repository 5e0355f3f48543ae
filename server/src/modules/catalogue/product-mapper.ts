import { centsToEuro, type Product, replyId, type Unit } from '@spesa/contracts';
import {
  byBenefit,
  netPriceCents,
  promotionToWire,
  unitPrice,
  type PromotionRecord,
} from './pricing';

/** One product as sold in one store, as the repository reads it. */
export interface ProductRow {
  id: number;
  barcode: string;
  ref: string;
  description: string;
  brand: string;
  ownBrand: boolean;
  um: Unit;
  umStepMilli: number;
  maxAmountMilli: number;
  netContent: number | null;
  netContentUnit: 'G' | 'ML' | null;
  vatConfigurationId: string;
  imageCount: number;
  categoryId: string;
  subCategoryName: string;
  categoryName: string;
  priceCents: number;
  available: boolean;
}

/** The picture every card and row shows: 400 px wide, a card's width on a dense phone screen. */
export function productImageUrl(barcode: string): string {
  return `/cli/images/products/${barcode}.webp`;
}

/** One URL per stored view, 800 px wide for the detail page's large picture on any screen. */
export function productImageUrls(barcode: string, count: number): string[] {
  const base = productImageUrl(barcode);
  return Array.from({ length: Math.max(1, count) }, (_, i) =>
    i === 0 ? `${base}?w=800` : `${base}?v=${i + 1}&w=800`,
  );
}

/** Quantities are thousandths in the database and units (0.25 kg, 5 pieces) on the wire. */
export function milliToUnits(milli: number): number {
  return milli / 1000;
}

export function toProduct(
  row: ProductRow,
  promotions: readonly PromotionRecord[],
  tags: readonly string[],
): Product {
  const netCents = netPriceCents(row.priceCents, promotions);
  const { pricePerUm, umPerUm } = unitPrice(netCents, row.um, row.netContent, row.netContentUnit);
  return {
    id: replyId(row.id),
    barcode: row.barcode,
    ref: row.ref,
    description: row.description,
    brand: row.brand,
    ownBrand: row.ownBrand,
    imageUrl: productImageUrl(row.barcode),
    images: productImageUrls(row.barcode, row.imageCount),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subCategoryName: row.subCategoryName,
    price: centsToEuro(row.priceCents),
    netPrice: centsToEuro(netCents),
    pricePerUm,
    umPerUm,
    umStep: milliToUnits(row.umStepMilli),
    maxAmount: milliToUnits(row.maxAmountMilli),
    um: row.um,
    purchaseUm: row.um,
    promotions: byBenefit(row.priceCents, promotions).map((p) =>
      promotionToWire(p, row.priceCents),
    ),
    available: row.available,
    tags: [...tags],
    attrib3: null,
    vatConfigurationId: row.vatConfigurationId,
  };
}
