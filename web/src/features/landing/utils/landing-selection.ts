import { deliversToAddress, type DeliveryModeId, type Store, type ZipCity } from '@spesa/contracts';

/** The landing page's three answers, asked in order: mode, place, store (spec 4). */
export interface LandingSelection {
  mode?: DeliveryModeId;
  placeText: string;
  place?: ZipCity;
  store?: Store;
}

export type LandingAction =
  | { type: 'chooseMode'; mode: DeliveryModeId }
  | { type: 'typePlace'; text: string }
  | { type: 'choosePlace'; place: ZipCity }
  | { type: 'chooseStore'; store: Store };

export const initialLandingSelection: LandingSelection = { placeText: '' };

/** How a place reads in the search box and in its suggestion: '40121 Bologna'. */
export function placeLabel(place: ZipCity): string {
  return `${place.zipCode} ${place.cityName}`;
}

/**
 * AT_HOME and the courier (SHIPPED) bring the shopping to the customer; IN_STORE and DRIVE
 * have it picked up, so the place step asks near where to pick it up.
 */
export function isHomeDelivery(mode: DeliveryModeId | undefined): boolean {
  return deliversToAddress(mode);
}

// A later answer only makes sense for the earlier ones it was given with, so each
// change drops everything that follows it.
export function landingSelectionReducer(
  state: LandingSelection,
  action: LandingAction,
): LandingSelection {
  switch (action.type) {
    case 'chooseMode':
      return action.mode === state.mode ? state : { mode: action.mode, placeText: '' };
    case 'typePlace':
      return { mode: state.mode, placeText: action.text };
    case 'choosePlace':
      return { mode: state.mode, placeText: placeLabel(action.place), place: action.place };
    case 'chooseStore':
      return { ...state, store: action.store };
  }
}
