import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ErrorEnvelope } from '@spesa/contracts';
import { z } from 'zod';
import { mailOutbox, shippingAddresses, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';
import { expectUser, login } from '../../testing/accounts-helpers';
import { mailedToken, newCardSignup } from '../../testing/signup-fixtures';

const UsernameAnswer = envelope(z.object({ username: z.string() }));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let calls = 0;
/** Each call from an address of its own: the signup limit per address has tests of its own. */
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/cli/profiles/${url}`,
    payload,
    remoteAddress: `198.19.${(calls >> 8) & 255}.${calls++ & 255}`,
  });

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

/** Spec 7's shorter variant: username, password and the profile's accept1..4, nothing else. */
function shortSignup(email: string, profile: object = {}) {
  return {
    username: email,
    password: 'Nuova-Spesa-1',
    profile: { accept1: true, accept2: true, accept3: false, accept4: true, ...profile },
  };
}

describe('POST /cli/profiles/signup, the shorter variant (spec 7)', () => {
  it('opens a pending account without name, card or address that activates and logs in', async () => {
    // Issue 17.11: refused with 30 'Numero di telefono non valido' before.
    const res = await post('signup', shortSignup('Breve@Example.it'));
    expect(res.statusCode, res.body).toBe(200);
    expect(UsernameAnswer.parse(res.json()).data.username).toBe('breve@example.it');

    const row = await userByEmail('breve@example.it');
    expect(row).toMatchObject({
      status: 'PENDING',
      firstName: null,
      lastName: null,
      birthDate: null,
      gender: null,
      mobilePhone: null,
      cardCode: null,
      accept3: false,
      accept4: true,
      language: 'it',
    });
    const addresses = await t.db.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, row?.id ?? 0));
    expect(addresses).toEqual([]);

    const [mail] = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'breve@example.it'));
    expect(mail?.textBody).toMatch(/^Ciao,$/m);
    expect(mail?.textBody).not.toMatch(/undefined|null/);

    const activated = await post('activate', {
      token: await mailedToken(t.db.db, 'breve@example.it'),
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const user = expectUser(await login(t, 'breve@example.it', 'Nuova-Spesa-1'));
    expect(user).toMatchObject({
      username: 'breve@example.it',
      firstName: null,
      lastName: null,
      birthDate: null,
      cards: [],
      address: null,
      attrib1: null,
      accept4: true,
    });
  });

  it('validates the contact fields a short signup carries, and the consents', async () => {
    await refused(shortSignup('breve-tel@example.it', { mobilePhone: '12345' }), 200, 30);
    await refused(shortSignup('breve-tel@example.it', { homePhone: 'abc' }), 200, 30);
    const consent = await refused(
      shortSignup('breve-tel@example.it', { accept1: false }),
      400,
      400,
    );
    expect(consent.errors?.map((e) => e.field)).toEqual(['profile.accept1']);
    await refused({ ...shortSignup('breve-tel@example.it'), password: 'corta' }, 200, 13);
    await refused(shortSignup('not-an-email'), 200, 4);
    expect(await userByEmail('breve-tel@example.it')).toBeUndefined();

    const withPhone = await post(
      'signup',
      shortSignup('breve-tel@example.it', { mobilePhone: '347 111 2233' }),
    );
    expect(withPhone.statusCode, withPhone.body).toBe(200);
    expect((await userByEmail('breve-tel@example.it'))?.mobilePhone).toBe('3471112233');
  });

  it('refuses an e-mail already registered with 26', async () => {
    expect((await post('signup', shortSignup('breve-due@example.it'))).statusCode).toBe(200);
    await refused(shortSignup('BREVE-DUE@example.it'), 200, 26);
  });
});

describe('POST /cli/profiles/signup, the full variant keeps its rules', () => {
  it('still refuses a bad or missing mobile phone with 30', async () => {
    await refused(newCardSignup('pieno@example.it', { mobilePhone: '0511234567' }), 200, 30);
    const full = newCardSignup('pieno@example.it');
    const noPhone: Partial<typeof full.profile> = { ...full.profile };
    delete noPhone.mobilePhone;
    await refused({ ...full, profile: noPhone }, 200, 30);
    expect(await userByEmail('pieno@example.it')).toBeUndefined();
  });

  it('takes any identity field as the full variant, which then needs the rest', async () => {
    const partial = await refused(shortSignup('mezzo@example.it', { firstName: 'Anna' }), 200, 30);
    expect(partial.errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['profile.lastName', 'profile.birthDate', 'profile.mobilePhone']),
    );
    // 'check' creates a card from the identity: never without one.
    await refused({ ...shortSignup('mezzo@example.it'), createRemote: true }, 200, 30);
    expect(await userByEmail('mezzo@example.it')).toBeUndefined();
  });
});
