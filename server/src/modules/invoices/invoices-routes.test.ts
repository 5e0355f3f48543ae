import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { InvoiceItem, romeToday } from '@spesa/contracts';
import { invoices } from '../../db/schema';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer } from '../../testing/cart-setup';
import { BUSINESS, completedOrder } from '../../testing/invoice-helpers';
import {
  moveTo,
  placeMixedOrder,
  setUpStaffTest,
  staffCall,
  type PlacedOrder,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { rowId } from '../../testing';
import { validateAgainstXsd } from './xsd-validation';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

const listOf = (res: Parameters<typeof okData>[0]) => InvoiceItem.array().parse(okData(res));

describe('the invoice of a completed order (issue 32)', () => {
  it('is written once, at completion, from the captured amount, and validates', async () => {
    const placed = await completedOrder(s, 'ONLINE_CARD');
    const id = placed.order.id;
    const base = `/cli/ecommerce/orders/${id}/invoices`;
    const [invoice, ...more] = listOf(await call(s.t, placed.c, 'GET', base));
    expect(more).toEqual([]);
    const shopper = okData(await call(s.t, placed.c, 'GET', `/cli/ecommerce/orders/${id}/fetch`));
    const purchase = (shopper as { totals: { purchase: number } }).totals.purchase;
    expect(invoice).toMatchObject({ kind: 'TD01', total: purchase, problems: [] });
    expect(invoice?.number).toMatch(new RegExp(`^${romeToday().slice(0, 4)}/\\d+$`));

    const xml = await call(s.t, placed.c, 'GET', `${base}/${invoice?.id}/xml`);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain(invoice?.fileName);
    expect(await validateAgainstXsd(xml.body)).toEqual({ valid: true, errors: [] });
    expect(xml.body).toContain(`<ImportoTotaleDocumento>${purchase.toFixed(2)}<`);
    expect(xml.body).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml.body).toContain(`<IdDocumento>${placed.order.code}</IdDocumento>`);
    // A pickup's fee is its preparation, as the order detail names it.
    expect(xml.body).toContain('<Descrizione>Servizio di preparazione</Descrizione>');

    const copy = await call(s.t, placed.c, 'GET', `${base}/${invoice?.id}/copy`);
    expect(copy.headers['content-type']).toContain('text/html');
    expect(copy.body).toContain(`Fattura n. ${invoice?.number}`);

    // A retried completion finds the order completed; the index keeps one invoice anyway.
    expectCode(await moveTo(s.t, s.operator, id, 'COLLECTED'), 200, 4205);
    const rows = await s.t.db.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, rowId(id)));
    expect(rows).toHaveLength(1);
  });

  it("writes a consumer's invoice under '0000000' with the codice fiscale", async () => {
    const consumer = { ...BUSINESS, recipientCode: '', ssnCode: 'RSSMRA85T10A562S' };
    const placed = await completedOrder(s, 'CASH', consumer);
    const base = `/cli/ecommerce/orders/${placed.order.id}/invoices`;
    const [invoice] = listOf(await call(s.t, placed.c, 'GET', base));
    expect(invoice).toMatchObject({ buyerKind: 'CONSUMER', problems: [] });
    const xml = (await call(s.t, placed.c, 'GET', `${base}/${invoice?.id}/xml`)).body;
    expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xml).toContain('<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>');
    expect(xml).toContain('<ModalitaPagamento>MP01</ModalitaPagamento>');
  });

  it('numbers the documents of a year one after the other', async () => {
    const a = await completedOrder(s, 'CASH');
    const b = await completedOrder(s, 'CASH');
    const numberOf = async (p: PlacedOrder) =>
      Number(
        listOf(
          await call(s.t, p.c, 'GET', `/cli/ecommerce/orders/${p.order.id}/invoices`),
        )[0]?.number.split('/')[1],
      );
    expect((await numberOf(b)) - (await numberOf(a))).toBe(1);
  });

  it('is no one else’s: another customer reads not found, and an order without invoice has none', async () => {
    const placed = await completedOrder(s, 'CASH');
    const base = `/cli/ecommerce/orders/${placed.order.id}/invoices`;
    const [invoice] = listOf(await call(s.t, placed.c, 'GET', base));
    const other = await newCustomer(s.t);
    expect(listOf(await call(s.t, other, 'GET', base))).toEqual([]);
    expectCode(await call(s.t, other, 'GET', `${base}/${invoice?.id}/xml`), 200, 404);
    expectCode(await call(s.t, null, 'GET', base), 401, 401);
    const plain = await placeMixedOrder(s, {});
    const url = `/cli/ecommerce/orders/${plain.order.id}/invoices`;
    expect(listOf(await call(s.t, plain.c, 'GET', url))).toEqual([]);
  });
});

describe("the administrators' period list and ZIP", () => {
  it('lists the period and zips its XML files; operators are refused', async () => {
    const placed = await completedOrder(s, 'CASH');
    const today = romeToday();
    const query = `from=${today}&to=${today}`;
    const list = listOf(await staffCall(s.t, s.admin, 'GET', `/cli/staff/invoices?${query}`));
    const mine = list.find((i) => i.orderId === placed.order.id);
    expect(mine).toBeDefined();
    const zip = await s.t.app.inject({
      method: 'GET',
      url: `/cli/staff/invoices/zip?${query}`,
      headers: { cookie: s.admin },
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(list.map((i) => i.fileName).sort());
    const file = files[mine?.fileName ?? ''];
    expect(file && strFromU8(file)).toContain('versione="FPR12"');
    expectCode(await staffCall(s.t, s.operator, 'GET', `/cli/staff/invoices?${query}`), 403, 403);
    expectCode(await staffCall(s.t, s.admin, 'GET', '/cli/staff/invoices?from=x&to=y'), 400, 400);
  });
});
