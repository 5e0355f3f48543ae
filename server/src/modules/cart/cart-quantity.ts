import { roundQuantity, type CartStoreRequestParsed, type Unit } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';

interface QuantityRule {
  um: Unit;
  umStepMilli: number;
  maxAmountMilli: number;
}

const UNIT_NAMES: Record<Unit, string> = { PZ: 'a pezzi (PZ)', KG: 'a peso (KG)' };

/**
 * The quantity asked for, in thousandths of the product's unit. Pieces are whole; a weight is
 * rounded to 2 decimals (spec 9) and must then be a whole number of umStep: the web's stepper
 * only sends such weights, so another one is a 4000 on weight rather than a silent change of
 * what the customer asked for. Above maxAmount: 4034. 0 means remove.
 */
export function requestedMilli(request: CartStoreRequestParsed, rule: QuantityRule): number {
  if (request.um !== rule.um) throw fieldError('um', `il prodotto si vende ${UNIT_NAMES[rule.um]}`);
  const units = rule.um === 'PZ' ? (request.amount ?? 0) : roundQuantity(request.weight ?? 0);
  const milli = Math.round(units * 1000);
  if (rule.um === 'KG' && milli % rule.umStepMilli !== 0) {
    const step = String(rule.umStepMilli / 1000).replace('.', ',');
    throw fieldError('weight', `il peso va indicato a passi di ${step} kg`);
  }
  if (milli > rule.maxAmountMilli) throw new AppError('MAX_QUANTITY');
  return milli;
}
