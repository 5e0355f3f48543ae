import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

/** Shows where a navigation ended up, for tests that follow links. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

interface RouteOptions {
  path?: string;
  url?: string;
  state?: unknown;
}

/** Renders a screen inside a memory router; any other path renders a location probe. */
export function renderRoute(ui: ReactElement, { path = '/', url = '/', state }: RouteOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    {
      initialEntries: [
        {
          pathname: url.split('?')[0],
          search: url.includes('?') ? `?${url.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

function respond(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

/** Answers fetch from a handler that maps a URL to an envelope body. */
export function stubFetch(handler: (url: URL) => unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    respond(handler(new URL(String(input), 'http://localhost'))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with, as URL objects. */
export function calledUrls(fetchMock: ReturnType<typeof stubFetch>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
