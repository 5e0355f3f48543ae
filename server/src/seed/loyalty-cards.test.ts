import { describe, expect, it } from 'vitest';
import { ageOn, isAdult, isValidTaxCode, romeToday } from '@spesa/contracts';
import { isValidEan13 } from './ean13';
import { CARD_MEMBERS } from './loyalty-card-members';
import { loyaltyCardRows, minorBirthDate } from './loyalty-cards';

const today = new Date(2026, 10, 22, 12);
const rows = loyaltyCardRows(today);

describe('the demo card registry', () => {
  it('holds about thirty members with distinct 13-digit 02 cards and valid EAN-13 check digits', () => {
    expect(rows.length).toBe(CARD_MEMBERS.length);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      expect(row.code).toMatch(/^02\d{11}$/);
      expect(isValidEan13(row.code)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('gives every member a valid codice fiscale built from name, birth and birth place', () => {
    for (const row of rows) {
      expect(isValidTaxCode(row.ssnCode ?? ''), row.ssnCode ?? '').toBe(true);
      const [year, month, day] = row.birthDate.split('-');
      const dayCode = Number(day) + (row.gender === 'FEMALE' ? 40 : 0);
      expect(row.ssnCode?.slice(6, 8)).toBe(year?.slice(2));
      expect(row.ssnCode?.[8]).toBe('ABCDEHLMPRST'[Number(month) - 1]);
      expect(row.ssnCode?.slice(9, 11)).toBe(String(dayCode).padStart(2, '0'));
    }
    const chiara = rows.find((r) => r.firstName === 'Chiara');
    expect(chiara?.ssnCode).toBe('LMBCHR86P63A944X');
  });

  it('has mobile phones, birth places and registry addresses in real comuni', () => {
    for (const row of rows) {
      expect(row.mobilePhone).toMatch(/^3\d{9}$/);
      expect(row.birthNationId).toMatch(/^[A-Z]{2}$/);
      expect(row.address?.zip).toMatch(/^\d{5}$/);
      expect(row.address?.cityId).toMatch(/^\d{6}$/);
    }
  });

  it('has one disabled card and one member who is 17, the others adults', () => {
    expect(rows.filter((r) => !r.enabled).map((r) => r.lastName)).toEqual(['Neri']);
    const minors = rows.filter((r) => !isAdult(r.birthDate, romeToday(today)));
    expect(minors.map((r) => r.lastName)).toEqual(['Gallo']);
    expect(ageOn(minors[0]?.birthDate ?? '', romeToday(today))).toBe(17);
  });

  it('is the same on every run', () => {
    expect(loyaltyCardRows(today)).toEqual(rows);
  });
});

describe('minorBirthDate', () => {
  it('is 17 years before the day, 28 February for a 29 February', () => {
    expect(minorBirthDate(new Date(2026, 10, 22, 12))).toBe('2009-11-22');
    expect(minorBirthDate(new Date(2028, 1, 29, 12))).toBe('2011-02-28');
  });
});
