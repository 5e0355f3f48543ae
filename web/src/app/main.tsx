import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/shared/i18n/i18n';
import './styles/global.css';
import { App } from './app';
import { listenForInstallOffer } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

listenForInstallOffer();
// Italian is bundled and ready at once; another stored language is fetched before the first render.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
