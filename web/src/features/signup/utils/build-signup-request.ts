import type { SignupCheckResult, SignupRequest, SignupType } from '@spesa/contracts';
import type { Language } from '@/shared/i18n/languages';
import type { DetailsFormOutput } from './details-schema';
import type { AccountFormOutput, CheckFormOutput, ConsentsFormOutput } from './signup-schemas';

export interface SignupParts {
  type: SignupType;
  check: CheckFormOutput;
  /** What signupcheck answered: name, birth date and card are taken from here, as shown. */
  result: SignupCheckResult;
  details: DetailsFormOutput;
  account: AccountFormOutput;
  consents: ConsentsFormOutput;
  language: Language;
}

/**
 * The signup payload (spec 7): createRemote when a new card is made ('check'); the card only
 * when its code is non-empty (spec 5); the e-mail is also the username.
 */
export function buildSignupRequest(parts: SignupParts): SignupRequest {
  const { type, check, result, details, account, consents, language } = parts;
  // A new card is made by the server: only a linked card travels with the request.
  const cardCode = type === 'fetch' ? (result.cardNumber ?? check.cardNumber)?.trim() : undefined;
  return {
    username: account.email,
    password: account.password,
    createRemote: type === 'check',
    language,
    profile: {
      firstName: result.firstName,
      lastName: result.lastName,
      birthDate: result.birthDate,
      gender: result.gender ?? check.gender,
      birthNationId: details.birthNationId,
      birthNation: details.birthNation,
      birthCountyId: details.birthCountyId,
      birthCounty: details.birthCounty,
      birthCityId: details.birthCityId,
      birthCity: details.birthCity,
      mobilePhone: details.mobilePhone,
      homePhone: details.homePhone,
      email: account.email,
      ssnCode: result.ssnCode ?? undefined,
      ...(cardCode ? { cards: [{ code: cardCode }] } : {}),
      address: details.address,
      ...consents,
    },
  };
}
