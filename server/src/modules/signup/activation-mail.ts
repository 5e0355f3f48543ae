import { type Mail, greetingOf, renderMail, type MailLanguage } from '../mail';

interface Recipient {
  email: string;
  firstName: string | null;
  language: MailLanguage;
}

const texts = {
  it: {
    subject: 'Spesa: attiva il tuo profilo',
    paragraphs: [
      'grazie per esserti registrato a Spesa.',
      'Per attivare il profilo e poter accedere apri il link qui sotto: vale 7 giorni e si può usare una sola volta.',
      'Se non hai chiesto tu la registrazione, ignora questo messaggio.',
    ],
    label: 'Attiva il profilo',
    footer:
      'Questo messaggio è stato inviato automaticamente da Spesa: non rispondere a questo indirizzo.',
  },
  en: {
    subject: 'Spesa: activate your profile',
    paragraphs: [
      'thank you for signing up to Spesa.',
      'To activate your profile and log in, open the link below: it is valid for 7 days and works only once.',
      'If you did not sign up, ignore this message.',
    ],
    label: 'Activate your profile',
    footer: 'This message was sent automatically by Spesa: please do not reply to this address.',
  },
} satisfies Record<MailLanguage, unknown>;

/** The mail that ends registration (spec 4): the account works once its link is opened. */
export function activationMail(to: Recipient, url: string): Mail {
  const t = texts[to.language];
  return renderMail({
    to: to.email,
    subject: t.subject,
    greeting: greetingOf(to.language, to.firstName),
    paragraphs: t.paragraphs,
    action: { label: t.label, url },
    footer: t.footer,
  });
}

/** The web app's activation page, which posts the token back to /cli/profiles/activate. */
export function activationUrl(origin: string, token: string): string {
  return `${origin}/app/signup/activate?token=${encodeURIComponent(token)}`;
}
