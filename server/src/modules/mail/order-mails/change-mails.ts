import { greetingOf } from '../mail-layout';
import type { Mail } from '../mail';
import { euro } from './mail-format';
import type { OrderMailFacts } from './order-mail-facts';
import { renderOrderMail, type MailBlock } from './order-mail-render';
import { orderedLines } from './order-lines';
import { orderFacts, orderFooter, orderNumber } from './order-mail-words';

/** Issue 29: the order as a confirmed change left it, one mail per version. */
export function changeMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  const intro =
    l === 'it'
      ? `abbiamo registrato le modifiche al tuo ordine ${number}. Ecco l'ordine come lo prepareremo.`
      : `We have saved the changes to your order ${number}. This is the order as we will prepare it.`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: intro },
    { kind: 'facts', rows: orderFacts(f) },
    orderedLines(f),
  ];
  if (f.card) {
    const held = euro(f.card.authorisedCents, l);
    blocks.push({
      kind: 'paragraph',
      text:
        l === 'it'
          ? `Sulla tua carta ora è bloccato ${held} per il nuovo totale; il blocco precedente è stato annullato.`
          : `Your card now holds ${held} for the new total; the previous hold has been released.`,
    });
  }
  blocks.push({
    kind: 'paragraph',
    text:
      l === 'it'
        ? 'Puoi modificarlo ancora fino al limite di orario della fascia scelta, dalla pagina dei tuoi ordini.'
        : 'You can change it again until the cut-off of the chosen time slot, from your orders page.',
  });
  return renderOrderMail(
    {
      to: f.to,
      subject: l === 'it' ? `Ordine ${number} modificato` : `Order ${number} changed`,
      greeting: greetingOf(l, f.firstName),
      blocks,
      footer: orderFooter(l),
    },
    l,
  );
}

/** Issue 29: the card's hold could not be renewed before the slot; the customer must act. */
export function holdFailedMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  const text =
    l === 'it'
      ? `la preautorizzazione sulla tua carta per l'ordine ${number} sta per scadere prima della consegna e la banca non ha autorizzato il suo rinnovo. Collega un'altra carta nella pagina Pagamenti o contattaci: senza una preautorizzazione valida non possiamo addebitare la spesa.`
      : `The hold on your card for order ${number} expires before delivery and your bank did not approve renewing it. Link another card on the Payments page or contact us: without a valid hold we cannot charge the groceries.`;
  return renderOrderMail(
    {
      to: f.to,
      subject:
        l === 'it'
          ? `Ordine ${number}: pagamento da rinnovare`
          : `Order ${number}: payment needs renewing`,
      greeting: greetingOf(l, f.firstName),
      blocks: [
        { kind: 'paragraph', text },
        { kind: 'facts', rows: orderFacts(f) },
      ],
      footer: orderFooter(l),
    },
    l,
  );
}
