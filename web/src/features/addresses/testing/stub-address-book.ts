import type { Address, BillingAddress } from '@spesa/contracts';
import { envelope, stubPlacesApi } from '@/shared/places/testing/stub-places-api';

export interface AddressBookStub {
  addresses?: Address[];
  billing?: BillingAddress[];
  /** A response code the next save answers instead of saving. */
  failSave?: number;
}

/**
 * Stubs fetch with the lookups and an in-memory address book that answers like the server:
 * every save or delete returns the whole list. Returns the mock, to read the bodies sent.
 */
export function stubAddressBook(stub: AddressBookStub = {}) {
  let addresses = stub.addresses ?? [];
  let billing = stub.billing ?? [];
  let nextId = 100;

  return stubPlacesApi((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    // The app sends the ids the replies gave it: strings (issue 26).
    const id = typeof body.id === 'string' ? body.id : undefined;
    switch (url.pathname) {
      case '/cli/profiles/addresses':
        if (init?.method !== 'POST') return envelope(addresses);
        if (stub.failSave) return envelope(null, stub.failSave, 200);
        addresses = id
          ? addresses.map((a) => (a.id === id ? ({ ...a, ...body } as Address) : a))
          : [
              ...addresses,
              { ...(body as unknown as Address), id: String(nextId++), fromRemote: false },
            ];
        return envelope(addresses);
      case '/cli/profiles/addresses/delete':
        addresses = addresses.filter((a) => a.id !== id);
        return envelope(addresses);
      case '/cli/profiles/billing/addresses':
        if (init?.method !== 'POST') return envelope(billing);
        if (stub.failSave) return envelope(null, stub.failSave, 200);
        billing = id
          ? billing.map((b) => (b.id === id ? ({ ...b, ...body } as BillingAddress) : b))
          : [...billing, { ...(body as unknown as BillingAddress), id: String(nextId++) }];
        return envelope(billing);
      case '/cli/profiles/billing/addresses/delete':
        billing = billing.filter((b) => b.id !== id);
        return envelope(billing);
      default:
        return undefined;
    }
  });
}

/** The JSON bodies posted to one path, in order. */
export function postedTo(
  fetchMock: ReturnType<typeof stubAddressBook>,
  path: string,
): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && init?.method === 'POST';
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
