import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { minorBirthDate } from '../../seed/loyalty-cards';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { expectError, expectUser, send } from '../../testing/accounts-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** An account as the short signup (spec 7) leaves it: no name, birth date or phone. */
async function shortAccount() {
  const user = await insertTestUser(t.db.db, {
    firstName: null,
    lastName: null,
    birthDate: null,
    gender: null,
    mobilePhone: null,
  });
  return { ...user, cookie: await sessionCookieFor(t.db.db, user.id) };
}

async function row(id: number) {
  const [found] = await t.db.db.select().from(users).where(eq(users.id, id));
  return found!;
}

const update = (body: object, cookie: string) => send(t, 'PUT', '/cli/profiles', body, { cookie });
const contacts = { mobilePhone: '3337654321', accept3: false, accept4: false };

describe('PUT /cli/profiles for an account from the short signup', () => {
  it('echoes the empty names as null and keeps them empty', async () => {
    const user = await shortAccount();
    const body = { ...contacts, firstName: null, lastName: '', birthDate: null };
    expect(expectUser(await update(body, user.cookie))).toMatchObject({
      firstName: null,
      lastName: null,
      birthDate: null,
      mobilePhone: '3337654321',
    });
  });

  it('fills in name and birth date once; from then on they are read-only', async () => {
    const user = await shortAccount();
    const filled = { ...contacts, firstName: ' Anna ', lastName: 'Neri', birthDate: '1980-03-09' };
    expect(expectUser(await update(filled, user.cookie))).toMatchObject({
      firstName: 'Anna',
      lastName: 'Neri',
      birthDate: '1980-03-09',
    });
    // Issue 25: a change to a held value is refused (40), not silently dropped with code 0.
    const again = { ...contacts, firstName: 'Mallory', lastName: 'X', birthDate: '1970-01-01' };
    expectError(await update(again, user.cookie), 200, 40);
    expect(await row(user.id)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Neri',
      birthDate: '1980-03-09',
    });
  });

  it('takes one name without the other, and refuses a minor (28) or a bad date', async () => {
    const user = await shortAccount();
    await update({ ...contacts, lastName: 'Solo' }, user.cookie);
    expect(await row(user.id)).toMatchObject({ firstName: null, lastName: 'Solo' });

    const minor = minorBirthDate(new Date());
    expectError(await update({ ...contacts, birthDate: minor }, user.cookie), 200, 28);
    expectError(await update({ ...contacts, birthDate: '1980-02-30' }, user.cookie), 400, 400);
    expectError(await update({ ...contacts, firstName: 'x'.repeat(61) }, user.cookie), 400, 400);
    expect((await row(user.id)).birthDate).toBeNull();
  });
});

describe('PUT /cli/profiles with a name or birth date already held (issue 25)', () => {
  it('refuses a changed name or birth date with code 40, naming the fields, and changes nothing', async () => {
    const user = await insertTestUser(t.db.db, { birthDate: '1990-05-17' });
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const before = await row(user.id);
    const held = {
      firstName: before.firstName,
      lastName: before.lastName,
      birthDate: '1990-05-17',
    };
    for (const [field, value] of [
      ['firstName', 'Mallory'],
      ['lastName', 'Rossi'],
      ['birthDate', '1970-01-01'],
    ] as const) {
      const body = { ...contacts, ...held, accept4: true, [field]: value };
      const refused = expectError(await update(body, cookie), 200, 40);
      expect(refused.message, field).toMatch(/^Dato non modificabile: /);
      expect(refused.errors?.map((e) => e.field)).toEqual([field]);
    }
    expect(await row(user.id)).toEqual(before);
  });

  it('takes the same values echoed, trimmed or left out', async () => {
    const user = await insertTestUser(t.db.db, { birthDate: '1990-05-17' });
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const before = await row(user.id);
    const echo = {
      ...contacts,
      firstName: ` ${before.firstName} `,
      lastName: before.lastName,
      birthDate: '1990-05-17',
    };
    expect(expectUser(await update(echo, cookie))).toMatchObject({
      firstName: before.firstName,
      birthDate: '1990-05-17',
    });
    expectUser(await update({ ...contacts, firstName: null, lastName: '' }, cookie));
    expect(await row(user.id)).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
    });
  });
});
