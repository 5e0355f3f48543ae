import type { Address, DeliveryModeId, Store, ZipCity } from '@spesa/contracts';

/** The create-cart answers, asked in order: mode, then address or place, then store. */
export interface CreateSelection {
  mode?: DeliveryModeId;
  /** AT_HOME: the shipping address the shopping goes to. */
  address?: Address;
  /** Other modes: the town or postcode near which to pick the shopping up. */
  placeText: string;
  place?: ZipCity;
  store?: Store;
}

export type CreateAction =
  | { type: 'chooseMode'; mode: DeliveryModeId }
  | { type: 'chooseAddress'; address: Address }
  | { type: 'typePlace'; text: string }
  | { type: 'choosePlace'; place: ZipCity; label: string }
  | { type: 'chooseStore'; store: Store };

export const initialCreateSelection: CreateSelection = { placeText: '' };

export function isHomeDelivery(mode: DeliveryModeId | undefined): boolean {
  return mode === 'AT_HOME';
}

/** The postcode whose stores may serve the cart: the address's, or the chosen place's. */
export function zipOf(selection: CreateSelection): string | undefined {
  return isHomeDelivery(selection.mode) ? selection.address?.zip : selection.place?.zipCode;
}

// A later answer only makes sense with the earlier ones, so each change drops what follows.
export function createSelectionReducer(
  state: CreateSelection,
  action: CreateAction,
): CreateSelection {
  switch (action.type) {
    case 'chooseMode':
      return action.mode === state.mode ? state : { mode: action.mode, placeText: '' };
    case 'chooseAddress':
      return { mode: state.mode, address: action.address, placeText: '' };
    case 'typePlace':
      return { mode: state.mode, placeText: action.text };
    case 'choosePlace':
      return { mode: state.mode, placeText: action.label, place: action.place };
    case 'chooseStore':
      return { ...state, store: action.store };
  }
}
