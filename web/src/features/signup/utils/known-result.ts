import type { SignupCheckResult } from '@spesa/contracts';
import type { CheckFormOutput } from './signup-schemas';

/**
 * What the wizard treats as known after step 1: the check's answer, completed for a new card by
 * the gender and birth place just typed, so step 2 never asks for them twice.
 */
export function knownResult(result: SignupCheckResult, check: CheckFormOutput): SignupCheckResult {
  if (check['@type'] !== 'check') return result;
  return {
    ...result,
    gender: result.gender ?? check.gender ?? null,
    birthNationId: result.birthNationId ?? check.birthNationId ?? null,
    birthNation: result.birthNation ?? check.birthNation ?? null,
    birthCountyId: result.birthCountyId ?? check.birthCountyId ?? null,
    birthCounty: result.birthCounty ?? check.birthCounty ?? null,
    birthCityId: result.birthCityId ?? check.birthCityId ?? null,
    birthCity: result.birthCity ?? check.birthCity ?? null,
  };
}
