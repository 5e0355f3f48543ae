import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profileDeleteRequests, users } from '../../db/schema';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { expectError, expectUser, send, sessionCheck } from '../../testing/accounts-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function loggedIn(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertTestUser(t.db.db, overrides);
  return { ...user, cookie: await sessionCookieFor(t.db.db, user.id) };
}

async function row(id: number) {
  const [found] = await t.db.db.select().from(users).where(eq(users.id, id));
  return found!;
}

const update = (body: object, cookie?: string) => send(t, 'PUT', '/cli/profiles', body, { cookie });

const valid = {
  mobilePhone: '3337654321',
  accept1: true,
  accept2: true,
  accept3: false,
  accept4: false,
};

describe('PUT /cli/profiles', () => {
  it('needs a session', async () => {
    expectError(await update(valid), 401, 401);
  });

  it('changes phones, consents 3 and 4 and language; ignores the read-only fields', async () => {
    const user = await loggedIn({ ssnCode: 'BNCGLI90E57A944X', homePhone: '051123456' });
    const before = await row(user.id);
    const res = await update(
      {
        ...valid,
        mobilePhone: '333 765 4321',
        homePhone: '051 654321',
        accept3: true,
        accept4: true,
        language: 'en',
        // Held name and birth date echoed unchanged (a change is refused, profile-fill-in.test.ts).
        firstName: before.firstName,
        lastName: before.lastName,
        birthDate: before.birthDate,
        ssnCode: 'RSSMRA80A01H501U',
        email: 'other@example.it',
        id: user.id + 1000,
        cards: [{ code: '0299999999999' }],
        address: { address: 'Via Falsa', streetNumber: '9' },
      },
      user.cookie,
    );
    const answered = expectUser(res);
    expect(answered).toMatchObject({
      id: String(user.id),
      mobilePhone: '3337654321',
      homePhone: '051654321',
      accept3: true,
      accept4: true,
      language: 'en',
      firstName: before.firstName,
      lastName: before.lastName,
      birthDate: before.birthDate,
      ssnCode: before.ssnCode,
      email: before.email,
      cards: [],
      address: null,
    });
    const after = await row(user.id);
    expect(after).toEqual({
      ...before,
      mobilePhone: '3337654321',
      homePhone: '051654321',
      accept3: true,
      accept4: true,
      language: 'en',
    });
    expect(expectUser(await sessionCheck(t, user.cookie))).toEqual(answered);
  });

  it('keeps the home phone when the body leaves it out and clears it when sent empty', async () => {
    const user = await loggedIn({ homePhone: '051123456' });
    await update(valid, user.cookie);
    expect((await row(user.id)).homePhone).toBe('051123456');
    await update({ ...valid, homePhone: '' }, user.cookie);
    expect((await row(user.id)).homePhone).toBeNull();
  });

  it('refuses to withdraw consent 1 or 2', async () => {
    const user = await loggedIn();
    for (const field of ['accept1', 'accept2']) {
      const res = await update({ ...valid, accept3: true, [field]: false }, user.cookie);
      const body = expectError(res, 200, 4000);
      expect(body.message).toBe('I consensi ai termini e alla privacy non possono essere revocati');
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    }
    expect(await row(user.id)).toMatchObject({ accept1: true, accept2: true, accept3: false });
  });

  it('answers code 30 for an invalid phone', async () => {
    const user = await loggedIn();
    for (const body of [
      { ...valid, mobilePhone: '12345' },
      { ...valid, mobilePhone: '' },
      { ...valid, homePhone: 'abc' },
    ]) {
      const answer = expectError(await update(body, user.cookie), 200, 30);
      expect(answer.message).toMatch(/Numero di telefono non valido|Campo obbligatorio/);
    }
    expect((await row(user.id)).mobilePhone).toBe('3331234567');
  });

  it("changes only the session's user, whatever the body says", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const aBefore = await row(a.id);
    const res = await update({ ...valid, id: a.id, email: a.email, accept4: true }, b.cookie);
    expect(expectUser(res).id).toBe(String(b.id));
    expect((await row(b.id)).accept4).toBe(true);
    expect(await row(a.id)).toEqual(aBefore);
    expect(expectUser(await sessionCheck(t, b.cookie)).email).toBe(b.email);
  });
});

describe('POST /cli/profiles/deleteRequest', () => {
  const requestDeletion = (cookie?: string) =>
    send(t, 'POST', '/cli/profiles/deleteRequest', undefined, { cookie });

  async function pendingRequests(userId: number) {
    return t.db.db
      .select()
      .from(profileDeleteRequests)
      .where(eq(profileDeleteRequests.userId, userId));
  }

  it('needs a session', async () => {
    expectError(await requestDeletion(), 401, 401);
  });

  it('records one pending request and mails a confirmation once, however often asked', async () => {
    const user = await loggedIn();
    const other = await loggedIn();
    for (let i = 0; i < 2; i++) {
      const res = await requestDeletion(user.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().responseCode).toBe(0);
    }
    const rows = await pendingRequests(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('PENDING');
    expect(await pendingRequests(other.id)).toEqual([]);
    const mails = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('entro 48 ore');
  });

  it('takes concurrent requests as one', async () => {
    const user = await loggedIn();
    const answers = await Promise.all([1, 2, 3].map(() => requestDeletion(user.cookie)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await pendingRequests(user.id)).toHaveLength(1);
  });
});
