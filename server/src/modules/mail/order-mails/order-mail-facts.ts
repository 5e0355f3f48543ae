import type { MailLanguage } from '../mail-layout';

/** The order events that send the customer a mail, one each per order. */
export const orderMailEvents = [
  'confirmed',
  'ready',
  'completed',
  'cancelled',
  // Issue 29: one per confirmed change (its key names the version), and a renewal declined.
  'changed',
  'hold-failed',
] as const;
export type OrderMailEvent = (typeof orderMailEvents)[number];

/** How an order ended without the goods handed over: each reads differently in its mail. */
export type OrderEnding = 'ABORTED' | 'CANCELLED' | 'REFUSED' | 'NOT_COLLECTED';

/** A product and its amount: thousandths of a piece or grams (`milli`), euro cents. */
export interface OrderMailItem {
  description: string;
  um: 'KG' | 'PZ';
  milli: number;
  cents: number;
}

/** An ordered line and, once the store handled it, what it gave in its place. */
export interface OrderMailLine {
  ordered: OrderMailItem;
  outcome: 'PICKED' | 'UNAVAILABLE' | 'SUBSTITUTED' | null;
  /** The picked amount (PICKED) or the substitute (SUBSTITUTED); null otherwise. */
  prepared: OrderMailItem | null;
  /** A substitute the customer refused at handover (issue 30): given back, not charged. */
  refused?: boolean;
}

/** Everything an order mail says, read in the transaction that changed the order. */
export interface OrderMailFacts {
  to: string;
  language: MailLanguage;
  firstName: string | null;
  code: number;
  mode: 'AT_HOME' | 'IN_STORE' | 'DRIVE' | 'SHIPPED';
  /** The status the order just reached. */
  status: string;
  store: { name: string; address: string };
  /** The delivery address (home and courier orders), as it read at the order. */
  deliveryAddress: string | null;
  /** The slot's day (YYYY-MM-DD) and times (HH:MM[:SS]). */
  slot: { date: string; from: string; to: string };
  paymentMode: 'CASH' | 'BANCOMAT' | 'CREDIT_CARD' | 'ONLINE_CARD';
  lines: OrderMailLine[];
  money: {
    netTotalCents: number;
    deliveryFeeCents: number;
    bagsCents: number;
    totalToPayCents: number;
    /** The store's figures once prepared; null before. */
    preparedNetTotalCents: number | null;
    preparedToPayCents: number | null;
  };
  /** The online card's hold: null for orders paid otherwise. */
  card: { authorisedCents: number; capturedCents: number | null; released: boolean } | null;
}
