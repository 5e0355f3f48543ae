import { eq } from 'drizzle-orm';
import {
  validationMessages,
  type AddressInputParsed,
  type SignupRequestParsed,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { issueToken } from '../accounts';
import { resolveAddress, type ResolvedAddress, insertShippingAddress } from '../addresses';
import { queueMail } from '../mail';
import { activationMail } from './activation-mail';
import { resolveBirthPlace } from './birth-place';
import { cardBirthPlace, claimableCard } from './signup-check-service';
import { insertNewCard } from './loyalty-card-repository';
import type { ParsedSignup } from './signup-request';

type Profile = SignupRequestParsed['profile'];
type Person = Pick<
  typeof users.$inferInsert,
  | 'cardCode'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'gender'
  | 'ssnCode'
  | 'birthNationId'
  | 'birthNation'
  | 'birthCountyId'
  | 'birthCounty'
  | 'birthCityId'
  | 'birthCity'
>;

function missing(field: string): AppError {
  const message = validationMessages.required;
  return new AppError('BAD_REQUEST', {
    message: `Richiesta non valida (${field}: ${message})`,
    errors: [{ field, message }],
  });
}

/** 'fetch': the identity is the registry's, whatever the client echoes. */
async function linkExistingCard(db: DbOrTx, profile: Profile): Promise<Person> {
  const code = profile.cards?.[0]?.code;
  if (!code) throw missing('profile.cards');
  const card = await claimableCard(db, code, profile);
  return {
    cardCode: card.code,
    firstName: card.firstName,
    lastName: card.lastName,
    birthDate: card.birthDate,
    gender: card.gender,
    ssnCode: card.ssnCode ?? profile.ssnCode ?? null,
    ...(await cardBirthPlace(db, card)),
  };
}

/** The registry keeps addresses in the form's shape, ready to prefill a wizard. */
function asAddressInput(a: ResolvedAddress): AddressInputParsed {
  return {
    address: a.address,
    streetNumber: a.streetNumber,
    city: a.city,
    cityId: a.cityId,
    county: a.county,
    countyId: a.countyId,
    state: a.state ?? undefined,
    zip: a.zip,
    nation: a.nation,
    nationId: a.nationId,
    foreignCity: a.foreignCity,
  };
}

/** 'check': the cooperative issues a new card holding the identity the customer gave. */
async function issueNewCard(
  db: DbOrTx,
  profile: Profile,
  address: ResolvedAddress,
): Promise<Person> {
  if (!profile.gender) throw missing('profile.gender');
  const place = await resolveBirthPlace(db, profile);
  const identity = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate,
    gender: profile.gender,
    ssnCode: profile.ssnCode ?? null,
  };
  const cardCode = await insertNewCard(db, {
    ...identity,
    mobilePhone: profile.mobilePhone,
    birthNationId: place.birthNationId,
    birthCountyId: place.birthCountyId,
    birthCityId: place.birthCityId,
    address: asAddressInput(address),
  });
  return { cardCode, ...identity, ...place };
}

export interface Registration {
  userId: number;
  username: string;
}

/** The full variant's identity and card ('check' issues one, 'fetch' links one) and address. */
async function identityAndAddress(db: DbOrTx, request: SignupRequestParsed) {
  const address = await resolveAddress(db, request.profile.address);
  const person = request.createRemote
    ? await issueNewCard(db, request.profile, address)
    : await linkExistingCard(db, request.profile);
  return { person, address };
}

/**
 * Creates the PENDING account, its card link, its registration address and the activation mail,
 * all in the caller's transaction. The short variant (spec 7) has no identity, card or address:
 * the customer adds a name on /profile and checkout asks for what an order needs. The unique
 * indexes on e-mail and card stay the last word when two signups race (see signupConflict).
 */
export async function register(
  db: DbOrTx,
  signup: ParsedSignup,
  passwordHash: string,
  activationLink: (token: string) => string,
): Promise<Registration> {
  const { request } = signup;
  const { username, profile } = request;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, username));
  if (taken) throw new AppError('USER_ALREADY_REGISTERED');

  const full = signup.variant === 'full' ? await identityAndAddress(db, signup.request) : null;

  const [user] = await db
    .insert(users)
    .values({
      ...full?.person,
      email: username,
      passwordHash,
      status: 'PENDING',
      mobilePhone: profile.mobilePhone ?? null,
      homePhone: profile.homePhone ?? null,
      language: request.language,
      accept1: profile.accept1,
      accept2: profile.accept2,
      accept3: profile.accept3,
      accept4: profile.accept4,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');

  if (full) await insertShippingAddress(db, user.id, full.address, { fromRemote: true });
  const token = await issueToken(db, user.id, 'ACTIVATION');
  const firstName = full?.person.firstName ?? null;
  const recipient = { email: username, firstName, language: request.language };
  await queueMail(db, activationMail(recipient, activationLink(token)));
  return { userId: user.id, username };
}
