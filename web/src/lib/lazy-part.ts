import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMessagesPart, type MessagesPart } from '../i18n/i18n';

/** A part of a screen in a chunk of its own (lazy-screen.tsx does the same for whole screens). */
export interface LazyPart<P extends object> {
  /** The part: its first render suspends (the nearest Suspense shows its fallback) until `load` has settled. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Its code and its Czech messages, asked for once however often; a failed load may be tried again. */
  load: () => Promise<ComponentType<P>>;
  /** `load` ahead of the part's first render (the screen expects to show it soon); a failure is left to it. */
  preload: () => void;
}

/**
 * A part a screen shows only in some of its states (a quiz's questions, its result), loaded when first
 * shown or preloaded before: the screen's first load does without its code. With the code come its own
 * Czech messages (`() => import('./part.tsx?messages=cs')`, translation-parts.ts) and core's shared ones.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  messages: MessagesPart,
): LazyPart<P> {
  const part = {
    load: loadOnce(() => Promise.all([load(), loadMessagesPart(messages)]).then(([module]) => pick(module))),
    preload: () => void part.load().catch(() => undefined),
  };
  return { ...part, Component: lazy(() => part.load().then((component) => ({ default: component }))) };
}

/** `load` asked for once however often it is called; a failed load is forgotten, so it may be tried again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Runs `run` once the page is idle (at the latest after `timeout` ms), so a preload does not compete with
 * what the screen is doing; returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
