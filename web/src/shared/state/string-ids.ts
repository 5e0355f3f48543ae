/** A key that names an identifier: `id`, or one ending in `Id` (`storeId`, `addressId` …). */
const ID_KEY = /^(id|[a-z][A-Za-z]*Id)$/;

/**
 * State saved by a version of the app from before ids became strings (issue 26), with every
 * identifier made the string replies carry now; other numbers (amounts, prices) stay. Used by
 * the persisted stores' migrations, so a returning shopper keeps the store, user and cart.
 */
export function stringIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => stringIds(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = ID_KEY.test(key) && typeof item === 'number' ? String(item) : stringIds(item);
  }
  return out as T;
}
