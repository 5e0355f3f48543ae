import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { makeStore } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { storeListCalls, stubStoreApi } from '../testing/stub-store-api';
import { StoreLocator } from './store-locator';

vi.mock('leaflet', () => import('../testing/fake-leaflet'));

const stores = [
  makeStore({ id: '1', name: 'Spesa Bologna Mazzini', distance: null }),
  makeStore({ id: '2', name: 'Spesa Parma Montanara', distance: null }),
];

function renderLocator() {
  const router = createMemoryRouter([{ path: '/', element: <StoreLocator /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
  useUserStore.setState({ latitude: null, longitude: null });
});

describe('StoreLocator', () => {
  it('asks for the configured page size and shows the first store in the detail column', async () => {
    const fetchMock = stubStoreApi({ stores, configuration: { storesPageSize: 7 } });
    renderLocator();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Spesa Bologna Mazzini' }),
    ).toBeVisible();
    await waitFor(() => expect(storeListCalls(fetchMock).at(-1)?.get('s')).toBe('7'));

    fireEvent.click(screen.getByRole('button', { name: /Spesa Parma Montanara/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Spesa Parma Montanara' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Spesa Parma Montanara/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pages with a windowed pager and marks the current page', async () => {
    const fetchMock = stubStoreApi({ stores, totalPages: 20 });
    renderLocator();

    const pager = await screen.findByRole('navigation', { name: 'Pagine dei punti vendita' });
    expect(within(pager).getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Pagina 20' })).toBeVisible();
    expect(within(pager).queryByRole('button', { name: 'Pagina 10' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();

    fireEvent.click(within(pager).getByRole('button', { name: 'Pagina 3' }));
    await waitFor(() => expect(storeListCalls(fetchMock).at(-1)?.get('p')).toBe('2'));
    expect(within(pager).getByRole('button', { name: 'Pagina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Pagina 5' })).toBeVisible();
  });

  it('searches 1000 ms after the last keystroke, from the first page again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubStoreApi({ stores, totalPages: 20 });
    renderLocator();
    const pager = await screen.findByRole('navigation', { name: 'Pagine dei punti vendita' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(storeListCalls(fetchMock).at(-1)?.get('p')).toBe('1'));

    const input = screen.getByRole('searchbox', { name: 'Cerca un punto vendita' });
    fireEvent.input(input, { target: { value: 'Par' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.input(input, { target: { value: 'Parma' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(storeListCalls(fetchMock).some((params) => params.has('q'))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(storeListCalls(fetchMock).at(-1)?.get('q')).toBe('Parma'));
    const searched = storeListCalls(fetchMock).filter((params) => params.has('q'));
    expect(searched).toHaveLength(1);
    expect(searched[0]?.get('p')).toBe('0');
  });

  it('sorts by distance from the browser position and shows kilometres', async () => {
    const fetchMock = stubStoreApi({
      stores: [makeStore({ id: '2', name: 'Spesa Parma Montanara', distance: 2.26 })],
    });
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 44.8, longitude: 10.3 } } as GeolocationPosition),
    );
    stubGeolocation(getCurrentPosition);
    renderLocator();
    await screen.findByRole('heading', { level: 2, name: 'Spesa Parma Montanara' });

    fireEvent.click(screen.getByRole('radio', { name: 'Distanza' }));

    await waitFor(() => expect(storeListCalls(fetchMock).at(-1)?.get('lat')).toBe('44.8'));
    expect(storeListCalls(fetchMock).at(-1)?.get('lon')).toBe('10.3');
    expect(screen.getByRole('radio', { name: 'Distanza' })).toBeChecked();
    expect(useUserStore.getState()).toMatchObject({ latitude: 44.8, longitude: 10.3 });
    expect(screen.getByRole('button', { name: /Spesa Parma Montanara/ })).toHaveTextContent(
      '2,3 km',
    );
  });

  it('marks the distance choice at once while the position is on its way', async () => {
    const fetchMock = stubStoreApi({ stores });
    stubGeolocation(() => undefined);
    renderLocator();
    await screen.findByRole('heading', { level: 2, name: 'Spesa Bologna Mazzini' });

    fireEvent.click(screen.getByRole('radio', { name: 'Distanza' }));

    expect(screen.getByRole('radio', { name: 'Distanza' })).toBeChecked();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Stiamo rilevando la tua posizione',
    );
    expect(storeListCalls(fetchMock).every((params) => !params.has('lat'))).toBe(true);
  });

  it('keeps name order with a note when the position is refused', async () => {
    const fetchMock = stubStoreApi({ stores });
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    renderLocator();
    await screen.findByRole('heading', { level: 2, name: 'Spesa Bologna Mazzini' });

    fireEvent.click(screen.getByRole('radio', { name: 'Distanza' }));

    expect(await screen.findByText(/Non possiamo usare la tua posizione/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Nome' })).toBeChecked();
    expect(storeListCalls(fetchMock).every((params) => !params.has('lat'))).toBe(true);
  });

  it('on a phone opens each store as an accordion section', async () => {
    stubMatchMedia(true);
    stubStoreApi({ stores });
    renderLocator();

    const row = await screen.findByRole('button', { name: /Spesa Parma Montanara/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('store-detail')).toBeNull();

    fireEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /^Spesa Parma Montanara/ });
    expect(within(panel).getByRole('heading', { name: 'Orari' })).toBeVisible();

    fireEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
  });

  it('only logs a failed store list, leaving the screen empty (spec 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubStoreApi({ stores, failStores: true });
    renderLocator();

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('store-row')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Cerca un punto vendita' })).toBeVisible();
  });
});
