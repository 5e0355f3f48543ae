import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paymentLedger, paymentMethods, sandboxAuthorisations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer } from '../../testing/cart-setup';
import {
  CARDS,
  followAsCustomer,
  linkCard,
  paymentMethodOf,
  startBoarding,
  submitCardForm,
} from '../../testing/payments-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const form = (number: string, expiry = '12/40', cvc = '123') => ({ number, expiry, cvc });

describe('linking a card through the sandbox boarding page', () => {
  it('boards a test card: 0.01 € verified and voided, the card shown, the shop told', async () => {
    const c = await newCustomer(t);
    expect(await paymentMethodOf(t, c)).toEqual({ paymentMethodType: 'NONE' });

    const page = await startBoarding(t, c);
    expect(page).toMatch(/^\/cli\/pay\/sandbox\/boarding\/brd_/);
    const html = await t.app.inject({ method: 'GET', url: page });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<html lang="it">');
    expect(html.body).toContain('<label for="number">Numero della carta</label>');
    expect(html.body).toContain('<label for="cvc">Codice di sicurezza (CVC)</label>');
    expect(html.body).not.toMatch(/<(script|link|img)\b/);

    const posted = await submitCardForm(t, page, form(CARDS.visa, '07/2031', '987'));
    expect(posted.statusCode, posted.body).toBe(303);
    const back = String(posted.headers.location);
    expect(back).toMatch(/^\/cli\/pay\/boarding\/return\?boarding=brd_[\w-]+&token=tok_/);
    expect(await followAsCustomer(t, c, back)).toBe('/app/payments?card=linked');

    expect(await paymentMethodOf(t, c)).toEqual({
      paymentMethodType: 'ONLINE_CARD',
      brand: 'VISA',
      lastFour: '4242',
      expiryMonth: 7,
      expiryYear: 2031,
    });
    const verify = await t.db.db.select().from(paymentLedger).where(eq(paymentLedger.userId, c.id));
    expect(verify).toMatchObject([{ operation: 'VERIFY', amountCents: 1, outcome: 'APPROVED' }]);
    const [hold] = await t.db.db
      .select()
      .from(sandboxAuthorisations)
      .where(eq(sandboxAuthorisations.reference, verify[0]!.providerReference!));
    expect(hold).toMatchObject({ amountCents: 1, status: 'VOIDED', capturedCents: 0 });

    // Reloading the return page links nothing twice.
    expect(await followAsCustomer(t, c, back)).toBe('/app/payments?card=linked');
    expect(await t.db.db.$count(paymentLedger, eq(paymentLedger.userId, c.id))).toBe(1);
  });

  it('never stores the card number or the security code', async () => {
    const c = await newCustomer(t);
    const page = await startBoarding(t, c);
    const posted = await submitCardForm(t, page, form('5555 5555 5555 4444', '11/39', '6071'));
    await followAsCustomer(t, c, String(posted.headers.location));
    expect(await paymentMethodOf(t, c)).toMatchObject({ brand: 'MASTERCARD', lastFour: '4444' });
    const tables = [
      'payment_methods',
      'payment_ledger',
      'sandbox_boardings',
      'sandbox_cards',
      'sandbox_authorisations',
      'sandbox_requests',
    ];
    for (const table of tables) {
      const rows = await t.db.db.execute(
        sql.raw(`select row_to_json(x)::text as j from ${table} x`),
      );
      const dump = rows.rows.map((r) => String(r.j)).join('\n');
      expect(dump, table).not.toContain('5555555555554444');
      expect(dump, table).not.toContain('555555555555');
      expect(dump, table).not.toContain('"6071"');
    }
    const columns = await t.db.db.execute(
      sql`select column_name from information_schema.columns
          where table_name in ('payment_methods', 'sandbox_cards')`,
    );
    const names = columns.rows.map((r) => String(r.column_name));
    expect(names.filter((n) => /cvc|cvv|pan|number|security/.test(n))).toEqual([]);
  });

  it.each([
    [
      'declined by the issuer',
      CARDS.declined,
      '12/40',
      402,
      'Carta rifiutata dalla banca emittente',
    ],
    ['reported expired', CARDS.expired, '12/40', 402, 'Carta scaduta'],
    ['past its expiry', CARDS.visa, '01/20', 402, 'Carta scaduta'],
    ['not a test card', CARDS.notTestCard, '12/40', 402, 'Carta non accettata'],
    ['failing the Luhn check', CARDS.badLuhn, '12/40', 422, 'Numero di carta non valido'],
  ])(
    'refuses a card %s, on the page, and links nothing',
    async (_, number, expiry, status, text) => {
      const c = await newCustomer(t);
      const page = await startBoarding(t, c);
      const res = await submitCardForm(t, page, form(number, expiry));
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(text);
      expect(res.body).toContain('role="alert"');
      // The page stays open for another card.
      expect((await submitCardForm(t, page, form(CARDS.visa))).statusCode).toBe(303);
      expect(await paymentMethodOf(t, c)).toEqual({ paymentMethodType: 'NONE' });
    },
  );

  it('marks each wrong field and keeps only the expiry typed', async () => {
    const c = await newCustomer(t);
    const page = await startBoarding(t, c);
    const res = await submitCardForm(t, page, form('1234', '13/40', 'x'));
    expect(res.statusCode).toBe(422);
    for (const name of ['number', 'expiry', 'cvc'])
      expect(res.body).toContain(`aria-invalid="true" aria-describedby="${name}-error"`);
    expect(res.body).toContain('value="13/40"');
    expect(res.body).not.toContain('value="1234"');
  });

  it('comes back to the shop when the shopper cancels, linking nothing', async () => {
    const c = await newCustomer(t);
    const page = await startBoarding(t, c);
    const html = (await t.app.inject({ method: 'GET', url: page })).body;
    const cancel = /href="([^"]+outcome=cancelled)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(cancel).toBeDefined();
    expect(await followAsCustomer(t, c, cancel!)).toBe('/app/payments?card=cancelled');
    expect(await paymentMethodOf(t, c)).toEqual({ paymentMethodType: 'NONE' });
  });

  it('a finished or unknown boarding page is gone', async () => {
    const c = await newCustomer(t);
    const page = await startBoarding(t, c);
    await submitCardForm(t, page, form(CARDS.visa));
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
    expect((await submitCardForm(t, page, form(CARDS.visa))).statusCode).toBe(404);
    const unknown = '/cli/pay/sandbox/boarding/brd_unknownunknownunknown';
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });
});

