import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, lazyScreen, type LazyScreenHandle } from './lazy-screen';

const Screen = () => <h1>Kurz</h1>;
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};
const show = (element: ReactNode) => render(<Suspense fallback={<p>Načítám…</p>}>{element}</Suspense>);
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('lazyScreen: the screen the app starts on', () => {
  afterEach(() => vi.useRealTimers());

  it('shows only once its data has come as well as its code, so it shows whole at once', async () => {
    vi.useFakeTimers();
    const { element, handle } = lazyScreen(
      async () => Screen,
      (m) => m,
      { messages: 'first' },
    );
    const data = deferred();
    (handle as LazyScreenHandle).openWith?.(data.promise);
    show(element);
    await settle();
    expect(screen.getByText('Načítám…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    data.resolve();
    await settle();
    expect(screen.getByRole('heading', { name: 'Kurz' })).toBeInTheDocument();
  });

  it(`waits at most ${FIRST_DATA_WAIT_MS} ms for its data, then shows its own loading state`, async () => {
    vi.useFakeTimers();
    const { element, handle } = lazyScreen(
      async () => Screen,
      (m) => m,
      { messages: 'first' },
    );
    (handle as LazyScreenHandle).openWith?.(new Promise(() => undefined));
    show(element);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Kurz' })).toBeInTheDocument();
  });

  it('a failed request does not keep the screen away: it shows the failure itself', async () => {
    const { element, handle } = lazyScreen(
      async () => Screen,
      (m) => m,
      { messages: 'first' },
    );
    (handle as LazyScreenHandle).openWith?.(Promise.reject(new Error('offline')));
    show(element);
    expect(await screen.findByRole('heading', { name: 'Kurz' })).toBeInTheDocument();
  });

  it('a screen opened later, not at start, waits for its code only', async () => {
    const { element } = lazyScreen(
      async () => Screen,
      (m) => m,
      { messages: 'first' },
    );
    show(element);
    expect(await screen.findByRole('heading', { name: 'Kurz' })).toBeInTheDocument();
  });
});
