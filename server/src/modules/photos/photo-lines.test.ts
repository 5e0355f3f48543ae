import { createHash } from 'node:crypto';
import { FavoriteList, SubstituteSuggestions } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, okData, openCart, storeOk } from '../../testing/cart-helpers';
import { FIXTURE } from '../../testing/cart-setup';
import { orderOf } from '../../testing/orders-helpers';
import { noiseJpeg } from '../../testing/photo-fixtures';
import { addItem, createList } from '../../testing/smart-lists-helpers';
import {
  detailOf,
  lineOf,
  placeMixedOrder,
  setUpStaffTest,
  staffCall,
  type StaffTest,
} from '../../testing/store-orders-helpers';

let s: StaffTest;
const { caffe, mozzarella, parmigiano } = FIXTURE.barcodes;
const photoOf: Record<string, string> = {};

async function upload(barcode: string, jpeg: Buffer): Promise<void> {
  const res = await s.t.app.inject({
    method: 'POST',
    url: `/cli/staff/products/${barcode}/photos`,
    payload: jpeg,
    headers: { 'content-type': 'image/jpeg', cookie: s.admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  photoOf[barcode] =
    `/cli/media/products/${createHash('sha256').update(jpeg).digest('hex')}-400.webp`;
}

beforeAll(async () => {
  s = await setUpStaffTest();
  // Two different photos: each line must show its own product's.
  await upload(caffe, await noiseJpeg(300, 200));
  await upload(mozzarella, await noiseJpeg(200, 300));
});
afterAll(() => s?.t.close());

const drawn = (barcode: string) => `/cli/images/products/${barcode}.webp`;

describe('uploaded photos on every line that shows a product (issue 31)', () => {
  it('order detail, staff picking lines, cart lines and substitution suggestions', async () => {
    const placed = await placeMixedOrder(s);
    const id = placed.order.id;
    const order = orderOf(await call(s.t, placed.c, 'GET', `/cli/ecommerce/orders/${id}/fetch`));
    const line = (b: string) => order.cart.items.find((i) => i.barcode === b)!;
    expect(line(caffe).imageUrl).toBe(photoOf[caffe]);
    // A product without a photo keeps its drawn picture.
    expect(line(parmigiano).imageUrl).toBe(drawn(parmigiano));

    const staff = detailOf(await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${id}`));
    expect(lineOf(staff, caffe).imageUrl).toBe(photoOf[caffe]);
    expect(lineOf(staff, parmigiano).imageUrl).toBe(drawn(parmigiano));

    const cart = await openCart(s.t, placed.c, s.mazzini, 'IN_STORE');
    const stored = await storeOk(s.t, placed.c, cart.id, caffe, { amount: 1 });
    expect(stored.cart.items.find((i) => i.barcode === caffe)!.imageUrl).toBe(photoOf[caffe]);
    const url = `/cli/ecommerce/cart/substitutes?cartId=${cart.id}&barcode=${caffe}`;
    const listed = SubstituteSuggestions.parse(okData(await call(s.t, placed.c, 'GET', url)));
    const mozz = listed.suggestions.find((x) => x.barcode === mozzarella);
    expect(mozz?.imageUrl).toBe(photoOf[mozzarella]);
  });

  it('smart list lines and favourites', async () => {
    const { c } = await placeMixedOrder(s);
    const list = await createList(s.t, c, 'Colazione');
    await addItem(s.t, c, { id: list.id, barcode: caffe, amount: 1 });
    const withParm = await addItem(s.t, c, { id: list.id, barcode: parmigiano, amount: 1 });
    const item = (b: string) => withParm.items.find((i) => i.barcode === b)!;
    expect(item(caffe).imageUrl).toBe(photoOf[caffe]);
    expect(item(parmigiano).imageUrl).toBe(drawn(parmigiano));

    const fav = '/cli/slists/products/favorite';
    okData(await call(s.t, c, 'POST', `${fav}/add`, { barcode: mozzarella }));
    const favs = FavoriteList.parse(okData(await call(s.t, c, 'GET', `${fav}/all`)));
    expect(favs.find((f) => f.barcode === mozzarella)?.imageUrl).toBe(photoOf[mozzarella]);
  });
});
