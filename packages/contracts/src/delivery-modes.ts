/**
 * The delivery modes and the rule on them, without zod (enums.ts builds the schema from this
 * list): the landing page needs the rule, and importing it from enums.ts brought zod's core and
 * the contracts' schemas (25 KiB gzip) onto the first screen.
 */
export const deliveryModes = ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] as const;

/**
 * The modes whose shopping goes to one of the customer's addresses: home delivery and the
 * courier (SHIPPED). The others are picked up at the store (IN_STORE, DRIVE).
 */
export function deliversToAddress(
  mode: (typeof deliveryModes)[number] | undefined | null,
): boolean {
  return mode === 'AT_HOME' || mode === 'SHIPPED';
}
