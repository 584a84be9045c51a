import { describe, expect, it } from 'vitest';
import { createServerLog } from './soak-log';

describe('the server’s log during the soak', () => {
  it('counts error entries and stderr outside the log as errors, warnings apart, and keeps the first lines', () => {
    const log = createServerLog();
    log.line('{"level":30,"msg":"Studovna is running"}', 'stdout');
    log.line('Studovna is running with 2 worker processes', 'stdout');
    log.line('{"level":40,"msg":"slow"}', 'stdout');
    log.line('{"level":50,"msg":"request failed","err":{"message":"deadlock detected"}}', 'stdout');
    log.line('A worker process (pid 12) stopped (SIGKILL); another starts.', 'stderr');
    log.line('   ', 'stderr');
    log.line(`{"level":60,"msg":"${'x'.repeat(400)}"}`, 'stdout');

    const { errors, warnings, samples } = log.get();
    expect([errors, warnings]).toEqual([3, 1]);
    expect(samples[0]).toBe('{"level":50,"msg":"request failed","err":{"message":"deadlock detected"}}');
    expect(samples[1]).toBe('A worker process (pid 12) stopped (SIGKILL); another starts.');
    expect(samples[2]).toHaveLength(300);
  });
});
