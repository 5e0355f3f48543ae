import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export const OUTBOX_PAGE_SIZE = 50;

/** Newest first: the mail someone just triggered is at the top. */
export function latestMails(db: DbOrTx, limit = OUTBOX_PAGE_SIZE): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function mailById(db: DbOrTx, id: number): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
