import './lib/api/parse-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/start-app';
import { startServiceWorker } from './lib/pwa/register-service-worker';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(<StrictMode>{startApp(window.location)}</StrictMode>);
// the worker precaches the whole app: it starts once the first screen has loaded, not competing with it
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', () => startServiceWorker(), { once: true });
