import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The next document number of a year, 1 for its first. The counter row stays locked until the
 * caller's transaction ends, so two completions number one after the other and a rolled-back
 * one gives its number back: the series has no gaps, as the law wants.
 */
export async function nextInvoiceNumber(db: DbOrTx, year: number): Promise<number> {
  const rows = await db.execute<{ last_number: number }>(sql`
    INSERT INTO invoice_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`);
  const row = rows.rows[0];
  if (!row) throw new Error('invoice counter returned no row');
  return Number(row.last_number);
}
