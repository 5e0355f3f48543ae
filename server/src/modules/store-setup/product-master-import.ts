import {
  missingParticulars,
  type ImportLineError,
  type ProductMaster,
  type ProductMasterImportLine,
  type ProductMasterImportReport,
} from '@spesa/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { audit } from '../staff';
import { readMasterFile } from './product-master-read';
import { productOf } from './product-master-values';
import { masterReference, replaceTags, upsertMaster } from './product-master-write';

/** A file full of mistakes is reported in part: the first ones show what is wrong. */
const MAX_REPORTED_ERRORS = 500;

export interface MasterImportRequest {
  staffId: number;
  text: string;
  format: 'csv' | 'json';
  dryRun: boolean;
}

/** The mandatory particulars a product of the file (or the editor's form) lacks. */
export const missingOfMaster = (p: ProductMaster) =>
  missingParticulars({
    food: p.food,
    um: p.unit,
    legalName: p.legalName,
    ingredients: p.ingredients,
    netContent: p.netQuantityUnit === 'PZ' ? null : p.netQuantity,
    netCount: p.netQuantityUnit === 'PZ' ? p.netQuantity : null,
    storage: p.storage,
    operatorName: p.operatorName,
    operatorAddress: p.operatorAddress,
    country: p.country,
    nutrition: p.nutrition ? [p.nutrition] : null,
  });

async function existingByBarcode(db: DbOrTx, barcodes: string[]) {
  const found = new Map<string, { description: string; active: boolean }>();
  for (let i = 0; i < barcodes.length; i += 5000) {
    const rows = await db
      .select({
        barcode: products.barcode,
        description: products.description,
        active: products.active,
      })
      .from(products)
      .where(inArray(products.barcode, barcodes.slice(i, i + 5000)));
    for (const r of rows) found.set(r.barcode, r);
  }
  return found;
}

/**
 * Reads a product master file, checks every line and, unless it is a dry run or any line is
 * wrong, creates or updates the products by EAN with one audit row, all in the caller's
 * transaction: one bad line leaves the catalogue as it was. The products' triggers move the
 * catalogue version in the same transaction, so caches and search see the change at commit.
 */
export async function importProductMaster(
  db: DbOrTx,
  req: MasterImportRequest,
): Promise<ProductMasterImportReport> {
  if (!req.dryRun) await db.execute(sql`select pg_advisory_xact_lock(hashtext('product-master'))`);
  const read = readMasterFile(req.text, req.format);
  const errors: ImportLineError[] = [...read.errors];
  const { keywords, tagIds } = await masterReference(db);
  const seen = new Map<string, number>();
  const good: { line: number; product: ProductMaster }[] = [];
  for (const record of read.records) {
    const { product, errors: lineErrors } = productOf(record.raw, record.line);
    errors.push(...lineErrors);
    const fail = (field: string, message: string) =>
      errors.push({ line: record.line, field, message });
    // Checked apart from the line's other values: a report names every mistake at once.
    const category = String(record.raw.categoryId ?? '').trim();
    if (/^\d{4}$/.test(category) && !keywords.has(category))
      fail('categoryId', `sottocategoria inesistente: '${category}'`);
    if (!product) continue;
    const earlier = seen.get(product.barcode);
    if (earlier) fail('barcode', `EAN già presente alla riga ${earlier}`);
    seen.set(product.barcode, record.line);
    for (const tag of product.tags.filter((t) => !tagIds.has(t)))
      fail('tags', `etichetta inesistente: '${tag}'`);
    if (keywords.has(product.categoryId)) good.push({ line: record.line, product });
  }
  const existing = await existingByBarcode(db, [...seen.keys()]);
  const lines: ProductMasterImportLine[] = good.map(({ line, product }) => ({
    line,
    barcode: product.barcode,
    description: product.description,
    action: existing.has(product.barcode) ? 'update' : 'create',
    missing: missingOfMaster(product),
  }));
  errors.sort((a, b) => a.line - b.line);
  const report: ProductMasterImportReport = {
    dryRun: req.dryRun,
    applied: false,
    format: req.format,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    counts: {
      lines: read.records.length,
      created: lines.filter((l) => l.action === 'create').length,
      updated: lines.filter((l) => l.action === 'update').length,
    },
    lines,
  };
  if (errors.length === 0 && read.records.length === 0)
    report.errors = [{ line: 1, field: 'line', message: 'nessun prodotto nel file' }];
  if (req.dryRun || report.errors.length > 0) return report;

  const ids = await upsertMaster(
    db,
    good.map(({ product }, i) => ({
      product,
      keywords: keywords.get(product.categoryId) ?? '',
      complete: lines[i]!.missing.length === 0,
    })),
  );
  await replaceTags(
    db,
    good.map(({ product }) => ({ productId: ids.get(product.barcode)!, tags: product.tags })),
  );
  await audit(db, {
    staffId: req.staffId,
    action: 'PRODUCT_MASTER_IMPORT',
    entity: 'product_master',
    entityId: req.format,
    before: [...existing].map(([barcode, p]) => ({ barcode, ...p })),
    after: {
      counts: report.counts,
      lines: lines.map((l) => ({ barcode: l.barcode, action: l.action, missing: l.missing })),
    },
  });
  return { ...report, applied: true };
}
