import {
  deliversToAddress,
  type Address,
  type DeliveryModeId,
  type Store,
  type ZipCity,
} from '@spesa/contracts';

/** The create-cart answers, asked in order: mode, then address or place, then store. */
export interface CreateSelection {
  mode?: DeliveryModeId;
  /** AT_HOME and SHIPPED: the shipping address the shopping goes to. */
  address?: Address;
  /** The pickup modes: the town or postcode near which to pick the shopping up. */
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

/** What the shopper already chose on the landing page or for their last cart. */
export interface CreateDefaults {
  mode: DeliveryModeId | null;
  zipCode: string | null;
  cityName: string | null;
}

/**
 * The answers already given start the form (issue 17.9): the service, and for a pickup the
 * place. An address or a store is taken once the lists that hold it have loaded.
 */
export function selectionFromDefaults({
  mode,
  zipCode,
  cityName,
}: CreateDefaults): CreateSelection {
  if (!mode) return initialCreateSelection;
  if (deliversToAddress(mode) || !zipCode || !cityName) return { mode, placeText: '' };
  const place: ZipCity = { id: zipCode, cityName, zipCode };
  return { mode, place, placeText: `${zipCode} ${cityName}` };
}

/** Home delivery and the courier bring the shopping to one of the customer's addresses. */
export function isHomeDelivery(mode: DeliveryModeId | undefined): boolean {
  return deliversToAddress(mode);
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
