import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadScreenTranslations } from '../i18n/i18n';

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
