import { greetingOf } from '../mail-layout';
import type { Mail } from '../mail';
import { euro, slotText } from './mail-format';
import type { OrderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './order-mail-render';
import { preparedLines } from './order-lines';
import { deliversHome, orderFacts, orderFooter, orderNumber } from './order-mail-words';

function subjectOf(f: OrderMailFacts, number: string): string {
  if (f.language === 'en')
    return deliversHome(f.mode)
      ? `Your order ${number} is on its way`
      : `Your order ${number} is ready for collection`;
  if (f.mode === 'SHIPPED') return `Il tuo ordine ${number} è stato spedito`;
  return f.mode === 'AT_HOME'
    ? `Il tuo ordine ${number} è in consegna`
    : `Il tuo ordine ${number} è pronto per il ritiro`;
}

function introOf(f: OrderMailFacts, number: string): string {
  const slot = slotText(f.slot, f.language);
  const store = `${f.store.name}, ${f.store.address}`;
  if (f.language === 'it')
    return deliversHome(f.mode)
      ? `il tuo ordine ${number} è pronto e sta partendo: arriverà a ${f.deliveryAddress ?? ''} ${slot}.`
      : `il tuo ordine ${number} è pronto: puoi ritirarlo presso ${store}, ${slot}.`;
  return deliversHome(f.mode)
    ? `Your order ${number} is ready and on its way: it will reach ${f.deliveryAddress ?? ''} on ${slot}.`
    : `Your order ${number} is ready: you can collect it at ${store} on ${slot}.`;
}

function paymentParagraph(f: OrderMailFacts): string {
  const l = f.language;
  const total = euro(f.money.preparedToPayCents ?? 0, l);
  const home = deliversHome(f.mode);
  if (f.card) {
    const held = euro(f.card.authorisedCents, l);
    return l === 'it'
      ? `${home ? 'Alla consegna' : 'Al ritiro'} addebiteremo sulla carta ${total} e sbloccheremo la differenza rispetto all'importo di ${held} bloccato all'ordine.`
      : `On ${home ? 'delivery' : 'collection'} we will charge ${total} to your card and release the rest of the ${held} held.`;
  }
  return l === 'it' ? `Totale da pagare: ${total}.` : `Total to pay: ${total}.`;
}

/** The order prepared and handed to the courier, or waiting in the store. */
export function readyMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  return renderOrderMail(
    {
      to: f.to,
      subject: subjectOf(f, number),
      greeting: greetingOf(l, f.firstName),
      blocks: [
        { kind: 'paragraph', text: introOf(f, number) },
        { kind: 'facts', rows: orderFacts(f) },
        preparedLines(f),
        { kind: 'paragraph', text: paymentParagraph(f) },
      ],
      footer: orderFooter(l),
    },
    l,
  );
}
