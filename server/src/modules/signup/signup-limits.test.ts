import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ErrorEnvelope } from '@spesa/contracts';
import type * as PasswordHash from '../accounts/password-hash';
import type * as Testing from '../../testing';
import { newCardSignup } from '../../testing/signup-fixtures';

const LIMIT = 3;
let t: Testing.TestApp;
let insertTestUser: typeof Testing.insertTestUser;
let hashPassword: Mock<typeof PasswordHash.hashPassword>;

// The real hash, watched: the 'already registered' answer must pay for it like any signup.
// Mocked before a fresh import of the app, so it holds when test files share a module graph.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../accounts/password-hash', async (importOriginal) => {
    const real = await importOriginal<typeof PasswordHash>();
    return { ...real, hashPassword: vi.fn(real.hashPassword) };
  });
  hashPassword = vi.mocked((await import('../accounts/password-hash')).hashPassword);
  const testing = await import('../../testing');
  insertTestUser = testing.insertTestUser;
  t = await testing.buildTestApp({ SIGNUPS_PER_ADDRESS_HOUR: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
  vi.doUnmock('../accounts/password-hash');
  vi.resetModules();
});

const signup = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/cli/profiles/signup', payload, remoteAddress });

function codeOf(res: { statusCode: number; json(): unknown }): number {
  return ErrorEnvelope.parse(res.json()).responseCode;
}

// Each accepted signup costs a real scrypt hash: on a busy machine that is seconds.
describe(
  'signup throttling and the already-registered answer (issue 13, finding 6)',
  { timeout: 180_000 },
  () => {
    it("hashes the password before answering 'already registered', like a new signup", async () => {
      const user = await insertTestUser(t.db.db);
      hashPassword.mockClear();
      const res = await signup(
        { ...newCardSignup(user.email), password: 'Un-Altra-Chiave-9' },
        '192.0.2.10',
      );
      expect(res.statusCode).toBe(200);
      expect(codeOf(res)).toBe(26);
      expect(hashPassword).toHaveBeenCalledExactlyOnceWith('Un-Altra-Chiave-9');
    });

    it('answers 429 past the limit per address, before any hashing, registered or not', async () => {
      const address = '192.0.2.20';
      const taken = await insertTestUser(t.db.db);
      for (let i = 0; i < LIMIT; i++) {
        const res = await signup(newCardSignup(`limite-${i}@example.it`), address);
        expect(res.statusCode, res.body).toBe(200);
      }
      hashPassword.mockClear();
      const over = await signup(newCardSignup('limite-x@example.it'), address);
      expect(over.statusCode).toBe(429);
      expect(codeOf(over)).toBe(429);
      expect(codeOf(await signup(newCardSignup(taken.email), address))).toBe(429);
      expect(hashPassword).not.toHaveBeenCalled();
      // Another address is not affected.
      const elsewhere = await signup(newCardSignup('altrove@example.it'), '192.0.2.21');
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it('does not count a refused body: bad input costs no hashing', async () => {
      const address = '192.0.2.30';
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await signup(
          { ...newCardSignup(`x${i}@example.it`), password: 'corta' },
          address,
        );
        expect(codeOf(res)).toBe(13);
      }
      const res = await signup(newCardSignup('dopo@example.it'), address);
      expect(res.statusCode, res.body).toBe(200);
    });
  },
);
