import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstVisitLocale } from '@studovna/core';
import { openApp } from './app/start-app';
import { DEFAULT_LOCALE } from './i18n/i18n';
import { readFirstAnswers } from './lib/api/first-answers';
import { startServiceWorker } from './lib/pwa/register-service-worker';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const { app, firstScreen } = openApp(window.location, {
  firstAnswers: readFirstAnswers(document),
  browserLanguages: navigator.languages,
});
// the server painted a guest's first screen (decision 0038): a first visit in Czech sees the same, so the app
// takes it over once its answers are in place; anyone else's app renders their own instead
const painted = container.hasAttribute('data-painted');
const hydrates =
  painted &&
  !document.documentElement.hasAttribute('data-kept') &&
  firstVisitLocale(navigator.languages) === DEFAULT_LOCALE;
// hydrating is a transition too: React takes the painted screen over in slices, never holding the page long
if (hydrates)
  void firstScreen.then(() =>
    startTransition(() => void hydrateRoot(container, <StrictMode>{app}</StrictMode>)),
  );
else {
  if (painted) {
    container.replaceChildren();
    container.removeAttribute('data-painted');
  }
  const root = createRoot(container);
  // the first render is a transition: React renders it in slices, leaving the page responsive meanwhile
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
// the worker precaches the whole app: it starts once the first screen has loaded, not competing with it
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', () => startServiceWorker(), { once: true });
