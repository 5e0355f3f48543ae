import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  staffId: number;
  /** What was done, e.g. 'ORDER_STATUS', 'ORDER_ITEM_PREPARED', 'STAFF_LOGIN'. */
  action: string;
  /** The kind of thing touched, e.g. 'order', 'order_item', 'slot_template'. */
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row in the caller's transaction, so a change and its record commit or roll
 * back together. `undefined` is stored as SQL null (nothing before a creation, nothing after a
 * deletion).
 */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
