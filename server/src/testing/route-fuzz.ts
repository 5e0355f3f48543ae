import { contractFieldNames } from './zod-keys';

/** `levels` arrays inside each other, as JSON text: `[[[…]]]`. */
export const deepArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** `levels` objects inside each other, as JSON text: `{"a":{"a":…{}}}`. */
export const deepObjects = (levels: number) =>
  `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

/**
 * Whole request bodies nested deeper than any contract: past the stack of a recursive walk
 * (5,000) and near the body limit (200,000 levels, 400 kB).
 */
export const FUZZ_DEEP_BODIES = [
  `{"a":${deepArrays(5_000)}}`,
  deepObjects(5_000),
  deepArrays(200_000),
  `{"a":${deepArrays(200_000)}}`,
];

/** Stands for a deep value in a body sent as text (JSON.stringify itself recurses). */
export const DEEP_MARK = '\u0001deep\u0001';

/** The body as JSON text with `[[[…]]]` 5,000 levels deep where DEEP_MARK stood. */
export const withDeepValue = (body: unknown) =>
  JSON.stringify(body).replace(JSON.stringify(DEEP_MARK), deepArrays(5_000));

/** Hostile JSON values: ids past PostgreSQL's integer, NUL, long text, wrong types. */
export const FUZZ_JSON: unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  1.5,
  'abc',
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  true,
  null,
  [],
  {},
];

/** The same in a path segment or a query value (already URL-encoded). */
export const FUZZ_TEXT = [
  '2147483648',
  '9007199254740992',
  '-1',
  '1.5',
  '1e400',
  'abc',
  '%00',
  'a%00b',
  'x'.repeat(2_000),
  '%FF',
];

type Json = Record<string, unknown>;

/** Sets `a.b.0.c` in a JSON value, making objects and arrays on the way. */
export function setPath(target: Json, path: string, value: unknown): Json {
  const copy = structuredClone(target);
  const keys = path.split('.');
  let node: Json = copy;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
    const child = node[key];
    if (typeof child !== 'object' || child === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Json;
  });
  return copy;
}

/** Values worth trying for a field to pass validation, the likeliest first by its name. */
export function candidatesFor(field: string, barcode: string): unknown[] {
  const name = field.split('.').pop() ?? field;
  const hints: unknown[] = [];
  if (/barcode/i.test(name)) hints.push(barcode, [barcode]);
  if (/email|username/i.test(name)) hints.push('fuzz@example.it');
  if (/password/i.test(name)) hints.push('Prova-2026!');
  if (/date|from|to$/i.test(name)) hints.push('2030-06-03', '03/06/2030', '10:00');
  if (/mode|type/i.test(name)) hints.push('IN_STORE', 'AT_HOME', 'CASH');
  if (/phone/i.test(name)) hints.push('3331234567');
  if (/zip|cap/i.test(name)) hints.push('40121');
  const generic = [1, 'abc', true, 1000, '1', 'IT', 'BO', [], {}, 'Roma'];
  return [...hints, ...generic];
}

export interface Answer {
  status: number;
  body: string;
  type: string;
}

/** The fields a 400 names (`errors[].field`), top-level `(body)` left out. */
export function fieldsOf({ status, body }: Answer): string[] {
  if (status !== 400) return [];
  try {
    const json = JSON.parse(body) as { errors?: { field: string }[] };
    return (json.errors ?? []).map((e) => e.field).filter((f) => f && f !== '(body)');
  } catch {
    return [];
  }
}

let knownNames: string[] | undefined;

/** Every contract field name with the given value: a route's 400 then lists the fields it reads. */
export function everyField(value: unknown): Json {
  knownNames ??= contractFieldNames();
  return Object.fromEntries(knownNames.map((n) => [n, value]));
}
