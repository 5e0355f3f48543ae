import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/i18n/i18n';
import './styles/global.css';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
