import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Zod 4's own JSON Schema (2020-12, the dialect of OpenAPI 3.1). A schema's `$defs` (recursive
 * categories) move to `components.schemas` under a prefix, with their `$ref`s rewritten, since
 * inside the document `#/$defs/…` would point at its root.
 */
export function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A transform or preprocess has no JSON shape of its own: it reads as "any value".
    unrepresentable: 'any',
  }) as JsonSchema;
  // The dialect is the document's own (OpenAPI 3.1 is JSON Schema 2020-12).
  delete generated.$schema;
  const { $defs, ...rest } = generated;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) =>
          k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
            ? [k, `#/components/schemas/${name}_${v.slice('#/$defs/'.length)}`]
            : [k, rewrite(v)],
        ),
      );
    }
    return value;
  };
  for (const [def, body] of Object.entries(defs)) {
    components[`${name}_${def}`] = rewrite(body) as JsonSchema;
  }
  const root = rewrite(rest) as JsonSchema;
  const text = JSON.stringify(root);
  if (!text.includes('"$ref":"#"')) return root;
  // A recursive root refers to itself as '#': it becomes a component of its own.
  components[name] = JSON.parse(
    text.replaceAll('"$ref":"#"', `"$ref":"#/components/schemas/${name}"`),
  ) as JsonSchema;
  return { $ref: `#/components/schemas/${name}` };
}
