import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

const configured = process.env.PASSWORD_HASH_COST;
afterEach(() => {
  process.env.PASSWORD_HASH_COST = configured;
});

describe('the scrypt cost of new password hashes', () => {
  it('is 2^17 by default (production), whatever the test runs use', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const hash = await hashPassword('Spesa-2026');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Spesa-2026', hash)).toBe(true);
  });

  it('follows PASSWORD_HASH_COST, and a check reads the cost stored in the hash', async () => {
    process.env.PASSWORD_HASH_COST = '10';
    const cheap = await hashPassword('Spesa-2026');
    expect(cheap).toMatch(/^scrypt\$10\$/);
    process.env.PASSWORD_HASH_COST = '12';
    expect(await verifyPassword('Spesa-2026', cheap)).toBe(true);
    expect(await verifyPassword('Spesa-2027', cheap)).toBe(false);
  });
});
