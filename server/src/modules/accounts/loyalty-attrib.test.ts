import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyCards } from '../../db/schema';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { sessionCheck } from '../../testing/accounts-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let nextCard = 0;
/** A customer, with a loyalty card of the registry linked when `card` says so. */
async function customer(card: 'enabled' | 'disabled' | 'none') {
  let cardCode: string | undefined;
  if (card !== 'none') {
    nextCard += 1;
    cardCode = `02990000${String(nextCard).padStart(5, '0')}`;
    await t.db.db.insert(loyaltyCards).values({
      code: cardCode,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      birthDate: '1990-05-17',
      enabled: card === 'enabled',
    });
  }
  const user = await insertTestUser(t.db.db, cardCode ? { cardCode } : {});
  const res = await sessionCheck(t, await sessionCookieFor(t.db.db, user.id));
  expect(res.statusCode, res.body).toBe(200);
  return { cardCode, user: (res.json() as { data: { attrib1: string | null } }).data };
}

// Issue 17.6, spec 3: 'attrib1 (when present the loyalty-card field appears at checkout)'.
// Here it marks a customer whose loyalty card is linked and usable: it holds that card's code.
describe('User.attrib1: the linked loyalty card', () => {
  it("is the code of the customer's linked, enabled card", async () => {
    const { cardCode, user } = await customer('enabled');
    expect(user.attrib1).toBe(cardCode);
  });

  it('is absent when the linked card is disabled: the checkout field would only be refused', async () => {
    const { user } = await customer('disabled');
    expect(user.attrib1).toBeNull();
  });

  it('is absent without a linked card', async () => {
    const { user } = await customer('none');
    expect(user.attrib1).toBeNull();
  });

  it('is there for the demo customers, who have their card', async () => {
    const login = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/login',
      headers: {
        authorization: `Basic ${Buffer.from('demo@spesa.it:Spesa-2026').toString('base64')}`,
      },
    });
    expect(login.json()).toMatchObject({ data: { attrib1: '0244431700454' } });
  });
});
