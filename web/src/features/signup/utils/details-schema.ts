import { SignupProfile, type SignupCheckResult } from '@spesa/contracts';
import type { z } from 'zod';
import { DEFAULT_NATION } from '@/shared/places/address-draft';
import {
  addressDraftSchema,
  emptyAddressDraft,
  type AddressDraft,
} from '@/shared/places/address-fields';

/**
 * Step 2: the registration address, the phones and the birth place (required by the profile; a
 * card member's registry record may lack it, so it is asked here when missing).
 */
export const detailsFormSchema = SignupProfile.pick({
  mobilePhone: true,
  homePhone: true,
  birthNationId: true,
  birthNation: true,
  birthCountyId: true,
  birthCounty: true,
  birthCityId: true,
  birthCity: true,
}).extend({ address: addressDraftSchema });

/** The address pickers edit every text as a string, so the form holds a full AddressDraft. */
export type DetailsFormValues = Omit<z.input<typeof detailsFormSchema>, 'address'> & {
  address: AddressDraft;
};
export type DetailsFormOutput = z.output<typeof detailsFormSchema>;

/** The address the card registry holds, as the pickers show it. */
function draftFromResult(address: NonNullable<SignupCheckResult['address']>): AddressDraft {
  const empty = emptyAddressDraft();
  return {
    nationId: address.nationId || empty.nationId,
    nation: address.nation ?? empty.nation,
    countyId: address.countyId,
    county: address.county ?? '',
    cityId: address.cityId,
    city: address.city,
    zip: address.zip,
    address: address.address,
    streetNumber: address.streetNumber,
    foreignCity: address.foreignCity ?? false,
  };
}

/**
 * The values step 2 starts from: what the check found wins over what was typed before, since
 * those values are the shopper's own and stay read-only.
 */
export function detailsFromResult(
  result: SignupCheckResult,
  previous: DetailsFormValues | undefined,
): DetailsFormValues {
  return {
    mobilePhone: result.mobilePhone ?? previous?.mobilePhone ?? '',
    homePhone: previous?.homePhone ?? '',
    // Like the address pickers, the birth place starts from Italy when nothing is known.
    birthNationId: result.birthNationId ?? previous?.birthNationId ?? DEFAULT_NATION.id,
    birthNation: result.birthNation ?? previous?.birthNation ?? DEFAULT_NATION.name,
    birthCountyId: result.birthCountyId ?? previous?.birthCountyId ?? '',
    birthCounty: result.birthCounty ?? previous?.birthCounty ?? '',
    birthCityId: result.birthCityId ?? previous?.birthCityId ?? '',
    birthCity: result.birthCity ?? previous?.birthCity ?? '',
    address: result.address
      ? draftFromResult(result.address)
      : (previous?.address ?? emptyAddressDraft()),
  };
}
