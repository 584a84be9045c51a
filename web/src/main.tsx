import './lib/api/parse-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/start-app';
import { readFirstAnswers } from './lib/api/first-answers';
import { startServiceWorker } from './lib/pwa/register-service-worker';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const app = startApp(window.location, {
  firstAnswers: readFirstAnswers(document),
  browserLanguages: navigator.languages,
});
const root = createRoot(container);
// the first render is a transition: React renders it in slices, leaving the page responsive meanwhile
startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
// the worker precaches the whole app: it starts once the first screen has loaded, not competing with it
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', () => startServiceWorker(), { once: true });
