import type { FastifyInstance } from 'fastify';
import {
  FeaturedProductsInput,
  StoreBannerInput,
  StoreBannerParams,
  StoreSetupParams,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { createStoreBanner, deleteStoreBanner, storeBanners } from './banner-setup-service';
import {
  featuredProducts,
  setFeaturedProducts,
  setStoreFeaturedProducts,
} from './featured-setup-service';
import { staffForStore } from './staff-access';

/** A store's banners, and the featured products its home page shows. */
export async function contentSetupRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get('/staff/stores/:storeId/banners', async (request) => {
    const { storeId } = parse(StoreSetupParams, request.params);
    await staffForStore(request, db, storeId);
    return ok(await storeBanners(db, storeId));
  });

  app.post('/staff/stores/:storeId/banners', async (request) => {
    const { storeId } = parse(StoreSetupParams, request.params);
    const principal = await staffForStore(request, db, storeId);
    const input = parse(StoreBannerInput, request.body);
    return ok(
      await db.transaction((tx) => createStoreBanner(tx, principal.staffId, storeId, input)),
    );
  });

  app.delete('/staff/stores/:storeId/banners/:id', async (request) => {
    const { storeId, id } = parse(StoreBannerParams, request.params);
    const principal = await staffForStore(request, db, storeId);
    await db.transaction((tx) => deleteStoreBanner(tx, principal.staffId, storeId, id));
    return ok(null);
  });

  app.get('/staff/stores/:storeId/featured', async (request) => {
    const { storeId } = parse(StoreSetupParams, request.params);
    await staffForStore(request, db, storeId);
    return ok(await featuredProducts(db, storeId));
  });

  app.put('/staff/stores/:storeId/featured', async (request) => {
    const { storeId } = parse(StoreSetupParams, request.params);
    const principal = await staffForStore(request, db, storeId);
    const { barcodes } = parse(FeaturedProductsInput, request.body);
    return ok(
      await db.transaction((tx) =>
        setStoreFeaturedProducts(tx, principal.staffId, storeId, barcodes),
      ),
    );
  });

  // One list for the whole chain: an operator changing it would change every store's home page.
  app.put('/staff/featured', async (request) => {
    const principal = await authenticateStaff(request, db);
    requireAdmin(principal);
    const { barcodes } = parse(FeaturedProductsInput, request.body);
    return ok(await db.transaction((tx) => setFeaturedProducts(tx, principal.staffId, barcodes)));
  });
}
