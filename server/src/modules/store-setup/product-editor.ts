import {
  missingParticulars,
  type ProductMaster,
  type StaffProductDetail,
  type StaffProductHit,
} from '@spesa/contracts';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, products, productTags } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { audit } from '../staff';
import { missingOfMaster } from './product-master-import';
import { particularsOf } from './product-master-repository';
import { masterReference, replaceTags, upsertMaster } from './product-master-write';

/** '2255 kJ / 539 kcal' → 539; '30,9 g' → 30.9; '<0,01 g' → 0.01. */
const numberIn = (value: string | undefined, unit: RegExp): number | null => {
  const m = value?.match(unit);
  return m ? Number(m[1]!.replace(',', '.')) : null;
};

/** The stored label back as the editor's figures. */
function nutritionOf(rows: { name: string; value: string }[] | null): ProductMaster['nutrition'] {
  const by = new Map((rows ?? []).map((r) => [r.name, r.value]));
  const kcal = numberIn(by.get('Energia'), /([\d,.]+)\s*kcal/);
  if (kcal === null) return null;
  const grams = (name: string) => numberIn(by.get(name), /([\d,.]+)\s*g/);
  return {
    energyKcal: kcal,
    fat: grams('Grassi'),
    saturatedFat: grams('di cui acidi grassi saturi'),
    carbohydrates: grams('Carboidrati'),
    sugars: grams('di cui zuccheri'),
    fibre: grams('Fibre'),
    proteins: grams('Proteine'),
    salt: grams('Sale'),
  };
}

/** By EAN (exactly) or by words of the name or brand: the first 20. */
export async function findProducts(db: DbOrTx, q: string): Promise<StaffProductHit[]> {
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      barcode: products.barcode,
      description: products.description,
      brand: products.brand,
      active: products.active,
    })
    .from(products)
    .where(
      /^\d{8,14}$/.test(q)
        ? eq(products.barcode, q)
        : or(ilike(products.description, like), ilike(products.brand, like)),
    )
    .orderBy(products.description, products.id)
    .limit(20);
}

export async function productDetail(db: DbOrTx, barcode: string): Promise<StaffProductDetail> {
  const [p] = await db.select().from(products).where(eq(products.barcode, barcode));
  if (!p) throw new AppError('PRODUCT_NOT_FOUND');
  const tagRows = await db
    .select({ id: productTags.tagId })
    .from(productTags)
    .where(eq(productTags.productId, p.id));
  const history = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, barcode)))
    .orderBy(desc(auditLog.id))
    .limit(50);
  const byCount = p.netContent === null && p.netCount !== null;
  return {
    master: {
      barcode: p.barcode,
      description: p.description,
      brand: p.brand,
      ownBrand: p.ownBrand,
      legalName: p.legalName,
      netQuantity: byCount ? p.netCount : p.netContent,
      netQuantityUnit: byCount ? 'PZ' : p.netContentUnit,
      categoryId: p.categoryId,
      unit: p.um,
      umStep: p.umStepMilli / 1000,
      maxAmount: p.maxAmountMilli / 1000,
      vat: p.vatConfigurationId as ProductMaster['vat'],
      tags: tagRows.map((t) => t.id),
      food: p.food,
      operatorName: p.operatorName,
      operatorAddress: p.operatorAddress,
      country: p.info.country,
      storage: p.info.storage,
      ingredients: p.info.ingredients,
      allergensContains: p.info.allergens.contains as ProductMaster['allergensContains'],
      allergensMayContain: p.info.allergens.mayContain as ProductMaster['allergensMayContain'],
      nutrition: nutritionOf(p.info.nutrition),
      recycling: p.info.recycling,
    },
    active: p.active,
    missing: missingParticulars(particularsOf(p)),
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      action: h.action,
      staffId: String(h.staffId),
      before: h.before,
      after: h.after,
    })),
  };
}

/**
 * Saves the editor's form with the import's rules (same schema, same category and tag
 * checks, same write): a product left incomplete goes off sale. One audit row.
 */
export async function saveProduct(
  db: DbOrTx,
  staffId: number,
  barcode: string,
  master: ProductMaster,
): Promise<StaffProductDetail> {
  if (master.barcode !== barcode)
    throw new AppError('BAD_REQUEST', {
      errors: [{ field: 'barcode', message: "l'EAN non si cambia: è la chiave del prodotto" }],
    });
  const before = await productDetail(db, barcode);
  const { keywords, tagIds } = await masterReference(db);
  const errors = [
    ...(keywords.has(master.categoryId)
      ? []
      : [{ field: 'categoryId', message: `sottocategoria inesistente: '${master.categoryId}'` }]),
    ...master.tags
      .filter((t) => !tagIds.has(t))
      .map((t) => ({ field: 'tags', message: `etichetta inesistente: '${t}'` })),
  ];
  if (errors.length > 0) throw new AppError('BAD_REQUEST', { errors });
  const complete = missingOfMaster(master).length === 0;
  const ids = await upsertMaster(db, [
    { product: master, keywords: keywords.get(master.categoryId) ?? '', complete },
  ]);
  await replaceTags(db, [{ productId: ids.get(barcode)!, tags: master.tags }]);
  await audit(db, {
    staffId,
    action: 'PRODUCT_EDIT',
    entity: 'product',
    entityId: barcode,
    before: { ...before.master, active: before.active },
    after: { ...master, active: before.active && complete },
  });
  return productDetail(db, barcode);
}
