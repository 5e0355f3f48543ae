import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smartListItems } from '../../db/schema';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import {
  addItem,
  call,
  createList,
  expectCode,
  getList,
  parseList,
} from '../../testing/smart-lists-helpers';
import { rowId, type WireId } from '../../testing';

const { mozzarella, parmigiano, caffe } = FIXTURE.barcodes;

let s: CartTest;
let anna: Customer;
let bruno: Customer;
let listId: string;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  bruno = await newCustomer(s.t);
  listId = (await createList(s.t, anna, 'Settimana')).id;
});
afterAll(() => s?.t.close());

const create = (payload: object, c = anna) =>
  call(s.t, c, 'POST', '/cli/slists/items/create', { id: listId, ...payload });
const update = (itemId: WireId, amount: number, c = anna) =>
  call(s.t, c, 'POST', '/cli/slists/items/update', { id: listId, itemId, amount });
const fieldsOf = (res: Awaited<ReturnType<typeof create>>) =>
  expectCode(res, 400, 400).errors?.map((e) => e.field);
/** A field a business rule refuses (the product's unit or step): HTTP 200, code 4000 (issue 26). */
const refusedFieldsOf = (res: Awaited<ReturnType<typeof create>>) =>
  expectCode(res, 200, 4000).errors?.map((e) => e.field);

describe('POST /cli/slists/items/create', () => {
  it('adds a product with what the web shows: image, description, barcode, amount', async () => {
    const list = await addItem(s.t, anna, { id: listId, barcode: mozzarella, amount: 1 });
    expect(list.itemCount).toBe(1);
    expect(list.items).toEqual([
      {
        id: list.items[0]?.id,
        itemId: list.items[0]?.id,
        type: 'PRODUCT',
        barcode: mozzarella,
        description: 'Mozzarelle fiordilatte',
        imageUrl: `/cli/images/products/${mozzarella}.webp`,
        amount: 1,
        um: 'PZ',
        umStep: 1,
        maxAmount: 20,
      },
    ]);
  });

  it('adds to the line of a product already in the list', async () => {
    const list = parseList(await create({ barcode: mozzarella, amount: 2 }));
    expect(list.items.map((i) => [i.barcode, i.amount])).toEqual([[mozzarella, 3]]);
    const rows = await s.t.db.db
      .select()
      .from(smartListItems)
      .where(eq(smartListItems.listId, rowId(listId)));
    expect(rows).toHaveLength(1);
  });

  it('adds a CUSTOM free-text line', async () => {
    const list = parseList(
      await create({ type: 'CUSTOM', description: ' Pane del forno ', amount: 2 }),
    );
    expect(list.items.at(-1)).toMatchObject({
      type: 'CUSTOM',
      barcode: null,
      imageUrl: null,
      description: 'Pane del forno',
      amount: 2,
    });
  });

  it('takes a weighed product in kilograms, by its umStep', async () => {
    const list = parseList(await create({ barcode: parmigiano, amount: 1.25 }));
    expect(list.items.find((i) => i.barcode === parmigiano)).toMatchObject({
      amount: 1.25,
      um: 'KG',
      umStep: 0.25,
      maxAmount: 5,
    });
    expect(refusedFieldsOf(await create({ barcode: parmigiano, amount: 1.1 }))).toEqual(['amount']);
  });

  it('answers 4030 for a barcode the catalogue does not have', async () => {
    const body = expectCode(await create({ barcode: '8000000000000', amount: 1 }), 200, 4030);
    expect(body.message).toBe('Prodotto non trovato');
  });

  it('refuses bad input naming the field', async () => {
    expect(fieldsOf(await create({ barcode: 'abc', amount: 1 }))).toEqual(['barcode']);
    expect(fieldsOf(await create({ barcode: caffe, amount: 0 }))).toEqual(['amount']);
    expect(refusedFieldsOf(await create({ barcode: caffe, amount: 1.5 }))).toEqual(['amount']);
    expect(fieldsOf(await create({ amount: 1 }))).toEqual(['barcode']);
    expect(fieldsOf(await create({ type: 'CUSTOM', amount: 1 }))).toEqual(['description']);
    expect(
      fieldsOf(await create({ type: 'CUSTOM', description: 'Sale', barcode: caffe, amount: 1 })),
    ).toEqual(['barcode']);
    expect(fieldsOf(await create({ type: 'CUSTOM', description: 'Sale', amount: 1.5 }))).toEqual([
      'amount',
    ]);
    expect(fieldsOf(await create({ type: 'ALTRO', barcode: caffe, amount: 1 }))).toEqual(['type']);
    const noList = expectCode(
      await call(s.t, anna, 'POST', '/cli/slists/items/create', { barcode: caffe, amount: 1 }),
      400,
      400,
    );
    expect(noList.errors?.map((e) => e.field)).toEqual(['id']);
  });

  it('answers 4034 above the product maximum, counting what the line holds', async () => {
    expectCode(await create({ barcode: mozzarella, amount: 18 }), 200, 4034);
    expect((await getList(s.t, anna, listId)).items[0]?.amount).toBe(3);
  });
});

