import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type NavigateOptions, type Navigator } from 'react-router';
import type { AppHistory } from './app-history';

/** Positions per history entry key; the page's inline script (index.html) keeps a painted screen's too. */
const STORAGE_KEY = 'studovna.scrollPositions';

/** History entries reached with `preventScrollReset` (a filter changed in place): they keep the scroll. */
const keepScroll = new Set<string>();

/** The navigator of `history`, noting the moves asked to keep the scroll position. */
export function scrollAwareNavigator(history: AppHistory): Navigator {
  const { createHref, createURL, encodeLocation, go } = history;
  const noted = (options?: NavigateOptions) => {
    if (options?.preventScrollReset) keepScroll.add(history.location.key);
  };
  return {
    createHref,
    createURL,
    encodeLocation,
    go,
    push(to, state, options) {
      history.push(to, state);
      noted(options);
    },
    replace(to, state, options) {
      history.replace(to, state);
      noted(options);
    },
  };
}

/**
 * Gives the page's first history entry a key of its own, before the router reads it. The router calls an
 * entry without one "default", so every page load (from the website, a login, a typed address) would share
 * one saved position and a screen loaded anew would open where another was left. The key is kept in the
 * entry's state: a reload, or Back from another site, finds the entry's position again.
 */
export function keyFirstEntry(): void {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToFragment(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scroll positions per history entry: a new screen starts at the top (or at its `#fragment`), Back and
 * Forward return to where the entry was left, also after a reload or a visit of another site. A change of
 * the fragment alone is left to the browser. A page loaded anew is not moved: a screen the server painted
 * may have been scrolled before the app took it over.
 */
export function useScrollRestoration(): void {
  const { key, pathname, search, hash } = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef<{ key: string; path: string } | null>(null);
  const saved = () => (positions.current ??= readPositions());

  useEffect(() => {
    const { history } = window;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shown.current) saved()[shown.current.key] = window.scrollY;
    };
    const onPageHide = () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const path = `${pathname}${search}`;
    const previous = shown.current;
    shown.current = { key, path };
    if (previous?.key === key) return;
    if (previous?.path === path && hash) return;
    const position = saved()[key];
    if (position !== undefined) window.scrollTo(0, position);
    else if (hash && scrollToFragment(hash)) return;
    // a page just loaded starts at its top, or where its reader has already scrolled its painted screen
    else if (!previous) saved()[key] = window.scrollY;
    else if (!keepScroll.has(key)) window.scrollTo(0, 0);
  }, [key, pathname, search, hash]);
}
