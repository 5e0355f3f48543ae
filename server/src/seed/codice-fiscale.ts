import { taxCodeCheckChar } from '@spesa/contracts';

/** The month letters of the codice fiscale, January to December. */
const MONTH_LETTERS = 'ABCDEHLMPRST';

export interface TaxCodePerson {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
  /** The comune's cadastral code (A944 Bologna), or the Z code of a foreign country. */
  birthPlaceCode: string;
}

/** Letters only, upper case, accents dropped: "D'Alò" counts as DALO. */
function letters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

function split(name: string): { consonants: string; vowels: string } {
  const all = letters(name);
  return {
    consonants: all.replace(/[AEIOU]/g, ''),
    vowels: all.replace(/[^AEIOU]/g, ''),
  };
}

/** Surname: its consonants, then its vowels, padded with X. */
export function surnamePart(lastName: string): string {
  const { consonants, vowels } = split(lastName);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** Name: with four or more consonants the 1st, 3rd and 4th; otherwise as for the surname. */
export function namePart(firstName: string): string {
  const { consonants, vowels } = split(firstName);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** Year, month letter and day (plus 40 for women): 85D12 or 85D52. */
export function birthPart(birthDate: string, gender: TaxCodePerson['gender']): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const dayCode = day + (gender === 'FEMALE' ? 40 : 0);
  return `${String(year % 100).padStart(2, '0')}${MONTH_LETTERS[month - 1]}${String(dayCode).padStart(2, '0')}`;
}

/** The person's codice fiscale as the Agenzia delle Entrate computes it (no omocodia). */
export function computeTaxCode(person: TaxCodePerson): string {
  const first15 =
    surnamePart(person.lastName) +
    namePart(person.firstName) +
    birthPart(person.birthDate, person.gender) +
    person.birthPlaceCode.toUpperCase();
  return first15 + taxCodeCheckChar(first15);
}
