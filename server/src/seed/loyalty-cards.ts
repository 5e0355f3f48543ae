import { FOREIGN_COUNTY, isIsoDate, ITALY_NATION_ID, romeToday } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { loyaltyCards } from '../db/schema';
import { cardNumberFrom } from '../modules/signup/card-number';
import { computeTaxCode } from './codice-fiscale';
import { findComune } from './geography';
import { CARD_MEMBERS, type CardMember } from './loyalty-card-members';
import { createRng, seedOf } from './prng';

export type LoyaltyCardRow = typeof loyaltyCards.$inferInsert;

const MOBILE_PREFIXES = [
  '320',
  '328',
  '333',
  '338',
  '339',
  '340',
  '347',
  '348',
  '349',
  '366',
  '380',
  '392',
];

/** 17 years before the seed day (28 February when that day is 29 February): under 18 for a year. */
export function minorBirthDate(today: Date): string {
  const [year, month, day] = romeToday(today).split('-') as [string, string, string];
  const sameDay = `${Number(year) - 17}-${month}-${day}`;
  return isIsoDate(sameDay) ? sameDay : sameDay.replace(/-29$/, '-28');
}

function birthPlaceOf(member: CardMember) {
  const place = member.birthPlace;
  if (typeof place !== 'string') {
    return {
      birthNationId: place.nationId,
      birthCountyId: FOREIGN_COUNTY.id,
      birthCityId: place.city,
      cadastralCode: place.cadastralCode,
    };
  }
  const comune = findComune(place);
  return {
    birthNationId: ITALY_NATION_ID,
    birthCountyId: comune.provincia.codice,
    birthCityId: comune.codice,
    cadastralCode: comune.codiceCatastale,
  };
}

function homeOf(member: CardMember): NonNullable<LoyaltyCardRow['address']> {
  const { comune: name, street, streetNumber, zip } = member.home;
  const comune = findComune(name);
  if (!comune.cap.includes(zip)) throw new Error(`${zip} is not a CAP of ${name}`);
  return {
    address: street,
    streetNumber,
    city: comune.nome,
    cityId: comune.codice,
    county: comune.provincia.nome,
    countyId: comune.provincia.codice,
    state: comune.regione.nome,
    zip,
    nation: 'Italia',
    nationId: ITALY_NATION_ID,
  };
}

/**
 * One registry row per member. Each member draws card number and phone from a stream of their
 * own, so adding a member changes nobody else's card.
 */
export function loyaltyCardRows(today: Date): LoyaltyCardRow[] {
  const rows = CARD_MEMBERS.map((member) => {
    const rng = createRng(seedOf(`loyalty-card:${member.firstName} ${member.lastName}`));
    const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
    const code = cardNumberFrom(digits(10));
    const mobilePhone = rng.pick(MOBILE_PREFIXES) + digits(7);
    const birthDate = member.birthDate === 'minor' ? minorBirthDate(today) : member.birthDate;
    const { cadastralCode, ...birthPlace } = birthPlaceOf(member);
    const ssnCode = computeTaxCode({ ...member, birthDate, birthPlaceCode: cadastralCode });
    return {
      code,
      firstName: member.firstName,
      lastName: member.lastName,
      birthDate,
      gender: member.gender,
      ssnCode,
      mobilePhone,
      ...birthPlace,
      address: homeOf(member),
      enabled: member.enabled ?? true,
    };
  });
  if (new Set(rows.map((r) => r.code)).size !== rows.length)
    throw new Error('two demo members drew the same card number');
  return rows;
}

export async function seedLoyaltyCards(db: DbOrTx, today: Date): Promise<LoyaltyCardRow[]> {
  const rows = loyaltyCardRows(today);
  await db.insert(loyaltyCards).values(rows);
  return rows;
}
