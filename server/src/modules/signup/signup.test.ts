import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationResult, envelope, ErrorEnvelope } from '@spesa/contracts';
import { z } from 'zod';
import { loyaltyCards, mailOutbox, shippingAddresses, users } from '../../db/schema';
import { isValidEan13 } from '../../seed/ean13';
import { minorBirthDate } from '../../seed/loyalty-cards';
import { buildTestApp, type TestApp } from '../../testing';
import { INVALID_ACTIVATION_LINK } from './activation';
import {
  fetchCheck,
  mailedToken,
  newCardSignup,
  registryCard,
} from '../../testing/signup-fixtures';

const UsernameAnswer = envelope(z.object({ username: z.string() }));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: 'https://spesa.example.it' });
});
afterAll(() => t?.close());

let calls = 0;
/** Each call from an address of its own: the signup limit per address has tests of its own. */
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/cli/profiles/${url}`,
    payload,
    remoteAddress: `198.18.${(calls >> 8) & 255}.${calls++ & 255}`,
  });

async function signedUp(payload: object): Promise<string> {
  const res = await post('signup', payload);
  expect(res.statusCode, res.body).toBe(200);
  return UsernameAnswer.parse(res.json()).data.username;
}

async function refused(payload: object, status: number, code: number) {
  const res = await post('signup', payload);
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorEnvelope.parse(res.json());
  expect(body.responseCode).toBe(code);
  return body;
}

async function userByEmail(email: string) {
  const [user] = await t.db.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe("POST /cli/profiles/signup with a new card ('check')", () => {
  it('creates a pending account, a new 02 card, the registration address and the mail', async () => {
    expect(await signedUp(newCardSignup('Marta.Verdi@Example.it'))).toBe('marta.verdi@example.it');
    const user = await userByEmail('marta.verdi@example.it');
    expect(user).toMatchObject({
      status: 'PENDING',
      firstName: 'Marta',
      birthCity: 'Bologna',
      birthNation: 'Italia',
      mobilePhone: '3471234567',
      language: 'it',
      activatedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);

    const code = user?.cardCode ?? '';
    expect(code).toMatch(/^02\d{11}$/);
    expect(isValidEan13(code)).toBe(true);
    const [card] = await t.db.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, code));
    expect(card).toMatchObject({ firstName: 'Marta', birthDate: '1990-04-02', enabled: true });
    expect(card?.address).toMatchObject({ city: 'Bologna', zip: '40126' });

    const addresses = await t.db.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, user?.id ?? 0));
    expect(addresses).toEqual([
      expect.objectContaining({
        fromRemote: true,
        address: 'Via Zamboni',
        city: 'Bologna',
        county: 'Bologna',
        state: 'Emilia-Romagna',
        zip: '40126',
      }),
    ]);

    const [mail] = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'marta.verdi@example.it'));
    expect(mail?.subject).toBe('Spesa: attiva il tuo profilo');
    expect(mail?.textBody).toContain('https://spesa.example.it/app/signup/activate?token=');
  });

  it('activates the account once; a second click says it is already active', async () => {
    await signedUp(newCardSignup('attiva@example.it'));
    const token = await mailedToken(t.db.db, 'attiva@example.it');

    const first = await post('activate', { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(UsernameAnswer.parse(first.json()).data.username).toBe('attiva@example.it');
    const user = await userByEmail('attiva@example.it');
    expect(user?.status).toBe('ACTIVE');
    expect(user?.activatedAt).toBeInstanceOf(Date);

    // Issue 17.11: the second click read 'Attivazione non riuscita' for an active account.
    const again = await post('activate', { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(ActivationResult.parse(again.json().data)).toEqual({
      username: 'attiva@example.it',
      alreadyActive: true,
    });
    expect((await userByEmail('attiva@example.it'))?.activatedAt).toEqual(user?.activatedAt);
    const forged = await post('activate', { token: 'not-a-token' });
    expect(ErrorEnvelope.parse(forged.json()).message).toBe(INVALID_ACTIVATION_LINK);
  });

  it('writes the mail in English for an English signup', async () => {
    await signedUp({ ...newCardSignup('english@example.it'), language: 'en' });
    const [mail] = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'english@example.it'));
    expect(mail?.subject).toBe('Spesa: activate your profile');
    expect((await userByEmail('english@example.it'))?.language).toBe('en');
  });

  it('refuses an e-mail already registered, in any case, with 26', async () => {
    await signedUp(newCardSignup('doppio@example.it'));
    await refused(newCardSignup('DOPPIO@example.IT'), 200, 26);
    await refused(newCardSignup('demo@spesa.it'), 200, 26);
  });

  it('lets exactly one of two simultaneous signups with the same e-mail through', async () => {
    const payload = newCardSignup('gara@example.it', { firstName: 'Gara' });
    const answers = await Promise.all([post('signup', payload), post('signup', payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = answers.map((r) => r.json<{ responseCode: number }>().responseCode);
    expect(codes.sort()).toEqual([0, 26]);
    const accounts = await t.db.db.select().from(users).where(eq(users.email, 'gara@example.it'));
    expect(accounts).toHaveLength(1);
    const cards = await t.db.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.firstName, 'Gara'));
    expect(cards).toHaveLength(1);
  });

  it('answers the codes of spec 8 for invalid fields', async () => {
    const base = newCardSignup('invalido@example.it');
    await refused({ ...base, username: 'not-an-email' }, 200, 4);
    await refused({ ...base, password: 'corta' }, 200, 13);
    await refused(newCardSignup('invalido@example.it', { mobilePhone: '0511234567' }), 200, 30);
    const otherZip = { ...base.profile.address, zip: '41121' };
    const wrongZip = await refused(
      newCardSignup('invalido@example.it', { address: otherZip }),
      200,
      14,
    );
    expect(wrongZip.message).toContain('Indirizzo non valido');
    const shortZip = { ...base.profile.address, zip: '401' };
    await refused(newCardSignup('invalido@example.it', { address: shortZip }), 200, 14);
    expect(await userByEmail('invalido@example.it')).toBeUndefined();
  });

  it('refuses under 18 (28) and missing consents (400)', async () => {
    const minor = minorBirthDate(new Date());
    await refused(newCardSignup('giovane@example.it', { birthDate: minor }), 200, 28);
    const base = newCardSignup('consensi@example.it');
    const body = await refused({ ...base, profile: { ...base.profile, accept2: false } }, 400, 400);
    expect(body.errors?.map((e) => e.field)).toEqual(['profile.accept2']);
  });
});

describe("POST /cli/profiles/signup with an existing card ('fetch')", () => {
  async function cardSignup(email: string, firstName: string, lastName: string) {
    const card = await registryCard(t.db.db, firstName, lastName);
    const base = newCardSignup(email);
    const { cardNumber, ...identity } = fetchCheck(card);
    const profile = {
      ...base.profile,
      ...identity,
      firstName: identity.firstName.toUpperCase(),
      cards: [{ code: cardNumber ?? '' }],
    };
    return { card, payload: { ...base, createRemote: false, profile } };
  }

  it('links the registry card and keeps the registry identity', async () => {
    const { card, payload } = await cardSignup('francesca@example.it', 'Francesca', 'Esposito');
    await signedUp(payload);
    const user = await userByEmail('francesca@example.it');
    expect(user).toMatchObject({
      status: 'PENDING',
      cardCode: card.code,
      firstName: 'Francesca',
      lastName: 'Esposito',
      ssnCode: card.ssnCode,
      birthCity: 'Salerno',
    });
    const check = await post('signupcheck', fetchCheck(card));
    expect(ErrorEnvelope.parse(check.json()).responseCode).toBe(39);
  });

  it('refuses a card another account holds with 39, and a disabled card with 36', async () => {
    const taken = await cardSignup('altro@example.it', 'Chiara', 'Lombardi');
    await refused(taken.payload, 200, 39);
    const disabled = await cardSignup('disabilitata@example.it', 'Paola', 'Neri');
    await refused(disabled.payload, 200, 36);
  });

  it('refuses a card whose identity does not match with 35', async () => {
    const { payload } = await cardSignup('sbagliato@example.it', 'Sofia', 'Russo');
    await refused({ ...payload, profile: { ...payload.profile, lastName: 'Rossi' } }, 200, 35);
    expect(await userByEmail('sbagliato@example.it')).toBeUndefined();
  });

  it('lets one of two accounts racing for the same card through', async () => {
    const first = await cardSignup('corsa1@example.it', 'Giorgio', 'Colombo');
    const second = await cardSignup('corsa2@example.it', 'Giorgio', 'Colombo');
    const answers = await Promise.all([
      post('signup', first.payload),
      post('signup', second.payload),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = answers.map((r) => r.json<{ responseCode: number }>().responseCode);
    expect(codes.sort()).toEqual([0, 39]);
    const holders = await t.db.db.select().from(users).where(eq(users.cardCode, first.card.code));
    expect(holders).toHaveLength(1);
  });
});
