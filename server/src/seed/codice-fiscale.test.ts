import { describe, expect, it } from 'vitest';
import { isValidTaxCode } from '@spesa/contracts';
import { birthPart, computeTaxCode, namePart, surnamePart } from './codice-fiscale';

describe('codice fiscale', () => {
  it('takes surname consonants first, then vowels, then X', () => {
    expect(surnamePart('Rossi')).toBe('RSS');
    expect(surnamePart('Neri')).toBe('NRE');
    expect(surnamePart('Fo')).toBe('FOX');
    expect(surnamePart("D'Alò")).toBe('DLA');
    expect(surnamePart('De Luca')).toBe('DLC');
  });

  it('takes the 1st, 3rd and 4th consonant of a name with four or more', () => {
    expect(namePart('Gianfranco')).toBe('GFR');
    expect(namePart('Mario')).toBe('MRA');
    expect(namePart('Niccolò')).toBe('NCL');
    expect(namePart('Ugo')).toBe('GUO');
  });

  it('adds 40 to the day for women and letters the month', () => {
    expect(birthPart('1980-01-01', 'MALE')).toBe('80A01');
    expect(birthPart('1985-04-12', 'FEMALE')).toBe('85D52');
    expect(birthPart('2001-12-31', 'MALE')).toBe('01T31');
  });

  it('computes the well-known example and a valid check character', () => {
    const code = computeTaxCode({
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1980-01-01',
      gender: 'MALE',
      birthPlaceCode: 'H501',
    });
    expect(code).toBe('RSSMRA80A01H501U');
    const woman = computeTaxCode({
      firstName: 'Chiara',
      lastName: 'Lombardi',
      birthDate: '1986-09-23',
      gender: 'FEMALE',
      birthPlaceCode: 'A944',
    });
    expect(woman.slice(0, 15)).toBe('LMBCHR86P63A944');
    expect(isValidTaxCode(woman)).toBe(true);
  });
});
