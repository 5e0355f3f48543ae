import { asc, eq, sql } from 'drizzle-orm';
import { replyId, type Synonym } from '@spesa/contracts';
import type { DbOrTx } from '../../../db/client';
import { searchSynonyms } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { audit } from '../../staff';
import { foldText } from './search-terms';

/** Stored as search compares: lower case, no accents, single spaces ('Pomodorini' → 'pomodorini'). */
const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Row = typeof searchSynonyms.$inferSelect;

const toSynonym = (row: Row): Synonym => ({
  id: replyId(row.id),
  term: row.term,
  synonyms: row.synonyms
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSynonyms(db: DbOrTx): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  return rows.map(toSynonym);
}

/** Creates the term's synonyms or replaces them; audited. The catalogue version moves (trigger). */
export async function saveSynonym(
  db: DbOrTx,
  staffId: number,
  input: { term: string; synonyms: string[] },
): Promise<Synonym> {
  const term = fold(input.term).replace(/ /g, '');
  const synonyms = [...new Set(input.synonyms.map(fold).filter((s) => s && s !== term))];
  if (!term || synonyms.length === 0)
    throw new AppError('GENERIC', { message: 'Sinonimo non valido' });
  const before = await db.select().from(searchSynonyms).where(eq(searchSynonyms.term, term));
  const [row] = await db
    .insert(searchSynonyms)
    .values({ term, synonyms: synonyms.join(', ') })
    .onConflictDoUpdate({
      target: searchSynonyms.term,
      set: { synonyms: synonyms.join(', '), updatedAt: sql`now()` },
    })
    .returning();
  const saved = toSynonym(row!);
  await audit(db, {
    staffId,
    action: 'SEARCH_SYNONYM_SAVE',
    entity: 'search_synonym',
    entityId: String(saved.id),
    before: before[0] ? toSynonym(before[0]) : undefined,
    after: saved,
  });
  return saved;
}

export async function deleteSynonym(db: DbOrTx, staffId: number, id: number): Promise<void> {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: 'Sinonimo non trovato' });
  await audit(db, {
    staffId,
    action: 'SEARCH_SYNONYM_DELETE',
    entity: 'search_synonym',
    entityId: String(id),
    before: toSynonym(row),
    after: undefined,
  });
}
