import { lazy, type ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import {
  loadMessagesPart,
  loadScreenTranslations,
  loadSharedMessages,
  type MessagesPart,
} from '../i18n/i18n';
import { loadOnce } from '../lib/lazy-part';
import type { AppServices } from './app-services';

/** What a lazy screen's route carries: how to load the screen (its code and its messages). */
export interface LazyScreenHandle {
  load: () => Promise<ComponentType>;
  /** Starts the requests the screen opens with, when the app starts on its address; settles with them. */
  prefetch?: (params: Params, services: AppServices, search: URLSearchParams) => Promise<unknown> | void;
  /**
   * When the app starts on the screen's address: its first render also waits for `data` (what `prefetch`
   * asked for), at most `FIRST_DATA_WAIT_MS`, so the screen shows whole at once rather than its loading
   * state first (data the page carries is there at once, decision 0017).
   */
  openWith?: (data: Promise<unknown>) => void;
  /**
   * The Czech messages the screen waits for: `screens` (the default), those of all lazy screens; `first`,
   * none, as it shows only messages of the first screen (first-screen.test.ts checks it); or its own,
   * `() => import('…/screen.tsx?messages=cs')`, found in its code at build time (translation-parts.ts).
   */
  messages?: 'first' | 'screens' | MessagesPart;
}

/** How long a screen the app starts on waits for its data before it shows its own loading state. */
export const FIRST_DATA_WAIT_MS = 300;

/** A screen's messages, with core's shared ones, which any screen may show (an answer's error). */
function loadMessages(messages: NonNullable<LazyScreenHandle['messages']>): Promise<void> {
  if (messages === 'screens') return loadScreenTranslations();
  return messages === 'first' ? loadSharedMessages() : loadMessagesPart(messages);
}

/** Resolves once `data` has settled, or after `ms`, whichever comes first; never rejects. */
function settledWithin(data: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    data.then(done, done);
  });
}

/**
 * A screen in its own chunk, loaded on the first visit of its route together with the Czech messages of
 * the lazy screens (the first load brings only those of the first screen), unless it needs none of them
 * or brings its own (`messages`).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { prefetch, messages = 'screens' }: Pick<LazyScreenHandle, 'prefetch' | 'messages'> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let firstData: Promise<void> | undefined;
  const handle: LazyScreenHandle = {
    // one load for the screen however often it is asked for; a failed one may be tried again
    load: loadOnce(() => Promise.all([load(), loadMessages(messages)]).then(([module]) => pick(module))),
    prefetch,
    openWith: (data) => void (firstData = settledWithin(data, FIRST_DATA_WAIT_MS)),
    messages,
  };
  // React asks once, at the screen's first render: only that render waits for the data
  const Screen = lazy(async () => {
    const [component] = await Promise.all([handle.load(), firstData]);
    firstData = undefined;
    return { default: component };
  });
  return { element: <Screen />, handle };
}

/** How the screen of `route` loads, when it is a lazy one. */
export function lazyScreenLoader(route: RouteObject): LazyScreenHandle['load'] | undefined {
  return (route.handle as Partial<LazyScreenHandle> | undefined)?.load;
}
