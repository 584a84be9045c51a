import createDOMPurify, { type DOMPurify } from 'dompurify';

let current: DOMPurify | null = null;

/**
 * Gives the render the window DOMPurify works on: the server's jsdom, handed over before its first render
 * (decision 0038), so the render's code needs no DOM library of its own.
 */
export function setServerWindow(window: Window): void {
  current = createDOMPurify(window as Window & typeof globalThis);
}

/** DOMPurify on the server's window: `purify.ts` where there is no browser (the server's render). */
export const purify = new Proxy({} as DOMPurify, {
  get(_, key) {
    if (!current) throw new Error('the server render has no window to sanitise HTML in');
    const value: unknown = Reflect.get(current, key);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
  },
});
