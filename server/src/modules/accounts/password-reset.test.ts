import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox } from '../../db/schema';
import { workAfterReplies } from '../../http/after-reply';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { expectError, expectUser, login, send, sessionCheck } from '../../testing/accounts-helpers';

let t: TestApp;
const ORIGIN = 'https://spesa.example.it';

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(() => t?.close());

/** The reset request, and the work it leaves for after its reply (the mail) done. */
async function requestReset(email: string) {
  const res = await send(t, 'POST', '/cli/profiles/password', { tid: '01', email });
  await workAfterReplies();
  return res;
}
const confirmReset = (token: string, newPassword: string) =>
  send(t, 'POST', '/cli/profiles/password/reset', { token, newPassword });

function mailsTo(email: string) {
  return t.db.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

/** Requests a reset and returns the token of the link in the mail. */
async function resetToken(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(200);
  const mails = await mailsTo(email);
  const link = /https:\/\/spesa\.example\.it\/app\/reset\?token=([\w-]+)/.exec(
    mails.at(-1)!.textBody,
  );
  expect(link, 'reset link in the mail').not.toBeNull();
  return link![1]!;
}

describe('POST /cli/profiles/password (reset request)', () => {
  it('answers the same for a registered and an unknown e-mail; mails only the registered one', async () => {
    const user = await insertTestUser(t.db.db);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('sconosciuto@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      responseCode: 0,
      data: { message: 'Richiesta effettuata con successo.' },
    });
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('sconosciuto@example.it')).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Spesa: reimposta la password');
    expect(mail?.textBody).toContain(`${ORIGIN}/app/reset?token=`);
    expect(mail?.htmlBody).toContain(`href="${ORIGIN}/app/reset?token=`);
  });

  it("writes in the user's language", async () => {
    const user = await insertTestUser(t.db.db, { language: 'en' });
    await requestReset(user.email);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Spesa: reset your password');
    expect(mail?.textBody).toContain('valid for one hour');
  });

  it('mails nothing to an account not yet activated', async () => {
    const user = await insertTestUser(t.db.db, { status: 'PENDING', activatedAt: null });
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('answers before looking the account up, so a known e-mail takes no longer (timing oracle)', async () => {
    const user = await insertTestUser(t.db.db);
    // Holds back every write of a reset link: an answer that waited for one would never come.
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`lock table account_tokens in share mode`);
      const answer = await Promise.race([
        send(t, 'POST', '/cli/profiles/password', { tid: '01', email: user.email }),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 20_000)),
      ]);
      expect(answer === 'blocked' ? answer : answer.statusCode).toBe(200);
      expect(
        await tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email)),
      ).toEqual([]);
    });
    await workAfterReplies();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('refuses a malformed e-mail with 400', async () => {
    expectError(await requestReset('not-an-email'), 400, 400);
  });
});

describe('POST /cli/profiles/password/reset (the link)', () => {
  it('sets the new password once, logs every device out, and the link then stops working', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const token = await resetToken(user.email);

    const res = await confirmReset(token, 'Nuova-Password-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      responseCode: 0,
      data: { message: 'Password aggiornata correttamente' },
    });
    expectError(await sessionCheck(t, cookie), 401, 401);
    expectUser(await login(t, user.email, 'Nuova-Password-1'));
    expectError(await login(t, user.email, user.password), 200, 33);

    const again = expectError(await confirmReset(token, 'Altra-Password-2'), 200, 38);
    expect(again.message).toBe('Link non valido o scaduto');
  });

  it('refuses an expired link', async () => {
    const user = await insertTestUser(t.db.db);
    const token = await resetToken(user.email);
    await t.db.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expectError(await confirmReset(token, 'Nuova-Password-1'), 200, 38);
    expectUser(await login(t, user.email, user.password));
  });

  it('refuses an unknown token and an older link once a newer one was sent', async () => {
    const user = await insertTestUser(t.db.db);
    const first = await resetToken(user.email);
    await resetToken(user.email);
    expectError(await confirmReset(first, 'Nuova-Password-1'), 200, 38);
    expectError(await confirmReset('made-up-token', 'Nuova-Password-1'), 200, 38);
  });

  it('answers code 13 for a new password shorter than 8 characters', async () => {
    const body = expectError(await confirmReset('any-token', 'corta'), 200, 13);
    expect(body.message).toBe('La password deve essere lunga almeno 8 caratteri');
  });
});
