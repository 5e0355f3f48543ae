import type { DbOrTx } from '../db/client';
import { staff, staffStores } from '../db/schema';
import { hashPassword } from '../modules/accounts/password-hash';
import { DEMO_PASSWORD } from './demo-customers';

/** The demo staff, named in the README, with the demo customers' password. */
export const DEMO_OPERATOR_EMAIL = 'operatore@spesa.it';
export const DEMO_ADMIN_EMAIL = 'admin@spesa.it';

/**
 * An operator of every demo store and an administrator (who reaches every store without
 * rows in staff_stores). Answers how many staff accounts it wrote.
 */
export async function seedDemoStaff(
  db: DbOrTx,
  stores: readonly { id: number }[],
): Promise<number> {
  const rows = await db
    .insert(staff)
    .values([
      {
        email: DEMO_OPERATOR_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Paolo',
        lastName: 'Gallo',
        role: 'OPERATOR',
      },
      {
        email: DEMO_ADMIN_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Elena',
        lastName: 'Conti',
        role: 'ADMIN',
      },
    ])
    .returning({ id: staff.id, role: staff.role });
  const operator = rows.find((r) => r.role === 'OPERATOR');
  if (operator && stores.length > 0)
    await db
      .insert(staffStores)
      .values(stores.map((s) => ({ staffId: operator.id, storeId: s.id })));
  return rows.length;
}
