import { fieldError } from '../../http/field-error';

/**
 * An amount picked, in thousandths: whole pieces for PZ, kilograms to the gram for KG, more
 * than nothing and at most `maxMilli` (a guard against a weight typed in grams).
 */
export function pickedMilli(um: 'KG' | 'PZ', amount: number, maxMilli: number): number {
  const milli = Math.round(amount * 1000);
  if (um === 'PZ' && !Number.isInteger(amount))
    throw fieldError('operatorAmount', 'i pezzi sono un numero intero');
  if (Math.abs(amount * 1000 - milli) > 1e-6)
    throw fieldError('operatorAmount', 'il peso si registra al grammo');
  if (milli <= 0) throw fieldError('operatorAmount', 'quantità non valida');
  if (milli > maxMilli)
    throw fieldError(
      'operatorAmount',
      `al massimo ${maxMilli / 1000} ${um === 'PZ' ? 'pezzi' : 'kg'}`,
    );
  return milli;
}

/** Pieces up to what was ordered; a real weight up to twice the weight ordered. */
export function pickLimitMilli(um: 'KG' | 'PZ', orderedMilli: number): number {
  return um === 'PZ' ? orderedMilli : orderedMilli * 2;
}
