import { describe, expect, it } from 'vitest';
import { invoiceBillingProblems, invoiceBuyerOf } from './fatturapa';
import { isValidTaxCode, isValidVatNumber } from './tax-codes';

// Known numbers: the partita IVA of the Agenzia delle Entrate and the textbook codice fiscale.
const GOOD_VAT = '06363391001';
const GOOD_CF = 'RSSMRA85T10A562S';
// The same person after omocodia (the last digit of the place code turned into a letter).
const OMOCODIA_CF = 'RSSMRA85T10A56NH';

const business = { vatCode: GOOD_VAT, ssnCode: null, recipientCode: 'M5UXCR1', pec: null };
const consumer = { vatCode: GOOD_VAT, ssnCode: GOOD_CF, recipientCode: null, pec: null };

describe('known-good and known-bad numbers', () => {
  it('accepts real partite IVA and refuses a changed check digit', () => {
    expect(isValidVatNumber(GOOD_VAT)).toBe(true);
    expect(isValidVatNumber('IT06363391001')).toBe(true);
    expect(isValidVatNumber('06363391002')).toBe(false);
    expect(isValidVatNumber('0636339100')).toBe(false);
  });

  it('accepts a codice fiscale with and without omocodia, refuses a wrong check letter', () => {
    expect(isValidTaxCode(GOOD_CF)).toBe(true);
    expect(isValidTaxCode(OMOCODIA_CF)).toBe(true);
    expect(isValidTaxCode('RSSMRA85T10A56NS')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562X')).toBe(false);
  });
});

describe('invoiceBuyerOf', () => {
  it('makes a business of an address with a codice destinatario or a PEC', () => {
    expect(invoiceBuyerOf(business)).toMatchObject({
      kind: 'BUSINESS',
      vatNumber: GOOD_VAT,
      recipientCode: 'M5UXCR1',
    });
    expect(invoiceBuyerOf({ ...business, recipientCode: ' ', pec: 'a@pec.it' })).toMatchObject({
      kind: 'BUSINESS',
      recipientCode: '0000000',
      pec: 'a@pec.it',
    });
  });

  it("makes a consumer, under '0000000' with its codice fiscale only, of an address with neither", () => {
    expect(invoiceBuyerOf(consumer)).toEqual({
      kind: 'CONSUMER',
      vatNumber: null,
      taxCode: GOOD_CF,
      recipientCode: '0000000',
      pec: null,
    });
  });
});

describe('invoiceBillingProblems', () => {
  it('finds nothing in a business or a consumer SdI would take', () => {
    expect(invoiceBillingProblems(business)).toEqual([]);
    expect(invoiceBillingProblems({ ...business, recipientCode: null, pec: 'x@pec.it' })).toEqual(
      [],
    );
    expect(invoiceBillingProblems(consumer)).toEqual([]);
    expect(invoiceBillingProblems({ ...consumer, ssnCode: OMOCODIA_CF })).toEqual([]);
  });

  it('names a wrong partita IVA or codice fiscale check character', () => {
    expect(invoiceBillingProblems({ ...business, vatCode: '06363391002' })).toEqual([
      { field: 'vatCode', message: 'Partita IVA non valida' },
    ]);
    expect(invoiceBillingProblems({ ...consumer, ssnCode: 'RSSMRA85T10A562X' })).toEqual([
      { field: 'ssnCode', message: 'Codice fiscale non valido' },
      expect.objectContaining({ field: 'recipientCode' }),
    ]);
  });

  it('refuses a codice destinatario that is not 7 letters or digits', () => {
    expect(invoiceBillingProblems({ ...business, recipientCode: 'ABC12' })).toEqual([
      { field: 'recipientCode', message: 'Codice destinatario non valido (7 lettere o cifre)' },
    ]);
  });

  it('refuses a business with neither codice destinatario nor PEC, nor a personal codice fiscale', () => {
    const problems = invoiceBillingProblems({ ...business, recipientCode: null });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('recipientCode');
    expect(problems[0]?.message).toMatch(/codice destinatario o la PEC/);
    // A company's 11-digit codice fiscale does not make a consumer.
    expect(invoiceBillingProblems({ ...consumer, ssnCode: GOOD_VAT })).toHaveLength(1);
  });
});
