import { z } from 'zod';
import {
  PriorityCustomer,
  PriorityCustomerParams,
  PriorityCustomersQuery,
  PriorityDecision,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { decidePriority, listPriorityCustomers } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { audit } from './audit-log';
import { authenticateStaff } from './staff-auth';

/**
 * Issue 29: staff mark the accounts that get priority places (over 75, disability, carers'
 * constraints), from a customer's request or on their own; every decision is audited.
 */
export async function priorityStaffRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/priority-customers',
    {
      schema: {
        tag: 'Staff',
        summary: 'Priority requests waiting, or accounts found by e-mail',
        auth: 'staff',
        querystring: PriorityCustomersQuery,
        data: z.array(PriorityCustomer),
      },
    },
    async (request) => {
      await authenticateStaff(request, db);
      const { email } = parsed(request, 'query');
      return ok(await listPriorityCustomers(db, email || undefined));
    },
  );

  app.put(
    '/staff/priority-customers/:userId',
    {
      schema: {
        tag: 'Staff',
        summary: 'Grant or withdraw an account’s priority places',
        auth: 'staff',
        params: PriorityCustomerParams,
        body: PriorityDecision,
        data: PriorityCustomer,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { userId } = parsed(request, 'params');
      const { granted } = parsed(request, 'body');
      return ok(
        await db.transaction(async (tx) => {
          const { before, after } = await decidePriority(tx, userId, granted);
          await audit(tx, {
            staffId: principal.staffId,
            action: 'CUSTOMER_PRIORITY',
            entity: 'user',
            entityId: String(userId),
            before: { status: before.status },
            after: { status: after.status },
          });
          return after;
        }),
      );
    },
  );
}
