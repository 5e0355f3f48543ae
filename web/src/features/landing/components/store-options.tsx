import type { Store } from '@spesa/contracts';
import { RadioCardList } from '@/shared/ui/radio-card-list';

export interface StoreOptionsProps {
  stores: Store[];
  value: string | undefined;
  onChange: (store: Store) => void;
}

/** The stores serving the chosen mode and place, as radio cards with their address. */
export function StoreOptions({ stores, value, onChange }: StoreOptionsProps) {
  return (
    <RadioCardList
      items={stores}
      keyOf={(store) => store.id}
      title={(store) => store.name}
      detail={({ address }) =>
        `${address.address}, ${address.zip} ${address.city} (${address.county})`
      }
      value={value}
      onChange={onChange}
    />
  );
}
