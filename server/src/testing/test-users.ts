import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password-hash';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';
import { createSession } from '../modules/accounts/session-repository';

export const TEST_PASSWORD = 'Prova-2026!';
let testHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** An activated customer written straight to the table, for tests of what comes after login. */
export async function insertTestUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  testHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `test-${randomUUID()}@example.it`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testHash,
      status: 'ACTIVE',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      birthDate: '1990-05-17',
      gender: 'FEMALE',
      mobilePhone: '3331234567',
      accept1: true,
      accept2: true,
      activatedAt: new Date(),
      ...overrides,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password: TEST_PASSWORD };
}

/** The Cookie header of a fresh session for the user. */
export async function sessionCookieFor(db: DbOrTx, userId: number): Promise<string> {
  const token = await createSession(db, userId, 1);
  return `${SESSION_COOKIE}=${token}`;
}
