import type { LookupItem } from '@spesa/contracts';
import { vi } from 'vitest';

/** A small geography: two Italian provinces and France as the foreign nation. */
export const testNations: LookupItem[] = [
  { id: 'IT', name: 'Italia', foreignNation: false },
  { id: 'FR', name: 'Francia', foreignNation: true },
];
const counties: Record<string, LookupItem[]> = {
  IT: [
    { id: '037', name: 'Bologna', code: 'BO' },
    { id: '058', name: 'Roma', code: 'RM' },
  ],
  FR: [{ id: 'EE', name: 'Estero' }],
};
const cities: Record<string, LookupItem[]> = {
  '037': [
    { id: '037006', name: 'Bologna' },
    { id: '037011', name: 'Budrio' },
  ],
  '058': [{ id: '058091', name: 'Roma' }],
};
const zipcodes: Record<string, string[]> = {
  '037006': ['40121', '40122'],
  '037011': ['40054'],
  '058091': ['00118', '00184'],
};

export function envelope(data: unknown, responseCode = 0, status = 200): Response {
  return new Response(JSON.stringify({ responseCode, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function matching(items: LookupItem[], q: string | null): LookupItem[] {
  return q ? items.filter((i) => i.name.toLowerCase().startsWith(q.toLowerCase())) : items;
}

/** Answers the five lookups; anything else goes to `other` (404 by default). */
export function placesResponse(url: URL): Response | undefined {
  const q = url.searchParams.get('q');
  const p = (name: string) => url.searchParams.get(name) ?? '';
  switch (url.pathname) {
    case '/cli/addresses/nations':
      return envelope(matching(testNations, q));
    case '/cli/addresses/counties':
      return envelope(matching(counties[p('nationId')] ?? [], q));
    case '/cli/addresses/cities':
      return envelope(p('nationId') === 'IT' ? matching(cities[p('countyId')] ?? [], q) : []);
    case '/cli/addresses/zipcodes':
      return envelope((zipcodes[p('cityId')] ?? []).filter((z) => !q || z.startsWith(q)));
    case '/cli/addresses/streets':
      return envelope(['Via Indipendenza', 'Via Irnerio'].filter((s) => !q || s.includes(q)));
    default:
      return undefined;
  }
}

/** Stubs fetch with the lookups (and `other` for the rest); returns the mock to read its calls. */
export function stubPlacesApi(other?: (url: URL, init?: RequestInit) => Response | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return (
      placesResponse(url) ??
      other?.(url, init) ??
      new Response(JSON.stringify({ responseCode: 404 }), { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the calls made to one path. */
export function callsTo(fetchMock: ReturnType<typeof stubPlacesApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}