describe('POST /cli/slists/items/update and items/delete', () => {
  it('sets the amount, never below 1', async () => {
    const [line] = (await getList(s.t, anna, listId)).items;
    if (!line) throw new Error('no line');
    const list = parseList(await update(line.itemId, 7));
    expect(list.items[0]).toMatchObject({ itemId: line.itemId, amount: 7 });
    expect(fieldsOf(await update(line.itemId, 0))).toEqual(['amount']);
    expect(fieldsOf(await update(line.itemId, -1))).toEqual(['amount']);
    expect(refusedFieldsOf(await update(line.itemId, 2.5))).toEqual(['amount']);
    expectCode(await update(line.itemId, 21), 200, 4034);
    expect((await getList(s.t, anna, listId)).items[0]?.amount).toBe(7);
  });

  it('updates a custom line by whole units', async () => {
    const custom = (await getList(s.t, anna, listId)).items.find((i) => i.type === 'CUSTOM');
    if (!custom) throw new Error('no custom line');
    expect(
      parseList(await update(custom.itemId, 4)).items.find((i) => i.id === custom.id)?.amount,
    ).toBe(4);
    expect(refusedFieldsOf(await update(custom.itemId, 1.5))).toEqual(['amount']);
  });

  it('removes a line, then answers 404 for it', async () => {
    const before = await getList(s.t, anna, listId);
    const gone = before.items[0];
    if (!gone) throw new Error('no line');
    const del = { id: listId, itemId: gone.itemId };
    const list = parseList(await call(s.t, anna, 'POST', '/cli/slists/items/delete', del));
    expect(list.items.map((i) => i.id)).toEqual(before.items.slice(1).map((i) => i.id));
    expect(list.itemCount).toBe(before.itemCount - 1);
    expectCode(await call(s.t, anna, 'POST', '/cli/slists/items/delete', del), 200, 404);
    expectCode(await update(gone.itemId, 2), 200, 404);
  });

  it("never reaches a line through another customer's list or another list", async () => {
    const [line] = (await getList(s.t, anna, listId)).items;
    if (!line) throw new Error('no line');
    const brunoList = await createList(s.t, bruno, 'Di Bruno');
    expectCode(await update(line.itemId, 2, bruno), 200, 404);
    const viaOwn = { id: brunoList.id, itemId: line.itemId };
    expectCode(
      await call(s.t, bruno, 'POST', '/cli/slists/items/update', { ...viaOwn, amount: 2 }),
      200,
      404,
    );
    expectCode(await call(s.t, bruno, 'POST', '/cli/slists/items/delete', viaOwn), 200, 404);
    const del = { id: listId, itemId: line.itemId };
    expectCode(await call(s.t, bruno, 'POST', '/cli/slists/items/delete', del), 200, 404);
    expect((await getList(s.t, anna, listId)).items[0]).toEqual(line);
  });
});
