import { Price } from './price';

const symbols: Record<string, string> = { KG: 'kg', LT: 'l', L: 'l' };

/** Euro per kilogram or litre, as '2,58 €/kg', beside a selling price; nothing when unknown. */
export function UnitPrice({
  amount,
  umPerUm,
}: {
  amount: number | null | undefined;
  umPerUm: string | null | undefined;
}) {
  if (amount === null || amount === undefined || !umPerUm) return null;
  return <Price amount={amount} per={symbols[umPerUm.toUpperCase()] ?? umPerUm.toLowerCase()} />;
}
