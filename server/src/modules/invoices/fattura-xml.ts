import type {
  InvoiceBuyerData,
  InvoiceDocument,
  InvoiceLine,
  InvoiceSeller,
  InvoiceSummary,
} from '@spesa/contracts';
import { amount, escapeXml, latin, quantity, rate, unitPrice } from './xml-text';

/** The namespace of FatturaPA 1.2.x, the same for schemas 1.2, 1.2.1 and 1.2.2. */
export const FATTURAPA_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

type Node = string | false | null | undefined;

/** <name>escaped text</name>, or nothing for an absent value. */
function leaf(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

function el(name: string, ...children: Node[]): string {
  return `<${name}>${children.filter(Boolean).join('')}</${name}>`;
}

function sede(p: Pick<InvoiceSeller, 'address' | 'streetNumber' | 'zip' | 'city' | 'county'>) {
  return el(
    'Sede',
    leaf('Indirizzo', latin(p.address, 60)),
    p.streetNumber && leaf('NumeroCivico', latin(p.streetNumber, 8)),
    leaf('CAP', p.zip),
    leaf('Comune', latin(p.city, 60)),
    leaf('Provincia', p.county.toUpperCase()),
    leaf('Nazione', 'IT'),
  );
}

const idFiscale = (code: string) =>
  el('IdFiscaleIVA', leaf('IdPaese', 'IT'), leaf('IdCodice', code));

function seller(s: InvoiceSeller): string {
  return el(
    'CedentePrestatore',
    el(
      'DatiAnagrafici',
      idFiscale(s.vatNumber),
      leaf('CodiceFiscale', s.taxCode),
      el('Anagrafica', leaf('Denominazione', latin(s.name, 80))),
      leaf('RegimeFiscale', s.taxRegime),
    ),
    sede(s),
  );
}

function buyer(b: InvoiceBuyerData): string {
  return el(
    'CessionarioCommittente',
    el(
      'DatiAnagrafici',
      b.vatNumber && idFiscale(b.vatNumber),
      leaf('CodiceFiscale', b.taxCode),
      el('Anagrafica', leaf('Denominazione', latin(b.name, 80))),
    ),
    sede(b),
  );
}

function line(l: InvoiceLine, index: number): string {
  return el(
    'DettaglioLinee',
    leaf('NumeroLinea', String(index + 1)),
    leaf('Descrizione', latin(l.description, 1000)),
    leaf('Quantita', quantity(l.quantityMilli)),
    leaf('UnitaMisura', l.um === 'KG' ? 'kg' : 'pz'),
    leaf('PrezzoUnitario', unitPrice(l.taxableCents, l.quantityMilli)),
    leaf('PrezzoTotale', amount(l.taxableCents)),
    leaf('AliquotaIVA', rate(l.vatRate)),
    leaf('Natura', l.nature),
  );
}

function summary(s: InvoiceSummary): string {
  return el(
    'DatiRiepilogo',
    leaf('AliquotaIVA', rate(s.vatRate)),
    leaf('Natura', s.nature),
    leaf('ImponibileImporto', amount(s.taxableCents)),
    leaf('Imposta', amount(s.vatCents)),
    // Immediate VAT; a line without VAT has no esigibilità but a reference to its exemption.
    !s.nature && leaf('EsigibilitaIVA', 'I'),
    s.nature && leaf('RiferimentoNormativo', 'Operazione esente art. 10 DPR 633/72'),
  );
}

function header(doc: InvoiceDocument): string {
  return el(
    'FatturaElettronicaHeader',
    el(
      'DatiTrasmissione',
      // The shop sends its own files: the transmitter is the seller.
      el('IdTrasmittente', leaf('IdPaese', 'IT'), leaf('IdCodice', doc.seller.vatNumber)),
      leaf('ProgressivoInvio', doc.progressive),
      leaf('FormatoTrasmissione', 'FPR12'),
      leaf('CodiceDestinatario', doc.buyer.recipientCode),
      leaf('PECDestinatario', doc.buyer.pec),
    ),
    seller(doc.seller),
    buyer(doc.buyer),
  );
}

function body(doc: InvoiceDocument): string {
  return el(
    'FatturaElettronicaBody',
    el(
      'DatiGenerali',
      el(
        'DatiGeneraliDocumento',
        leaf('TipoDocumento', doc.kind),
        leaf('Divisa', 'EUR'),
        leaf('Data', doc.date),
        leaf('Numero', doc.number),
        leaf('ImportoTotaleDocumento', amount(doc.totalCents)),
        doc.reason && leaf('Causale', latin(doc.reason, 200)),
      ),
      el('DatiOrdineAcquisto', leaf('IdDocumento', doc.orderCode), leaf('Data', doc.orderDate)),
      doc.related &&
        el(
          'DatiFattureCollegate',
          leaf('IdDocumento', doc.related.number),
          leaf('Data', doc.related.date),
        ),
    ),
    el('DatiBeniServizi', ...doc.lines.map(line), ...doc.summaries.map(summary)),
    el(
      'DatiPagamento',
      // TP02: paid in full, in one go.
      leaf('CondizioniPagamento', 'TP02'),
      el(
        'DettaglioPagamento',
        leaf('ModalitaPagamento', doc.paymentMethod),
        leaf('ImportoPagamento', amount(doc.paymentCents)),
      ),
    ),
  );
}

/** The FatturaPA file (format FPR12, schema 1.2.x) of a document, UTF-8. */
export function fatturaXml(doc: InvoiceDocument): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ` +
    `xmlns:p="${FATTURAPA_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    header(doc) +
    body(doc) +
    '</p:FatturaElettronica>\n'
  );
}
