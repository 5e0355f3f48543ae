import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavoriteList } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { favorites } from '../../db/schema';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { call, expectCode, okData } from '../../testing/smart-lists-helpers';

const { mozzarella, caffe } = FIXTURE.barcodes;

let s: CartTest;
let anna: Customer;
let bruno: Customer;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  bruno = await newCustomer(s.t);
});
afterAll(() => s?.t.close());

const base = '/cli/slists/products/favorite';
const all = async (c: Customer) =>
  FavoriteList.parse(okData(await call(s.t, c, 'GET', `${base}/all`)));
const post = (c: Customer, action: 'add' | 'delete', barcode: string) =>
  call(s.t, c, 'POST', `${base}/${action}`, { barcode });
const postOk = async (c: Customer, action: 'add' | 'delete', barcode: string) =>
  FavoriteList.parse(okData(await post(c, action, barcode)));

describe('favourites', () => {
  it('asks a guest to log in', async () => {
    expectCode(await call(s.t, null, 'GET', `${base}/all`), 401, 401);
    expectCode(await call(s.t, null, 'POST', `${base}/add`, { barcode: caffe }), 401, 401);
  });

  it('adds products, newest first, with image, description and barcode', async () => {
    expect(await all(anna)).toEqual([]);
    expect(await postOk(anna, 'add', mozzarella)).toEqual([
      {
        barcode: mozzarella,
        description: 'Mozzarelle fiordilatte',
        imageUrl: `/cli/images/products/${mozzarella}.webp`,
      },
    ]);
    const list = await postOk(anna, 'add', caffe);
    expect(list.map((f) => f.barcode)).toEqual([caffe, mozzarella]);
    expect(await all(anna)).toEqual(list);
  });

  it('adds the same product twice as once', async () => {
    const again = await postOk(anna, 'add', mozzarella);
    expect(again.map((f) => f.barcode)).toEqual([caffe, mozzarella]);
    const rows = await s.t.db.db.select().from(favorites).where(eq(favorites.userId, anna.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps each customer to their own favourites', async () => {
    expect(await all(bruno)).toEqual([]);
    await postOk(bruno, 'delete', caffe);
    expect((await all(anna)).map((f) => f.barcode)).toEqual([caffe, mozzarella]);
  });

  it('answers 4030 for an unknown barcode and 400 for a malformed one', async () => {
    expectCode(await post(anna, 'add', '8000000000000'), 200, 4030);
    for (const action of ['add', 'delete'] as const) {
      const body = expectCode(await post(anna, action, '12-34'), 400, 400);
      expect(body.errors?.map((e) => e.field)).toEqual(['barcode']);
    }
  });

  it('deletes a favourite, and a second delete changes nothing', async () => {
    expect((await postOk(anna, 'delete', caffe)).map((f) => f.barcode)).toEqual([mozzarella]);
    expect((await postOk(anna, 'delete', caffe)).map((f) => f.barcode)).toEqual([mozzarella]);
  });
});
