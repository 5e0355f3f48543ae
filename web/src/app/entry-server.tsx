import { readStoreChoice, type FirstPaint, type FirstPaintRequest } from '@spesa/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { setApiTransport } from '@/shared/api/api-transport';
import { i18n, i18nReady } from '@/shared/i18n/i18n';
import { defaultLanguage, isLanguage } from '@/shared/i18n/languages';
import { useUserStore } from '@/shared/state/user-store';
import {
  drawAsGuest,
  type DrawnGuest,
  type FirstPaintState,
} from './first-screen/first-paint-state';
import { appPath, firstScreenAt } from './first-screen/first-screens';
import { prefetchFirstScreen } from './first-screen/prefetch-first-screen';
import { whenIdle } from './first-screen/when-idle';
import { AppProvider } from './provider';
import { ROUTER_BASENAME, routes } from './route-table';

/** How long the screen's API calls may take before the server gives up and sends the shell. */
const DATA_TIMEOUT_MS = 2000;

const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });

/**
 * The first screen drawn on the server as a guest with the shopper's chosen store, so the
 * phone paints it as soon as the HTML and its styles arrive instead of after the libraries
 * have downloaded and run (issue 15). The browser's app then hydrates it (main.tsx) from the
 * same data, carried in the page; until then the markup is inert. Only the screens of
 * first-screens.ts are drawn. Null when the address is not one of them, is not a screen to draw
 * (a redirect, an error) or the data did not come in time: the server sends the shell. One at
 * a time (the server queues calls): the user store is this module's, set per request.
 */
export async function renderFirstPaint(
  request: FirstPaintRequest,
): Promise<FirstPaint<FirstPaintState> | null> {
  await i18nReady;
  const language = isLanguage(request.languageCookie) ? request.languageCookie : defaultLanguage;
  await i18n.changeLanguage(language);
  setApiTransport(request.fetch);
  const choice = readStoreChoice(request.storeCookie);
  const guest: DrawnGuest = {
    defaultStore: choice ? { id: choice.id, name: choice.name } : null,
    defaultDelivery: choice?.delivery ?? null,
  };
  useUserStore.setState({ user: null, ...guest });
  // This module's copy of the store is the request's (one drawing at a time).
  drawAsGuest(guest);
  const url = new URL(request.url, 'http://spesa.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const client = createQueryClient({ retry: false });
  const location = { path: appPath(url.pathname), search: url.search, state: null };
  const screen = firstScreenAt(location.path)?.screen;
  if (!screen) return null;
  // Without a chosen store, the app sends the shopper elsewhere (home to the landing page).
  if (screen.storeRequired && !choice) return null;
  // Twice: without a chosen store, the catalogue's store is the first one, known after a call.
  for (let pass = 0; pass < 2; pass++) {
    prefetchFirstScreen(client, location);
    if (!(await whenIdle(client, DATA_TIMEOUT_MS))) return null;
  }
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  // Every reply the markup was drawn from, the configuration included: the app hydrates from them.
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  return { html, state: { queries, guest }, language };
}
