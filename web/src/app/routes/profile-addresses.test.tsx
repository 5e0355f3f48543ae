import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInTestUser, makeAddress } from '@/features/addresses/testing/address-fixtures';
import { stubAddressBook } from '@/features/addresses/testing/stub-address-book';
import { callsTo } from '@/shared/places/testing/stub-places-api';
import { useUserStore } from '@/shared/state/user-store';
import { renderWithProviders } from '@/testing/render';
import { ProfileAddressesRoute } from './profile-addresses';

const other = makeAddress({
  id: '2',
  address: 'Via Saragozza',
  streetNumber: '20',
  zip: '40123',
});

describe('/profile/addresses', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInTestUser();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks a guest to log in without calling the server', () => {
    const fetchMock = stubAddressBook({ addresses: [other] });
    useUserStore.setState({ user: null });
    renderWithProviders(<ProfileAddressesRoute />);
    expect(screen.getByRole('heading', { name: 'Indirizzi di spedizione' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/cli/profiles/addresses')).toHaveLength(0);
  });
});
