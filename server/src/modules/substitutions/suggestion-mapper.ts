import { centsToEuro, type SubstituteSuggestion } from '@spesa/contracts';
import { lineImageUrl } from '../catalogue';
import type { CandidateRow } from './substitution-facts';

/** A candidate as the customer's and the operator's lists show it. */
export function toSuggestion(
  row: CandidateRow,
  chosenBarcode: string | null,
): SubstituteSuggestion {
  return {
    barcode: row.barcode,
    description: row.description,
    imageUrl: lineImageUrl(row.barcode, row.photos),
    um: row.um,
    netPrice: centsToEuro(row.netCents ?? 0),
    comparableUnitPrice: centsToEuro(row.facts.comparableUnitCents),
    comparableUnit: row.facts.comparableUnit,
    customerChoice: row.barcode === chosenBarcode,
  };
}

/** The named product first (when allowed), then the others without it. */
export function chosenFirst(
  named: CandidateRow | undefined,
  others: readonly CandidateRow[],
): CandidateRow[] {
  return named ? [named, ...others.filter((o) => o.barcode !== named.barcode)] : [...others];
}
