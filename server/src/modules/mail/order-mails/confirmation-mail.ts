import { greetingOf } from '../mail-layout';
import type { Mail } from '../mail';
import { euro } from './mail-format';
import type { OrderMailFacts } from './order-mail-facts';
import { renderOrderMail, type MailBlock } from './order-mail-render';
import { orderedLines } from './order-lines';
import { deliversHome, orderFacts, orderFooter, orderNumber } from './order-mail-words';

function paymentParagraph(f: OrderMailFacts): string {
  const l = f.language;
  if (f.card) {
    const held = euro(f.card.authorisedCents, l);
    return l === 'it'
      ? `Sulla tua carta abbiamo bloccato ${held}: il totale più un margine per i prodotti a peso. Addebiteremo solo l'importo della spesa preparata e sbloccheremo il resto.`
      : `We have placed a hold of ${held} on your card: the total plus a margin for products sold by weight. We will charge only the amount of the groceries we prepare and release the rest.`;
  }
  const home = deliversHome(f.mode);
  if (l === 'it')
    return `Pagherai ${home ? 'alla consegna' : 'al ritiro'} l'importo della spesa preparata: i prodotti a peso possono far variare di poco il totale.`;
  return `You will pay ${home ? 'on delivery' : 'on collection'} for the groceries we prepare: products sold by weight may change the total slightly.`;
}

/** The order as placed: sent with the order, in the freeze's transaction. */
export function confirmationMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  const intro =
    l === 'it'
      ? `grazie per il tuo ordine ${number}: lo abbiamo ricevuto e lo prepareremo per la fascia oraria scelta.`
      : `Thank you for your order ${number}: we have received it and will prepare it for the time slot you chose.`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: intro },
    { kind: 'facts', rows: orderFacts(f) },
    orderedLines(f),
    { kind: 'paragraph', text: paymentParagraph(f) },
    {
      kind: 'paragraph',
      text:
        l === 'it'
          ? "Finché non iniziamo a prepararlo puoi annullare l'ordine dalla pagina dei tuoi ordini."
          : 'Until we start preparing it you can cancel the order from your orders page.',
    },
  ];
  return renderOrderMail(
    {
      to: f.to,
      subject: l === 'it' ? `Ordine ${number} confermato` : `Order ${number} confirmed`,
      greeting: greetingOf(l, f.firstName),
      blocks,
      footer: orderFooter(l),
    },
    l,
  );
}
