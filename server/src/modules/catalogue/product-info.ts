import type { ProductInfo, Unit } from '@spesa/contracts';
import type { ProductInfoData } from '../../db/schema';

export interface ProductInfoRow {
  barcode: string;
  description: string;
  um: Unit;
  netContentUnit: 'G' | 'ML' | null;
  pieceGrams: number | null;
  info: ProductInfoData;
}

/** The heading printed on Italian labels above the per-100 table. */
export const PER_100_HEADING = 'Valori nutrizionali medi';

export function toProductInfo(row: ProductInfoRow, tagIds: readonly string[]): ProductInfo {
  const { info } = row;
  const nutrition = info.nutrition?.length
    ? {
        per100Heading: PER_100_HEADING,
        per100Unit: row.netContentUnit === 'ML' ? '100 ml' : '100 g',
        nutrientValues: info.nutrition.map((n) => ({ name: n.name, per100: { value: n.value } })),
      }
    : null;
  return {
    barcode: row.barcode,
    description: row.description,
    country: info.country ?? null,
    storage: info.storage ?? null,
    nutrition,
    ingredients: info.ingredients ?? null,
    allergyAdvice: {
      contains: [...(info.allergens?.contains ?? [])],
      mayContain: [...(info.allergens?.mayContain ?? [])],
      doesNotContain: [...(info.allergens?.doesNotContain ?? [])],
    },
    recycling: info.recycling ?? null,
    tags: {
      vegan: tagIds.includes('Vegano'),
      bio: tagIds.includes('Bio'),
      glutenFree: tagIds.includes('Senza_glutine'),
      animals: info.animals === true,
    },
    // Only weighed products show "about N pieces"; a packet's weight is its net content.
    averageWeight: row.um === 'KG' ? row.pieceGrams : null,
  };
}
