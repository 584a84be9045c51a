import { describe, expect, it } from 'vitest';
import { bracketed } from './api-load';
import { shareOfCeiling, type LoadRow } from './autocannon-load';

const row = (name: string, rps: number): LoadRow => ({ name, rps, p50: 1, p99: 2, requests: rps });

describe('calls bracketed by the ceiling', () => {
  it('measures the ceiling before each call and after it, and shares the one between two calls', async () => {
    const order: string[] = [];
    const ceilings = [10_000, 20_000, 40_000];
    const around = bracketed(async () => {
      order.push('ceiling');
      return row('bare', ceilings.shift()!);
    });
    const call = (name: string, rps: number) => async () => {
      order.push(name);
      return row(name, rps);
    };
    const first = await around(call('courses', 3000));
    const second = await around(call('finish', 300));
    expect(order).toEqual(['ceiling', 'courses', 'ceiling', 'finish', 'ceiling']);
    expect(first.ceilingRps).toBe(15_000);
    expect(second.ceilingRps).toBe(30_000);
    expect(shareOfCeiling(first, row('bare', 50_000))).toBeCloseTo(0.2);
    expect(shareOfCeiling(second, null)).toBeCloseTo(0.01);
  });

  it('falls back to the ceiling measured before the run, and to none', () => {
    expect(shareOfCeiling(row('detail', 500), row('bare', 10_000))).toBeCloseTo(0.05);
    expect(shareOfCeiling(row('detail', 500), null)).toBeNull();
  });
});
