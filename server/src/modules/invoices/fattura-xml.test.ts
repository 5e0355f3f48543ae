import { sdiProblems, type InvoiceSeller } from '@spesa/contracts';
import { describe, expect, it } from 'vitest';
import { fatturaXml } from './fattura-xml';
import { invoiceDocument, type DocumentInput } from './invoice-document';
import { validateAgainstXsd } from './xsd-validation';

const seller: InvoiceSeller = {
  vatNumber: '03512340377',
  taxCode: null,
  name: 'Spesa Società Cooperativa',
  taxRegime: 'RF01',
  address: 'Via Rizzoli',
  streetNumber: '1',
  zip: '40125',
  city: 'Bologna',
  county: 'BO',
};

const businessBilling = {
  vatCode: '04128730373',
  ssnCode: null,
  companyName: 'Studio Grafico Lombardi & C.',
  phone: '051 648 2210',
  fax: null,
  pec: 'studiolombardi@pec.it',
  recipientCode: 'M5UXCR1',
  address: 'Via Guglielmo Marconi',
  streetNumber: '12',
  zip: '40122',
  city: 'Bologna',
  county: 'BO',
  nation: 'IT',
};

const input: DocumentInput = {
  kind: 'TD01',
  year: 2026,
  number: 17,
  date: '2026-11-27',
  seller,
  billing: businessBilling,
  order: { code: 100042, date: '2026-11-25', paymentMode: 'ONLINE_CARD' },
  lines: [
    {
      description: 'Pane comune – 1 kg',
      um: 'KG',
      quantityMilli: 742,
      grossCents: 297,
      vatRate: 4,
    },
    {
      description: 'Latte UHT “Alta qualità”',
      um: 'PZ',
      quantityMilli: 3000,
      grossCents: 447,
      vatRate: 4,
    },
    { description: 'Carote', um: 'PZ', quantityMilli: 2000, grossCents: 258, vatRate: 10 },
    {
      description: 'Detersivo piatti',
      um: 'PZ',
      quantityMilli: 1000,
      grossCents: 199,
      vatRate: 22,
    },
    { description: 'Vino rosso', um: 'PZ', quantityMilli: 2000, grossCents: 1198, vatRate: 22 },
    {
      description: 'Consegna a domicilio',
      um: 'PZ',
      quantityMilli: 1000,
      grossCents: 390,
      vatRate: 22,
    },
  ],
  related: null,
  reason: null,
};

describe('FatturaPA XML', () => {
  it('writes a business invoice that passes the XSD and the SdI checks, totals adding up', async () => {
    const doc = invoiceDocument(input);
    expect(sdiProblems(doc)).toEqual([]);
    expect(doc.totalCents).toBe(2789);
    expect(doc.summaries.map((s) => [s.vatRate, s.taxableCents, s.vatCents])).toEqual([
      [4, 715, 29],
      [10, 235, 23],
      [22, 1465, 322],
    ]);
    const xml = fatturaXml(doc);
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('versione="FPR12"');
    expect(xml).toContain('<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>04128730373</IdCodice>');
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml).toContain('<PECDestinatario>studiolombardi@pec.it</PECDestinatario>');
    expect(xml).toContain('<ImportoTotaleDocumento>27.89</ImportoTotaleDocumento>');
    expect(xml).toContain('<Denominazione>Studio Grafico Lombardi &amp; C.</Denominazione>');
    expect(xml).toContain('<Descrizione>Latte UHT "Alta qualità"</Descrizione>');
    expect(xml).toContain('<IdDocumento>100042</IdDocumento>');
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect(xml).toContain('<ImportoPagamento>27.89</ImportoPagamento>');
  });

  it("writes a consumer invoice: codice fiscale only, codice destinatario '0000000'", async () => {
    const billing = {
      ...businessBilling,
      ssnCode: 'RSSMRA85T10A562S',
      pec: null,
      recipientCode: null,
    };
    const doc = invoiceDocument({
      ...input,
      billing,
      order: { ...input.order, paymentMode: 'CASH' },
    });
    expect(sdiProblems(doc)).toEqual([]);
    const xml = fatturaXml(doc);
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xml).not.toContain('IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>04128730373');
    expect(xml).toContain('<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>');
    expect(xml).not.toContain('PECDestinatario');
    expect(xml).toContain('<ModalitaPagamento>MP01</ModalitaPagamento>');
  });

  it('writes a credit note (TD04) that names the invoice it corrects', async () => {
    const doc = invoiceDocument({
      ...input,
      kind: 'TD04',
      number: 18,
      lines: [
        { description: 'Vino rosso', um: 'PZ', quantityMilli: 1000, grossCents: 599, vatRate: 22 },
      ],
      related: { number: '2026/17', date: '2026-11-27' },
      reason: 'Rimborso: Vino rosso non consegnato',
    });
    expect(sdiProblems(doc)).toEqual([]);
    const xml = fatturaXml(doc);
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain(
      '<DatiFattureCollegate><IdDocumento>2026/17</IdDocumento><Data>2026-11-27</Data></DatiFattureCollegate>',
    );
  });

  it('is refused by the XSD when a required element is missing', async () => {
    const xml = fatturaXml(invoiceDocument(input)).replace(/<Numero>[^<]*<\/Numero>/, '');
    const outcome = await validateAgainstXsd(xml);
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.join('\n')).toMatch(/ImportoTotaleDocumento|Numero/);
  });
});
