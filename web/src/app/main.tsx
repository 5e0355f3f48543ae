import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18nReady } from '@/shared/i18n/i18n';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { mirrorStoreChoice, useUserStore } from '@/shared/state/user-store';
import { writeStoreChoice } from '@/shared/state/store-choice-cookie';
import { App } from './app';
import { drawAsGuest, type FirstPaintState } from './first-screen/first-paint-state';
import { TakeOverDrawnScreen } from './first-screen/take-over-drawn-screen';
import { prefetchFirstScreen } from './first-screen/prefetch-first-screen';
import { listenForInstallOffer } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

listenForInstallOffer();
mirrorStoreChoice(writeStoreChoice);
const queryClient = createQueryClient();
// The server drew the first screen (entry-server.tsx) from these replies, as this guest: the app
// starts with them instead of asking again, and hydrates that markup once its code is in.
const firstPaintJson = document.getElementById('first-paint-state')?.textContent;
const firstPaint = firstPaintJson ? (JSON.parse(firstPaintJson) as FirstPaintState) : null;
// The drawing is a guest's: a logged-in customer's own screen differs (the header, the latest
// order), and hydrating the guest's and then showing theirs would move what is on screen (a
// layout shift). Their app renders its own screen over the drawing instead.
const hydrating = firstPaint !== null && useUserStore.getState().user === null;
if (firstPaint) hydrate(queryClient, firstPaint.queries);
if (firstPaint && hydrating) drawAsGuest(firstPaint.guest);
prefetchFirstScreen(queryClient, {
  path: location.pathname.replace(/^\/app(?=\/|$)/, ''),
  search: location.search,
  state: (history.state as { usr?: unknown } | null)?.usr,
});
// The first render waits for two things, without holding up this module (a top-level await here
// would also hold the route chunks, which import from this chunk): the texts (Italian is bundled
// and ready at once; another stored language is fetched) and the first screen's route chunk, which
// the router asked for as it was created. Rendered before that chunk is in, React commits the
// spinner and then renders the screen again as a transition, in 5 ms slices that a slow phone's
// other work stretches (a second on the bench's phone); nothing contentful shows earlier either way.
void Promise.all([i18nReady, routerReady()]).then(() => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!firstPaint) return createRoot(container).render(app);
  const taken = <TakeOverDrawnScreen container={container}>{app}</TakeOverDrawnScreen>;
  if (hydrating) hydrateRoot(container, taken);
  else createRoot(container).render(taken);
});
registerServiceWorker();

function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
