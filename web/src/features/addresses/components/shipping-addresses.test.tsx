import { LOOKUP_DEBOUNCE_MS } from '@spesa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { logInTestUser, makeAddress } from '../testing/address-fixtures';
import { postedTo, stubAddressBook } from '../testing/stub-address-book';
import { ShippingAddresses } from './shipping-addresses';

const registration = makeAddress({ id: '1', fromRemote: true, address: 'Via Indipendenza' });
const other = makeAddress({
  id: '2',
  address: 'Via Saragozza',
  streetNumber: '20',
  zip: '40123',
});

function renderScreen() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(
    <>
      <Toasts />
      <ShippingAddresses />
    </>,
  );
  return user;
}

const combo = (name: string) => screen.getByRole('combobox', { name });

describe('ShippingAddresses', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInTestUser();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the addresses; the registration one is marked and has no edit or delete', async () => {
    stubAddressBook({ addresses: [registration, other] });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'I tuoi indirizzi di spedizione' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Indirizzo di registrazione');
    expect(first).toHaveTextContent('Via Indipendenza 8');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(second!).getByRole('button', { name: 'Modifica Via Saragozza 20' }),
    ).toBeVisible();
    expect(within(second!).getByRole('button', { name: 'Elimina Via Saragozza 20' })).toBeVisible();
  });

  it('shows the empty state', async () => {
    stubAddressBook({ addresses: [] });
    renderScreen();
    expect(
      await screen.findByText('Non hai ancora salvato indirizzi di spedizione.'),
    ).toBeInTheDocument();
  });

  it('adds an address through the cascading pickers and posts the AddressInput', async () => {
    const fetchMock = stubAddressBook({ addresses: [registration] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi indirizzo' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo indirizzo di spedizione' });

    await user.click(combo('Provincia'));
    await user.click(await screen.findByRole('option', { name: /Bologna/ }));
    await user.type(combo('Comune'), 'bol');
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Bologna' }));
    await user.click(combo('CAP'));
    await user.click(await screen.findByRole('option', { name: '40121' }));
    await user.type(combo('Indirizzo'), 'Via Irn');
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Via Irnerio' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Numero civico' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(
      await screen.findByText('Indirizzo di spedizione aggiunto con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/addresses')).toEqual([
      {
        nationId: 'IT',
        nation: 'Italia',
        countyId: '037',
        county: 'Bologna',
        cityId: '037006',
        city: 'Bologna',
        zip: '40121',
        address: 'Via Irnerio',
        streetNumber: '12',
        foreignCity: false,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Via Irnerio 12');
  });

  it('Escape closes the suggestions, not the dialog around them', async () => {
    stubAddressBook({ addresses: [] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi indirizzo' }));
    await user.click(combo('Provincia'));
    await screen.findByRole('option', { name: /Bologna/ });
    await user.keyboard('{Escape}');
    expect(combo('Provincia')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks every field on blur and refuses to save an incomplete address', async () => {
    const fetchMock = stubAddressBook({ addresses: [] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi indirizzo' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Numero civico' }));
    await user.tab();
    expect(await within(dialog).findAllByText('Campo obbligatorio')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // County, city, zip, street and street number: the nation starts as Italy.
    await waitFor(() => expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(5));
    expect(postedTo(fetchMock, '/cli/profiles/addresses')).toHaveLength(0);
  });

  it('edits an address with its id and tells it was updated', async () => {
    const fetchMock = stubAddressBook({ addresses: [registration, other] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Modifica Via Saragozza 20' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica indirizzo di spedizione' });
    expect(combo('Comune')).toHaveValue('Bologna');
    expect(combo('Comune')).toHaveAttribute('readonly');
    const number = within(dialog).getByRole('textbox', { name: 'Numero civico' });
    await user.clear(number);
    await user.type(number, '22');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(
      await screen.findByText('Indirizzo di spedizione aggiornato con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/addresses')[0]).toMatchObject({
      id: '2',
      streetNumber: '22',
      cityId: '037006',
      zip: '40123',
    });
  });

  it('deletes after a confirmation', async () => {
    const fetchMock = stubAddressBook({ addresses: [registration, other] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Elimina Via Saragozza 20' }));
    const dialog = screen.getByRole('dialog', { name: "Eliminare l'indirizzo di spedizione?" });
    expect(postedTo(fetchMock, '/cli/profiles/addresses/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(
      await screen.findByText('Indirizzo di spedizione eliminato con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/addresses/delete')).toEqual([{ id: '2' }]);
    expect(screen.queryByText('Via Saragozza 20')).not.toBeInTheDocument();
  });

  it('shows a failed save as a toast and keeps the form open', async () => {
    stubAddressBook({ addresses: [registration, other], failSave: 14 });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Modifica Via Saragozza 20' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Indirizzo non valido')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
