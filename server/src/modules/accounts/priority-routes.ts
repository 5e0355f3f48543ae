import { PriorityRequestInput, PriorityState } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticate } from './authenticate';
import { priorityOf, requestPriority } from './priority';

/** Issue 29: the customer's priority places, read and asked for from the profile. */
export async function priorityRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/profiles/priority',
    {
      schema: {
        tag: 'Account',
        summary: 'The customer’s priority places: none, requested or granted',
        auth: 'customer',
        data: PriorityState,
      },
    },
    async (request) => ok(await priorityOf(db, await authenticate(request, db))),
  );

  app.post(
    '/profiles/priority',
    {
      schema: {
        tag: 'Account',
        summary: 'Ask for priority places (staff decide)',
        description:
          'Over 75, a disability, a carer’s constraints: the reason is shown to the staff, who grant or refuse it.',
        auth: 'customer',
        body: PriorityRequestInput,
        data: PriorityState,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { reason } = parsed(request, 'body');
      return ok(await requestPriority(db, userId, reason));
    },
  );
}
