import { createContext, useContext } from 'react';

/** What a product control needs to name a product in a list or among the favourites. */
export interface ListedProduct {
  barcode: string;
  description: string;
}

/**
 * What a screen outside the smart-lists and favourites features may ask of them. Features do
 * not import each other, so the catalogue's list and favourite buttons reach them through this
 * context, which the app layer provides; callers render their controls only with the flag on.
 */
export interface SmartListActions {
  /**
   * A customer gets one of the product in the current list, and a toast (spec 7: quantity 1);
   * a guest is asked to log in (spec 4). Resolves whether it was added.
   */
  addToList: (product: ListedProduct) => Promise<boolean>;
  isFavorite: (barcode: string) => boolean;
  /** Adds or removes the favourite (a guest is asked to log in). Resolves whether it changed. */
  toggleFavorite: (product: ListedProduct) => Promise<boolean>;
}

// Only a call fails without a provider: with the flag off no control renders that could call.
const unprovided: SmartListActions = {
  addToList: () => Promise.reject(new Error('SmartListActionsContext is not provided')),
  isFavorite: () => false,
  toggleFavorite: () => Promise.reject(new Error('SmartListActionsContext is not provided')),
};

export const SmartListActionsContext = createContext<SmartListActions>(unprovided);

export function useSmartListActions(): SmartListActions {
  return useContext(SmartListActionsContext);
}
