// The public face of mail: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { greetingOf, type MailLanguage, renderMail } from './mail-layout';
export { mailQueued } from './mail-signal';
export { type Mail, queueMail, queueMailOnce } from './mail';
export { escapeHtml } from './html-escape';
export {
  type OrderMailEvent,
  type OrderMailFacts,
  type OrderMailLine,
} from './order-mails/order-mail-facts';
export { orderMail, orderMailEventOf, orderMailKey } from './order-mails/order-mail';
