import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmartListSummaries } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { smartLists } from '../../db/schema';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import {
  addItem,
  allLists,
  call,
  createList,
  expectCode,
  getList,
  okData,
  parseList,
} from '../../testing/smart-lists-helpers';
import { rowId } from '../../testing';

const { mozzarella, parmigiano } = FIXTURE.barcodes;

let s: CartTest;
let anna: Customer;
let bruno: Customer;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  bruno = await newCustomer(s.t);
});
afterAll(() => s?.t.close());

const titleOf = async (id: number) =>
  (await s.t.db.db.select().from(smartLists).where(eq(smartLists.id, id)))[0]?.title;

describe('smart lists of a customer', () => {
  it('asks a guest to log in', async () => {
    expectCode(await call(s.t, null, 'GET', '/cli/slists'), 401, 401);
    expectCode(await call(s.t, null, 'POST', '/cli/slists/create', { title: 'Spesa' }), 401, 401);
  });

  it('answers no list to a new customer, then the created ones oldest first', async () => {
    expect(await allLists(s.t, anna)).toEqual([]);
    const first = await createList(s.t, anna, '  Spesa settimanale ');
    expect(first).toEqual({ id: first.id, title: 'Spesa settimanale', itemCount: 0, items: [] });
    const second = await createList(s.t, anna, 'Grigliata');
    await addItem(s.t, anna, { id: first.id, barcode: mozzarella, amount: 2 });
    expect(await allLists(s.t, anna)).toEqual([
      { id: first.id, title: 'Spesa settimanale', itemCount: 1 },
      { id: second.id, title: 'Grigliata', itemCount: 0 },
    ]);
    expect(await allLists(s.t, bruno)).toEqual([]);
  });

  it('refuses a blank or too long title naming the field', async () => {
    for (const title of ['   ', 'x'.repeat(61)]) {
      const body = expectCode(
        await call(s.t, anna, 'POST', '/cli/slists/create', { title }),
        400,
        400,
      );
      expect(body.errors?.map((e) => e.field)).toEqual(['title']);
    }
  });

  it('reads one list with its items, and refuses an id that is not a number', async () => {
    const list = await createList(s.t, anna, 'Da leggere');
    await addItem(s.t, anna, { id: list.id, barcode: parmigiano, amount: 1.5 });
    const read = await getList(s.t, anna, list.id);
    expect(read.items).toMatchObject([
      { barcode: parmigiano, amount: 1.5, um: 'KG', umStep: 0.25 },
    ]);
    const bad = expectCode(await call(s.t, anna, 'GET', '/cli/slists/abc'), 400, 400);
    expect(bad.errors?.map((e) => e.field)).toEqual(['id']);
  });

  it('renames a list and answers it', async () => {
    const list = await createList(s.t, anna, 'Vecchio nome');
    const renamed = parseList(
      await call(s.t, anna, 'POST', '/cli/slists/rename', { id: list.id, title: 'Nuovo nome' }),
    );
    expect(renamed).toMatchObject({ id: list.id, title: 'Nuovo nome' });
    expect(await titleOf(rowId(list.id))).toBe('Nuovo nome');
  });

  it("copies a list with its items, titled 'Copia di ' + title by default", async () => {
    const list = await createList(s.t, anna, 'Pizza');
    await addItem(s.t, anna, { id: list.id, barcode: mozzarella, amount: 3 });
    await addItem(s.t, anna, { id: list.id, type: 'CUSTOM', description: 'Basilico', amount: 1 });
    const copy = parseList(await call(s.t, anna, 'POST', '/cli/slists/copy', { id: list.id }));
    expect(copy.id).not.toBe(list.id);
    expect(copy.title).toBe('Copia di Pizza');
    const source = await getList(s.t, anna, list.id);
    const strip = (l: typeof copy) => l.items.map((i) => ({ ...i, id: 0, itemId: 0 }));
    expect(strip(copy)).toEqual(strip(source));
    const sourceIds = new Set(source.items.map((i) => i.id));
    expect(copy.items.filter((i) => sourceIds.has(i.id))).toEqual([]);
    const named = parseList(
      await call(s.t, anna, 'POST', '/cli/slists/copy', { id: list.id, title: 'Pizza 2' }),
    );
    expect(named).toMatchObject({ title: 'Pizza 2', itemCount: 2 });
  });

  it('deletes a list and answers the lists left', async () => {
    const before = await allLists(s.t, anna);
    const gone = await createList(s.t, anna, 'Da eliminare');
    const left = SmartListSummaries.parse(
      okData(await call(s.t, anna, 'POST', '/cli/slists/delete', { id: gone.id })),
    );
    expect(left).toEqual(before);
    expectCode(await call(s.t, anna, 'GET', `/cli/slists/${gone.id}`), 200, 404);
  });

  it('refuses to delete the last list with 2035', async () => {
    const only = await createList(s.t, bruno, 'Unica');
    const res = await call(s.t, bruno, 'POST', '/cli/slists/delete', { id: only.id });
    const body = expectCode(res, 200, 2035);
    expect(body.message).toBe("Non puoi eliminare l'ultima lista della spesa");
    expect(await allLists(s.t, bruno)).toEqual([{ id: only.id, title: 'Unica', itemCount: 0 }]);
  });
});

describe("another customer's list", () => {
  it('behaves as a missing one for every call, and stays as it was', async () => {
    const mine = await createList(s.t, anna, 'Privata');
    await createList(s.t, bruno, 'Di Bruno');
    const missing = 999_999;
    for (const id of [mine.id, missing]) {
      const asBruno = [
        await call(s.t, bruno, 'GET', `/cli/slists/${id}`),
        await call(s.t, bruno, 'POST', '/cli/slists/rename', { id, title: 'Presa' }),
        await call(s.t, bruno, 'POST', '/cli/slists/copy', { id }),
        await call(s.t, bruno, 'POST', '/cli/slists/delete', { id }),
        await call(s.t, bruno, 'POST', '/cli/slists/items/create', {
          id,
          barcode: mozzarella,
          amount: 1,
        }),
      ];
      const bodies = asBruno.map((res) => expectCode(res, 200, 404));
      expect(new Set(bodies.map((b) => b.message))).toEqual(
        new Set(['Lista della spesa non trovata']),
      );
    }
    expect(await titleOf(rowId(mine.id))).toBe('Privata');
    expect((await getList(s.t, anna, mine.id)).items).toEqual([]);
    expect((await allLists(s.t, bruno)).map((l) => l.title)).not.toContain('Copia di Privata');
  });
});
