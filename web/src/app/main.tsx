import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/shared/i18n/i18n';
import './styles/global.css';
import { createQueryClient } from '@/shared/api/query-client';
import { App } from './app';
import { prefetchFirstScreen } from './first-screen/prefetch-first-screen';
import { listenForInstallOffer } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

listenForInstallOffer();
const queryClient = createQueryClient();
const firstScreenData = prefetchFirstScreen(queryClient, {
  path: location.pathname.replace(/^\/app(?=\/|$)/, ''),
  search: location.search,
  state: (history.state as { usr?: unknown } | null)?.usr,
});
// The first render waits, without holding up this module (a top-level await here would also hold
// the route chunks, which import from this chunk), for the texts (Italian is bundled and ready at
// once; another stored language is fetched), the first screen's route chunk, which the router
// asked for as it was created, and that screen's data, for at most FIRST_DATA_WAIT_MS once the rest
// is ready. Rendered earlier, React commits a spinner and renders the screen again as a transition,
// in 5 ms slices that a slow phone's other work stretches (a second on the bench's phone), and the
// replies arriving one by one move what is below them (layout shifts); nothing contentful shows
// earlier either way, and the calls started long before (index.html's first script sends them).
const FIRST_DATA_WAIT_MS = 1000;
void Promise.all([i18nReady, routerReady()])
  .then(() => Promise.race([firstScreenData, delay(FIRST_DATA_WAIT_MS)]))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
