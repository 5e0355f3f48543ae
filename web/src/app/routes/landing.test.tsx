import type { FirstSlot, Store } from '@spesa/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { makeStore } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { LandingRoute } from './landing';

const modes = [
  { id: 'AT_HOME', name: 'Consegna a domicilio' },
  { id: 'IN_STORE', name: 'Ritiro in negozio' },
];
const places = [
  { id: '037006-40121', cityName: 'Bologna', zipCode: '40121' },
  { id: '037006-40122', cityName: 'Bologna', zipCode: '40122' },
];
const slot: FirstSlot = {
  id: '9',
  description: 'Martedì 24 novembre',
  date: '2026-11-24',
  validFrom: '09:00',
  validTo: '11:00',
};

interface Api {
  stores: Store[];
  slot: FirstSlot | null;
}

function stubApi(api: Api) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    let data: unknown = null;
    if (url.pathname === '/cli/ecommerce/deliveries') data = modes;
    else if (url.pathname === '/cli/addresses/zipcodescities') data = places;
    else if (url.pathname === '/cli/stores/ecommerce/delivery') data = api.stores;
    else if (url.pathname.endsWith('/slots/first/available')) data = api.slot;
    // A plain object: a real Response body is read on the event loop, past the fake clock.
    return { ok: true, status: 200, json: async () => ({ responseCode: 0, data }) } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof stubApi>, path: string): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));
}

/** Lets timers, fetch promises and React Query's batched notifications run. */
async function tick(ms = 50) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingRoute /> },
      { path: '/home', element: <p>Pagina home</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const combobox = () => screen.getByRole('combobox', { name: 'Comune o CAP' });
const submit = () => screen.getByRole('button', { name: 'Vai al negozio' });

async function choosePlace(text = 'Bologna') {
  fireEvent.input(combobox(), { target: { value: text } });
  await tick(PLACE_DEBOUNCE);
  await tick();
  fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
  fireEvent.keyDown(combobox(), { key: 'Enter' });
  await tick();
}

const PLACE_DEBOUNCE = 1000;
const mazzini = makeStore({ id: '1', name: 'Spesa Bologna Mazzini' });
const bolognina = makeStore({ id: '2', name: 'Spesa Bologna Bolognina' });

describe('LandingRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUserStore.setState({ defaultStore: null, defaultDelivery: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks mode, place, store and slot, then saves the defaults and opens /home', async () => {
    const fetchMock = stubApi({ stores: [mazzini, bolognina], slot });
    const router = renderLanding();
    await tick();

    expect(submit()).toBeDisabled();
    expect(combobox()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }));
    expect(combobox()).toBeEnabled();

    // Searched only once the typing has paused for a full second.
    fireEvent.input(combobox(), { target: { value: 'Bolo' } });
    await tick(600);
    fireEvent.input(combobox(), { target: { value: 'Bologna' } });
    await tick(999);
    expect(calls(fetchMock, '/cli/addresses')).toEqual([]);
    await tick(1);
    expect(calls(fetchMock, '/cli/addresses')).toEqual(['/cli/addresses/zipcodescities?q=Bologna']);
    await tick();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['40121 Bologna', '40122 Bologna']);

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: '40121 Bologna' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(combobox()).toHaveValue('40121 Bologna');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await tick();

    expect(calls(fetchMock, '/cli/stores')).toEqual([
      '/cli/stores/ecommerce/delivery?delivery=AT_HOME&zipCode=40121',
    ]);
    expect(screen.queryByTestId('first-slot')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await tick();

    expect(calls(fetchMock, '/cli/ecommerce/stores')).toEqual([
      '/cli/ecommerce/stores/1/delivery/AT_HOME/slots/first/available?tid=01',
    ]);
    expect(screen.getByTestId('first-slot')).toHaveTextContent(
      'Prima consegna disponibileMartedì 24 novembre, 09:00-11:00',
    );

    // Another store asks for its own first slot.
    fireEvent.click(screen.getByRole('radio', { name: 'Spesa Bologna Bolognina' }));
    await tick();
    expect(calls(fetchMock, '/cli/ecommerce/stores').at(-1)).toBe(
      '/cli/ecommerce/stores/2/delivery/AT_HOME/slots/first/available?tid=01',
    );

    expect(submit()).toBeEnabled();
    fireEvent.click(submit());
    await tick();
    expect(router.state.location.pathname).toBe('/home');
    expect(useUserStore.getState()).toMatchObject({
      defaultStore: { id: '2', name: 'Spesa Bologna Bolognina' },
      defaultDelivery: 'AT_HOME',
      defaultZipCode: '40121',
      defaultCityName: 'Bologna',
    });
  });

  it('searches a postcode by zipCode', async () => {
    const fetchMock = stubApi({ stores: [mazzini], slot });
    renderLanding();
    await tick();
    fireEvent.click(screen.getByRole('radio', { name: 'Ritiro in negozio' }));
    fireEvent.input(combobox(), { target: { value: '4012' } });
    await tick(PLACE_DEBOUNCE);
    expect(calls(fetchMock, '/cli/addresses')).toEqual([
      '/cli/addresses/zipcodescities?zipCode=4012',
    ]);
  });

  it('shows the no-slot message when the store has no free slot', async () => {
    stubApi({ stores: [mazzini], slot: null });
    renderLanding();
    await tick();
    fireEvent.click(screen.getByRole('radio', { name: 'Ritiro in negozio' }));
    await choosePlace();
    fireEvent.click(screen.getByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await tick();

    expect(screen.getByTestId('first-slot')).toHaveTextContent(
      'Nessuno slot disponibile per la consegna o il ritiro della spesa',
    );
    expect(submit()).toBeEnabled();
  });

  it('says so when no store serves the mode and place', async () => {
    stubApi({ stores: [], slot });
    renderLanding();
    await tick();
    fireEvent.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }));
    await choosePlace();

    expect(
      screen.getByText("Nessun negozio disponibile per la modalità e l'indirizzo selezionati"),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Spesa/ })).toBeNull();
    expect(submit()).toBeDisabled();
  });

  it('a new mode resets place and store; editing the place resets the store and slot', async () => {
    stubApi({ stores: [mazzini], slot });
    renderLanding();
    await tick();
    fireEvent.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }));
    await choosePlace();
    fireEvent.click(screen.getByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await tick();
    expect(screen.getByTestId('first-slot')).toBeVisible();

    fireEvent.input(combobox(), { target: { value: '40121 Bologn' } });
    expect(screen.queryByRole('radio', { name: 'Spesa Bologna Mazzini' })).toBeNull();
    expect(screen.queryByTestId('first-slot')).toBeNull();
    expect(submit()).toBeDisabled();

    fireEvent.keyDown(combobox(), { key: 'Escape' });
    await choosePlace();
    fireEvent.click(screen.getByRole('radio', { name: 'Spesa Bologna Mazzini' }));
    await tick();
    expect(submit()).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Ritiro in negozio' }));
    expect(combobox()).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Scegli il negozio' })).toBeDisabled();
    expect(screen.queryByTestId('first-slot')).toBeNull();
    expect(submit()).toBeDisabled();
  });
});
