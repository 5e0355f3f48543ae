import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { buildTestApp, insertTestUser, type TestApp } from '../../testing';
import { expectError, send } from '../../testing/accounts-helpers';
import { cleanUpAccounts } from './accounts-housekeeping';
import { takeAttempt } from './rate-limit';
import {
  LONGEST_COUNTER_SECONDS,
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
      .set({ windowStart: sql`now() - make_interval(secs => ${LONGEST_COUNTER_SECONDS + 60})` })
      .where(sql`${rateLimitCounters.key} like 'test:counter:%'`);
    await cleanUpAccounts(t.db.db);
    const left = await t.db.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'test:counter:%'`);
    expect(left).toEqual([]);
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
