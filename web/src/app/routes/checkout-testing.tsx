import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { CheckoutRoute } from './checkout';
import { CheckoutConfirmRoute } from './checkout-confirm';
import { CheckoutDataRoute } from './checkout-data';
import { CheckoutSummaryRoute } from './checkout-summary';

/** Embla measures with observers jsdom does not have; inert stand-ins are enough here. */
export function stubCarouselEnvironment() {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The four checkout steps with stand-ins for the screens they lead to. */
export function renderCheckout(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutRoute },
      { path: '/checkout/data', Component: CheckoutDataRoute },
      { path: '/checkout/summary', Component: CheckoutSummaryRoute },
      { path: '/checkout/confirm', Component: CheckoutConfirmRoute },
      { path: '/cart', element: <h1>Pagina carrello</h1> },
      { path: '/cart/create', element: <h1>Crea carrello</h1> },
      { path: '/home', element: <h1>Home</h1> },
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
