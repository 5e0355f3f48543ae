import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { knownStreets } from '../../db/schema';
import { fold } from '../geography';
import { foldText } from './fold-text';
import { wordStartsWith } from './word-search';

export const MAX_STREETS_FOUND = 20;

export interface KnownStreet {
  nationId: string;
  city: string;
  name: string;
}

/** Streets are filed by town name, the one thing Italian and foreign addresses both have. */
export function cityKeyOf(city: string): string {
  return foldText(city);
}

/** A street name tidied for display: single spaces, no trailing commas. */
function tidyStreet(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
}

/**
 * Files street names as suggestions; a name already known in that town under any case or accent
 * ('via roma' after 'Via Roma') is not filed twice.
 */
export async function recordStreets(db: DbOrTx, streets: readonly KnownStreet[]): Promise<void> {
  for (const street of streets) {
    const name = tidyStreet(street.name);
    if (!name) continue;
    const row = { nationId: street.nationId, cityKey: cityKeyOf(street.city), name };
    const [same] = await db
      .select({ name: knownStreets.name })
      .from(knownStreets)
      .where(
        and(
          eq(knownStreets.nationId, row.nationId),
          eq(knownStreets.cityKey, row.cityKey),
          sql`${fold(knownStreets.name)} = ${fold(name)}`,
        ),
      )
      .limit(1);
    if (!same) await db.insert(knownStreets).values(row).onConflictDoNothing();
  }
}

/** Street names of a town with a word starting with q ('roma' finds 'Via Roma'), by name. */
export async function findStreets(
  db: DbOrTx,
  criteria: { nationId: string; city: string; q?: string | undefined },
): Promise<string[]> {
  const matches = criteria.q ? wordStartsWith(knownStreets.name, criteria.q) : undefined;
  const rows = await db
    .select({ name: knownStreets.name })
    .from(knownStreets)
    .where(
      and(
        eq(knownStreets.nationId, criteria.nationId),
        eq(knownStreets.cityKey, cityKeyOf(criteria.city)),
        matches,
      ),
    )
    .orderBy(asc(knownStreets.name))
    .limit(MAX_STREETS_FOUND);
  return rows.map((r) => r.name);
}
