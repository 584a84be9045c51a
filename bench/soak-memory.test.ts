import { describe, expect, it } from 'vitest';
import { memoryBroken, memoryFigures, type ProcessSeries } from './soak-memory';

const MB = 2 ** 20;
/** A sample a second over 100 s, of `mb(at)` megabytes. */
const series = (name: string, mb: (at: number) => number, to = 100): ProcessSeries => ({
  name,
  pid: 4242,
  samples: Array.from({ length: to + 1 }, (_, at) => ({ at, bytes: mb(at) * MB })),
});

describe('memory over the soak', () => {
  it('compares the median just after the warm-up with the median of the last tenth', () => {
    // high while warming up, then flat at 200 MB with a spike at 50 s and one at 95 s
    const flat = memoryFigures(
      series('worker 1', (at) => (at < 20 ? 300 : at === 50 || at === 95 ? 260 : 200)),
      100,
    );
    expect(flat).toMatchObject({ name: 'worker 1', warm: 200 * MB, end: 200 * MB, peak: 260 * MB });
    expect(flat.growth).toBe(0);
    expect(flat.flat).toBe(true);
    expect(memoryBroken([flat])).toEqual([]);
  });

  it('is not flat past 10 % of growth after the warm-up, and says by how much', () => {
    const grown = memoryFigures(
      series('worker 2', (at) => 200 + at * 0.5),
      100,
    );
    expect(grown.warm).toBe(212.5 * MB);
    expect(grown.end).toBe(247.5 * MB);
    expect(grown.flat).toBe(false);
    expect(memoryBroken([grown])).toEqual([
      'worker 2 (pid 4242): memory grew 16.5 % after the warm-up (213 MB → 248 MB), more than 10 %',
    ]);
    expect(
      memoryFigures(
        series('worker 3', (at) => (at < 50 ? 200 : 219)),
        100,
      ).flat,
    ).toBe(true);
    expect(
      memoryFigures(
        series('worker 4', (at) => (at < 50 ? 200 : 221)),
        100,
      ).flat,
    ).toBe(false);
  });

  it('cannot call a process flat that was not sampled to the end', () => {
    const gone = memoryFigures(
      series('worker 1', () => 200, 60),
      100,
    );
    expect(gone.end).toBeNull();
    expect(gone.flat).toBe(false);
    expect(memoryBroken([gone])).toEqual([
      'worker 1 (pid 4242): not running through the whole run, its memory cannot be compared',
    ]);
  });
});
