import { CONSUMER_RECIPIENT_CODE } from './fatturapa';
import type { InvoiceDocument } from './fatturapa-document';
import { isValidTaxCodeOrVat, isValidVatNumber } from './tax-codes';

/**
 * The checks the Sistema di Interscambio makes that the XSD cannot (issue 32), on the invoice
 * before it is written: a file failing one would come back as a 'notifica di scarto'. Each
 * problem carries the SdI error code it stands for, or 'SPESA' for the shop's own rules.
 */
export interface SdiProblem {
  code: string;
  message: string;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function partyProblems(doc: InvoiceDocument): SdiProblem[] {
  const out: SdiProblem[] = [];
  const { seller, buyer } = doc;
  if (!isValidVatNumber(seller.vatNumber))
    out.push({ code: '00301', message: 'Partita IVA del cedente non valida' });
  if (!buyer.vatNumber && !buyer.taxCode)
    out.push({
      code: '00417',
      message: 'Cessionario senza IdFiscaleIVA né CodiceFiscale: almeno uno è obbligatorio',
    });
  if (buyer.vatNumber && !isValidVatNumber(buyer.vatNumber))
    out.push({ code: '00305', message: 'Partita IVA del cessionario non valida' });
  if (buyer.taxCode && !isValidTaxCodeOrVat(buyer.taxCode))
    out.push({ code: '00306', message: 'Codice fiscale del cessionario non valido' });
  if (!/^[A-Z0-9]{7}$/.test(buyer.recipientCode))
    out.push({ code: '00427', message: 'CodiceDestinatario di 7 caratteri richiesto (FPR12)' });
  if (buyer.kind === 'CONSUMER' && buyer.recipientCode !== CONSUMER_RECIPIENT_CODE)
    out.push({ code: 'SPESA', message: "Un privato riceve la fattura con codice '0000000'" });
  return out;
}

function rateProblems(doc: InvoiceDocument): SdiProblem[] {
  const out: SdiProblem[] = [];
  for (const line of doc.lines) {
    if (line.vatRate === 0 && !line.nature)
      out.push({ code: '00400', message: `Riga '${line.description}' al 0 % senza Natura` });
    if (line.vatRate > 0 && line.nature)
      out.push({ code: '00401', message: `Riga '${line.description}' con aliquota e Natura` });
    if (line.quantityMilli <= 0)
      out.push({ code: 'SPESA', message: `Riga '${line.description}' senza quantità` });
  }
  return out;
}

const rateKey = (rate: number, nature: string | null) => `${rate}|${nature ?? ''}`;

function totalProblems(doc: InvoiceDocument): SdiProblem[] {
  const out: SdiProblem[] = [];
  const keys = new Set(doc.lines.map((l) => rateKey(l.vatRate, l.nature)));
  for (const key of keys) {
    if (!doc.summaries.some((s) => rateKey(s.vatRate, s.nature) === key))
      out.push({
        code: '00419',
        message: `Manca il riepilogo dell'aliquota ${key.split('|')[0]} %`,
      });
  }
  for (const s of doc.summaries) {
    const key = rateKey(s.vatRate, s.nature);
    const lines = doc.lines.filter((l) => rateKey(l.vatRate, l.nature) === key);
    // SdI tolerates 1 € here; the shop's figures come from the same cents, so they must match.
    if (sum(lines.map((l) => l.taxableCents)) !== s.taxableCents)
      out.push({
        code: '00422',
        message: `Imponibile al ${s.vatRate} % diverso dalla somma delle righe`,
      });
    // Imposta = Imponibile x Aliquota, rounded: SdI allows one cent either way.
    if (Math.abs(s.vatCents * 100 - s.taxableCents * s.vatRate) > 100)
      out.push({
        code: '00421',
        message: `Imposta al ${s.vatRate} % non corrisponde all'aliquota`,
      });
  }
  const total = sum(doc.summaries.map((s) => s.taxableCents + s.vatCents));
  if (total !== doc.totalCents)
    out.push({
      code: 'SPESA',
      message: 'ImportoTotaleDocumento diverso da imponibili più imposte',
    });
  if (doc.paymentCents !== doc.totalCents)
    out.push({ code: 'SPESA', message: 'ImportoPagamento diverso dal totale del documento' });
  if (doc.totalCents <= 0) out.push({ code: 'SPESA', message: 'Documento senza importo' });
  return out;
}

/** Every SdI problem of a document; empty when SdI would accept it. */
export function sdiProblems(doc: InvoiceDocument): SdiProblem[] {
  const out = [...partyProblems(doc), ...rateProblems(doc), ...totalProblems(doc)];
  if (doc.kind === 'TD04' && !doc.related)
    out.push({ code: 'SPESA', message: 'Nota di credito senza la fattura a cui si riferisce' });
  if (!/^[A-Za-z0-9]{1,5}$/.test(doc.progressive))
    out.push({ code: '00200', message: 'ProgressivoInvio non valido' });
  return out;
}
