import { type SignupCheckRequest, type SignupCheckResult } from '@spesa/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { assertAdult } from '../accounts';
import { resolveBirthPlace, type BirthPlace } from './birth-place';
import { sameIdentity, type Identity } from './identity';
import { findCard, type LoyaltyCardRecord } from './loyalty-card-repository';

type CheckRequest = z.output<typeof SignupCheckRequest>;

/**
 * The registry card a customer may link: it exists, the identity matches, it is enabled, no
 * account holds it yet and its member is of age. The identity comes first, so the other
 * answers (36, 39, 28) reach only someone who knows the member.
 */
export async function claimableCard(
  db: DbOrTx,
  code: string,
  identity: Identity,
): Promise<LoyaltyCardRecord> {
  const found = await findCard(db, code);
  // One answer for an unknown card and for a known card with another identity, so the check
  // does not tell which card numbers exist: spec 8's 35 with its own words, 'Profilo non
  // trovato' (issue 17.11: it read 'Carta non valida: …', the text of an invalid card format).
  if (!found || !sameIdentity(found.card, identity)) throw new AppError('PROFILE_NOT_FOUND');
  if (!found.card.enabled) throw new AppError('CARD_DISABLED');
  if (found.linked) throw new AppError('USER_ALREADY_REGISTERED_CARD');
  assertAdult(found.card.birthDate);
  return found.card;
}

/** The registry's birth place with names; null fields when the registry does not hold it. */
export async function cardBirthPlace(
  db: DbOrTx,
  card: LoyaltyCardRecord,
): Promise<BirthPlace | Record<keyof BirthPlace, null>> {
  const { birthNationId, birthCountyId, birthCityId } = card;
  if (birthNationId && birthCountyId && birthCityId)
    return resolveBirthPlace(db, { birthNationId, birthCountyId, birthCityId });
  return {
    birthNationId: null,
    birthNation: null,
    birthCountyId: null,
    birthCounty: null,
    birthCityId: null,
    birthCity: null,
  };
}

/** 'fetch': the registry data the wizard shows read-only, and the address it prefills. */
async function fetchCheck(db: DbOrTx, request: CheckRequest): Promise<SignupCheckResult> {
  const card = await claimableCard(db, request.cardNumber ?? '', request);
  return {
    type: 'fetch',
    cardNumber: card.code,
    firstName: card.firstName,
    lastName: card.lastName,
    birthDate: card.birthDate,
    gender: card.gender,
    ...(await cardBirthPlace(db, card)),
    mobilePhone: card.mobilePhone,
    ssnCode: card.ssnCode,
    address: card.address,
  };
}

/** 'check': a new card will be issued; only age and birth place are verified. */
async function identityCheck(db: DbOrTx, request: CheckRequest): Promise<SignupCheckResult> {
  assertAdult(request.birthDate);
  const place = await resolveBirthPlace(db, {
    birthNationId: request.birthNationId ?? '',
    birthCountyId: request.birthCountyId ?? '',
    birthCityId: request.birthCityId ?? '',
  });
  return {
    type: 'check',
    cardNumber: null,
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: request.birthDate,
    gender: request.gender ?? null,
    ...place,
    mobilePhone: null,
    ssnCode: null,
    address: null,
  };
}

export function signupCheck(db: DbOrTx, request: CheckRequest): Promise<SignupCheckResult> {
  return request['@type'] === 'fetch' ? fetchCheck(db, request) : identityCheck(db, request);
}
