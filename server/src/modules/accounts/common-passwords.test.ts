import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { newCardSignup } from '../../testing/signup-fixtures';
import { issueToken } from './account-tokens';
import { expectError, send } from '../../testing/accounts-helpers';
import { isCommonPassword } from './common-passwords';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const weak = ['password', '12345678', 'Password1', 'qwertyuiop', '        ', ' \t  \n    '];

describe('the common-password list', () => {
  it('knows the passwords attackers try first, in any case, and not ordinary ones', () => {
    for (const p of ['password', '12345678', 'PASSWORD1', 'iloveyou', 'qwertyuiop']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Spesa-2026', 'Prova-2026!', 'Nuova-Spesa-1', 'cavallo batteria graffetta']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe('weak passwords are refused with code 13 (issue 13, finding 10)', () => {
  it('at signup', async () => {
    for (const [i, password] of weak.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/cli/profiles/signup',
        payload: { ...newCardSignup(`debole-${i}@example.it`), password },
        remoteAddress: `192.0.2.${100 + i}`,
      });
      const body = expectError(res, 200, 13);
      expect(body.message, password).toMatch(/^Password non valida: /);
      expect(body.message).toMatch(/troppo comune|soli spazi/);
    }
  });

  it('at password change, before the old password is even checked', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    for (const newPassword of weak) {
      const res = await send(
        t,
        'POST',
        '/cli/profiles/password/change',
        { oldPassword: 'not-checked', newPassword },
        { cookie },
      );
      const body = expectError(res, 200, 13);
      expect(body.errors?.[0]?.field).toBe('newPassword');
      expect(body.message).toMatch(/troppo comune|soli spazi/);
    }
  });

  it('at the reset link, which keeps working for a better password', async () => {
    const user = await insertTestUser(t.db.db);
    const token = await issueToken(t.db.db, user.id, 'PASSWORD_RESET');
    for (const newPassword of weak) {
      const res = await send(t, 'POST', '/cli/profiles/password/reset', { token, newPassword });
      expect(expectError(res, 200, 13).message).toMatch(/troppo comune|soli spazi/);
    }
    const ok = await send(t, 'POST', '/cli/profiles/password/reset', {
      token,
      newPassword: 'Melograno-Rosso-44',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
