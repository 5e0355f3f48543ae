import type { SignupCheckRequest } from '@spesa/contracts';
import type { CheckFormOutput } from './signup-schemas';

/**
 * The signupcheck payload (spec 7) from step 1: a card check sends the card and the identity;
 * an identity check adds gender and the birth place ids (the names stay in the wizard).
 */
export function checkRequest(values: CheckFormOutput): SignupCheckRequest {
  const identity = {
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
  };
  if (values['@type'] === 'fetch') {
    return { '@type': 'fetch', cardNumber: values.cardNumber, ...identity };
  }
  return {
    '@type': 'check',
    ...identity,
    gender: values.gender,
    birthNationId: values.birthNationId,
    birthCountyId: values.birthCountyId,
    birthCityId: values.birthCityId,
  };
}
