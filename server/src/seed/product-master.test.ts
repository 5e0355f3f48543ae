import { missingParticulars } from '@spesa/contracts';
import { describe, expect, it } from 'vitest';
import { COOPERATIVE } from './product-master';
import { DEFAULT_PRODUCTS, generateProducts } from './products';

const rows = generateProducts(DEFAULT_PRODUCTS).map((p) => p.row);
const particulars = (row: (typeof rows)[number]) =>
  missingParticulars({
    food: row.food ?? true,
    um: row.um,
    legalName: row.legalName ?? null,
    ingredients: row.info.ingredients,
    netContent: row.netContent ?? null,
    netCount: row.netCount ?? null,
    storage: row.info.storage,
    operatorName: row.operatorName ?? null,
    operatorAddress: row.operatorAddress ?? null,
    country: row.info.country,
    nutrition: row.info.nutrition,
  });

describe('demo product master data (issue 31)', () => {
  it('gives every demo food product all its mandatory particulars', () => {
    const food = rows.filter((r) => r.food);
    expect(food.length).toBeGreaterThan(1500);
    expect(food.filter((r) => particulars(r).length > 0).map((r) => r.description)).toEqual([]);
  });

  it('marks household goods and pet food as non-food', () => {
    expect(rows.filter((r) => r.categoryId.startsWith('12')).every((r) => !r.food)).toBe(true);
    expect(rows.filter((r) => r.categoryId.startsWith('13')).every((r) => !r.food)).toBe(true);
  });

  it('names the cooperative for its own brand and a producer for the others', () => {
    const own = rows.find((r) => r.ownBrand && r.food)!;
    expect({ name: own.operatorName, address: own.operatorAddress }).toEqual(COOPERATIVE);
    const barilla = rows.find((r) => r.brand === 'Barilla');
    expect(barilla?.operatorName).toBe('Barilla G. e R. Fratelli S.p.A.');
    const other = rows.find((r) => !r.ownBrand && r.brand !== 'Barilla')!;
    expect(other.operatorName).toBe(`${other.brand} S.r.l.`);
    expect(other.operatorAddress).toMatch(/\d{5} .+ \([A-Z]{2}\)$/);
  });
});
