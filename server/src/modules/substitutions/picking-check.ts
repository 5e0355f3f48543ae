import {
  addedAllergens,
  missingDietTags,
  substitutionViolations,
  type ErrorKey,
  type SubstitutionContext,
  type SubstitutionViolation,
} from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import type { OrderedProduct } from './substitution-candidates';
import type { CandidateRow } from './substitution-facts';

const REFUSALS: Record<SubstitutionViolation, ErrorKey> = {
  LINE_WANTS_NO_SUBSTITUTE: 'SUBSTITUTE_NOT_WANTED',
  SAME_PRODUCT: 'PRODUCT_NOT_VALID',
  NOT_THE_CHOSEN_PRODUCT: 'SUBSTITUTE_NOT_CHOSEN',
  ADDS_ALLERGEN: 'SUBSTITUTE_ADDS_ALLERGEN',
  LACKS_DIET_TAG: 'SUBSTITUTE_LACKS_DIET_TAG',
  UNIT_PRICE_OUT_OF_BAND: 'SUBSTITUTE_PRICE_OUT_OF_BAND',
};

/**
 * Refuses a substitute the rules do not allow, with the first reason's catalogue code and, in
 * `data`, every reason and what it brings or lacks: the operator sees why, not a warning.
 */
export function requireAllowedSubstitute(
  ordered: OrderedProduct,
  candidate: CandidateRow,
  ctx: SubstitutionContext,
): void {
  const violations = substitutionViolations(ordered.facts, candidate.facts, ctx);
  const first = violations[0];
  if (!first) return;
  throw new AppError(REFUSALS[first], {
    data: {
      violations,
      addedAllergens: addedAllergens(ordered.facts, candidate.facts),
      missingDietTags: missingDietTags(ordered.facts, candidate.facts),
    },
  });
}
