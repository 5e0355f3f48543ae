import {
  BarcodeParam,
  IncompleteProduct,
  ProductActiveRequest,
  ProductMaster,
  ProductSearchQuery,
  StaffProductDetail,
  StaffProductHit,
} from '@spesa/contracts';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { changeActive } from './product-activation';
import { findProducts, productDetail, saveProduct } from './product-editor';
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

  app.get(
    '/staff/products',
    {
      schema: {
        tag: 'Product master',
        summary: 'Find products by EAN or by words of the name or brand (administrator)',
        auth: 'staff',
        querystring: ProductSearchQuery,
        data: z.array(StaffProductHit),
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      return ok(await findProducts(db, parsed(request, 'query').q));
    },
  );

  app.get(
    '/staff/products/:barcode',
    {
      schema: {
        tag: 'Product master',
        summary: "A product's master data, what it lacks and its history (administrator)",
        auth: 'staff',
        params: BarcodeParam,
        data: StaffProductDetail,
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      return ok(await productDetail(db, parsed(request, 'params').barcode));
    },
  );

  app.put(
    '/staff/products/:barcode',
    {
      schema: {
        tag: 'Product master',
        summary: "Save a product's master data, with the import's rules (administrator)",
        auth: 'staff',
        params: BarcodeParam,
        body: ProductMaster,
        data: StaffProductDetail,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcode } = parsed(request, 'params');
      const master = parsed(request, 'body');
      return ok(await db.transaction((tx) => saveProduct(tx, principal.staffId, barcode, master)));
    },
  );
}
