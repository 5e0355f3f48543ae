import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from '../app-layout';

/** Prints where the router is, so tests can assert navigations and their state. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** The real shell around a stand-in screen, on a memory router with the app's base path. */
export function renderLayout(initialPath = '/') {
  const router = createMemoryRouter(
    [{ Component: AppLayout, children: [{ path: '*', Component: Where }] }],
    { initialEntries: [`/app${initialPath}`], basename: '/app' },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}

export function stateOf(element: HTMLElement): unknown {
  return JSON.parse(element.dataset.state ?? 'null');
}
