import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { buildTestApp, insertTestUser, type TestApp } from '../../testing';
import { expectError, expectUser, login, send } from './accounts-test-helpers';
import { cleanUpAccounts } from './accounts-housekeeping';
import { takeAttempt } from './rate-limit';
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  type RateLimitRule,
} from './rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Uses up attempts the cheap way, without hashing a password each time. */
async function useUp(rule: RateLimitRule, subject: string, times: number) {
  for (let i = 0; i < times; i++) await takeAttempt(t.db.db, rule, subject);
}

describe('the shared fixed-window counter', () => {
  const rule: RateLimitRule = { name: 'test:counter', limit: 5, windowSeconds: 60 };

  it('lets exactly the limit through, even when the attempts arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => takeAttempt(t.db.db, rule, 'parallel')),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('starts again once the window is over', async () => {
    await useUp(rule, 'window', 5);
    expect(await takeAttempt(t.db.db, rule, 'window')).toBe(false);
    await t.db.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(sql`${rateLimitCounters.key} like 'test:counter:%'`);
    expect(await takeAttempt(t.db.db, rule, 'window')).toBe(true);
  });

  it('keeps subjects apart and stores no e-mail in clear', async () => {
    expect(await takeAttempt(t.db.db, rule, 'mario@example.it')).toBe(true);
    const keys = await t.db.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(keys.map((k) => k.key).join(' ')).not.toContain('mario');
  });

  it('housekeeping drops counters older than the longest window', async () => {
    await takeAttempt(t.db.db, rule, 'stale');
    await t.db.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '2 hours'` })
      .where(sql`${rateLimitCounters.key} like 'test:counter:%'`);
    await cleanUpAccounts(t.db.db);
    const left = await t.db.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'test:counter:%'`);
    expect(left).toEqual([]);
  });
});

describe('login throttling', () => {
  it('answers 429 per account before checking the password, other accounts unaffected', async () => {
    const locked = await insertTestUser(t.db.db);
    const other = await insertTestUser(t.db.db);
    await useUp(LOGIN_PER_ACCOUNT, locked.email, LOGIN_PER_ACCOUNT.limit);
    // The right password is refused too: nothing is checked over the limit.
    const body = expectError(await login(t, locked.email, locked.password), 429, 429);
    expect(body.message).toBe('Troppe richieste, riprova più tardi');
    // The account key ignores case and spaces, like the login itself.
    expectError(await login(t, ` ${locked.email.toUpperCase()}`, locked.password), 429, 429);
    expectUser(await login(t, other.email, other.password));
  });

  it('answers 429 per client address, other addresses unaffected', async () => {
    const user = await insertTestUser(t.db.db);
    await useUp(LOGIN_PER_ADDRESS, '203.0.113.7', LOGIN_PER_ADDRESS.limit);
    expectError(await login(t, user.email, user.password, { address: '203.0.113.7' }), 429, 429);
    expectError(await login(t, 'nobody@example.it', 'x', { address: '203.0.113.7' }), 429, 429);
    expectUser(await login(t, user.email, user.password, { address: '203.0.113.8' }));
  });

  it('counts failed attempts only: a successful login gives its attempt back', async () => {
    const user = await insertTestUser(t.db.db);
    const address = '198.51.100.20';
    await useUp(LOGIN_PER_ACCOUNT, user.email, LOGIN_PER_ACCOUNT.limit - 2);
    expectError(await login(t, user.email, 'Sbagliata-1', { address }), 401, 33);
    expectUser(await login(t, user.email, user.password, { address }));
    expectUser(await login(t, user.email, user.password, { address }));
    expectError(await login(t, user.email, 'Sbagliata-2', { address }), 401, 33);
    expectError(await login(t, user.email, 'Sbagliata-3', { address }), 429, 429);
    expectError(await login(t, user.email, user.password, { address }), 429, 429);
  });
});

describe('password reset throttling', () => {
  it('answers 429 after the per-account limit of requests', async () => {
    const user = await insertTestUser(t.db.db);
    const address = '198.51.100.30';
    for (let i = 0; i < RESET_PER_ACCOUNT.limit; i++) {
      const res = await send(
        t,
        'POST',
        '/cli/profiles/password',
        { email: user.email },
        { address },
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await send(t, 'POST', '/cli/profiles/password', { email: user.email }, { address });
    expectError(res, 429, 429);
  });

  it('answers 429 after the per-address limit, whatever the e-mail', async () => {
    await useUp(RESET_PER_ADDRESS, '198.51.100.40', RESET_PER_ADDRESS.limit);
    const body = { email: 'someone-else@example.it' };
    expectError(
      await send(t, 'POST', '/cli/profiles/password', body, { address: '198.51.100.40' }),
      429,
      429,
    );
    const res = await send(t, 'POST', '/cli/profiles/password', body, { address: '198.51.100.41' });
    expect(res.statusCode).toBe(200);
  });
});
