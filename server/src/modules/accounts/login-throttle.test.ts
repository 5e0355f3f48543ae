import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { buildTestApp, insertTestUser, type TestApp } from '../../testing';
import { expectError, expectUser, login } from '../../testing/accounts-helpers';
import { takeBackoffAttempt } from './backoff-counter';
import { takeAttempt } from './rate-limit';
import { LOGIN_ACCOUNTS_PER_ADDRESS, LOGIN_BACKOFF, LOGIN_OVER_CEILING } from './rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Moves every login pair's last attempt back in time, as if the client had waited. */
async function wait(seconds: number) {
  await t.db.db
    .update(rateLimitCounters)
    .set({ windowStart: sql`${rateLimitCounters.windowStart} - make_interval(secs => ${seconds})` })
    .where(sql`starts_with(${rateLimitCounters.key}, 'login:pair:')`);
}

const A = '203.0.113.50';
const B = '198.51.100.60';

describe('the per (account, address) back-off', () => {
  it('lets the free failures through, then makes each next try wait twice as long', async () => {
    const rule = { ...LOGIN_BACKOFF, name: 'login:pair-test' };
    const pair = { account: 'x@example.it', address: A };
    for (let i = 1; i <= rule.freeFailures; i++) {
      expect(await takeBackoffAttempt(t.db.db, rule, pair)).toEqual({ taken: true, hits: i });
    }
    expect((await takeBackoffAttempt(t.db.db, rule, pair)).taken).toBe(false);
    const age = (s: number) =>
      t.db.db
        .update(rateLimitCounters)
        .set({ windowStart: sql`${rateLimitCounters.windowStart} - make_interval(secs => ${s})` })
        .where(sql`starts_with(${rateLimitCounters.key}, 'login:pair-test:')`);
    await age(rule.firstDelaySeconds);
    expect(await takeBackoffAttempt(t.db.db, rule, pair)).toEqual({ taken: true, hits: 6 });
    await age(rule.firstDelaySeconds);
    expect((await takeBackoffAttempt(t.db.db, rule, pair)).taken).toBe(false);
    await age(rule.firstDelaySeconds);
    expect(await takeBackoffAttempt(t.db.db, rule, pair)).toEqual({ taken: true, hits: 7 });
    // Another address for the same account starts from nothing.
    expect(await takeBackoffAttempt(t.db.db, rule, { ...pair, address: B })).toEqual({
      taken: true,
      hits: 1,
    });
    // A pair quiet for long enough is forgotten.
    await age(rule.forgetAfterSeconds);
    expect(await takeBackoffAttempt(t.db.db, rule, pair)).toEqual({ taken: true, hits: 1 });
  });

  it('takes exactly the free attempts when they arrive at once', async () => {
    const pair = { account: 'parallel@example.it', address: A };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => takeBackoffAttempt(t.db.db, LOGIN_BACKOFF, pair)),
    );
    expect(results.filter((r) => r.taken)).toHaveLength(LOGIN_BACKOFF.freeFailures);
  });
});

// Each wrong password costs a real scrypt check: on a busy machine that is seconds.
describe('login throttling (issue 13, finding 4)', { timeout: 600_000 }, () => {
  it('10 wrong passwords from one address never stop the owner logging in from another', async () => {
    const user = await insertTestUser(t.db.db);
    for (let i = 0; i < 10; i++) {
      if (i > 0) await wait(LOGIN_BACKOFF.maxDelaySeconds); // the attacker is patient
      expectError(await login(t, user.email, `Sbagliata-${i}`, { address: A }), 200, 33);
    }
    expectUser(await login(t, user.email, user.password, { address: B }));
    // The failing address itself is still held up, right password or not.
    expectError(await login(t, user.email, user.password, { address: A }), 429, 429);
  });

  it('slows the failing address down: 429 before any check, even for the right password', async () => {
    const user = await insertTestUser(t.db.db);
    const pair = { account: user.email, address: A };
    for (let i = 1; i < LOGIN_BACKOFF.freeFailures; i++) {
      await takeBackoffAttempt(t.db.db, LOGIN_BACKOFF, pair);
    }
    expectError(await login(t, user.email, 'Sbagliata-5', { address: A }), 200, 33);
    const body = expectError(await login(t, user.email, user.password, { address: A }), 429, 429);
    expect(body.message).toBe('Troppe richieste, riprova più tardi');
    // The account key ignores case and spaces, like the login itself.
    expectError(await login(t, ` ${user.email.toUpperCase()}`, 'x', { address: A }), 429, 429);
    await wait(LOGIN_BACKOFF.firstDelaySeconds);
    expectError(await login(t, user.email, 'Sbagliata-6', { address: A }), 200, 33);
    // The next wait is twice as long.
    await wait(LOGIN_BACKOFF.firstDelaySeconds);
    expectError(await login(t, user.email, user.password, { address: A }), 429, 429);
    await wait(LOGIN_BACKOFF.firstDelaySeconds);
    expectUser(await login(t, user.email, user.password, { address: A }));
    // The right password ended the series: the next attempt starts a new one.
    expect(await takeBackoffAttempt(t.db.db, LOGIN_BACKOFF, pair)).toEqual({
      taken: true,
      hits: 1,
    });
  });

  it('limits one address trying many accounts, not the accounts elsewhere', async () => {
    const address = '192.0.2.70';
    const sprayed = await insertTestUser(t.db.db);
    const next = await insertTestUser(t.db.db);
    const other = await insertTestUser(t.db.db);
    expectError(await login(t, sprayed.email, 'Password1', { address }), 200, 33);
    // Other accounts already failed from this address, up to the ceiling.
    const limit = LOGIN_ACCOUNTS_PER_ADDRESS.limit;
    for (let i = 1; i < limit; i++) await takeAttempt(t.db.db, LOGIN_ACCOUNTS_PER_ADDRESS, address);
    expectError(await login(t, next.email, next.password, { address }), 429, 429);
    expectError(await login(t, 'nessuno@example.it', 'x', { address }), 429, 429);
    // An account it is already failing on stays merely slowed; elsewhere nothing changes.
    expectError(await login(t, sprayed.email, 'Password2', { address }), 200, 33);
    expectUser(await login(t, next.email, next.password, { address: B }));
    expectUser(await login(t, other.email, other.password, { address: B }));
  });

  it('does not count successful logins towards the address ceiling', async () => {
    const address = '192.0.2.80';
    const limit = LOGIN_ACCOUNTS_PER_ADDRESS.limit;
    for (let i = 1; i < limit; i++) await takeAttempt(t.db.db, LOGIN_ACCOUNTS_PER_ADDRESS, address);
    const first = await insertTestUser(t.db.db);
    const second = await insertTestUser(t.db.db);
    const third = await insertTestUser(t.db.db);
    expectUser(await login(t, first.email, first.password, { address }));
    expectError(await login(t, second.email, 'Sbagliata', { address }), 200, 33);
    expectError(await login(t, third.email, third.password, { address }), 429, 429);
  });

  it('a password reset through the mailed link ends the slow-down on every address', async () => {
    const user = await insertTestUser(t.db.db);
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
      await takeBackoffAttempt(t.db.db, LOGIN_BACKOFF, { account: user.email, address: A });
    }
    expectError(await login(t, user.email, user.password, { address: A }), 429, 429);
    const { confirmPasswordReset } = await import('./password-service');
    const { issueToken } = await import('./account-tokens');
    const token = await issueToken(t.db.db, user.id, 'PASSWORD_RESET');
    await t.db.db.transaction((tx) => confirmPasswordReset(tx, token, 'Nuova-Chiave-77'));
    expectUser(await login(t, user.email, 'Nuova-Chiave-77', { address: A }));
  });
});

