import type { CatalogueImportReport, ImportLineError } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { audit } from '../staff';
import { csvRecords } from './csv-records';
import { historyOf } from './import-history';
import { readImportLines } from './import-lines';
import { planImport } from './import-plan';
import {
  deletePromotions,
  insertStorePromotions,
  lockStoreImports,
  productsByBarcode,
  runningStorePromotions,
  shelfRows,
  upsertShelf,
} from './import-repository';

/** A file full of mistakes is reported in part: the first ones show what is wrong. */
const MAX_REPORTED_ERRORS = 500;

function reported(errors: ImportLineError[]): ImportLineError[] {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  if (sorted.length <= MAX_REPORTED_ERRORS) return sorted;
  const rest = sorted.length - MAX_REPORTED_ERRORS;
  const last = sorted[MAX_REPORTED_ERRORS - 1]!.line;
  return [
    ...sorted.slice(0, MAX_REPORTED_ERRORS),
    { line: last, field: 'line', message: `altri ${rest} errori non elencati` },
  ];
}

export interface ImportRequest {
  staffId: number;
  storeId: number;
  text: string;
  dryRun: boolean;
  today: string;
}

/**
 * Reads the file, compares it with the store and, unless it is a dry run or any line is
 * wrong, writes prices, availability and the store's offers with one audit row, all in the
 * caller's transaction: a bad line leaves the store exactly as it was.
 */
export async function importCatalogue(
  db: DbOrTx,
  req: ImportRequest,
): Promise<CatalogueImportReport> {
  if (!req.dryRun) await lockStoreImports(db, req.storeId);
  const read = readImportLines(csvRecords(req.text), req.today);
  const known = await productsByBarcode(db, [...new Set(read.lines.map((l) => l.barcode))]);
  const ids = known.map((p) => p.id);
  const offered = new Set(read.lines.filter((l) => l.promotion).map((l) => l.barcode));
  const offeredIds = known.filter((p) => offered.has(p.barcode)).map((p) => p.id);
  const [rows, promotions, history] = await readAll(db, [
    () => shelfRows(db, req.storeId, ids),
    () => runningStorePromotions(db, req.storeId, ids, req.today),
    () => historyOf(db, req.storeId, offeredIds),
  ]);
  const plan = planImport(
    read.lines,
    { products: known, rows, promotions, history, today: req.today },
    read.hasPromotions,
  );
  const errors = reported([...read.errors, ...plan.errors]);
  const report: CatalogueImportReport = {
    dryRun: req.dryRun,
    applied: false,
    errors,
    counts: { lines: read.count, ...plan.counts },
    changes: plan.changes,
  };
  if (req.dryRun || errors.length > 0) return report;
  await upsertShelf(db, req.storeId, plan.shelf);
  await deletePromotions(db, plan.deletePromotionIds);
  await insertStorePromotions(db, req.storeId, plan.newPromotions);
  await audit(db, {
    staffId: req.staffId,
    action: 'CATALOGUE_IMPORT',
    entity: 'store_catalogue',
    entityId: String(req.storeId),
    before: plan.changes.map((c) => ({
      barcode: c.barcode,
      price: c.price?.from,
      available: c.available?.from,
      promotion: c.promotion?.from,
    })),
    after: {
      counts: report.counts,
      changes: plan.changes.map((c) => ({
        barcode: c.barcode,
        price: c.price?.to,
        available: c.available?.to,
        promotion: c.promotion?.to,
      })),
    },
  });
  return { ...report, applied: true };
}
