import type { Theme } from '@studovna/core/contract';

/**
 * The theme chosen, kept apart for the index's inline script, which puts it on `<html>` before the first paint
 * without parsing the whole store (with its query cache). The store's flags stay the source; this copy follows.
 */
export const THEME_STORAGE_KEY = 'studovna.theme';

const storageOrNull = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * Shows the theme: a choice of light or dark sets `data-theme` on `<html>` (tokens.css gives its palette); the
 * system's leaves it off, and the palette follows `prefers-color-scheme`. The color-scheme meta follows too,
 * so the browser's own parts (the canvas, scrollbars, form controls) match before the styles arrive.
 */
export function applyTheme(
  theme: Theme,
  root: HTMLElement = document.documentElement,
  storage: Storage | null = storageOrNull(),
): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  root.ownerDocument
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
  try {
    if (theme === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage full or refused: the theme still shows; the next visit starts from the store's flags
  }
}
