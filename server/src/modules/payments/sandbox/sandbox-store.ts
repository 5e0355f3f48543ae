import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxRequests } from '../../../db/schema';
import type { ProviderResult } from '../payment-provider';

/** An unguessable id with a readable prefix, as acquirers hand out: 'tok_…', 'auth_…'. */
export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The stored answer to a key; `once` writes the key and its answer in one transaction. */
export async function recordedAnswer(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<ProviderResult | null> {
  const [stored] = await db
    .select({ response: sandboxRequests.response })
    .from(sandboxRequests)
    .where(eq(sandboxRequests.idempotencyKey, idempotencyKey));
  return stored ? (stored.response as ProviderResult) : null;
}

/**
 * Runs an operation once per idempotency key, in one transaction: the key is claimed first, so
 * a concurrent request with the same key waits on it and then gets the stored answer.
 */
export async function once(
  db: DbOrTx,
  idempotencyKey: string,
  operation: string,
  run: (tx: DbOrTx) => Promise<ProviderResult>,
): Promise<ProviderResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sandboxRequests)
      .values({ idempotencyKey, operation, response: {} })
      .onConflictDoNothing()
      .returning({ key: sandboxRequests.idempotencyKey });
    if (claimed.length === 0) return (await recordedAnswer(tx, idempotencyKey))!;
    const result = await run(tx);
    await tx
      .update(sandboxRequests)
      .set({ response: result })
      .where(eq(sandboxRequests.idempotencyKey, idempotencyKey));
    return result;
  });
}
