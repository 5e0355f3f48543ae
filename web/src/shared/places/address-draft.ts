import {
  AddressInput,
  ITALY_NATION_ID,
  type Address,
  type AddressInputParsed,
} from '@spesa/contracts';

/**
 * The address form's schema: the contracts' AddressInput without what the form never edits
 * (the id travels beside the form, the region is derived by the server).
 */
export const addressDraftSchema = AddressInput.omit({ id: true, state: true });

type DraftTextField = Exclude<keyof AddressInput, 'id' | 'state' | 'foreignCity'>;

/** The form value of AddressFields: every text present (controlled inputs), ids and names. */
export type AddressDraft = Record<DraftTextField, string> & { foreignCity?: boolean };

/** What the schema accepts (optional names): the form type to give useForm with its resolver. */
export type AddressDraftInput = Omit<AddressInput, 'id' | 'state'>;
export type AddressDraftParsed = Omit<AddressInputParsed, 'id' | 'state'>;

/** The nation the pickers start from. */
export const DEFAULT_NATION = { id: ITALY_NATION_ID, name: 'Italia' } as const;

export function emptyAddressDraft(): AddressDraft {
  return {
    nationId: DEFAULT_NATION.id,
    nation: DEFAULT_NATION.name,
    countyId: '',
    county: '',
    cityId: '',
    city: '',
    zip: '',
    address: '',
    streetNumber: '',
    foreignCity: false,
  };
}

/** A saved address as the form edits it. */
export function draftFromAddress(address: Address): AddressDraft {
  return {
    nationId: address.nationId,
    nation: address.nation,
    countyId: address.countyId,
    county: address.county,
    cityId: address.cityId,
    city: address.city,
    zip: address.zip,
    address: address.address,
    streetNumber: address.streetNumber,
    foreignCity: address.foreignCity || address.foreignNation,
  };
}

/** Every nation but Italy is foreign: one 'Estero' county and free-text cities (spec 4). */
export function isForeignNation(nationId: string): boolean {
  return nationId !== '' && nationId !== ITALY_NATION_ID;
}
