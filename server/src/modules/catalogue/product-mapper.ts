import { centsToEuro, type Product, productPhotoUrl, replyId, type Unit } from '@spesa/contracts';
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
  /** SHA-256 of the uploaded photos in order (issue 31); empty: the drawn pictures. */
  photos: string[];
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

/**
 * The picture a row shows beside its name (order, picking, list, favourite and substitute lines):
 * the first uploaded photo at the cards' 400 px (issue 31), else the drawn picture. `photos` is
 * the product row's hash list read in the line's own query; null when the product is gone.
 */
export function lineImageUrl(
  barcode: string,
  photos: readonly string[] | null | undefined,
): string {
  const first = photos?.[0];
  return first ? productPhotoUrl(first, 400) : productImageUrl(barcode);
}

/** One URL per stored view, 800 px wide for the detail page's large picture on any screen. */
export function productImageUrls(barcode: string, count: number): string[] {
  const base = productImageUrl(barcode);
  return Array.from({ length: Math.max(1, count) }, (_, i) =>
    i === 0 ? `${base}?w=800` : `${base}?v=${i + 1}&w=800`,
  );
}

/**
 * Issue 31: the uploaded photos when the product has some (the first at the cards' 400 px, each
 * at the detail page's 800 px), else the drawn pictures. The web derives each `srcset` from
 * these URLs, so a listing carries one address per product, not four.
 */
export function productPictures(row: {
  barcode: string;
  imageCount: number;
  photos: readonly string[];
}): { imageUrl: string; images: string[] } {
  const imageUrl = lineImageUrl(row.barcode, row.photos);
  if (row.photos.length === 0)
    return { imageUrl, images: productImageUrls(row.barcode, row.imageCount) };
  return { imageUrl, images: row.photos.map((sha256) => productPhotoUrl(sha256, 800)) };
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
    ...productPictures(row),
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
