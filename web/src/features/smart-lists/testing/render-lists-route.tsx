import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';

/** Prints where a followed link ended up. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A lists screen on a memory router, with the toasts; any other path shows where it went. */
export function renderListsRoute(path: string, Component: ComponentType) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <>
      <Toasts />
      <RouterProvider router={router} />
    </>,
  );
  return { user: userEvent.setup(), router };
}
