import { LOOKUP_DEBOUNCE_MS } from '@spesa/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { stubPlacesApi } from '@/shared/places/testing/stub-places-api';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface RenderAtOptions {
  /** Renders under StrictMode, whose doubled effects a single-use call must survive. */
  strict?: boolean;
}

/** Renders a screen at `url` in a memory router with the toasts; other paths show a probe. */
export function renderAt(
  ui: ReactElement,
  path: string,
  url = path,
  options: RenderAtOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  // With fake timers (the lookup debounce) user-event must move them along.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = renderWithProviders(
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>,
    { reactStrictMode: options.strict },
  );
  return { router, user, ...view };
}

export interface RecordedCall {
  path: string;
  body: unknown;
}

type Answer = { responseCode: number; data?: unknown; message?: string };

/**
 * Stubs fetch: the place lookups from the shared stub, the signup calls from `answers` (an
 * envelope per path); each signup call's JSON body is recorded.
 */
export function stubSignupApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = stubPlacesApi((url, init) => {
    const answer = answers[url.pathname];
    if (!answer) return undefined;
    calls.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) });
    const status = answer.responseCode === 0 ? 200 : 400;
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchMock, calls };
}

/** Lets the 1000 ms lookup debounce run out. */
export async function settleLookups() {
  await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS));
}

export const combo = (name: string) => screen.getByRole('combobox', { name });
