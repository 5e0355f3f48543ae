import { replyId, type Address, type User } from '@spesa/contracts';
import type { loyaltyCards, shippingAddresses, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type CardRow = Pick<typeof loyaltyCards.$inferSelect, 'code' | 'enabled'>;
type AddressRow = typeof shippingAddresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: replyId(row.id),
    address: row.address,
    streetNumber: row.streetNumber,
    city: row.city,
    cityId: row.cityId,
    county: row.county,
    countyId: row.countyId,
    state: row.state,
    zip: row.zip,
    nation: row.nation,
    nationId: row.nationId,
    fromRemote: row.fromRemote,
    foreignNation: row.foreignNation,
    foreignCity: row.foreignCity,
  };
}

/**
 * The contract User: the one loyalty card is the principal one (cards[0].code is what the web
 * reads), the address is the registration address, and the username is the e-mail.
 *
 * attrib1 (spec 3: 'when present the loyalty-card field appears at checkout') is the code of
 * the customer's linked loyalty card while it is enabled: the card the order may be booked on.
 * It follows the card (linked at signup, disabled in the registry) rather than being stored,
 * so it can never disagree with it; a disabled card would only be refused (36) at checkout.
 */
export function toUser(row: UserRow, card: CardRow | null, address: AddressRow | null): User {
  return {
    id: replyId(row.id),
    username: row.email,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    birthNationId: row.birthNationId,
    birthNation: row.birthNation,
    birthCountyId: row.birthCountyId,
    birthCounty: row.birthCounty,
    birthCityId: row.birthCityId,
    birthCity: row.birthCity,
    mobilePhone: row.mobilePhone,
    homePhone: row.homePhone,
    ssnCode: row.ssnCode,
    cards: card ? [{ code: card.code, principal: true, enabled: card.enabled }] : [],
    address: address ? toAddress(address) : null,
    defaultStore: row.defaultStoreId === null ? null : { id: replyId(row.defaultStoreId) },
    attrib1: card?.enabled ? card.code : null,
    language: row.language,
    accept1: row.accept1,
    accept2: row.accept2,
    accept3: row.accept3,
    accept4: row.accept4,
  };
}
