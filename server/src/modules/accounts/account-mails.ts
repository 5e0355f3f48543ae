import { type Mail, greetingOf, renderMail, type MailLanguage } from '../mail';

interface Recipient {
  email: string;
  firstName: string | null;
  language: MailLanguage;
}

const footer: Record<MailLanguage, string> = {
  it: 'Questo messaggio è stato inviato automaticamente da Spesa: non rispondere a questo indirizzo.',
  en: 'This message was sent automatically by Spesa: please do not reply to this address.',
};

/** The link leads to the web app's reset page, which sends the token back with the new password. */
export function passwordResetMail(to: Recipient, url: string): Mail {
  const texts = {
    it: {
      subject: 'Spesa: reimposta la password',
      greeting: greetingOf('it', to.firstName),
      paragraphs: [
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo profilo Spesa.',
        "Il link vale per un'ora e si può usare una sola volta. Se non sei stato tu a chiederlo, ignora questo messaggio: la password attuale resta valida.",
      ],
      label: 'Scegli una nuova password',
    },
    en: {
      subject: 'Spesa: reset your password',
      greeting: greetingOf('en', to.firstName),
      paragraphs: [
        'we received a request to reset the password of your Spesa profile.',
        'The link is valid for one hour and works only once. If you did not ask for it, ignore this message: your current password stays valid.',
      ],
      label: 'Choose a new password',
    },
  }[to.language];
  return renderMail({
    to: to.email,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: texts.paragraphs,
    action: { label: texts.label, url },
    footer: footer[to.language],
  });
}

/** Confirms the deletion request; it is processed within 48 hours (spec 4 and 9). */
export function deleteRequestMail(to: Recipient): Mail {
  const texts = {
    it: {
      subject: 'Spesa: richiesta di eliminazione del profilo ricevuta',
      greeting: greetingOf('it', to.firstName),
      paragraphs: [
        'abbiamo ricevuto la tua richiesta di eliminare il profilo Spesa associato a questo indirizzo e-mail.',
        'La richiesta verrà elaborata entro 48 ore, dopo le verifiche necessarie.',
        'Se non sei stato tu a chiederlo, contatta subito il servizio clienti.',
      ],
    },
    en: {
      subject: 'Spesa: profile deletion request received',
      greeting: greetingOf('en', to.firstName),
      paragraphs: [
        'we received your request to delete the Spesa profile linked to this e-mail address.',
        'The request will be processed within 48 hours, after the necessary checks.',
        'If you did not ask for it, please contact customer service straight away.',
      ],
    },
  }[to.language];
  return renderMail({
    to: to.email,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: texts.paragraphs,
    footer: footer[to.language],
  });
}
