import { roundQuantity, SMART_LIST_CUSTOM_MAX_AMOUNT } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import type { ProductRule } from './smart-lists-repository';

/**
 * A list amount in thousandths of the line's unit. The contract already keeps it at 1 or more
 * (spec 5). Pieces and custom lines are whole; a weight is rounded to 2 decimals (spec 9) and
 * must then be a whole number of the product's umStep, as in the cart, so that the list goes
 * into the cart unchanged. Above the product's maxAmount: 4034.
 */
export function listMilli(amount: number, product: ProductRule | null): number {
  if (product === null) {
    if (!Number.isInteger(amount) || amount > SMART_LIST_CUSTOM_MAX_AMOUNT)
      throw fieldError('amount', `quantità intera da 1 a ${SMART_LIST_CUSTOM_MAX_AMOUNT}`);
    return amount * 1000;
  }
  if (product.um === 'PZ' && !Number.isInteger(amount))
    throw fieldError('amount', 'i pezzi vanno indicati interi');
  const milli = Math.round(roundQuantity(amount) * 1000);
  if (product.um === 'KG' && milli % product.umStepMilli !== 0) {
    const step = String(product.umStepMilli / 1000).replace('.', ',');
    throw fieldError('amount', `il peso va indicato a passi di ${step} kg`);
  }
  if (milli > product.maxAmountMilli) throw new AppError('MAX_QUANTITY');
  return milli;
}
