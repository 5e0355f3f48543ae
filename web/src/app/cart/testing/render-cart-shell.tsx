import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { CartRoute } from '@/app/routes/cart';
import { CartCreateRoute } from '@/app/routes/cart-create';
import { CartUpdateRoute } from '@/app/routes/cart-update';
import { CartsRoute } from '@/app/routes/carts';
import { createQueryClient } from '@/shared/api/query-client';
import { AppLayout } from '../../layout/app-layout';

/** Prints where the router is, for tests that follow navigations. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * The real shell (header, login popup, toasts, the cart actions) with the cart screens on a
 * memory router, plus any extra routes a test needs; every other path prints where it is.
 */
export function renderCartShell(path: string, extra: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        Component: AppLayout,
        children: [
          { path: 'cart', Component: CartRoute },
          { path: 'cart/create', Component: CartCreateRoute },
          { path: 'cart/update', Component: CartUpdateRoute },
          { path: 'carts', Component: CartsRoute },
          ...extra,
          { path: '*', Component: Where },
        ],
      },
    ],
    { initialEntries: [`/app${path}`], basename: '/app' },
  );
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The path inside the app (without the /app base). */
export function pathOf(router: ReturnType<typeof renderCartShell>['router']): string {
  return router.state.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
}
