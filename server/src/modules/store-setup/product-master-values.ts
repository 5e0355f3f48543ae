import {
  annexIIAllergen,
  ProductMaster,
  type ImportLineError,
  type NutritionPer100,
  type ProductMasterInput,
} from '@spesa/contracts';
import type { MasterField } from './product-master-columns';

/** One product as the file gives it: strings from a CSV, any JSON value from a JSON file. */
export type RawProduct = Partial<Record<MasterField, unknown>>;

type Fail = (field: string, message: string) => void;

const YES = new Set(['1', 's', 'si', 'sì', 'y', 'yes', 'true', 'vero', 'x']);
const NO = new Set(['0', 'n', 'no', 'false', 'falso']);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const str = (v: unknown): string | null => (blank(v) ? null : String(v as string).trim());

function decimal(v: unknown, field: string, fail: Fail): number | undefined {
  if (blank(v)) return undefined;
  if (typeof v === 'number') return v;
  const text = String(v as string)
    .trim()
    .replace(/^([<~≈]|circa)\s*/i, '');
  const n = Number(text.replace(',', '.'));
  if (text === '' || !Number.isFinite(n))
    fail(field, `numero non valido: '${String(v as string)}'`);
  return Number.isFinite(n) ? n : undefined;
}

function flag(v: unknown, field: string, fail: Fail): boolean | undefined {
  if (blank(v)) return undefined;
  if (typeof v === 'boolean') return v;
  const text = String(v as string)
    .trim()
    .toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  fail(field, `valore non valido: '${text}' (1/0 o S/N)`);
  return undefined;
}

const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map((x) => String(x as string).trim()).filter(Boolean)
    : (str(v)
        ?.split(/[,|]/)
        .map((x) => x.trim())
        .filter(Boolean) ?? []);

function allergens(v: unknown, field: string, fail: Fail) {
  return list(v).flatMap((written) => {
    const allergen = annexIIAllergen(written);
    if (!allergen) fail(field, `allergene non riconosciuto: '${written}'`);
    return allergen ? [allergen] : [];
  });
}

const UNITS: Record<string, ['G' | 'ML' | 'PZ', number]> = {
  g: ['G', 1],
  gr: ['G', 1],
  kg: ['G', 1000],
  ml: ['ML', 1],
  cl: ['ML', 10],
  l: ['ML', 1000],
  lt: ['ML', 1000],
  pz: ['PZ', 1],
  pezzi: ['PZ', 1],
};

/** Open Food Facts' free 'quantity': '500 g', '1,5 l', '6 x 125 g' (the total: 750 g). */
function quantity(v: unknown, fail: Fail): { value: number; unit: 'G' | 'ML' | 'PZ' } | null {
  const text = str(v);
  if (!text) return null;
  const m = /^(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*([a-z]+)\.?$/i.exec(text);
  const unit = m && UNITS[m[3]!.toLowerCase()];
  if (!m || !unit) {
    fail('quantity', `quantità non valida: '${text}' (es. 500 g, 1 l, 6 x 125 g)`);
    return null;
  }
  const each = Number(m[2]!.replace(',', '.')) * unit[1];
  return { value: Math.round(each * Number(m[1] ?? 1)), unit: unit[0] };
}

function nutrition(raw: RawProduct, fail: Fail): NutritionPer100 | null {
  const n = {
    energyKcal: decimal(raw.energyKcal, 'energyKcal', fail),
    fat: decimal(raw.fat, 'fat', fail),
    saturatedFat: decimal(raw.saturatedFat, 'saturatedFat', fail),
    carbohydrates: decimal(raw.carbohydrates, 'carbohydrates', fail),
    sugars: decimal(raw.sugars, 'sugars', fail),
    fibre: decimal(raw.fibre, 'fibre', fail),
    proteins: decimal(raw.proteins, 'proteins', fail),
    salt: decimal(raw.salt, 'salt', fail),
  };
  if (Object.values(n).every((value) => value === undefined)) return null;
  if (n.energyKcal === undefined) fail('energyKcal', 'valore energetico mancante (kcal per 100)');
  const or = (value: number | undefined) => value ?? null;
  return {
    energyKcal: n.energyKcal ?? 0,
    fat: or(n.fat),
    saturatedFat: or(n.saturatedFat),
    carbohydrates: or(n.carbohydrates),
    sugars: or(n.sugars),
    fibre: or(n.fibre),
    proteins: or(n.proteins),
    salt: or(n.salt),
  };
}

/** 'Barilla, Mulino Bianco' (OFF lists every brand): the first is the one on the front. */
const firstBrand = (v: unknown) => (Array.isArray(v) ? str(v[0]) : (str(v)?.split(',')[0] ?? null));

/** The vat rate as written: '22', '22%', '22,00', 22. */
const vatOf = (v: unknown) =>
  str(v)
    ?.replace('%', '')
    .replace(/[.,]0+$/, '') ?? undefined;

/**
 * One product from a line of the file, checked with the rules the staff editor applies; the
 * problems found, field by field, with the line's number.
 */
export function productOf(
  raw: RawProduct,
  line: number,
): { product: ProductMaster | null; errors: ImportLineError[] } {
  const errors: ImportLineError[] = [];
  const fail: Fail = (field, message) => errors.push({ line, field, message });
  const qty = quantity(raw.quantity, fail);
  const explicitQty = decimal(raw.netQuantity, 'netQuantity', fail);
  const unit = str(raw.unit)?.toUpperCase() ?? 'PZ';
  const input: ProductMasterInput = {
    barcode: str(raw.barcode) ?? '',
    description: str(raw.description) ?? '',
    brand: firstBrand(raw.brand) ?? '',
    ownBrand: flag(raw.ownBrand, 'ownBrand', fail),
    legalName: str(raw.legalName),
    netQuantity: explicitQty ?? qty?.value ?? null,
    netQuantityUnit: (str(raw.netQuantityUnit)?.toUpperCase() ??
      qty?.unit ??
      null) as ProductMasterInput['netQuantityUnit'],
    categoryId: str(raw.categoryId) ?? '',
    unit: unit as ProductMasterInput['unit'],
    umStep: decimal(raw.umStep, 'umStep', fail) ?? (unit === 'PZ' ? 1 : 0),
    maxAmount: decimal(raw.maxAmount, 'maxAmount', fail) ?? (unit === 'PZ' ? 10 : 5),
    vat: vatOf(raw.vat) as ProductMasterInput['vat'],
    tags: list(raw.tags),
    food: flag(raw.food, 'food', fail),
    operatorName: str(raw.operatorName),
    operatorAddress: str(raw.operatorAddress),
    country: str(raw.country),
    storage: str(raw.storage),
    ingredients: str(raw.ingredients),
    allergensContains: allergens(raw.allergensContains, 'allergensContains', fail),
    allergensMayContain: allergens(raw.allergensMayContain, 'allergensMayContain', fail),
    nutrition: nutrition(raw, fail),
    recycling: str(raw.recycling),
  };
  // OFF lists as traces what it also lists as contained; the contained one wins.
  input.allergensMayContain = input.allergensMayContain?.filter(
    (a) => !input.allergensContains?.includes(a),
  );
  const parsed = ProductMaster.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fail(String(issue.path[0] ?? 'line'), issue.message);
  return { product: parsed.success && errors.length === 0 ? parsed.data : null, errors };
}
