import { errorLanguageOf } from '@spesa/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type AccountLanguage = 'it' | 'en';

/**
 * The shop language a request names in its Accept-Language (the web sends the interface's
 * own, api-client.ts), or null when it names neither (no header, '*', another language):
 * then the account's language stays as it is.
 */
export function requestedLanguage(acceptLanguage: string | undefined): AccountLanguage | null {
  if (!acceptLanguage) return null;
  const named = acceptLanguage
    .split(',')
    .some((part) => /^\s*(it|en)(-[a-z0-9]+)*\s*(;|$)/i.test(part));
  return named ? errorLanguageOf(acceptLanguage) : null;
}

/**
 * Keeps the account's language (users.language, the language of its mails) to the one the
 * customer uses: placing an order in the English interface makes its mails English. The
 * profile's language field sets it too.
 */
export async function keepAccountLanguage(
  db: DbOrTx,
  userId: number,
  language: AccountLanguage,
): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}
