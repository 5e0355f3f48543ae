import {
  catalogueImportColumns,
  type PromotionKind,
  type CatalogueImportColumn,
  type ImportLineError,
} from '@spesa/contracts';
import type { CsvRecord } from './csv-records';
import {
  parseAvailable,
  parseBarcode,
  parseDay,
  parsePriceCents,
  parsePromotionKind,
  type Cell,
} from './import-values';

/** One valid line of the file, in cents and ISO days. */
export interface ImportLine {
  line: number;
  barcode: string;
  priceCents: number;
  available: boolean;
  /** null when the file leaves it as it is (no column, or a blank cell). */
  perishable: boolean | null;
  promotion: { priceCents: number; validFrom: string; validTo: string; kind: PromotionKind } | null;
}

export interface ReadLines {
  lines: ImportLine[];
  /** false when the file has no promotion columns: the store's offers are then left alone. */
  hasPromotions: boolean;
  /** Data records read, valid or not. */
  count: number;
  errors: ImportLineError[];
}

const REQUIRED: CatalogueImportColumn[] = ['barcode', 'price'];
const known = new Set<string>(catalogueImportColumns);

type Columns = Partial<Record<CatalogueImportColumn, number>>;

/** Column positions by header name (case and spaces ignored); unknown columns are left out. */
function readHeader(header: CsvRecord, errors: ImportLineError[]): Columns | null {
  const columns: Columns = {};
  header.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if (!known.has(name)) return;
    if (columns[name as CatalogueImportColumn] !== undefined) {
      errors.push({ line: header.line, field: name, message: `colonna '${name}' ripetuta` });
    }
    columns[name as CatalogueImportColumn] = index;
  });
  for (const name of REQUIRED) {
    if (columns[name] === undefined)
      errors.push({ line: header.line, field: name, message: `colonna '${name}' mancante` });
  }
  return errors.length === 0 ? columns : null;
}

/** Reads one data record; every bad cell is reported, not only the first. */
function readRecord(
  record: CsvRecord,
  columns: Columns,
  today: string,
  errors: ImportLineError[],
): ImportLine | null {
  const found: ImportLineError[] = [];
  const cell = (name: CatalogueImportColumn) => {
    const index = columns[name];
    return index === undefined ? '' : (record.fields[index] ?? '');
  };
  function take<T>(name: CatalogueImportColumn, parsed: Cell<T>): T | undefined {
    if (parsed.ok) return parsed.value;
    found.push({ line: record.line, field: name, message: parsed.message });
    return undefined;
  }
  const barcode = take('barcode', parseBarcode(cell('barcode')));
  const priceCents = take('price', parsePriceCents(cell('price')));
  const available = take('available', parseAvailable(cell('available')));
  const perishable =
    cell('perishable').trim() === ''
      ? null
      : take('perishable', parseAvailable(cell('perishable')));
  const promotion = readPromotion(record.line, cell, priceCents, today, take, found);
  errors.push(...found);
  if (found.length > 0 || barcode === undefined || priceCents === undefined) return null;
  return {
    line: record.line,
    barcode,
    priceCents,
    available: available ?? true,
    perishable: perishable ?? null,
    promotion,
  };
}

function readPromotion(
  line: number,
  cell: (name: CatalogueImportColumn) => string,
  priceCents: number | undefined,
  today: string,
  take: <T>(name: CatalogueImportColumn, parsed: Cell<T>) => T | undefined,
  found: ImportLineError[],
): ImportLine['promotion'] {
  const [price, from, to] = [cell('promo_price'), cell('promo_from'), cell('promo_to')];
  if (price.trim() === '' && from.trim() === '' && to.trim() === '') return null;
  const missing = (['promo_price', 'promo_from', 'promo_to'] as const).filter(
    (n) => cell(n).trim() === '',
  );
  for (const field of missing)
    found.push({ line, field, message: 'valore mancante: un’offerta ha prezzo, inizio e fine' });
  if (missing.length > 0) return null;
  const promoCents = take('promo_price', parsePriceCents(price));
  const validFrom = take('promo_from', parseDay(from));
  const validTo = take('promo_to', parseDay(to));
  const kind = take('promo_kind', parsePromotionKind(cell('promo_kind')));
  if (promoCents === undefined || validFrom === undefined || validTo === undefined) return null;
  if (kind === undefined) return null;
  if (priceCents !== undefined && promoCents >= priceCents)
    found.push({
      line,
      field: 'promo_price',
      message: 'il prezzo in offerta deve essere inferiore al prezzo',
    });
  if (validTo < validFrom)
    found.push({ line, field: 'promo_to', message: 'la fine dell’offerta precede l’inizio' });
  else if (validTo < today)
    found.push({ line, field: 'promo_to', message: 'offerta già terminata' });
  return { priceCents: promoCents, validFrom, validTo, kind };
}

/**
 * The lines of an import file: the first record is the header, each later one a product of
 * the store. A barcode listed twice is an error on its second line, since which one should
 * win cannot be guessed.
 */
export function readImportLines(records: CsvRecord[], today: string): ReadLines {
  const errors: ImportLineError[] = [];
  const [header, ...data] = records;
  if (!header) {
    errors.push({
      line: 1,
      field: 'line',
      message: 'file vuoto: manca l’intestazione delle colonne',
    });
    return { lines: [], hasPromotions: false, count: 0, errors };
  }
  const columns = readHeader(header, errors);
  if (!columns) return { lines: [], hasPromotions: false, count: data.length, errors };
  if (data.length === 0)
    errors.push({ line: header.line, field: 'line', message: 'nessun prodotto nel file' });
  const firstLineOf = new Map<string, number>();
  const lines: ImportLine[] = [];
  for (const record of data) {
    const code = (record.fields[columns.barcode!] ?? '').trim();
    const first = code === '' ? undefined : firstLineOf.get(code);
    if (first !== undefined) {
      errors.push({
        line: record.line,
        field: 'barcode',
        message: `prodotto già presente alla riga ${first}`,
      });
      continue;
    }
    if (code !== '') firstLineOf.set(code, record.line);
    const line = readRecord(record, columns, today, errors);
    if (line) lines.push(line);
  }
  return { lines, hasPromotions: columns.promo_price !== undefined, count: data.length, errors };
}
