import { afterEach, describe, expect, it, vi } from 'vitest';
import * as parts from '../quiz-parts';
import { preloadQuizPart } from './prefetch-quiz-route';

/** Which parts started loading for an address, once the dynamic import has settled. */
async function preloadedFor(params: { questionIndex?: string }, search: string) {
  vi.restoreAllMocks();
  const spies = {
    runner: vi.spyOn(parts.quizRunner, 'preload').mockImplementation(() => undefined),
    pastReview: vi.spyOn(parts.pastAttemptReview, 'preload').mockImplementation(() => undefined),
    mistakes: vi.spyOn(parts.mistakesScreen, 'preload').mockImplementation(() => undefined),
    result: vi.spyOn(parts.quizResult, 'preload').mockImplementation(() => undefined),
  };
  preloadQuizPart(params, new URLSearchParams(search));
  await import('../quiz-parts');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return Object.entries(spies)
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([name]) => name);
}

describe('the quiz part an address opens on', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a question of the attempt starts loading the runner with the route', async () => {
    expect(await preloadedFor({ questionIndex: '4' }, '')).toEqual(['runner']);
  });

  it('a question of a past attempt its review, the practice of mistakes its screen', async () => {
    expect(await preloadedFor({ questionIndex: '2' }, '?pokus=17')).toEqual(['pastReview']);
    expect(await preloadedFor({}, '?procvicovani=1')).toEqual(['mistakes']);
  });

  it('the intro (a guest’s painted first screen) loads none of them', async () => {
    expect(await preloadedFor({}, '')).toEqual([]);
    expect(await preloadedFor({}, '?start=1')).toEqual([]);
  });
});
