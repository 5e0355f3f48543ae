import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeLeaflet } from '../testing/fake-leaflet';
import { stubStoreApi } from '../testing/stub-store-api';
import { StoreMap } from './store-map';

vi.mock('leaflet', () => import('../testing/fake-leaflet'));

describe('StoreMap', () => {
  beforeEach(() => {
    fakeLeaflet.map.mockClear();
    fakeLeaflet.tileLayer.mockClear();
    fakeLeaflet.marker.mockClear();
  });

  it('centres a zoom-18 map on the store with a bundled marker and no tiles by default', async () => {
    const fetchMock = stubStoreApi({ stores: [] });
    renderWithProviders(<StoreMap name="Spesa Parma" latitude={44.79} longitude={10.33} />);

    expect(screen.getByRole('region', { name: 'Mappa di Spesa Parma' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fakeLeaflet.map).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      expect.objectContaining({ center: [44.79, 10.33], zoom: 18 }),
    );
    expect(fakeLeaflet.marker).toHaveBeenCalledWith(
      [44.79, 10.33],
      expect.objectContaining({ alt: 'Spesa Parma' }),
    );
    const iconOptions = fakeLeaflet.icon.mock.calls[0]?.[0] as { iconUrl: string };
    expect(iconOptions.iconUrl).toMatch(/marker-icon\.png/);
    expect(iconOptions.iconUrl).not.toMatch(/^https?:/);
    expect(fakeLeaflet.tileLayer).not.toHaveBeenCalled();
  });

  it('adds the configured tile layer and attribution', async () => {
    stubStoreApi({
      stores: [],
      configuration: { mapTileUrl: '/tiles/{z}/{x}/{y}.png', mapAttribution: '© OSM' },
    });
    renderWithProviders(<StoreMap name="Spesa Parma" latitude={44.79} longitude={10.33} />);

    await waitFor(() =>
      expect(fakeLeaflet.tileLayer).toHaveBeenCalledWith(
        '/tiles/{z}/{x}/{y}.png',
        expect.objectContaining({ attribution: '© OSM' }),
      ),
    );
  });
});
