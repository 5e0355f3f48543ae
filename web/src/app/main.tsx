import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/shared/i18n/i18n';
import './styles/global.css';
import { createQueryClient } from '@/shared/api/query-client';
import { App } from './app';
import { prefetchFirstScreen } from './first-screen/prefetch-first-screen';
import { listenForInstallOffer } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

listenForInstallOffer();
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, {
  path: location.pathname.replace(/^\/app(?=\/|$)/, ''),
  search: location.search,
  state: (history.state as { usr?: unknown } | null)?.usr,
});
// Italian is bundled and ready at once; another stored language is fetched before the first render.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
registerServiceWorker();
