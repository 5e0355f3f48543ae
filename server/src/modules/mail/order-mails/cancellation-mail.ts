import { greetingOf, type MailLanguage } from '../mail-layout';
import type { Mail } from '../mail';
import { euro } from './mail-format';
import type { OrderEnding, OrderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './order-mail-render';
import { orderedLines } from './order-lines';
import { orderFacts, orderFooter, orderNumber } from './order-mail-words';

const SUBJECTS: Record<OrderEnding, Record<MailLanguage, (n: string) => string>> = {
  ABORTED: { it: (n) => `Ordine ${n} annullato`, en: (n) => `Order ${n} cancelled` },
  CANCELLED: { it: (n) => `Ordine ${n} annullato`, en: (n) => `Order ${n} cancelled` },
  REFUSED: { it: (n) => `Ordine ${n} rifiutato`, en: (n) => `Order ${n} refused` },
  NOT_COLLECTED: { it: (n) => `Ordine ${n} non ritirato`, en: (n) => `Order ${n} not collected` },
};

const INTROS: Record<OrderEnding, Record<MailLanguage, (n: string) => string>> = {
  ABORTED: {
    it: (n) => `come hai chiesto, abbiamo annullato il tuo ordine ${n}.`,
    en: (n) => `As you asked, we have cancelled your order ${n}.`,
  },
  CANCELLED: {
    it: (n) =>
      `ci dispiace: il punto vendita ha dovuto annullare il tuo ordine ${n}. Per qualsiasi domanda puoi contattare il negozio.`,
    en: (n) =>
      `We are sorry: the store had to cancel your order ${n}. If you have any questions, please contact the store.`,
  },
  REFUSED: {
    it: (n) => `abbiamo registrato che hai rifiutato il tuo ordine ${n}.`,
    en: (n) => `We have recorded that you refused your order ${n}.`,
  },
  NOT_COLLECTED: {
    it: (n) => `il tuo ordine ${n} non è stato ritirato entro la fascia oraria scelta.`,
    en: (n) => `Your order ${n} was not collected within the time slot you chose.`,
  },
};

function moneyParagraph(f: OrderMailFacts): string {
  const l = f.language;
  if (!f.card) return l === 'it' ? 'Non devi pagare nulla.' : 'You have nothing to pay.';
  const held = euro(f.card.authorisedCents, l);
  return l === 'it'
    ? `Non ti addebitiamo nulla: abbiamo sbloccato l'importo di ${held} bloccato sulla tua carta. La banca può impiegare qualche giorno a mostrarlo.`
    : `You are not charged: we have released the ${held} held on your card. Your bank may take a few days to show it.`;
}

/** Which ending a final status is; ABORTED is the customer's own cancellation. */
export function endingOf(status: string): OrderEnding {
  return status === 'ABORTED' || status === 'REFUSED' || status === 'NOT_COLLECTED'
    ? status
    : 'CANCELLED';
}

/** An order that ended with nothing handed over: the customer's abort or the store's cancel. */
export function cancellationMail(f: OrderMailFacts): Mail {
  const l = f.language;
  const number = orderNumber(f.code, l);
  const ending = endingOf(f.status);
  return renderOrderMail(
    {
      to: f.to,
      subject: SUBJECTS[ending][l](number),
      greeting: greetingOf(l, f.firstName),
      blocks: [
        { kind: 'paragraph', text: INTROS[ending][l](number) },
        { kind: 'facts', rows: orderFacts(f) },
        orderedLines(f),
        { kind: 'paragraph', text: moneyParagraph(f) },
      ],
      footer: orderFooter(l),
    },
    l,
  );
}
