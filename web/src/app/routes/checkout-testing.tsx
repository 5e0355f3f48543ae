import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { CheckoutRoute } from './checkout';
import { CheckoutConfirmRoute } from './checkout-confirm';
import { CheckoutDataRoute } from './checkout-data';
import { CheckoutSummaryRoute } from './checkout-summary';

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
