import {
  BillingAddressInput,
  vatCheckDigit,
  type BillingAddressInput as BillingForm,
} from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password-hash';
import { insertBillingAddress } from '../modules/addresses/billing-address-repository';
import { resolveAddress } from '../modules/addresses/resolve-address';
import { insertShippingAddress } from '../modules/addresses/shipping-address-repository';
import { resolveBirthPlace } from '../modules/signup/birth-place';
import { DEMO_CARD_HOLDERS } from './loyalty-card-members';
import type { LoyaltyCardRow } from './loyalty-cards';

/** The password of both demo customers, named in the README. */
export const DEMO_PASSWORD = 'Spesa-2026';

/** A partita IVA: seven digits of the firm, three of the tax office, the check digit. */
const vat = (first10: string) => first10 + String(vatCheckDigit(first10));

interface DemoCustomer {
  email: string;
  holder: { firstName: string; lastName: string };
  accept3: boolean;
  billing: BillingForm;
}

/**
 * Two activated customers, each holding a registry card and living where a demo store delivers
 * home: Chiara Lombardi in Bologna (Spesa Bologna Mazzini, 40122) and Davide Ferri in Modena
 * (Spesa Modena Giardini, 41121). Their registration address is the registry's.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'demo@spesa.it',
    holder: DEMO_CARD_HOLDERS.demo,
    accept3: true,
    billing: {
      vatCode: vat('0412873037'),
      companyName: 'Studio Grafico Lombardi',
      phone: '051 648 2210',
      pec: 'studiolombardi@pec.it',
      recipientCode: 'M5UXCR1',
      address: 'Via Guglielmo Marconi',
      streetNumber: '12',
      zip: '40122',
      city: 'Bologna',
      county: 'BO',
    },
  },
  {
    email: 'demo2@spesa.it',
    holder: DEMO_CARD_HOLDERS.demo2,
    accept3: false,
    billing: {
      vatCode: vat('0318842036'),
      companyName: 'Ferri Impianti Elettrici',
      phone: '059 421 8830',
      // A business reached by PEC (no codice destinatario): SdI accepts either (issue 32).
      pec: 'ferriimpianti@pec.it',
      address: 'Via Emilia Ovest',
      streetNumber: '410',
      zip: '41123',
      city: 'Modena',
      county: 'MO',
    },
  },
];

async function seedCustomer(
  db: DbOrTx,
  customer: DemoCustomer,
  card: LoyaltyCardRow,
  passwordHash: string,
  today: Date,
): Promise<void> {
  const { birthNationId, birthCountyId, birthCityId, address } = card;
  if (!birthNationId || !birthCountyId || !birthCityId || !address)
    throw new Error(`demo card ${card.code} lacks birth place or address`);
  const [user] = await db
    .insert(users)
    .values({
      email: customer.email,
      passwordHash,
      status: 'ACTIVE',
      activatedAt: today,
      firstName: card.firstName,
      lastName: card.lastName,
      birthDate: card.birthDate,
      gender: card.gender,
      ...(await resolveBirthPlace(db, { birthNationId, birthCountyId, birthCityId })),
      mobilePhone: card.mobilePhone,
      ssnCode: card.ssnCode,
      cardCode: card.code,
      language: 'it',
      accept1: true,
      accept2: true,
      accept3: customer.accept3,
      accept4: false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo customer ${customer.email} came back without an id`);
  const registration = await resolveAddress(db, address);
  await insertShippingAddress(db, user.id, registration, { fromRemote: true });
  await insertBillingAddress(db, user.id, BillingAddressInput.parse(customer.billing));
}

/** Seeds the demo customers on the seeded registry; answers how many. */
export async function seedDemoCustomers(
  db: DbOrTx,
  cards: readonly LoyaltyCardRow[],
  today: Date,
): Promise<number> {
  // One hash each (own salt), computed side by side: scrypt runs on libuv's thread pool.
  const hashed = await Promise.all(
    DEMO_CUSTOMERS.map(async (customer) => ({
      customer,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })),
  );
  for (const { customer, passwordHash } of hashed) {
    const { firstName, lastName } = customer.holder;
    const card = cards.find((c) => c.firstName === firstName && c.lastName === lastName);
    if (!card) throw new Error(`no registry card for ${firstName} ${lastName}`);
    await seedCustomer(db, customer, card, passwordHash, today);
  }
  return DEMO_CUSTOMERS.length;
}
