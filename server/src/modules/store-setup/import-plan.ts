import {
  centsToEuro,
  type ImportChange,
  type ImportCounts,
  type ImportLineError,
  type ImportPromotion,
} from '@spesa/contracts';
import { promotedCents } from '../catalogue';
import type { HistoryRow } from './import-history';
import type { ImportLine } from './import-lines';
import { importedOfferReference } from './import-reference';
import { hasValidCheckDigit } from './import-values';
import type {
  KnownProduct,
  NewStorePromotion,
  ShelfRow,
  StorePromotion,
} from './import-repository';

/** What the store holds now for the products of the file. */
export interface CurrentShelf {
  products: KnownProduct[];
  rows: ShelfRow[];
  promotions: StorePromotion[];
  /** Price history of the products the file sets an offer on (for the 30-day reference). */
  history?: Map<number, HistoryRow[]>;
  /** The shop's calendar day of the import. */
  today?: string;
}

export interface ImportPlan {
  errors: ImportLineError[];
  changes: ImportChange[];
  counts: Omit<ImportCounts, 'lines'>;
  shelf: ShelfRow[];
  deletePromotionIds: number[];
  newPromotions: NewStorePromotion[];
}

function unknownMessage(barcode: string): string {
  return hasValidCheckDigit(barcode)
    ? `prodotto sconosciuto nel catalogo: ${barcode}`
    : `codice a barre non valido: ${barcode} (cifra di controllo errata)`;
}

function summary(p: StorePromotion, priceCents: number): ImportPromotion {
  return {
    price: centsToEuro(Math.max(1, promotedCents(priceCents, p))),
    validFrom: p.validFrom,
    validTo: p.validTo,
  };
}

/** The running offer of the line is exactly what the store has: one fixed price, same days. */
function samePromotion(line: ImportLine, current: StorePromotion[]): boolean {
  const [only] = current;
  if (!line.promotion) return current.length === 0;
  return (
    current.length === 1 &&
    only!.valueType === 'FIXED_PRICE' &&
    only!.value === line.promotion.priceCents &&
    only!.validFrom === line.promotion.validFrom &&
    only!.validTo === line.promotion.validTo &&
    only!.kind === line.promotion.kind
  );
}

/**
 * Compares the file with the store, line by line: the prices and availability to write, the
 * store's own offers to replace, and the report of each change. A barcode the catalogue does
 * not know is an error of its line. `withPromotions` false (no offer columns) leaves offers alone.
 */
export function planImport(
  lines: ImportLine[],
  current: CurrentShelf,
  withPromotions: boolean,
): ImportPlan {
  const byBarcode = new Map(current.products.map((p) => [p.barcode, p]));
  const rowOf = new Map(current.rows.map((r) => [r.productId, r]));
  const promosOf = new Map<number, StorePromotion[]>();
  for (const p of current.promotions)
    promosOf.set(p.productId, [...(promosOf.get(p.productId) ?? []), p]);
  const plan: ImportPlan = {
    errors: [],
    changes: [],
    counts: {
      unchanged: 0,
      newInStore: 0,
      priceChanges: 0,
      madeAvailable: 0,
      madeUnavailable: 0,
      promotionsSet: 0,
      promotionsEnded: 0,
    },
    shelf: [],
    deletePromotionIds: [],
    newPromotions: [],
  };
  const { counts } = plan;
  for (const line of lines) {
    const product = byBarcode.get(line.barcode);
    if (!product) {
      plan.errors.push({
        line: line.line,
        field: 'barcode',
        message: unknownMessage(line.barcode),
      });
      continue;
    }
    if (!product.active) {
      plan.errors.push({
        line: line.line,
        field: 'barcode',
        message: `prodotto fuori vendita: ${line.barcode} (completarne i dati obbligatori e rimetterlo in vendita)`,
      });
      continue;
    }
    const row = rowOf.get(product.id);
    const running = promosOf.get(product.id) ?? [];
    const priceChanged = row?.priceCents !== line.priceCents;
    const availabilityChanged = row?.available !== line.available;
    const perishable = line.perishable ?? row?.perishable ?? false;
    const perishableChanged = line.perishable !== null && (row?.perishable ?? false) !== perishable;
    const promotionChanged = withPromotions && !samePromotion(line, running);
    if (!priceChanged && !availabilityChanged && !perishableChanged && !promotionChanged) {
      counts.unchanged++;
      continue;
    }
    if (!row) counts.newInStore++;
    else {
      if (priceChanged) counts.priceChanges++;
      if (availabilityChanged) counts[line.available ? 'madeAvailable' : 'madeUnavailable']++;
    }
    if (priceChanged || availabilityChanged || perishableChanged)
      plan.shelf.push({
        productId: product.id,
        priceCents: line.priceCents,
        available: line.available,
        perishable,
      });
    if (promotionChanged) {
      plan.deletePromotionIds.push(...running.map((p) => p.id));
      if (line.promotion) {
        counts.promotionsSet++;
        plan.newPromotions.push({ productId: product.id, ...line.promotion });
      } else counts.promotionsEnded++;
    }
    const oldPrice = row?.priceCents ?? line.priceCents;
    plan.changes.push({
      line: line.line,
      barcode: line.barcode,
      description: product.description,
      price: priceChanged
        ? { from: row ? centsToEuro(row.priceCents) : null, to: centsToEuro(line.priceCents) }
        : null,
      available: availabilityChanged ? { from: row?.available ?? null, to: line.available } : null,
      ...(perishableChanged
        ? { perishable: { from: row?.perishable ?? null, to: perishable } }
        : {}),
      promotion: promotionChanged
        ? {
            from: running[0] ? summary(running[0], oldPrice) : null,
            to: line.promotion
              ? {
                  price: centsToEuro(line.promotion.priceCents),
                  validFrom: line.promotion.validFrom,
                  validTo: line.promotion.validTo,
                  ...(current.today === undefined
                    ? {}
                    : importedOfferReference(line.promotion.validFrom, line.promotion.kind, {
                        today: current.today,
                        history: current.history?.get(product.id) ?? [],
                        perishable,
                        newShelfCents: priceChanged ? line.priceCents : null,
                        withdrawn: new Set(running.map((p) => p.id)),
                      })),
                }
              : null,
          }
        : null,
    });
  }
  return plan;
}