// Issue 25, item 3: a try refused by the address ceiling must not open a series that the next
// try of the same guess then gets checked in.
describe('the address ceiling holds for every try it refused', { timeout: 600_000 }, () => {
  /** Moves the address's over-ceiling gate back in time, as if the client had waited. */
  async function waitGate(seconds: number) {
    await t.db.db
      .update(rateLimitCounters)
      .set({
        windowStart: sql`${rateLimitCounters.windowStart} - make_interval(secs => ${seconds})`,
      })
      .where(sql`starts_with(${rateLimitCounters.key}, ${`${LOGIN_OVER_CEILING.name}:`})`);
  }

  it('guesses sent twice across many accounts are not checked once the ceiling is reached', async () => {
    const address = '192.0.2.90';
    for (let i = 0; i < LOGIN_ACCOUNTS_PER_ADDRESS.limit; i++) {
      await takeAttempt(t.db.db, LOGIN_ACCOUNTS_PER_ADDRESS, address);
    }
    let checked = 0;
    for (let i = 0; i < 10; i++) {
      const victim = await insertTestUser(t.db.db);
      for (let n = 0; n < 2; n++) {
        const res = await login(t, victim.email, 'Password1', { address });
        // A checked guess is a business refusal (HTTP 200, code 33); an unchecked one is 429.
        if (res.statusCode === 200) {
          expectError(res, 200, 33);
          checked++;
        } else expectError(res, 429, 429);
      }
    }
    // Without the fix every second try was checked: 10 guesses. The gate lets through at most
    // one try per few seconds, and none at once.
    expect(checked).toBeLessThanOrEqual(2);
  });

  it('someone sharing the address logs in to their own account after a short wait', async () => {
    const address = '192.0.2.91';
    for (let i = 0; i < LOGIN_ACCOUNTS_PER_ADDRESS.limit; i++) {
      await takeAttempt(t.db.db, LOGIN_ACCOUNTS_PER_ADDRESS, address);
    }
    // The sprayer's first try over the ceiling only starts the clock; then it keeps going,
    // each checked guess lengthening the address's wait.
    const starter = await insertTestUser(t.db.db);
    expectError(await login(t, starter.email, 'Password1', { address }), 429, 429);
    for (let i = 0; i < 3; i++) {
      await waitGate(LOGIN_OVER_CEILING.maxDelaySeconds);
      const victim = await insertTestUser(t.db.db);
      expectError(await login(t, victim.email, 'Password1', { address }), 200, 33);
    }
    const owner = await insertTestUser(t.db.db);
    const first = await login(t, owner.email, owner.password, { address });
    if (first.statusCode !== 200 || first.json().responseCode !== 0) {
      expectError(first, 429, 429);
      // At most the gate's longest delay, a minute, not the ceiling's 15 minutes.
      await waitGate(LOGIN_OVER_CEILING.maxDelaySeconds);
      expectUser(await login(t, owner.email, owner.password, { address }));
    }
    expect(LOGIN_OVER_CEILING.maxDelaySeconds).toBeLessThanOrEqual(60);
    // The owner's success did not lengthen the wait for the next person.
    await waitGate(LOGIN_OVER_CEILING.maxDelaySeconds);
    const next = await insertTestUser(t.db.db);
    expectUser(await login(t, next.email, next.password, { address }));
  });
});
