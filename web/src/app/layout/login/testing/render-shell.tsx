import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { ProfileRoute } from '@/app/routes/profile';
import { ProfilePasswordRoute } from '@/app/routes/profile-password';
import { ResetRoute } from '@/app/routes/reset';
import { createQueryClient } from '@/shared/api/query-client';
import { AppLayout } from '../../app-layout';

/** Prints where the router is, for tests that follow navigations. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * The real shell and the account screens on a memory router, with the app's own query
 * client (so the lost-session guard is wired) minus retries.
 */
export function renderShell(path = '/home') {
  const router = createMemoryRouter(
    [
      {
        Component: AppLayout,
        children: [
          { path: 'reset', Component: ResetRoute },
          { path: 'profile', Component: ProfileRoute },
          { path: 'profile/password', Component: ProfilePasswordRoute },
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
export function currentPath(router: ReturnType<typeof renderShell>['router']): string {
  return router.state.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
}
