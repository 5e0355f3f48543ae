import { and, eq } from 'drizzle-orm';
import type { SignupCheckRequest, SignupRequest } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { loyaltyCards, mailOutbox } from '../db/schema';

/** A member of the seeded registry (seed/loyalty-card-members.ts), by name. */
export async function registryCard(db: DbOrTx, firstName: string, lastName: string) {
  const [card] = await db
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.firstName, firstName), eq(loyaltyCards.lastName, lastName)));
  if (!card) throw new Error(`no demo card for ${firstName} ${lastName}`);
  return card;
}

export function fetchCheck(card: {
  code: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}): SignupCheckRequest {
  return {
    '@type': 'fetch',
    cardNumber: card.code,
    firstName: card.firstName,
    lastName: card.lastName,
    birthDate: card.birthDate,
  };
}

/** A valid 'check' signup of a new customer in Bologna; override what a test is about. */
export function newCardSignup(email: string, profile: Partial<SignupRequest['profile']> = {}) {
  return {
    username: email,
    password: 'Nuova-Spesa-1',
    createRemote: true,
    language: 'it',
    profile: {
      firstName: 'Marta',
      lastName: 'Verdi',
      birthDate: '1990-04-02',
      gender: 'FEMALE',
      birthNationId: 'IT',
      birthCountyId: '037',
      birthCityId: '037006',
      mobilePhone: '347 123 4567',
      email,
      address: {
        address: 'Via Zamboni',
        streetNumber: '33',
        city: 'Bologna',
        cityId: '037006',
        countyId: '037',
        zip: '40126',
        nationId: 'IT',
      },
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: false,
      ...profile,
    },
  } satisfies SignupRequest;
}

/** The token of the newest activation link mailed to the address. */
export async function mailedToken(db: DbOrTx, email: string): Promise<string> {
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const last = mails.at(-1);
  const match = last && /\/app\/signup\/activate\?token=([^\s"&]+)/.exec(last.textBody);
  if (!match?.[1]) throw new Error(`no activation link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}
