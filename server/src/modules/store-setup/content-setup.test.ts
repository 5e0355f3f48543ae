import { asc, isNotNull } from 'drizzle-orm';
import { Banner, envelope, FeaturedProductsSetup, Product, StoreBanner } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products } from '../../db/schema';
import { newCustomer, setUpCartTest, type CartTest, FIXTURE } from '../../testing/cart-setup';
import {
  auditRows,
  dataOf,
  expectError,
  staffCall,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

async function shopBanners(storeId: number) {
  const res = await s.t.app.inject({ url: `/cli/cms/banners?category=WEB&storeId=${storeId}` });
  return envelope(z.array(Banner)).parse(res.json()).data;
}

describe('store banners', () => {
  it('an operator adds a banner the store’s shoppers see, and deletes it', async () => {
    const url = `/cli/staff/stores/${s.mazzini}/banners`;
    const banner = dataOf(
      await staffCall(s.t, staff.operator, 'POST', url, {
        title: 'Frutta di stagione a Mazzini',
        link: '/app/search?q=frutta',
        sortOrder: -50,
      }),
      StoreBanner,
    );
    expect(banner).toMatchObject({ storeId: String(s.mazzini), category: 'WEB', validTo: null });
    expect((await shopBanners(s.mazzini))[0]).toMatchObject({ id: banner.id, title: banner.title });
    expect((await shopBanners(s.modena)).map((b) => b.id)).not.toContain(banner.id);
    const picture = await s.t.app.inject({ url: banner.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(
      dataOf(await staffCall(s.t, staff.operator, 'GET', url), z.array(StoreBanner)),
    ).toContainEqual(banner);

    expectError(await staffCall(s.t, staff.stranger, 'DELETE', `${url}/${banner.id}`), 403, 403);
    const elsewhere = `/cli/staff/stores/${s.modena}/banners/${banner.id}`;
    expectError(await staffCall(s.t, staff.admin, 'DELETE', elsewhere), 200, 404);
    dataOf(await staffCall(s.t, staff.operator, 'DELETE', `${url}/${banner.id}`), z.null());
    expect((await shopBanners(s.mazzini)).map((b) => b.id)).not.toContain(banner.id);
    const audits = await auditRows(s.t, 'banner', String(banner.id));
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([
      ['BANNER_DELETE', staff.operatorId],
      ['BANNER_CREATE', staff.operatorId],
    ]);
    expect(audits[0]).toMatchObject({ before: { title: banner.title }, after: null });
  });

  it('checks the banner and who sends it', async () => {
    const url = `/cli/staff/stores/${s.mazzini}/banners`;
    const bad = await staffCall(s.t, staff.operator, 'POST', url, {
      title: '',
      link: 'javascript:x',
    });
    expect(expectError(bad, 400, 400).errors?.map((e) => e.field)).toEqual(['title', 'link']);
    // Links that leave the shop (issue 25, item 10).
    for (const link of ['//evil.example', '/\\evil.example', 'https:/\\evil.example']) {
      const offsite = await staffCall(s.t, staff.operator, 'POST', url, { title: 'Offerte', link });
      expect(
        expectError(offsite, 400, 400).errors?.map((e) => e.field),
        link,
      ).toEqual(['link']);
    }
    const shopper = await newCustomer(s.t);
    expectError(await staffCall(s.t, shopper.cookie, 'GET', url), 401, 401);
  });
});

describe('featured products', () => {
  const { caffe, mozzarella, latte } = FIXTURE.barcodes;

  it('an administrator sets the list; the store’s home page follows it', async () => {
    const list = [latte, caffe, mozzarella];
    expectError(
      await staffCall(s.t, staff.operator, 'PUT', '/cli/staff/featured', { barcodes: list }),
      403,
      403,
    );
    const saved = dataOf(
      await staffCall(s.t, staff.admin, 'PUT', '/cli/staff/featured', { barcodes: list }),
      FeaturedProductsSetup,
    );
    expect(saved.products.map((p) => p.barcode)).toEqual(list);
    const ranked = await s.t.db.db
      .select({ barcode: products.barcode })
      .from(products)
      .where(isNotNull(products.featuredRank))
      .orderBy(asc(products.featuredRank));
    expect(ranked.map((r) => r.barcode)).toEqual(list);

    const view = dataOf(
      await staffCall(s.t, staff.operator, 'GET', `/cli/staff/stores/${s.mazzini}/featured`),
      FeaturedProductsSetup,
    );
    // The latte is out of stock at Mazzini: listed, but its home page skips it.
    expect(view.products.map((p) => [p.barcode, p.shownInStore])).toEqual([
      [latte, false],
      [caffe, true],
      [mozzarella, true],
    ]);
    const home = await s.t.app.inject({ url: `/cli/ecommerce/products/${s.mazzini}/featured` });
    expect(
      envelope(z.array(Product))
        .parse(home.json())
        .data.map((p) => p.barcode),
    ).toEqual([caffe, mozzarella]);
    const [audit] = await auditRows(s.t, 'featured_products', 'chain');
    expect(audit).toMatchObject({ staffId: staff.adminId, action: 'FEATURED_SET', after: list });
  });

  it('refuses an unknown barcode and leaves the list alone', async () => {
    const res = await staffCall(s.t, staff.admin, 'PUT', '/cli/staff/featured', {
      barcodes: [caffe, '8000000000000'],
    });
    expectError(res, 200, 4030);
    const view = dataOf(
      await staffCall(s.t, staff.admin, 'GET', `/cli/staff/stores/${s.mazzini}/featured`),
      FeaturedProductsSetup,
    );
    expect(view.products).toHaveLength(3);
  });

  it('an operator gives the store its own list; without one the chain list shows', async () => {
    const homeOf = async (storeId: number) =>
      envelope(z.array(Product))
        .parse(
          (await s.t.app.inject({ url: `/cli/ecommerce/products/${storeId}/featured` })).json(),
        )
        .data.map((p) => p.barcode);
    const chain = await homeOf(s.modena);
    const url = `/cli/staff/stores/${s.mazzini}/featured`;
    expectError(
      await staffCall(s.t, staff.stranger, 'PUT', url, { barcodes: [mozzarella] }),
      403,
      403,
    );
    const own = dataOf(
      await staffCall(s.t, staff.operator, 'PUT', url, { barcodes: [mozzarella, caffe] }),
      FeaturedProductsSetup,
    );
    expect(own).toMatchObject({ source: 'STORE', storeId: String(s.mazzini) });
    expect(await homeOf(s.mazzini)).toEqual([mozzarella, caffe]);
    // Another store keeps the chain's list.
    expect(await homeOf(s.modena)).toEqual(chain);
    const [audit] = await auditRows(s.t, 'store_featured_products', String(s.mazzini));
    expect(audit).toMatchObject({ staffId: staff.operatorId, action: 'STORE_FEATURED_SET' });

    const cleared = dataOf(
      await staffCall(s.t, staff.operator, 'PUT', url, { barcodes: [] }),
      FeaturedProductsSetup,
    );
    expect(cleared.source).toBe('CHAIN');
    expect(await homeOf(s.mazzini)).not.toEqual([mozzarella, caffe]);
  });
});
