import { SHOP_TIME_ZONE } from '../../shared/shop-time';
import { escapeHtml } from './html-escape';
import type { OutboxMail } from './outbox-repository';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The text body, escaped, with its http(s) links made clickable (activation, reset). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

function status(mail: OutboxMail): string {
  if (mail.sentAt) return `Inviata il ${romeTime.format(mail.sentAt)}`;
  if (mail.error) return `Non inviata: ${mail.error}`;
  return 'In uscita (non inviata)';
}

function mailHeader(mail: OutboxMail, headingLink: boolean): string {
  const subject = escapeHtml(mail.subject);
  const title = headingLink ? `<a href="/outbox/${mail.id}">${subject}</a>` : subject;
  return `<h2>${title}</h2>
<dl>
<dt>A</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>Creata</dt><dd><time datetime="${mail.createdAt.toISOString()}">${romeTime.format(mail.createdAt)}</time></dd>
<dt>Stato</dt><dd>${escapeHtml(status(mail))}</dd>
</dl>`;
}

function textBody(mail: OutboxMail): string {
  return `<pre class="body">${linkify(mail.textBody)}</pre>`;
}

/**
 * The mail's own HTML in a sandboxed frame: no scripts, no access to this page; its links open
 * in a new tab so the shop opens outside the sandbox.
 */
function htmlFrame(mail: OutboxMail): string {
  const base = '<base target="_blank">';
  const html = /<head[^>]*>/i.test(mail.htmlBody)
    ? mail.htmlBody.replace(/<head[^>]*>/i, (head) => head + base)
    : mail.htmlBody.replace(/<html[^>]*>/i, (open) => `${open}<head>${base}</head>`);
  return `<iframe title="Versione HTML del messaggio" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;color:#1d1d1f;max-width:56rem;margin:0 auto;padding:1rem}
article{border:1px solid #c4c7c5;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
h2{font-size:1.1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.body{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.75rem;border-radius:6px}
a{color:#0b57d0}iframe{width:100%;height:32rem;border:1px solid #c4c7c5;border-radius:6px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}

const INTRO =
  '<p>Le e-mail che la demo avrebbe spedito (attivazione, reimpostazione della password…), dalla più recente. Questa pagina non esiste in produzione.</p>';

export function outboxListPage(mails: OutboxMail[]): string {
  const items = mails.length
    ? mails.map((m) => `<article>${mailHeader(m, true)}${textBody(m)}</article>`).join('\n')
    : '<p>Nessuna e-mail in uscita.</p>';
  return page('Posta in uscita — demo', `<h1>Posta in uscita — demo</h1>${INTRO}\n${items}`);
}

export function outboxMailPage(mail: OutboxMail): string {
  return page(
    `${mail.subject} — Posta in uscita`,
    `<p><a href="/outbox">← Tutta la posta in uscita</a></p>
<h1>Messaggio</h1><article>${mailHeader(mail, false)}
<h3>Testo</h3>${textBody(mail)}
<h3>HTML</h3>${htmlFrame(mail)}</article>`,
  );
}
