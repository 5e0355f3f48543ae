import { LOOKUP_DEBOUNCE_MS } from '@spesa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AddressFields, emptyAddressDraft, type AddressDraft } from './address-fields';
import { callsTo, stubPlacesApi } from './testing/stub-places-api';

function Harness() {
  const { control } = useForm<{ address: AddressDraft }>({
    defaultValues: { address: emptyAddressDraft() },
    mode: 'onBlur',
  });
  const address = useWatch({ control, name: 'address' });
  return (
    <form>
      <AddressFields control={control} name="address" />
      <output data-testid="values">{JSON.stringify(address)}</output>
    </form>
  );
}

function values(): AddressDraft {
  return JSON.parse(screen.getByTestId('values').textContent ?? '{}') as AddressDraft;
}

const combo = (name: string) => screen.getByRole('combobox', { name });

async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS));
}

function setup() {
  const fetchMock = stubPlacesApi();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<Harness />);
  return { fetchMock, user };
}

async function pick(user: ReturnType<typeof userEvent.setup>, field: string, option: RegExp) {
  await user.click(combo(field));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddressFields', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from Italy with every level below disabled until its parent is chosen', () => {
    setup();
    expect(combo('Nazione')).toHaveValue('Italia');
    expect(combo('Nazione')).toHaveAttribute('readonly');
    expect(combo('Provincia')).toBeEnabled();
    expect(combo('Comune')).toBeDisabled();
    expect(combo('CAP')).toBeDisabled();
    expect(combo('Indirizzo')).toBeDisabled();
  });

  it('cascades nation, county, city, zip and street, and a new county clears what hangs on it', async () => {
    const { user } = setup();
    await pick(user, 'Provincia', /Bologna \(BO\)/);
    expect(combo('Provincia')).toHaveValue('Bologna');
    expect(combo('Provincia')).toHaveAttribute('readonly');
    expect(combo('Comune')).toBeEnabled();

    await user.type(combo('Comune'), 'bol');
    await settle();
    await user.click(await screen.findByRole('option', { name: 'Bologna' }));
    await pick(user, 'CAP', /40122/);
    await user.type(combo('Indirizzo'), 'Via Roma');
    await user.tab();
    expect(values()).toMatchObject({
      nationId: 'IT',
      countyId: '037',
      county: 'Bologna',
      cityId: '037006',
      city: 'Bologna',
      zip: '40122',
      address: 'Via Roma',
    });

    await user.click(screen.getByRole('button', { name: 'Cancella Provincia' }));
    expect(values()).toMatchObject({ countyId: '', cityId: '', city: '', zip: '', address: '' });
    expect(combo('Provincia')).not.toHaveAttribute('readonly');
    expect(combo('Comune')).toBeDisabled();
    await pick(user, 'Provincia', /Roma \(RM\)/);
    expect(values()).toMatchObject({ countyId: '058', county: 'Roma', cityId: '', zip: '' });
  });

  it('a new city clears zip and street', async () => {
    const { user } = setup();
    await pick(user, 'Provincia', /Bologna/);
    await user.type(combo('Comune'), 'bud');
    await settle();
    await user.click(await screen.findByRole('option', { name: 'Budrio' }));
    await pick(user, 'CAP', /40054/);
    await user.click(screen.getByRole('button', { name: 'Cancella Comune' }));
    expect(values()).toMatchObject({ cityId: '', zip: '', address: '' });
    expect(combo('CAP')).toBeDisabled();
  });

  it('searches cities from 3 letters or 2 digits only, sending only the debounced text', async () => {
    const { fetchMock, user } = setup();
    await pick(user, 'Provincia', /Bologna/);
    await user.type(combo('Comune'), 'bo');
    await settle();
    expect(callsTo(fetchMock, '/cli/addresses/cities')).toHaveLength(0);
    expect(screen.getByText('Scrivi almeno 3 lettere o 2 cifre')).toBeInTheDocument();

    await user.type(combo('Comune'), 'l');
    // Nothing leaves before the debounce has run out.
    expect(callsTo(fetchMock, '/cli/addresses/cities')).toHaveLength(0);
    await settle();
    await screen.findByRole('option', { name: 'Bologna' });
    const [first, ...rest] = callsTo(fetchMock, '/cli/addresses/cities');
    expect(rest).toHaveLength(0);
    expect(first?.searchParams.get('q')).toBe('bol');
    expect(first?.searchParams.get('countyId')).toBe('037');

    await user.clear(combo('Comune'));
    await user.type(combo('Comune'), '03');
    await settle();
    await waitFor(() => expect(callsTo(fetchMock, '/cli/addresses/cities')).toHaveLength(2));
    expect(callsTo(fetchMock, '/cli/addresses/cities')[1]?.searchParams.get('q')).toBe('03');
  });

  it('a foreign nation fills the county with Estero and makes city and zip free text', async () => {
    const { fetchMock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancella Nazione' }));
    await user.type(combo('Nazione'), 'Fra');
    await settle();
    await user.click(await screen.findByRole('option', { name: 'Francia' }));

    await waitFor(() => expect(combo('Provincia')).toHaveValue('Estero'));
    expect(combo('Provincia')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Comune' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comune' }), 'Paris');
    await user.type(screen.getByRole('textbox', { name: 'CAP' }), '75a0019');
    expect(values()).toMatchObject({
      nationId: 'FR',
      nation: 'Francia',
      countyId: 'EE',
      county: 'Estero',
      cityId: 'Paris',
      city: 'Paris',
      zip: '75001',
      foreignCity: true,
    });
    expect(callsTo(fetchMock, '/cli/addresses/cities')).toHaveLength(0);
  });

  it('follows the combobox pattern with arrow keys, Enter and Escape', async () => {
    const { user } = setup();
    const county = combo('Provincia');
    await user.click(county);
    await screen.findByRole('option', { name: /Bologna/ });
    expect(county).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Provincia' });
    expect(county).toHaveAttribute('aria-controls', listbox.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const roma = within(listbox).getByRole('option', { name: /Roma/ });
    expect(county).toHaveAttribute('aria-activedescendant', roma.id);
    expect(roma).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(county).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(county).toHaveValue('Bologna');
  });
});
