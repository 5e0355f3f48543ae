import { deliversToAddress, type DeliveryModeId, type Store } from '@spesa/contracts';
import { useStoresByDelivery } from '@/features/stores/api/get-stores-by-delivery';
import { useStores } from '@/features/stores/api/get-stores';

/** Every store of the chain fits in one page of the store list. */
const ALL_STORES = { page: 0, size: 100 };

export interface StoreChoices {
  stores: Store[];
  isPending: boolean;
}

/**
 * The stores a cart may go to: for home delivery and the courier those delivering in that mode
 * to the address's postcode, for the pickup modes every store offering the mode.
 */
export function useStoreChoices(
  mode: DeliveryModeId | undefined,
  zipCode: string | undefined,
): StoreChoices {
  const home = deliversToAddress(mode);
  const serving = useStoresByDelivery(home ? mode : undefined, home ? zipCode : undefined);
  const all = useStores(ALL_STORES);
  if (!mode) return { stores: [], isPending: false };
  if (home) return { stores: serving.data ?? [], isPending: !!zipCode && serving.isPending };
  return {
    stores: (all.data?.data ?? []).filter((store) => store.deliveryModes.includes(mode)),
    isPending: all.isPending,
  };
}
