// The public face of substitutions (issue 30): what other modules and the flows may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { requireAllowedSubstitute } from './picking-check';
export { orderedProductOfLine, storeBandPercent } from './ordered-product';
export { allowedSubstitutes, type OrderedProduct } from './substitution-candidates';
export { productsByBarcode, type CandidateRow } from './substitution-facts';
export { carrySubstitutionChoices } from './carry-choices';
export { toSuggestion } from './suggestion-mapper';
