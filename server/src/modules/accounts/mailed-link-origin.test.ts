import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { workAfterReplies } from '../../http/after-reply';
import { buildTestApp, insertTestUser, type TestApp } from '../../testing';
import { newCardSignup } from '../../testing/signup-fixtures';

/** Finding 1 of issue 13: a forged Host header must not choose where a mailed link points. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

let configured: TestApp;
let byDefault: TestApp;

beforeAll(async () => {
  [configured, byDefault] = await Promise.all([
    buildTestApp({ PUBLIC_ORIGIN: 'https://spesa.example.it' }),
    buildTestApp({ PORT: '8101', TRUST_PROXY: 'true' }),
  ]);
});
afterAll(() => Promise.all([configured?.close(), byDefault?.close()]));

async function lastMailTo(t: TestApp, email: string): Promise<string> {
  const mails = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  expect(mails.length, `a mail to ${email}`).toBeGreaterThan(0);
  const mail = mails.at(-1)!;
  return `${mail.textBody}\n${mail.htmlBody}`;
}

async function resetMailWithForgedHost(t: TestApp): Promise<string> {
  const user = await insertTestUser(t.db.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/cli/profiles/password',
    headers: FORGED,
    payload: { tid: '01', email: user.email },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The reset mail is queued just after the reply (its time must not tell who is registered).
  await workAfterReplies();
  return lastMailTo(t, user.email);
}

async function activationMailWithForgedHost(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/cli/profiles/signup',
    headers: FORGED,
    payload: newCardSignup(email),
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastMailTo(t, email);
}

describe('mailed links follow the configuration, never the Host header', () => {
  it('reset request: PUBLIC_ORIGIN', async () => {
    const mail = await resetMailWithForgedHost(configured);
    expect(mail).toContain('https://spesa.example.it/app/reset?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('signup activation: PUBLIC_ORIGIN', async () => {
    const mail = await activationMailWithForgedHost(configured, 'forged.host@example.it');
    expect(mail).toContain('https://spesa.example.it/app/signup/activate?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN, the listen address (even behind a trusted proxy)', async () => {
    const reset = await resetMailWithForgedHost(byDefault);
    expect(reset).toContain('http://localhost:8101/app/reset?token=');
    expect(reset).not.toContain('evil.example');
    const activation = await activationMailWithForgedHost(byDefault, 'default.origin@example.it');
    expect(activation).toContain('http://localhost:8101/app/signup/activate?token=');
    expect(activation).not.toContain('evil.example');
  });
});
