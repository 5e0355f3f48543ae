import { escapeHtml } from './html-escape';
import type { Mail } from './mail';

export type MailLanguage = 'it' | 'en';

/**
 * 'Ciao Giulia,' or, for an account from the short signup that holds no name yet (spec 7),
 * just 'Ciao,'.
 */
export function greetingOf(language: MailLanguage, firstName: string | null): string {
  const hello = language === 'it' ? 'Ciao' : 'Hello';
  return firstName ? `${hello} ${firstName},` : `${hello},`;
}

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** One look for every mail: a plain-text part and a simple, inline-styled HTML part. */
export function renderMail(content: MailContent): Mail {
  const { to, subject, greeting, paragraphs, action, footer } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#d6001c;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#5f6368">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:0 auto;padding:24px"><h1 style="color:#d6001c;font-size:22px">Spesa</h1><p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<p style="font-size:13px;color:#5f6368">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}
