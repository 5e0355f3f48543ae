import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { newCardSignup } from '../../testing/signup-fixtures';
import { issueToken } from './account-tokens';
import { expectError, send } from '../../testing/accounts-helpers';

/** Issue 25, item 10a: passwords guessable without any list are refused with code 13. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const guessable = ['aaaaaaaa', '11111111', 'spesa2026', 'Spesa2025', 'Spesa123', 'SPESA-2026!'];

/** Passwords made of the account's own e-mail: the whole address, or its local part. */
function emailPasswords(email: string): string[] {
  const local = email.split('@')[0] ?? email;
  return [email, email.toUpperCase(), local, `${local}2026`, `!${local}!`];
}

describe('guessable passwords', () => {
  it('are refused at signup, full and short', async () => {
    let n = 0;
    for (const password of guessable) {
      const email = `indovinabile-${n++}@example.it`;
      const full = await send(t, 'POST', '/cli/profiles/signup', {
        ...newCardSignup(email),
        password,
      });
      expect(expectError(full, 200, 13).message, password).toMatch(/^Password non valida: /);
      const short = await send(t, 'POST', '/cli/profiles/signup', {
        username: email,
        password,
        profile: { accept1: true, accept2: true, accept3: false, accept4: false },
      });
      expectError(short, 200, 13);
    }
  });

  it('the account’s own e-mail is refused at signup', async () => {
    const email = 'marta.verdi.88@example.it';
    for (const password of emailPasswords(email)) {
      const res = await send(t, 'POST', '/cli/profiles/signup', {
        ...newCardSignup(email),
        password,
      });
      const body = expectError(res, 200, 13);
      expect(body.message, password).toMatch(/indirizzo email/);
      expect(body.errors?.map((e) => e.field)).toContain('password');
    }
  });

  it('are refused at password change, the e-mail before the old password is checked', async () => {
    const user = await insertTestUser(t.db.db, { email: 'cambio.password.42@example.it' });
    const cookie = await sessionCookieFor(t.db.db, user.id);
    for (const newPassword of [...guessable, ...emailPasswords(user.email)]) {
      const res = await send(
        t,
        'POST',
        '/cli/profiles/password/change',
        { oldPassword: 'not-checked', newPassword },
        { cookie },
      );
      const body = expectError(res, 200, 13);
      expect(body.errors?.[0]?.field, newPassword).toBe('newPassword');
      expect(body.message).toMatch(/troppo comune|indirizzo email/);
    }
  });

  it('are refused at the reset link, which keeps working for a better password', async () => {
    const user = await insertTestUser(t.db.db, { email: 'reset.password.42@example.it' });
    const token = await issueToken(t.db.db, user.id, 'PASSWORD_RESET');
    for (const newPassword of [...guessable, ...emailPasswords(user.email)]) {
      const res = await send(t, 'POST', '/cli/profiles/password/reset', { token, newPassword });
      expect(expectError(res, 200, 13).message, newPassword).toMatch(
        /troppo comune|indirizzo email/,
      );
    }
    const ok = await send(t, 'POST', '/cli/profiles/password/reset', {
      token,
      newPassword: 'Melograno-Rosso-44',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('ordinary passwords that merely mention the shop are still accepted', async () => {
    const res = await send(t, 'POST', '/cli/profiles/signup', {
      ...newCardSignup('ordinaria-1@example.it'),
      password: 'La-mia-Spesa-7',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
