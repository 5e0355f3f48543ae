import type { Address } from '@spesa/contracts';
import { RadioCardList } from '@/shared/ui/radio-card-list';

export interface AddressOptionsProps {
  addresses: Address[];
  value: string | undefined;
  onChange: (address: Address) => void;
}

/** 'Via Marconi 12' over '40122 Bologna': how an address reads on its card. */
export function addressLines(address: Address): [string, string] {
  return [
    `${address.address} ${address.streetNumber}`.trim(),
    `${address.zip} ${address.city}`.trim(),
  ];
}

/** The customer's shipping addresses as radio cards, for a home delivery. */
export function AddressOptions({ addresses, value, onChange }: AddressOptionsProps) {
  return (
    <RadioCardList
      items={addresses}
      keyOf={(address) => address.id}
      title={(address) => addressLines(address)[0]}
      detail={(address) => addressLines(address)[1]}
      value={value}
      onChange={onChange}
    />
  );
}
