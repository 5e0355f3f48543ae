import { describe, expect, it } from 'vitest';
import { sdiProblems } from './fatturapa-checks';
import type { InvoiceDocument } from './fatturapa-document';

const doc: InvoiceDocument = {
  kind: 'TD01',
  number: '2026/1',
  date: '2026-11-27',
  progressive: 'A0001',
  seller: {
    vatNumber: '06363391001',
    taxCode: null,
    name: 'Spesa Soc. Coop.',
    taxRegime: 'RF01',
    address: 'Via Rizzoli',
    streetNumber: '1',
    zip: '40125',
    city: 'Bologna',
    county: 'BO',
  },
  buyer: {
    kind: 'BUSINESS',
    vatNumber: '01234567897',
    taxCode: null,
    recipientCode: 'M5UXCR1',
    pec: null,
    name: 'Forno Rossi srl',
    address: 'Via Irnerio',
    streetNumber: '3',
    zip: '40126',
    city: 'Bologna',
    county: 'BO',
  },
  orderCode: '100001',
  orderDate: '2026-11-25',
  lines: [
    {
      description: 'Pane',
      um: 'KG',
      quantityMilli: 750,
      taxableCents: 288,
      vatRate: 4,
      nature: null,
    },
    {
      description: 'Vino',
      um: 'PZ',
      quantityMilli: 2000,
      taxableCents: 820,
      vatRate: 22,
      nature: null,
    },
    {
      description: 'Latte',
      um: 'PZ',
      quantityMilli: 1000,
      taxableCents: 100,
      vatRate: 22,
      nature: null,
    },
  ],
  summaries: [
    { vatRate: 4, nature: null, taxableCents: 288, vatCents: 12 },
    { vatRate: 22, nature: null, taxableCents: 920, vatCents: 202 },
  ],
  totalCents: 1422,
  paymentMethod: 'MP08',
  paymentCents: 1422,
  related: null,
  reason: null,
};

const codes = (d: InvoiceDocument) => sdiProblems(d).map((p) => p.code);

describe('sdiProblems', () => {
  it('passes a document whose lines, summaries and total add up', () => {
    expect(sdiProblems(doc)).toEqual([]);
  });

  it('catches a buyer with neither IdFiscaleIVA nor CodiceFiscale (00417)', () => {
    expect(codes({ ...doc, buyer: { ...doc.buyer, vatNumber: null } })).toEqual(['00417']);
  });

  it('catches a wrong check digit in the buyer identifiers (00305, 00306) and the seller (00301)', () => {
    expect(codes({ ...doc, buyer: { ...doc.buyer, vatNumber: '01234567898' } })).toEqual(['00305']);
    expect(codes({ ...doc, buyer: { ...doc.buyer, taxCode: 'RSSMRA85T10A562X' } })).toEqual([
      '00306',
    ]);
    expect(codes({ ...doc, seller: { ...doc.seller, vatNumber: '06363391002' } })).toEqual([
      '00301',
    ]);
  });

  it('catches a codice destinatario of the wrong length for FPR12 (00427)', () => {
    expect(codes({ ...doc, buyer: { ...doc.buyer, recipientCode: 'UFXXXX' } })).toEqual(['00427']);
  });

  it('catches totals that do not add up', () => {
    const [four, twentyTwo] = doc.summaries;
    if (!four || !twentyTwo) throw new Error('fixture');
    // A summary that is not the sum of its lines (00422).
    expect(
      codes({
        ...doc,
        summaries: [four, { ...twentyTwo, taxableCents: 921, vatCents: 202 }],
        totalCents: 1423,
        paymentCents: 1423,
      }),
    ).toEqual(['00422']);
    // A tax more than a cent off rate x taxable (00421).
    expect(
      codes({
        ...doc,
        summaries: [{ ...four, vatCents: 14 }, twentyTwo],
        totalCents: 1424,
        paymentCents: 1424,
      }),
    ).toEqual(['00421']);
    // A document total that is not taxable + tax, and a payment of another amount.
    expect(codes({ ...doc, totalCents: 1400 })).toEqual(['SPESA', 'SPESA']);
    // A rate with no summary (00419).
    expect(codes({ ...doc, summaries: [twentyTwo], totalCents: 1122, paymentCents: 1122 })).toEqual(
      ['00419'],
    );
  });

  it('wants a nature on a 0 % line and none on a taxed one (00400, 00401)', () => {
    const zero = {
      description: 'Buono',
      um: 'PZ' as const,
      quantityMilli: 1000,
      taxableCents: 0,
      vatRate: 0,
      nature: null,
    };
    expect(
      codes({
        ...doc,
        lines: [...doc.lines, zero],
        summaries: [...doc.summaries, { vatRate: 0, nature: null, taxableCents: 0, vatCents: 0 }],
      }),
    ).toEqual(['00400']);
    const taxed = doc.lines.map((l, i) => (i === 0 ? { ...l, nature: 'N4' } : l));
    expect(codes({ ...doc, lines: taxed })).toContain('00401');
  });

  it('wants a credit note to name its invoice', () => {
    expect(codes({ ...doc, kind: 'TD04' })).toEqual(['SPESA']);
    expect(
      codes({ ...doc, kind: 'TD04', related: { number: '2026/1', date: '2026-11-27' } }),
    ).toEqual([]);
  });
});
