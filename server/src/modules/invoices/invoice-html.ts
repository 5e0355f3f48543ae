import type { InvoiceDocument, InvoiceSeller, InvoiceBuyerData } from '@spesa/contracts';
import { escapeXml } from './xml-text';

/** The copy's policy: its own inline style, nothing else, no script. */
export const INVOICE_COPY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TITLES = { TD01: 'Fattura', TD04: 'Nota di credito' } as const;

const esc = (text: string) => escapeXml(text).replace(/"/g, '&quot;');
const euro = (cents: number) =>
  (cents / 100).toLocaleString('it-IT', { style: 'currency', currency: 'EUR' });
const qty = (milli: number, um: 'KG' | 'PZ') =>
  `${(milli / 1000).toLocaleString('it-IT', { maximumFractionDigits: 3 })} ${um === 'KG' ? 'kg' : 'pz'}`;
const day = (iso: string) => iso.split('-').reverse().join('/');

function party(title: string, p: InvoiceSeller | InvoiceBuyerData, ids: string[]): string {
  const street = [p.address, p.streetNumber].filter(Boolean).join(' ');
  return `<section><h2>${title}</h2><p><strong>${esc(p.name)}</strong><br>${esc(street)}<br>${esc(
    `${p.zip} ${p.city} (${p.county})`,
  )}<br>${ids.map(esc).join('<br>')}</p></section>`;
}

function buyerIds(b: InvoiceBuyerData): string[] {
  return [
    b.vatNumber ? `Partita IVA IT${b.vatNumber}` : '',
    b.taxCode ? `Codice fiscale ${b.taxCode}` : '',
    `Codice destinatario ${b.recipientCode}`,
    b.pec ? `PEC ${b.pec}` : '',
  ].filter(Boolean);
}

/**
 * The readable copy of a document (copia di cortesia), in Italian as the document itself. The
 * XML is the invoice; this page says so.
 */
export function invoiceHtml(doc: InvoiceDocument): string {
  const title = `${TITLES[doc.kind]} n. ${doc.number} del ${day(doc.date)}`;
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td>${qty(l.quantityMilli, l.um)}</td><td>${euro(
          l.taxableCents,
        )}</td><td>${l.vatRate} %${l.nature ? ` (${l.nature})` : ''}</td></tr>`,
    )
    .join('');
  const summaries = doc.summaries
    .map(
      (s) =>
        `<tr><td>${s.vatRate} %</td><td>${euro(s.taxableCents)}</td><td>${euro(s.vatCents)}</td></tr>`,
    )
    .join('');
  const related = doc.related
    ? `<p>Rettifica la fattura n. ${esc(doc.related.number)} del ${day(doc.related.date)}.${
        doc.reason ? ` ${esc(doc.reason)}` : ''
      }</p>`
    : '';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:52rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid #bbb;padding:.3rem;text-align:left}
td+td,th+th{text-align:right;white-space:nowrap}.parties{display:flex;flex-wrap:wrap;gap:2rem}.note{font-size:.9rem;color:#444}</style></head>
<body><main><h1>${esc(title)}</h1>
<p>Ordine n. ${esc(doc.orderCode)} del ${day(doc.orderDate)}</p>${related}
<div class="parties">${party('Cedente', doc.seller, [`Partita IVA IT${doc.seller.vatNumber}`])}${party(
    'Cessionario',
    doc.buyer,
    buyerIds(doc.buyer),
  )}</div>
<table><caption>Righe</caption><thead><tr><th scope="col">Descrizione</th><th scope="col">Quantità</th><th scope="col">Imponibile</th><th scope="col">IVA</th></tr></thead><tbody>${lines}</tbody></table>
<table><caption>Riepilogo IVA</caption><thead><tr><th scope="col">Aliquota</th><th scope="col">Imponibile</th><th scope="col">Imposta</th></tr></thead><tbody>${summaries}</tbody></table>
<p><strong>Totale documento: ${euro(doc.totalCents)}</strong></p>
<p class="note">Copia di cortesia: il documento valido ai fini fiscali è il file XML FatturaPA, disponibile nel cassetto fiscale dell'Agenzia delle Entrate una volta trasmesso al Sistema di Interscambio.</p>
</main></body></html>`;
}
