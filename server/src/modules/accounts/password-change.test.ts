import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import {
  expectError,
  expectUser,
  login,
  send,
  sessionCheck,
  sessionCookieOf,
} from '../../testing/accounts-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const change = (body: object, cookie?: string) =>
  send(t, 'POST', '/cli/profiles/password/change', body, { cookie });

describe('POST /cli/profiles/password/change', () => {
  it('needs a session', async () => {
    const res = await change({ oldPassword: 'Prova-2026!', newPassword: 'Nuova-Password-1' });
    expectError(res, 401, 401);
  });

  it('refuses a wrong current password with code 13', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const res = await change(
      { oldPassword: 'Sbagliata-1', newPassword: 'Nuova-Password-1' },
      cookie,
    );
    expect(expectError(res, 200, 13).message).toBe('La password attuale non è corretta');
    expectUser(await login(t, user.email, user.password));
  });

  it('refuses a new password shorter than 8 characters with code 13', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const res = await change({ oldPassword: user.password, newPassword: 'Corta1!' }, cookie);
    const body = expectError(res, 200, 13);
    expect(body.message).toBe('La password deve essere lunga almeno 8 caratteri');
    expect(body.errors?.map((e) => e.field)).toEqual(['newPassword']);
  });

  it('changes the password, keeps this device logged in and logs the others out', async () => {
    const user = await insertTestUser(t.db.db);
    const here = await sessionCookieFor(t.db.db, user.id);
    const elsewhere = await sessionCookieFor(t.db.db, user.id);
    const res = await change({ oldPassword: user.password, newPassword: 'Nuova-Password-1' }, here);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      responseCode: 0,
      data: { message: 'Password aggiornata correttamente' },
    });
    const renewed = sessionCookieOf(res);
    expect(expectUser(await sessionCheck(t, renewed)).id).toBe(String(user.id));
    expectError(await sessionCheck(t, elsewhere), 401, 401);
    expectError(await sessionCheck(t, here), 401, 401);
    expectUser(await login(t, user.email, 'Nuova-Password-1'));
    expectError(await login(t, user.email, user.password), 200, 33);
  });
});
