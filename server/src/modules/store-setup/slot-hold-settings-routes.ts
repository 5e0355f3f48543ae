import { z } from 'zod';
import {
  SlotHoldSettings,
  SlotOccupancy,
  StoreModeParams,
  StoreSetupParams,
} from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { slotOccupancyOf } from '../slots';
import { audit } from '../staff';
import { staffForStore } from './staff-access';

async function settingsOf(db: DbOrTx, storeId: number): Promise<SlotHoldSettings> {
  const [row] = await db
    .select({
      holdMinutes: stores.holdMinutes,
      prioritySharePercent: stores.prioritySharePercent,
      opensMinutes: stores.priorityOpensMinutes,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw new AppError('STORE_NOT_FOUND');
  const { opensMinutes, ...rest } = row;
  return { ...rest, priorityOpensHours: Math.round(opensMinutes / 60) };
}

/**
 * Issue 29: a store's slot holds and priority places (hold time, reserved share, when the
 * reserved places open to all), and the staff calendar's occupancy of every slot.
 */
export async function slotHoldSettingsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const PATH = '/staff/stores/:storeId/slot-holds';

  app.get(
    PATH,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'The store’s slot hold time and priority places',
        auth: 'staff',
        params: StoreSetupParams,
        data: SlotHoldSettings,
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      await staffForStore(request, db, storeId);
      return ok(await settingsOf(db, storeId));
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Set the store’s slot hold time and priority places',
        description:
          'Applies at once to new holds and to every check of capacity; holds already taken keep their end.',
        auth: 'staff',
        params: StoreSetupParams,
        body: SlotHoldSettings,
        data: SlotHoldSettings,
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      const principal = await staffForStore(request, db, storeId);
      const input = parsed(request, 'body');
      return ok(
        await db.transaction(async (tx) => {
          const before = await settingsOf(tx, storeId);
          await tx
            .update(stores)
            .set({
              holdMinutes: input.holdMinutes,
              prioritySharePercent: input.prioritySharePercent,
              priorityOpensMinutes: input.priorityOpensHours * 60,
            })
            .where(eq(stores.id, storeId));
          await audit(tx, {
            staffId: principal.staffId,
            action: 'STORE_SLOT_HOLDS',
            entity: 'store',
            entityId: String(storeId),
            before,
            after: input,
          });
          return input;
        }),
      );
    },
  );

  app.get(
    '/staff/stores/:storeId/calendar/:mode/occupancy',
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Each slot of the next 10 days: booked, held, reserved and free places',
        auth: 'staff',
        params: StoreModeParams,
        data: z.array(SlotOccupancy),
      },
    },
    async (request) => {
      const { storeId, mode } = parsed(request, 'params');
      await staffForStore(request, db, storeId);
      return ok(await slotOccupancyOf(db, storeId, mode, new Date()));
    },
  );
}
