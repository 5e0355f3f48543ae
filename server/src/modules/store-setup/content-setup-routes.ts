import {
  FeaturedProductsInput,
  FeaturedProductsSetup,
  StoreBanner,
  StoreBannerInput,
  StoreBannerParams,
  StoreSetupParams,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { createStoreBanner, deleteStoreBanner, storeBanners } from './banner-setup-service';
import {
  featuredProducts,
  setFeaturedProducts,
  setStoreFeaturedProducts,
} from './featured-setup-service';
import { staffForStore } from './staff-access';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** A store's banners, and the featured products its home page shows. */
export async function contentSetupRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/stores/:storeId/banners',
    {
      schema: {
        tag: 'Store set-up',
        summary: "The store's banners",
        auth: 'staff',
        params: StoreSetupParams,
        data: z.array(StoreBanner),
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      await staffForStore(request, db, storeId);
      return ok(await storeBanners(db, storeId));
    },
  );

  app.post(
    '/staff/stores/:storeId/banners',
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Add a banner',
        auth: 'staff',
        params: StoreSetupParams,
        body: StoreBannerInput,
        data: StoreBanner,
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      const principal = await staffForStore(request, db, storeId);
      const input = parsed(request, 'body');
      return ok(
        await db.transaction((tx) => createStoreBanner(tx, principal.staffId, storeId, input)),
      );
    },
  );

  app.delete(
    '/staff/stores/:storeId/banners/:id',
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Delete a banner',
        auth: 'staff',
        params: StoreBannerParams,
      },
    },
    async (request) => {
      const { storeId, id } = parsed(request, 'params');
      const principal = await staffForStore(request, db, storeId);
      await db.transaction((tx) => deleteStoreBanner(tx, principal.staffId, storeId, id));
      return ok(null);
    },
  );

  app.get(
    '/staff/stores/:storeId/featured',
    {
      schema: {
        tag: 'Store set-up',
        summary: "The store's featured list",
        auth: 'staff',
        params: StoreSetupParams,
        data: FeaturedProductsSetup,
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      await staffForStore(request, db, storeId);
      return ok(await featuredProducts(db, storeId));
    },
  );

  app.put(
    '/staff/stores/:storeId/featured',
    {
      schema: {
        tag: 'Store set-up',
        summary: "Set the store's featured list",
        auth: 'staff',
        params: StoreSetupParams,
        body: FeaturedProductsInput,
        data: FeaturedProductsSetup,
      },
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      const principal = await staffForStore(request, db, storeId);
      const { barcodes } = parsed(request, 'body');
      return ok(
        await db.transaction((tx) =>
          setStoreFeaturedProducts(tx, principal.staffId, storeId, barcodes),
        ),
      );
    },
  );

  // One list for the whole chain: an operator changing it would change every store's home page.
  app.put(
    '/staff/featured',
    {
      schema: {
        tag: 'Store set-up',
        summary: "Set the chain's featured list (administrator)",
        auth: 'staff',
        body: FeaturedProductsInput,
        data: FeaturedProductsSetup,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcodes } = parsed(request, 'body');
      return ok(await db.transaction((tx) => setFeaturedProducts(tx, principal.staffId, barcodes)));
    },
  );
}
