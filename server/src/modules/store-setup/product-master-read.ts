import type { ImportLineError } from '@spesa/contracts';
import { csvRecords } from './csv-records';
import { fieldOf } from './product-master-columns';
import type { RawProduct } from './product-master-values';

export interface ReadRecord {
  line: number;
  raw: RawProduct;
}

export interface ReadFile {
  records: ReadRecord[];
  errors: ImportLineError[];
}

/** Line 1 is the header; a file naming neither EAN nor description is not a product file. */
function fromCsv(text: string): ReadFile {
  // Ours is semicolon-separated; Open Food Facts exports tabs; a plain CSV has commas.
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  const [header, ...rows] = csvRecords(text, separator);
  if (!header) return { records: [], errors: [{ line: 1, field: 'line', message: 'file vuoto' }] };
  const fields = header.fields.map(fieldOf);
  if (!fields.includes('barcode'))
    return {
      records: [],
      errors: [
        { line: header.line, field: 'barcode', message: "manca la colonna 'barcode' (o 'code')" },
      ],
    };
  const records = rows.map((row) => {
    const raw: RawProduct = {};
    fields.forEach((field, i) => {
      // A column named twice (OFF's product_name and product_name_it): the first non-empty wins.
      if (field && raw[field] === undefined && row.fields[i]?.trim()) raw[field] = row.fields[i];
    });
    return { line: row.line, raw };
  });
  return { records, errors: [] };
}

/** A JSON array of products (or `{ "products": [...] }`); `line` is the product's position. */
function fromJson(text: string): ReadFile {
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return {
      records: [],
      errors: [{ line: 1, field: 'line', message: `JSON non valido: ${(error as Error).message}` }],
    };
  }
  const items = Array.isArray(value) ? value : (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(items))
    return {
      records: [],
      errors: [{ line: 1, field: 'line', message: 'atteso un elenco di prodotti' }],
    };
  const records: ReadRecord[] = [];
  const errors: ImportLineError[] = [];
  items.forEach((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line: i + 1, field: 'line', message: 'atteso un oggetto' });
      return;
    }
    const raw: RawProduct = {};
    for (const [key, v] of Object.entries(item)) {
      const field = fieldOf(key);
      if (field && raw[field] === undefined) raw[field] = v;
    }
    records.push({ line: i + 1, raw });
  });
  return { records, errors };
}

export function readMasterFile(text: string, format: 'csv' | 'json'): ReadFile {
  return format === 'json' ? fromJson(text) : fromCsv(text);
}
