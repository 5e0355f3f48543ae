import type { OrderMailFacts } from '../modules/mail';

/**
 * An order for the mail templates' tests: a weighed line picked lighter, a line unavailable,
 * one substituted, and a product whose name needs escaping; paid with the online card.
 */
export function orderMailFacts(overrides: Partial<OrderMailFacts> = {}): OrderMailFacts {
  return {
    to: 'giulia@example.it',
    language: 'it',
    firstName: 'Giulia',
    code: 100123,
    mode: 'IN_STORE',
    status: 'TO_BE_PREPARED',
    store: { name: 'Spesa Mazzini', address: 'Via Mazzini 10, 40137 Bologna (BO)' },
    deliveryAddress: null,
    slot: { date: '2026-11-27', from: '10:00:00', to: '12:00:00' },
    paymentMode: 'ONLINE_CARD',
    lines: [
      {
        ordered: { description: 'Mele Golden', um: 'KG', milli: 1000, cents: 250 },
        outcome: 'PICKED',
        prepared: { description: 'Mele Golden', um: 'KG', milli: 950, cents: 238 },
      },
      {
        ordered: { description: 'Latte intero 1 l', um: 'PZ', milli: 2000, cents: 258 },
        outcome: 'UNAVAILABLE',
        prepared: null,
      },
      {
        ordered: { description: 'Yogurt bianco', um: 'PZ', milli: 1000, cents: 99 },
        outcome: 'SUBSTITUTED',
        prepared: { description: 'Yogurt greco', um: 'PZ', milli: 1000, cents: 95 },
      },
      {
        ordered: { description: 'Prosciutto <crudo> & "dolce"', um: 'KG', milli: 150, cents: 420 },
        outcome: 'PICKED',
        prepared: { description: 'Prosciutto <crudo> & "dolce"', um: 'KG', milli: 160, cents: 448 },
      },
    ],
    money: {
      netTotalCents: 1027,
      deliveryFeeCents: 0,
      bagsCents: 20,
      totalToPayCents: 1047,
      preparedNetTotalCents: 781,
      preparedToPayCents: 801,
    },
    card: { authorisedCents: 1152, capturedCents: null, released: false },
    ...overrides,
  };
}

/** The order as placed: nothing prepared yet. */
export function placedOrderFacts(overrides: Partial<OrderMailFacts> = {}): OrderMailFacts {
  const base = orderMailFacts();
  return orderMailFacts({
    lines: base.lines.map((l) => ({ ...l, outcome: null, prepared: null })),
    money: { ...base.money, preparedNetTotalCents: null, preparedToPayCents: null },
    ...overrides,
  });
}

/** Intl writes a no-break space between figure and sign: '2,50 €' reads '2,50\u00a0€'. */
export const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');
