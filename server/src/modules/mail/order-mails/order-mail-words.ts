import type { MailLanguage } from '../mail-layout';
import { slotText } from './mail-format';
import type { OrderMailFacts } from './order-mail-facts';

type Words = Record<MailLanguage, string>;

const MODES: Record<OrderMailFacts['mode'], Words> = {
  AT_HOME: { it: 'Consegna a domicilio', en: 'Home delivery' },
  SHIPPED: { it: 'Spedizione con corriere', en: 'Courier delivery' },
  IN_STORE: { it: 'Ritiro in negozio', en: 'Collection in store' },
  DRIVE: { it: 'Ritiro in auto (drive)', en: 'Drive-through collection' },
};

const PAYMENTS: Record<OrderMailFacts['paymentMode'], Words> = {
  CASH: { it: 'Contanti', en: 'Cash' },
  BANCOMAT: { it: 'Bancomat', en: 'Debit card (Bancomat)' },
  CREDIT_CARD: { it: 'Carta di credito', en: 'Credit card' },
  ONLINE_CARD: { it: 'Carta online', en: 'Card, paid online' },
};

const LABELS = {
  order: { it: 'Ordine', en: 'Order' },
  mode: { it: 'Servizio', en: 'Service' },
  slot: { it: 'Fascia oraria', en: 'Time slot' },
  address: { it: 'Indirizzo', en: 'Address' },
  store: { it: 'Punto vendita', en: 'Store' },
  payment: { it: 'Pagamento', en: 'Payment' },
} satisfies Record<string, Words>;

export const deliversHome = (mode: OrderMailFacts['mode']) =>
  mode === 'AT_HOME' || mode === 'SHIPPED';

export const orderNumber = (code: number, language: MailLanguage) =>
  language === 'it' ? `n. ${code}` : `no. ${code}`;

/** The order's facts every mail repeats: number, service, slot, where, payment. */
export function orderFacts(f: OrderMailFacts): [string, string][] {
  const l = f.language;
  const where: [string, string] = deliversHome(f.mode)
    ? [LABELS.address[l], f.deliveryAddress ?? '']
    : [LABELS.store[l], `${f.store.name}, ${f.store.address}`];
  return [
    [LABELS.order[l], orderNumber(f.code, l)],
    [LABELS.mode[l], MODES[f.mode][l]],
    [LABELS.slot[l], slotText(f.slot, l)],
    where,
    [LABELS.payment[l], PAYMENTS[f.paymentMode][l]],
  ];
}

/**
 * Order mails are service mails: sent whatever the marketing consent (accept3) says, and the
 * footer says so.
 */
export function orderFooter(language: MailLanguage): string {
  return language === 'it'
    ? 'Spesa · Questa è una comunicazione di servizio sul tuo ordine: la ricevi anche se non hai dato il consenso alle comunicazioni commerciali.'
    : 'Spesa · This is a service message about your order: you receive it even if you have not agreed to marketing messages.';
}
