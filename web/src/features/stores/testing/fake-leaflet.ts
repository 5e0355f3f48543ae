import { vi } from 'vitest';

/** Stands in for Leaflet in jsdom: records what the map was given, draws nothing. */
function layer() {
  const created = { addTo: vi.fn(() => created) };
  return created;
}

const fakeMap = { remove: vi.fn(), invalidateSize: vi.fn() };

export const fakeLeaflet = {
  map: vi.fn(() => fakeMap),
  tileLayer: vi.fn(layer),
  marker: vi.fn(layer),
  icon: vi.fn((options: unknown) => ({ options })),
  control: { zoom: vi.fn(layer) },
};

export default fakeLeaflet;
