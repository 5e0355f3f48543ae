import { escapeHtml } from '../html-escape';
import type { Mail } from '../mail';

/** A row of a mail's table: its cells (HTML) and the line the text part shows for it. */
export interface TableRow {
  cells: readonly string[];
  text: string;
  /** A second line under the row: an unavailable item, a substitute. */
  note?: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | {
      kind: 'table';
      head: readonly string[];
      rows: readonly TableRow[];
      totals: readonly (readonly [label: string, value: string])[];
    };

export interface OrderMailContent {
  to: string;
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  footer: string;
}

const GREY = 'color:#5f6368';
const CELL = 'padding:6px 8px;border-bottom:1px solid #e0e0e0;text-align:left;vertical-align:top';
const RIGHT = 'text-align:right;white-space:nowrap';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return [
        ...block.rows.map((r) => `- ${r.text}${r.note ? `\n  ${r.note}` : ''}`),
        '',
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
  }
}

// The last column holds amounts: right-aligned, as on a receipt.
const cellStyle = (i: number, n: number) => (i === n - 1 && n > 1 ? `${CELL};${RIGHT}` : CELL);

function tableHtml(block: Extract<MailBlock, { kind: 'table' }>): string {
  const n = block.head.length;
  const head = block.head.map((h, i) => `<th style="${cellStyle(i, n)}">${escapeHtml(h)}</th>`);
  const rows = block.rows.map((r) => {
    const cells = r.cells.map((c, i) => `<td style="${cellStyle(i, n)}">${escapeHtml(c)}</td>`);
    const note = r.note
      ? `<tr><td colspan="${n}" style="${CELL};${GREY};font-size:13px">${escapeHtml(r.note)}</td></tr>`
      : '';
    return `<tr>${cells.join('')}</tr>${note}`;
  });
  const totals = block.totals.map(
    ([label, value]) =>
      `<tr><td colspan="${n - 1}" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</td><td style="padding:4px 8px;${RIGHT};font-weight:600">${escapeHtml(value)}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;width:100%;margin:16px 0;font-size:14px"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}${totals.join('')}</tbody></table>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table style="border-collapse:collapse;margin:16px 0">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="padding:2px 12px 2px 0;text-align:left;vertical-align:top;${GREY};font-weight:400">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'table':
      return tableHtml(block);
  }
}

/**
 * An order mail in the look of every shop mail (mail-layout.ts): the text part with its lines
 * as a list, the HTML part with them in a table. Every text is escaped here, once.
 */
export function renderOrderMail(content: OrderMailContent, language: string): Mail {
  const { to, subject, greeting, blocks, footer } = content;
  const text = [greeting, '', ...blocks.flatMap((b) => [blockText(b), '']), footer].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:600px;margin:0 auto;padding:24px"><h1 style="color:#d6001c;font-size:22px">Spesa</h1><p>${escapeHtml(greeting)}</p>${blocks.map(blockHtml).join('')}<p style="font-size:13px;${GREY}">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}
