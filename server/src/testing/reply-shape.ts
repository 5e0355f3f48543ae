/*
 * Checks a reply against the JSON schema the OpenAPI document gives it (issue 26.4): field
 * names and JSON types, above all a number where the contract says string or the reverse,
 * which fails a typed client's whole reply. Only what zod's JSON Schema uses is read.
 */
type Schema = Record<string, unknown>;

export interface ShapeContext {
  /** `components.schemas` of the document, for `$ref`s. */
  components: Record<string, Schema>;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function resolve(schema: Schema, ctx: ShapeContext): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = ctx.components[name];
  if (!target) throw new Error(`unknown $ref ${ref}`);
  return resolve(target, ctx);
}

function typeFits(actual: string, declared: unknown): boolean {
  const types = [declared].flat() as string[];
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/** Every way `value` departs from `schema`, as 'path: what' lines; empty when it fits. */
export function shapeErrors(value: unknown, raw: Schema, ctx: ShapeContext, path = '$'): string[] {
  const schema = resolve(raw, ctx);
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const tries = branches.map((branch) => shapeErrors(value, branch, ctx, path));
    if (tries.some((errors) => errors.length === 0)) return [];
    // The branch of the value's own type explains best (e.g. a nullable string given a number).
    const sameType = tries.find((errors) => !errors.some((e) => e.includes(' where ')));
    return (
      sameType ?? [`${path}: ${jsonType(value)} where the contract says ${describe(branches, ctx)}`]
    );
  }
  if ('const' in schema && value !== schema.const)
    return [
      `${path}: ${JSON.stringify(value)} where the contract says ${JSON.stringify(schema.const)}`,
    ];
  if (schema.type !== undefined && !typeFits(jsonType(value), schema.type))
    return [`${path}: ${jsonType(value)} where the contract says ${String(schema.type)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return [`${path}: ${JSON.stringify(value)} is none of ${JSON.stringify(schema.enum)}`];
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, i) =>
      shapeErrors(item, schema.items as Schema, ctx, `${path}[${i}]`),
    );
  if (jsonType(value) !== 'object' || !schema.properties) return [];
  const object = value as Record<string, unknown>;
  const properties = schema.properties as Record<string, Schema>;
  const errors: string[] = [];
  for (const name of (schema.required ?? []) as string[]) {
    if (!(name in object)) errors.push(`${path}.${name}: missing`);
  }
  for (const [name, item] of Object.entries(object)) {
    const property = properties[name];
    if (property) errors.push(...shapeErrors(item, property, ctx, `${path}.${name}`));
    else if (schema.additionalProperties === false)
      errors.push(`${path}.${name}: not in the contract`);
  }
  return errors;
}

function describe(branches: Schema[], ctx: ShapeContext): string {
  return branches.map((b) => String(resolve(b, ctx).type ?? 'object')).join(' or ');
}
