import { missingParticulars, type ProductInfo, type Unit } from '@spesa/contracts';
import type { ProductInfoData } from '../../db/schema';

export interface ProductInfoRow {
  barcode: string;
  description: string;
  um: Unit;
  netContentUnit: 'G' | 'ML' | null;
  pieceGrams: number | null;
  netContent: number | null;
  netCount: number | null;
  food: boolean;
  legalName: string | null;
  operatorName: string | null;
  operatorAddress: string | null;
  info: ProductInfoData;
}

function netQuantity(row: ProductInfoRow): ProductInfo['netQuantity'] {
  if (row.netContent && row.netContentUnit)
    return { value: row.netContent, unit: row.netContentUnit };
  return row.netCount ? { value: row.netCount, unit: 'PZ' } : null;
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
    food: row.food,
    legalName: row.food ? row.legalName : null,
    netQuantity: netQuantity(row),
    operator:
      row.operatorName && row.operatorAddress
        ? { name: row.operatorName, address: row.operatorAddress }
        : null,
    missing: missingParticulars({
      food: row.food,
      um: row.um,
      legalName: row.legalName,
      ingredients: info.ingredients ?? null,
      netContent: row.netContent,
      netCount: row.netCount,
      storage: info.storage ?? null,
      operatorName: row.operatorName,
      operatorAddress: row.operatorAddress,
      country: info.country ?? null,
      nutrition: info.nutrition ?? null,
    }),
  };
}
