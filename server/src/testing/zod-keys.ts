import * as contracts from '@spesa/contracts';

interface SchemaLike {
  _zod: { def: Record<string, unknown> };
}

function isSchema(value: unknown): value is SchemaLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * Every object key any contracts schema knows, walked through wrappers (optional, pipe, union,
 * array…): the route fuzzer names them all in one request so that a route's validation error
 * lists the fields that route reads, optional ones included.
 */
export function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isSchema(value)) return;
    for (const [key, child] of Object.entries(value._zod.def)) {
      if (key === 'shape' && typeof child === 'object' && child !== null) {
        for (const [name, field] of Object.entries(child)) {
          names.add(name);
          walk(field);
        }
      } else walk(child);
    }
  };
  Object.values(contracts).forEach(walk);
  return [...names].sort();
}
