import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { PageSpinner } from './layout/page-spinner';
import { RouteError } from './routes/route-error';

/** Router base path from the spec: the server mounts the app under /app. */
export const ROUTER_BASENAME = '/app';

/** A lazily loaded screen: each one is its own chunk, fetched on first visit. */
function screen(
  path: string | undefined,
  load: () => Promise<{ Component: ComponentType }>,
): RouteObject {
  return path === undefined
    ? { index: true, ErrorBoundary: RouteError, lazy: load }
    : { path, ErrorBoundary: RouteError, lazy: load };
}

// All routes are exact (spec 2).
export const routes: RouteObject[] = [
  // The store staff's area (issue 8): its own frame and chunks, downloaded only when opened.
  {
    path: 'staff',
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    lazy: () => import('./routes/staff-layout').then((m) => ({ Component: m.StaffLayoutRoute })),
    children: [
      screen(undefined, () =>
        import('./routes/staff-queue').then((m) => ({ Component: m.StaffQueueRoute })),
      ),
      screen('orders/:id', () =>
        import('./routes/staff-order').then((m) => ({ Component: m.StaffOrderRoute })),
      ),
      screen('import', () =>
        import('./routes/staff-import').then((m) => ({ Component: m.StaffImportRoute })),
      ),
      screen('setup', () =>
        import('./routes/staff-setup').then((m) => ({ Component: m.StaffSetupRoute })),
      ),
      screen('search', () =>
        import('./routes/staff-search').then((m) => ({ Component: m.StaffSearchRoute })),
      ),
      screen('products', () =>
        import('./routes/staff-products').then((m) => ({ Component: m.StaffProductsRoute })),
      ),
      screen('jobs', () =>
        import('./routes/staff-jobs').then((m) => ({ Component: m.StaffJobsRoute })),
      ),
      screen('invoices', () =>
        import('./routes/staff-invoices').then((m) => ({ Component: m.StaffInvoicesRoute })),
      ),
    ],
  },
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      screen(undefined, () =>
        import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      ),
      // The native app embeds the shop at /app: the same start screen, without search (spec 1).
      screen('app', () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute }))),
      screen('home', () => import('./routes/home').then((m) => ({ Component: m.HomeRoute }))),
      screen('stores', () => import('./routes/stores').then((m) => ({ Component: m.StoresRoute }))),
      screen('category', () =>
        import('./routes/category').then((m) => ({ Component: m.CategoryRoute })),
      ),
      screen('category/tag', () =>
        import('./routes/category-tag').then((m) => ({ Component: m.CategoryTagRoute })),
      ),
      screen('search', () => import('./routes/search').then((m) => ({ Component: m.SearchRoute }))),
      screen('product/:barcode', () =>
        import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
      ),
      screen(':category/:subCategory/:description/:barcode', () =>
        import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
      ),
      screen('cart', () => import('./routes/cart').then((m) => ({ Component: m.CartRoute }))),
      screen('cart/create', () =>
        import('./routes/cart-create').then((m) => ({ Component: m.CartCreateRoute })),
      ),
      screen('cart/update', () =>
        import('./routes/cart-update').then((m) => ({ Component: m.CartUpdateRoute })),
      ),
      screen('carts', () => import('./routes/carts').then((m) => ({ Component: m.CartsRoute }))),
      screen('checkout', () =>
        import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
      ),
      screen('checkout/data', () =>
        import('./routes/checkout-data').then((m) => ({ Component: m.CheckoutDataRoute })),
      ),
      screen('checkout/summary', () =>
        import('./routes/checkout-summary').then((m) => ({ Component: m.CheckoutSummaryRoute })),
      ),
      screen('checkout/confirm', () =>
        import('./routes/checkout-confirm').then((m) => ({ Component: m.CheckoutConfirmRoute })),
      ),
      screen('orders', () => import('./routes/orders').then((m) => ({ Component: m.OrdersRoute }))),
      screen('buy-again', () =>
        import('./routes/buy-again').then((m) => ({ Component: m.BuyAgainRoute })),
      ),
      screen('favorites', () =>
        import('./routes/favorites').then((m) => ({ Component: m.FavoritesRoute })),
      ),
      screen('smartlist', () =>
        import('./routes/smartlist').then((m) => ({ Component: m.SmartListRoute })),
      ),
      screen('payments', () =>
        import('./routes/payments').then((m) => ({ Component: m.PaymentsRoute })),
      ),
      screen('signup', () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute }))),
      screen('signup/activate', () =>
        import('./routes/signup-activate').then((m) => ({ Component: m.SignupActivateRoute })),
      ),
      screen('reset', () => import('./routes/reset').then((m) => ({ Component: m.ResetRoute }))),
      screen('profile', () =>
        import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
      ),
      screen('profile/addresses', () =>
        import('./routes/profile-addresses').then((m) => ({ Component: m.ProfileAddressesRoute })),
      ),
      screen('profile/billing', () =>
        import('./routes/profile-billing').then((m) => ({ Component: m.ProfileBillingRoute })),
      ),
      screen('profile/substitutions', () =>
        import('./routes/profile-substitutions').then((m) => ({
          Component: m.ProfileSubstitutionsRoute,
        })),
      ),
      screen('profile/password', () =>
        import('./routes/profile-password').then((m) => ({ Component: m.ProfilePasswordRoute })),
      ),
      screen('info/:page', () =>
        import('./routes/info-page').then((m) => ({ Component: m.InfoPageRoute })),
      ),
      screen('privacy', () =>
        import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      ),
      screen('app/privacy', () =>
        import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      ),
      screen('*', () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }))),
    ],
  },
];
