import { BarcodeParam, IncompleteProduct, ProductActiveRequest } from '@spesa/contracts';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { changeActive } from './product-activation';
import { incompleteProducts } from './product-master-repository';

/** The list is a work queue: the first few hundred are plenty to act on. */
const INCOMPLETE_LIMIT = 500;

/** Issue 31: the chain's product master data, kept by administrators. */
export async function productMasterRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/products/incomplete',
    {
      schema: {
        tag: 'Product master',
        summary: 'Foods lacking a mandatory particular of Reg. 1169/2011 (administrator)',
        auth: 'staff',
        data: z.array(IncompleteProduct),
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      return ok(await incompleteProducts(db, INCOMPLETE_LIMIT));
    },
  );

  app.put(
    '/staff/products/:barcode/active',
    {
      schema: {
        tag: 'Product master',
        summary: 'Put a product on sale or take it off (administrator; 4032 when incomplete)',
        auth: 'staff',
        params: BarcodeParam,
        body: ProductActiveRequest,
        data: z.object({ barcode: z.string(), active: z.boolean() }),
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcode } = parsed(request, 'params');
      const { active } = parsed(request, 'body');
      return ok(await db.transaction((tx) => changeActive(tx, principal.staffId, barcode, active)));
    },
  );
}
