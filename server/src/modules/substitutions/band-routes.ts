import { StoreSetupParams, SubstitutionBand } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { audit, authenticateStaff, requireStore } from '../staff';
import { storeBandPercent } from './ordered-product';

/** Issue 30: the store's unit-price band for substitutes, read and set by its staff. */
export async function bandRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/stores/:storeId/substitution-band',
    {
      schema: {
        tag: 'Store set-up',
        summary: "The store's unit-price band for substitutes",
        auth: 'staff',
        params: StoreSetupParams,
        data: SubstitutionBand,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { storeId } = parsed(request, 'params');
      requireStore(principal, storeId);
      return ok({ bandPercent: await storeBandPercent(db, storeId) });
    },
  );

  app.put(
    '/staff/stores/:storeId/substitution-band',
    {
      schema: {
        tag: 'Store set-up',
        summary: "Set the store's unit-price band for substitutes",
        auth: 'staff',
        params: StoreSetupParams,
        body: SubstitutionBand,
        data: SubstitutionBand,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { storeId } = parsed(request, 'params');
      requireStore(principal, storeId);
      const { bandPercent } = parsed(request, 'body');
      return ok(
        await db.transaction(async (tx) => {
          const before = await storeBandPercent(tx, storeId);
          const [row] = await tx
            .update(stores)
            .set({ substitutionBandPercent: bandPercent })
            .where(eq(stores.id, storeId))
            .returning({ id: stores.id });
          if (!row) throw new AppError('STORE_NOT_FOUND');
          await audit(tx, {
            staffId: principal.staffId,
            action: 'STORE_SUBSTITUTION_BAND',
            entity: 'store',
            entityId: String(storeId),
            before: { bandPercent: before },
            after: { bandPercent },
          });
          return { bandPercent };
        }),
      );
    },
  );
}