describe('owner only', () => {
  it('answers 401 to a guest', async () => {
    expectCode(await call(t, null, 'GET', '/cli/pay/paymentmethod'), 401, 401);
    const body = { paymentMethodType: 'ONLINE_CARD' };
    expectCode(await call(t, null, 'POST', '/cli/pay/paymentmethod/delete', body), 401, 401);
    const res = await call(t, null, 'GET', '/cli/pay/boarding');
    expect(res.headers.location).toBe('/app/payments?card=failed');
  });

  it('never links a card boarded by another customer', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const page = await startBoarding(t, owner);
    const posted = await submitCardForm(t, page, form(CARDS.visa));
    const back = String(posted.headers.location);
    expect(await followAsCustomer(t, other, back)).toBe('/app/payments?card=failed');
    expect(await followAsCustomer(t, null, back)).toBe('/app/payments?card=failed');
    expect(await paymentMethodOf(t, other)).toEqual({ paymentMethodType: 'NONE' });
    const forged = back.replace(/token=[^&]+/, 'token=tok_forged');
    expect(await followAsCustomer(t, owner, forged)).toBe('/app/payments?card=failed');
    expect(await followAsCustomer(t, owner, back)).toBe('/app/payments?card=linked');
  });
});

describe('removing the card', () => {
  it('removes only the customer’s own card and answers NONE', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    await linkCard(t, c);
    await linkCard(t, other, CARDS.mastercard);
    const bad = await call(t, c, 'POST', '/cli/pay/paymentmethod/delete', {
      paymentMethodType: 'CASH',
    });
    expect(expectCode(bad, 400, 400).errors?.map((e) => e.field)).toEqual(['paymentMethodType']);
    const res = await call(t, c, 'POST', '/cli/pay/paymentmethod/delete', {
      paymentMethodType: 'ONLINE_CARD',
    });
    expect(okData(res)).toEqual({ paymentMethodType: 'NONE' });
    expect(await paymentMethodOf(t, c)).toEqual({ paymentMethodType: 'NONE' });
    expect(await paymentMethodOf(t, other)).toMatchObject({ lastFour: '4444' });
    expect(await t.db.db.$count(paymentMethods, eq(paymentMethods.userId, c.id))).toBe(0);
  });

  it('a new card replaces the one linked before', async () => {
    const c = await newCustomer(t);
    await linkCard(t, c);
    await linkCard(t, c, CARDS.mastercard);
    expect(await paymentMethodOf(t, c)).toMatchObject({ brand: 'MASTERCARD', lastFour: '4444' });
  });
});

describe('without an acquirer (PAYMENT_PROVIDER=none)', () => {
  it('boards nothing and offers no online card', async () => {
    const off = await buildTestApp({ PAYMENT_PROVIDER: 'none' });
    try {
      const c = await newCustomer(off);
      expect(await followAsCustomer(off, c, '/cli/pay/boarding')).toBe('/app/payments?card=failed');
      const modes = await call(
        off,
        null,
        'GET',
        '/cli/ecommerce/configuration/deliveryMode/AT_HOME',
      );
      expect(okData(modes)).toEqual({
        id: 'AT_HOME',
        paymentModes: ['CASH', 'BANCOMAT', 'CREDIT_CARD'],
      });
      const on = await call(t, null, 'GET', '/cli/ecommerce/configuration/deliveryMode/AT_HOME');
      expect(okData(on)).toMatchObject({ paymentModes: expect.arrayContaining(['ONLINE_CARD']) });
    } finally {
      await off.close();
    }
  });
});
