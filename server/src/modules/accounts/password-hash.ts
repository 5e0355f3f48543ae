import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** The cost: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash). */
export const PRODUCTION_HASH_COST = 17;
/** The costs PASSWORD_HASH_COST may name (config.ts refuses others at start). */
export const HASH_COST_RANGE = { min: 10, max: 20 } as const;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  // Node refuses more than 32 MiB by default; the memory scrypt needs is 128·N·r bytes.
  return { N: 2 ** logN, r, p, maxmem: 128 * 2 ** logN * r * 2 };
}

/**
 * log2 of scrypt's N for new hashes: PASSWORD_HASH_COST, which config.ts validates at start
 * (10 to 20, never under 17 in production). The test runs set 10: hundreds of logins and
 * signups at 2^17 cost minutes of CPU and prove nothing more. A check always uses the cost
 * stored in the hash it checks.
 */
function hashCost(): number {
  const cost = Number(process.env.PASSWORD_HASH_COST);
  return Number.isInteger(cost) && cost >= HASH_COST_RANGE.min && cost <= HASH_COST_RANGE.max
    ? cost
    : PRODUCTION_HASH_COST;
}

/** 'scrypt$logN$r$p$salt$key', so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = hashCost();
  const key = await derive(password, salt, optionsFor(logN, R, P));
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    optionsFor(Number(logN), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when the account does not exist, so the answer time does not
 * tell which e-mails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
