import { z } from 'zod';
import { deliveryModes } from './delivery-modes';

export { deliveryModes, deliversToAddress } from './delivery-modes';
export const DeliveryModeId = z.enum(deliveryModes);
export type DeliveryModeId = z.infer<typeof DeliveryModeId>;

/** KG: sold by weight; PZ: sold by pieces. */
export const units = ['KG', 'PZ'] as const;
export const Unit = z.enum(units);
export type Unit = z.infer<typeof Unit>;

export const orderStatuses = [
  'ISSUING_RECEIPT',
  'CANCELLED',
  'ABORTED',
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'COLLECTED',
  'NOT_COLLECTED',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'DELIVERED',
  'REFUSED',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const paymentModes = ['CASH', 'BANCOMAT', 'CREDIT_CARD', 'ONLINE_CARD'] as const;
export const PaymentMode = z.enum(paymentModes);
export type PaymentMode = z.infer<typeof PaymentMode>;

/** The six product tags with known ids (spec section 2). */
export const productTagIds = [
  'Bio',
  'Senza_glutine',
  'Senza_lattosio',
  'Benessere',
  'Vegano',
  'Territorio',
] as const;

/** Category descriptions known to the shop; icons are chosen from them (spec section 2). */
export const knownCategoryDescriptions = [
  'ORTOFRUTTA',
  'CARNI',
  'DROGHERIA ALIMENTARE',
  'BEVANDE',
  'EXTRALIMENTARE',
  'LATTICINI SALUMI E FORMAGGI',
  'FRESCO',
  'COLAZIONE SNACK E INTEGRATORI',
  'FREDDO',
  'PESCE',
  'CURAPERSONA',
  'CURACASA',
  'PETCARE',
  'ELETTRONICA E FAI DA TE',
  'RICORRENZE E COLLECTION',
  'Nessuna classificazione',
] as const;

export const promotionValueTypes = ['PERCENT', 'AMOUNT', 'FIXED_PRICE', 'UNKNOWN'] as const;
export const PromotionValueType = z.enum(promotionValueTypes);
export type PromotionValueType = z.infer<typeof PromotionValueType>;
