import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, THEME_STORAGE_KEY } from './apply-theme';

const html = document.documentElement;
const meta = () => document.querySelector('meta[name="color-scheme"]');

afterEach(() => {
  html.removeAttribute('data-theme');
  meta()?.remove();
});

describe('the theme shown', () => {
  it('is the choice of light or dark on <html>, and the system’s colours without one', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="color-scheme" content="light dark">');
    applyTheme('dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(meta()).toHaveAttribute('content', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    applyTheme('light');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(meta()).toHaveAttribute('content', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    // tokens.css then follows prefers-color-scheme
    applyTheme('system');
    expect(html).not.toHaveAttribute('data-theme');
    expect(meta()).toHaveAttribute('content', 'light dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still shows when the storage refuses to keep it', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    applyTheme('dark', html, refusing);
    expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

/** The app's index as a browser parses it, with `stored` in its localStorage; the app's own script never runs. */
function indexWith(stored: Record<string, string>) {
  const index = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
  const dom = new JSDOM(index, {
    url: 'http://app.localhost:3000/',
    runScripts: 'dangerously',
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
  });
  const root = dom.window.document.documentElement;
  const scheme = dom.window.document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');
  dom.window.close();
  return { theme: root.getAttribute('data-theme'), scheme, kept: root.hasAttribute('data-kept') };
}

describe('the index’s inline script, before the first paint', () => {
  it('puts a stored choice of dark or light on <html>, with the matching color-scheme', () => {
    expect(indexWith({ [THEME_STORAGE_KEY]: 'dark' })).toEqual({ theme: 'dark', scheme: 'dark', kept: true });
    expect(indexWith({ [THEME_STORAGE_KEY]: 'light' })).toEqual({
      theme: 'light',
      scheme: 'light',
      kept: true,
    });
  });

  it('leaves the system’s colours to a visit without a choice, and ignores anything else stored', () => {
    expect(indexWith({})).toEqual({ theme: null, scheme: 'light dark', kept: false });
    expect(indexWith({ localhost: '{"state":{}}' })).toEqual({
      theme: null,
      scheme: 'light dark',
      kept: true,
    });
    expect(indexWith({ [THEME_STORAGE_KEY]: 'system' }).theme).toBeNull();
    expect(indexWith({ [THEME_STORAGE_KEY]: '" onload="x' }).theme).toBeNull();
  });
});
