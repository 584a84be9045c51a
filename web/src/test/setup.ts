import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadScreenTranslations } from '../i18n/i18n';
import { clearRunningTimers } from './file-timers';

// a component rendered on its own has every Czech message, as it would under its lazy route
await loadScreenTranslations();

// Screens load lazily and the suite shares two cores with the server tests: give findBy* room to wait.
configure({ asyncUtilTimeout: 15000 });

// jsdom has no scrolling; the app's scroll restoration (app/scroll-restoration.ts) calls it on every move.
window.scrollTo = () => {};

// jsdom measures no text: ProseMirror (the studio's rich-text editor) scrolls the cursor into view by the
// rectangles of a range
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The files of a worker share one page (isolate: false): each leaves it as a fresh page would be for the
// next, with no timer, stub, spy or fake clock of its own left behind.
afterAll(() => {
  vi.useRealTimers();
  clearRunningTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
});
