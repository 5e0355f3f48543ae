import { StaffLoginRequest, StaffSession } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { audit } from './audit-log';
import { failedJobsRoutes } from './failed-jobs-routes';
import { authenticateStaff } from './staff-auth';
import { checkStaffLogin } from './staff-login';
import { findStaffSession } from './staff-repository';
import {
  clearStaffCookie,
  setStaffCookie,
  STAFF_COOKIE,
  STAFF_SESSION_HOURS,
  staffSessionToken,
} from './staff-session-cookie';
import {
  createStaffSession,
  deleteStaffSession,
  findSessionStaff,
} from './staff-session-repository';
import { parsed, type RouteApp } from '../../http/route-schema';
import { priorityStaffRoutes } from './priority-routes';

/**
 * The staff area's API under /cli/staff (issue 8): login, logout and session here, the order
 * work in the store-orders module. Only the `spesa_staff` cookie is read, never a shopper's.
 */
export async function staffRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.post(
    '/staff/login',
    {
      schema: {
        tag: 'Staff',
        summary: 'Staff login (sets the staff cookie)',
        auth: 'public',
        body: StaffLoginRequest,
        data: StaffSession,
      },
    },
    async (request, reply) => {
      const { email, password } = parsed(request, 'body');
      const staffId = await checkStaffLogin(db, { email, password, address: request.ip });
      // A new session at every login: a token planted before login never becomes a session.
      const { token, session } = await db.transaction(async (tx) => {
        const previous = staffSessionToken(request);
        if (previous) await deleteStaffSession(tx, previous);
        await audit(tx, {
          staffId,
          action: 'STAFF_LOGIN',
          entity: 'staff',
          entityId: String(staffId),
          before: null,
          after: { address: request.ip },
        });
        return {
          token: await createStaffSession(tx, staffId, STAFF_SESSION_HOURS),
          session: await findStaffSession(tx, staffId),
        };
      });
      if (!session) throw new AppError('UNAUTHORIZED');
      setStaffCookie(reply, token, config);
      return ok(session);
    },
  );

  app.post(
    '/staff/logout',
    { schema: { tag: 'Staff', summary: 'Staff logout', auth: 'staff' } },
    async (request, reply) => {
      const token = staffSessionToken(request);
      const found = token ? await findSessionStaff(db, token) : null;
      if (token) {
        await db.transaction(async (tx) => {
          await deleteStaffSession(tx, token);
          if (found)
            await audit(tx, {
              staffId: found.staffId,
              action: 'STAFF_LOGOUT',
              entity: 'staff',
              entityId: String(found.staffId),
              before: null,
              after: null,
            });
        });
      }
      clearStaffCookie(reply, config);
      return ok(null);
    },
  );

  app.get(
    '/staff/session',
    { schema: { tag: 'Staff', summary: 'The staff session', auth: 'staff', data: StaffSession } },
    async (request, reply) => {
      try {
        const principal = await authenticateStaff(request, db);
        const session = await findStaffSession(db, principal.staffId);
        if (session) return ok(session);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
      // A cookie naming no live session is dropped, so the browser stops sending it.
      if (request.cookies[STAFF_COOKIE]) clearStaffCookie(reply, config);
      throw new AppError('UNAUTHORIZED');
    },
  );

  await app.register(failedJobsRoutes, opts);
  await app.register(priorityStaffRoutes, opts);
}
