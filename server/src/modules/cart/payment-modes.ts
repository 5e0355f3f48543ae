import type { DeliveryModeId, PaymentMode } from '@spesa/contracts';

/**
 * Payment modes per delivery mode, a constant rather than a table: they follow from how each
 * mode hands the shopping over, not from a store's choice. Paid on handover: the driver
 * carries a POS and takes cash; at the counter and the drive the till takes all three; the
 * courier of SHIPPED takes cards only. ONLINE_CARD, pre-authorised at the freeze (spec 9), suits
 * every mode and exists whenever an acquirer is configured (PAYMENT_PROVIDER); whether the
 * shopper has a card linked is checked at the freeze, and the web offers it only then.
 */
const ON_HANDOVER: Record<DeliveryModeId, readonly PaymentMode[]> = {
  AT_HOME: ['CASH', 'BANCOMAT', 'CREDIT_CARD'],
  IN_STORE: ['CASH', 'BANCOMAT', 'CREDIT_CARD'],
  DRIVE: ['CASH', 'BANCOMAT', 'CREDIT_CARD'],
  SHIPPED: ['BANCOMAT', 'CREDIT_CARD'],
};

export function allowedPaymentModes(
  mode: DeliveryModeId,
  opts: { onlineCard: boolean },
): PaymentMode[] {
  return [...ON_HANDOVER[mode], ...(opts.onlineCard ? (['ONLINE_CARD'] as const) : [])];
}
