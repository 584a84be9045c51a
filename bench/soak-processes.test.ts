import { describe, expect, it } from 'vitest';
import { byWorker, residentBytes } from './soak-processes';

describe('sampling the server’s processes', () => {
  it('reads one metric of each worker from the primary’s page', () => {
    const page = [
      '# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.',
      '# TYPE nodejs_heap_size_used_bytes gauge',
      'nodejs_heap_size_used_bytes{worker="1"} 61234567',
      'nodejs_heap_size_used_bytes{worker="2"} 58000000',
      'nodejs_heap_size_total_bytes{worker="1"} 90000000',
    ].join('\n');
    expect([...byWorker(page, 'nodejs_heap_size_used_bytes')]).toEqual([
      ['1', 61234567],
      ['2', 58000000],
    ]);
  });

  it('reads the resident set of a running process, and nothing of one that is gone', () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(10 * 2 ** 20);
    expect(residentBytes(2 ** 22 + 1)).toBeNull();
  });
});
