import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { PageSpinner } from './layout/page-spinner';
import { RouteError } from './routes/route-error';

/** Router base path from the spec: the server mounts the app under /app. */
export const ROUTER_BASENAME = '/app';

// Each screen is its own chunk: the first visit downloads only what it shows.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        ErrorBoundary: RouteError,
        lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });
