import type { MailLanguage } from '../mail-layout';
import { euro, quantity } from './mail-format';
import type { OrderMailFacts, OrderMailLine } from './order-mail-facts';
import type { MailBlock, TableRow } from './order-mail-render';

const HEAD = {
  it: {
    product: 'Prodotto',
    qty: 'Quantità',
    ordered: 'Ordinato',
    prepared: 'Preparato',
    amount: 'Importo',
  },
  en: {
    product: 'Product',
    qty: 'Quantity',
    ordered: 'Ordered',
    prepared: 'Prepared',
    amount: 'Amount',
  },
} as const;

const TOTALS = {
  it: {
    goods: 'Spesa',
    prepared: 'Spesa preparata',
    delivery: 'Consegna',
    bags: 'Sacchetti',
    total: 'Totale',
  },
  en: {
    goods: 'Groceries',
    prepared: 'Groceries prepared',
    delivery: 'Delivery',
    bags: 'Bags',
    total: 'Total',
  },
} as const;

function feeRows(f: OrderMailFacts): [string, string][] {
  const t = TOTALS[f.language];
  const rows: [string, string][] = [];
  if (f.money.deliveryFeeCents > 0)
    rows.push([t.delivery, euro(f.money.deliveryFeeCents, f.language)]);
  if (f.money.bagsCents > 0) rows.push([t.bags, euro(f.money.bagsCents, f.language)]);
  return rows;
}

/** The lines as ordered, with the order's totals: the confirmation and the cancellation. */
export function orderedLines(f: OrderMailFacts): MailBlock {
  const l = f.language;
  const h = HEAD[l];
  const t = TOTALS[l];
  const rows = f.lines.map(({ ordered: o }): TableRow => {
    const qty = quantity(o.milli, o.um, l);
    const amount = euro(o.cents, l);
    return { cells: [o.description, qty, amount], text: `${o.description}, ${qty}: ${amount}` };
  });
  return {
    kind: 'table',
    head: [h.product, h.qty, h.amount],
    rows,
    totals: [
      [t.goods, euro(f.money.netTotalCents, l)],
      ...feeRows(f),
      [t.total, euro(f.money.totalToPayCents, l)],
    ],
  };
}

function preparedCell(line: OrderMailLine, language: MailLanguage): string {
  const p = line.prepared;
  if (line.outcome === 'UNAVAILABLE' || !p)
    return language === 'it' ? 'Non disponibile' : 'Unavailable';
  const qty = quantity(p.milli, p.um, language);
  if (line.outcome !== 'SUBSTITUTED') return qty;
  if (line.refused) return language === 'it' ? `Sostituto rifiutato` : `Substitute refused`;
  return language === 'it' ? `Sostituito: ${qty}` : `Substituted: ${qty}`;
}

/** The text part's account of a line: 'ordinato 1 kg, preparato 950 g'. */
function preparedText(line: OrderMailLine, ordered: string, language: MailLanguage): string {
  const it = language === 'it';
  const p = line.prepared;
  const head = `${it ? 'ordinato' : 'ordered'} ${ordered}`;
  if (line.outcome === 'UNAVAILABLE' || !p)
    return `${head}, ${it ? 'non disponibile' : 'unavailable'}`;
  const qty = quantity(p.milli, p.um, language);
  if (line.outcome !== 'SUBSTITUTED') return `${head}, ${it ? 'preparato' : 'prepared'} ${qty}`;
  if (line.refused)
    return `${head}, ${it ? 'sostituto rifiutato' : 'substitute refused'} (${p.description})`;
  return `${head}, ${it ? 'sostituito con' : 'substituted with'} ${p.description}, ${qty}`;
}

function preparedNote(line: OrderMailLine, language: MailLanguage): string | undefined {
  if (line.outcome === 'UNAVAILABLE')
    return language === 'it'
      ? `${line.ordered.description}: non disponibile, non ti viene addebitato.`
      : `${line.ordered.description}: unavailable, you are not charged for it.`;
  if (line.outcome === 'SUBSTITUTED' && line.prepared && line.refused)
    return language === 'it'
      ? `Hai rifiutato ${line.prepared.description} al posto di ${line.ordered.description}: non ti viene addebitato.`
      : `You refused ${line.prepared.description} in place of ${line.ordered.description}: you are not charged for it.`;
  if (line.outcome === 'SUBSTITUTED' && line.prepared)
    return language === 'it'
      ? `Al posto di ${line.ordered.description} abbiamo messo ${line.prepared.description}.`
      : `In place of ${line.ordered.description} we gave you ${line.prepared.description}.`;
  return undefined;
}

/**
 * Ordered against prepared, line by line (real weights, substitutes, unavailable items), with
 * the prepared totals: the ready and the receipt mails.
 */
export function preparedLines(f: OrderMailFacts): MailBlock {
  const l = f.language;
  const h = HEAD[l];
  const t = TOTALS[l];
  const rows = f.lines.map((line): TableRow => {
    const ordered = quantity(line.ordered.milli, line.ordered.um, l);
    const prepared = preparedCell(line, l);
    const charged = line.outcome !== 'UNAVAILABLE' && line.refused !== true;
    const amount = euro(charged ? (line.prepared?.cents ?? 0) : 0, l);
    const text = `${line.ordered.description}: ${preparedText(line, ordered, l)}, ${amount}`;
    const note = preparedNote(line, l);
    return {
      cells: [line.ordered.description, ordered, prepared, amount],
      text,
      ...(note ? { note } : {}),
    };
  });
  return {
    kind: 'table',
    head: [h.product, h.ordered, h.prepared, h.amount],
    rows,
    totals: [
      [t.prepared, euro(f.money.preparedNetTotalCents ?? 0, l)],
      // A cart the store could not fill at all owes no fee either (prepared-money.ts).
      ...((f.money.preparedToPayCents ?? 0) > 0 ? feeRows(f) : []),
      [t.total, euro(f.money.preparedToPayCents ?? 0, l)],
    ],
  };
}
