import { readStoreChoice } from '@spesa/contracts';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { webConfigurationQueryOptions } from '@/shared/config/web-configuration';
import { setApiTransport } from '@/shared/api/api-transport';
import { i18n, i18nReady } from '@/shared/i18n/i18n';
import { defaultLanguage, isLanguage, type Language } from '@/shared/i18n/languages';
import { useUserStore } from '@/shared/state/user-store';
import { prefetchFirstScreen } from './first-screen/prefetch-first-screen';
import { whenIdle } from './first-screen/when-idle';
import { AppProvider } from './provider';
import { ROUTER_BASENAME, routes } from './route-table';

/** What the server gives the first paint: the address, the store cookie and its own API. */
export interface FirstPaintRequest {
  /** Path and query, starting with /app. */
  url: string;
  /** The `spesa_store` cookie the app writes when a store is chosen, if any. */
  storeCookie: string | undefined;
  /** The `spesa_lang` cookie the app writes with the interface language, if any. */
  languageCookie?: string | undefined;
  /** Answers the app's API calls (the server passes its own routes, without the network). */
  fetch: typeof fetch;
}

export interface FirstPaint {
  /** The screen's markup, as the browser's first render draws it. */
  html: string;
  /** The query cache the markup was drawn from, for the app to start with. */
  state: DehydratedState;
  /** The language it was drawn in, for the document's lang. */
  language: Language;
}

/** How long the screen's API calls may take before the server gives up and sends the shell. */
const DATA_TIMEOUT_MS = 2000;

const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });

/**
 * The first screen drawn on the server as a guest with the shopper's chosen store, so the
 * phone paints it as soon as the HTML and its styles arrive instead of after the libraries
 * have downloaded and run (issue 15). The browser's app then renders over it (main.tsx); this
 * markup is a picture of the screen, inert until then. Null when the address is not a screen
 * to draw (a redirect, an error) or the data did not come in time: the server sends the shell.
 * One at a time (the server queues calls): the user store is this module's, set per request.
 */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null> {
  await i18nReady;
  const language = isLanguage(request.languageCookie) ? request.languageCookie : defaultLanguage;
  await i18n.changeLanguage(language);
  setApiTransport(request.fetch);
  const choice = readStoreChoice(request.storeCookie);
  const guest = {
    user: null,
    defaultStore: choice ? { id: choice.id, name: choice.name } : null,
    defaultDelivery: choice?.delivery ?? null,
  };
  useUserStore.setState(guest);
  // zustand's hooks read a store's initial state when rendering on a server (its server
  // snapshot), so this module's copy of that state is the request's too.
  Object.assign(useUserStore.getInitialState(), guest);
  const url = new URL(request.url, 'http://spesa.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const client = createQueryClient({ retry: false });
  const location = {
    path: url.pathname.replace(/^\/app(?=\/|$)/, ''),
    search: url.search,
    state: null,
  };
  // Home without a chosen store sends the shopper to the landing page: the app's work.
  if (/^\/home\/?$/.test(location.path) && !choice) return null;
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
  // The configuration is not sent: the app asks for it (index.html's first script does, early).
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] !== webConfigurationQueryOptions.queryKey[0],
  });
  return { html, state, language };
}
