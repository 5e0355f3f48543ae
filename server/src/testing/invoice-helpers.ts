import { FIXTURE } from './cart-setup';
import {
  detailOf,
  handleItem,
  lineOf,
  moveTo,
  placeMixedOrder,
  type PlacedOrder,
  type StaffTest,
} from './store-orders-helpers';

/** A business billing address SdI takes: check digits right, a codice destinatario. */
export const BUSINESS = {
  vatCode: '04128730373',
  companyName: 'Studio Grafico Lombardi',
  phone: '051648221',
  recipientCode: 'M5UXCR1',
  address: 'Via Guglielmo Marconi',
  streetNumber: '12',
  zip: '40122',
  city: 'Bologna',
  county: 'BO',
  nation: 'IT',
};

/**
 * An order with an invoice (issue 32), picked (cheese at 0,934 kg, three coffees) and
 * collected: completed, its payment taken, its invoice written.
 */
export async function completedOrder(
  s: StaffTest,
  paymentMode: 'CASH' | 'ONLINE_CARD',
  billing: typeof BUSINESS & { ssnCode?: string } = BUSINESS,
): Promise<PlacedOrder> {
  const placed = await placeMixedOrder(s, { paymentMode, invoiceBilling: billing });
  const id = placed.order.id;
  const detail = detailOf(await moveTo(s.t, s.operator, id, 'IN_PREPARATION'));
  const { parmigiano, caffe } = FIXTURE.barcodes;
  await handleItem(s.t, s.operator, id, lineOf(detail, parmigiano).id, {
    action: 'PICK',
    operatorAmount: 0.934,
  });
  await handleItem(s.t, s.operator, id, lineOf(detail, caffe).id, {
    action: 'PICK',
    operatorAmount: 3,
  });
  for (const step of ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED'] as const)
    detailOf(await moveTo(s.t, s.operator, id, step));
  return placed;
}
