import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type SaveState, type SendResult } from './save-queue';

function setup(results: SendResult[] = []) {
  const sent: number[][] = [];
  const states: SaveState[] = [];
  const send = vi.fn(async (ids: number[]) => {
    sent.push(ids);
    return results.shift() ?? 'ok';
  });
  const queue = createSaveQueue({ send, onState: (s) => states.push(s) });
  return { queue, sent, states, send };
}

describe('saving answers as you go', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the changes of one burst together, 500 ms after the last one', async () => {
    const { queue, sent } = setup();
    queue.mark(1);
    await vi.advanceTimersByTimeAsync(300);
    queue.mark(2);
    queue.mark(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[1, 2]]);
  });

  it('sends at once on flush (moving to another question, finishing) and not again after', async () => {
    const { queue, sent, states } = setup();
    queue.mark(3);
    await queue.flush();
    expect(sent).toEqual([[3]]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([[3]]);
    expect(states).toEqual(['pending', 'saving', 'saved']);
  });

  it('sends a question changed while a request is on its way again afterwards', async () => {
    let release: (r: SendResult) => void = () => {};
    const sent: number[][] = [];
    const queue = createSaveQueue({
      send: (ids) => {
        sent.push(ids);
        return sent.length === 1 ? new Promise((r) => (release = r)) : Promise.resolve('ok');
      },
      onState: () => {},
    });
    queue.mark(1);
    const first = queue.flush();
    queue.mark(1);
    const second = queue.flush();
    release('ok');
    await Promise.all([first, second]);
    expect(sent).toEqual([[1], [1]]);
  });

  it('keeps what failed to reach the server and tries again after 5 s', async () => {
    const { queue, sent, states } = setup(['retry', 'ok']);
    queue.mark(4);
    await queue.flush();
    expect(states.at(-1)).toBe('failed');
    expect(queue.pending).toEqual([4]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([[4], [4]]);
    expect(states.at(-1)).toBe('saved');
  });

  it('stops after a refusal until the next change', async () => {
    const { queue, sent } = setup(['stop']);
    queue.mark(5);
    await queue.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    await queue.flush();
    expect(sent).toEqual([[5]]);
    queue.mark(6);
    await queue.flush();
    expect(sent).toEqual([[5], [5, 6]]);
  });

  it('forgets a checked question and drops everything when the attempt ends', async () => {
    const { queue, sent, states } = setup();
    queue.mark(7);
    queue.forget(7);
    expect(states.at(-1)).toBe('saved');
    queue.mark(8);
    queue.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    await queue.flush();
    expect(sent).toEqual([]);
  });
});
