import { greetingOf } from '../mail-layout';
import type { Mail } from '../mail';
import { euro } from './mail-format';
import type { OrderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './order-mail-render';
import { preparedLines } from './order-lines';
import { orderFacts, orderFooter, orderNumber } from './order-mail-words';

/** What was taken: the card's capture and the hold let go, or the amount paid in person. */
function paymentParagraph(f: OrderMailFacts): string {
  const l = f.language;
  const total = euro(f.money.preparedToPayCents ?? 0, l);
  if (!f.card) return l === 'it' ? `Hai pagato ${total}.` : `You paid ${total}.`;
  const held = euro(f.card.authorisedCents, l);
  const captured = f.card.capturedCents ?? 0;
  const released = euro(f.card.authorisedCents - captured, l);
  if (captured === 0)
    return l === 'it'
      ? `Non ti abbiamo addebitato nulla: abbiamo sbloccato per intero l'importo di ${held} bloccato sulla carta.`
      : `We have charged you nothing: the whole ${held} held on your card has been released.`;
  return l === 'it'
    ? `Sulla carta abbiamo addebitato ${euro(captured, l)} e sbloccato la differenza di ${released} rispetto all'importo di ${held} bloccato all'ordine. La banca può impiegare qualche giorno a mostrarlo.`
    : `We have charged ${euro(captured, l)} to your card and released the remaining ${released} of the ${held} held. Your bank may take a few days to show it.`;
}

/** Delivered or collected: the receipt, ordered against prepared, and the money taken. */
export function receiptMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  const collected = f.status === 'COLLECTED';
  const subject =
    l === 'it'
      ? `Ordine ${number} ${collected ? 'ritirato' : 'consegnato'}: lo scontrino`
      : `Order ${number} ${collected ? 'collected' : 'delivered'}: your receipt`;
  const intro =
    l === 'it'
      ? `grazie per aver fatto la spesa con noi: il tuo ordine ${number} è stato ${collected ? 'ritirato' : 'consegnato'}. Qui sotto trovi lo scontrino, riga per riga, con quanto hai ordinato e quanto abbiamo preparato.`
      : `Thank you for shopping with us: your order ${number} has been ${collected ? 'collected' : 'delivered'}. Below is your receipt, line by line, with what you ordered and what we prepared.`;
  return renderOrderMail(
    {
      to: f.to,
      subject,
      greeting: greetingOf(l, f.firstName),
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'facts', rows: orderFacts(f) },
        preparedLines(f),
        { kind: 'paragraph', text: paymentParagraph(f) },
      ],
      footer: orderFooter(l),
    },
    l,
  );
}
