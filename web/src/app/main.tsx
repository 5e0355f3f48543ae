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
