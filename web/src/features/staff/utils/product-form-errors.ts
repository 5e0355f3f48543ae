import { ProductMaster } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { masterInputOf, type ProductFormValues } from './product-form-values';

type Issue = z.ZodError['issues'][number];

export type ProblemKey =
  | 'required'
  | 'number'
  | 'integer'
  | 'atLeast'
  | 'above'
  | 'atMost'
  | 'tooLong'
  | 'tooMany'
  | 'pieceStep'
  | 'belowStep'
  | 'netQuantityPair'
  | 'allergenBoth'
  | 'category'
  | 'categoryUnknown'
  | 'tagUnknown'
  | 'vat'
  | 'barcode';

/** A field's problem: a key of staff.products.invalid with its figures, or the server's words. */
export interface FieldProblem {
  key: ProblemKey | null;
  values?: Record<string, unknown>;
  message: string;
}
/** Problems by the field's path as the server names it ('umStep', 'nutrition.energyKcal'). */
export type FieldProblems = Record<string, FieldProblem>;

/** The schema's own Italian messages (and the server's checks), by the key that translates them. */
const KNOWN: [RegExp, ProblemKey][] = [
  [/^un prodotto a pezzi ha passo 1/, 'pieceStep'],
  [/^inferiore al passo/, 'belowStep'],
  [/^quantità netta e unità/, 'netQuantityPair'],
  [/^un allergene contenuto/, 'allergenBoth'],
  [/^sottocategoria non valida/, 'category'],
  [/^sottocategoria inesistente/, 'categoryUnknown'],
  [/^etichetta inesistente: '(.*)'/, 'tagUnknown'],
  [/^aliquota IVA non valida/, 'vat'],
  [/^l'EAN non si cambia/, 'barcode'],
];

/** A message in the schema's or server's words, as a translatable problem when it is known. */
export function problemOfMessage(message: string): FieldProblem {
  for (const [pattern, key] of KNOWN) {
    const m = message.match(pattern);
    if (m) return { key, values: { name: m[1] }, message };
  }
  return { key: null, message };
}

function typedAt(values: ProductFormValues, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : at),
    values,
  );
}

function problemOf(issue: Issue, typed: unknown): FieldProblem {
  const blank = typeof typed === 'string' && typed.trim() === '';
  const { message } = issue;
  if (blank && (issue.code === 'invalid_type' || issue.code === 'too_small'))
    return { key: 'required', message };
  if (issue.code === 'invalid_type')
    return { key: issue.expected === 'int' ? 'integer' : 'number', message };
  if (issue.code === 'too_small')
    return {
      key: issue.inclusive ? 'atLeast' : 'above',
      values: { limit: issue.minimum },
      message,
    };
  if (issue.code === 'too_big')
    return {
      key: issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooMany' : 'atMost',
      values: { limit: issue.maximum },
      message,
    };
  return problemOfMessage(message);
}

/** The import's schema applied to the form: the first problem of each field, or none. */
export function problemsOf(values: ProductFormValues): FieldProblems {
  const parsed = ProductMaster.safeParse(masterInputOf(values));
  if (parsed.success) return {};
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    problems[field] ??= problemOf(issue, typedAt(values, issue.path));
  }
  return problems;
}

/** The server's field errors ({field, message}) as problems. */
export function problemsOfServer(errors: readonly { field: string; message: string }[]) {
  const problems: FieldProblems = {};
  for (const e of errors) problems[e.field] ??= problemOfMessage(e.message);
  return problems;
}

/** A problem in the page's language; an unknown server message is shown as it came. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation();
  return (problem) =>
    problem === undefined
      ? undefined
      : problem.key
        ? t(`staff.products.invalid.${problem.key}`, problem.values)
        : problem.message;
}
