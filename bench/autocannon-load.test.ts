import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure } from './autocannon-load';

/** A run's req/s is its requests over its own time, not over autocannon's whole-second ticks. */
describe('req/s of a measured run', () => {
  let server: Server;
  let url: string;
  let answered = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      answered++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts a fixed amount answered in a fraction of a second over that fraction', async () => {
    const started = performance.now();
    const row = await measure('tiny', { url, amount: 200 });
    const tookSeconds = (performance.now() - started) / 1000;
    expect(row.requests).toBe(200);
    expect(answered).toBe(200);
    // autocannon reports such a run as lasting a whole second (its next tick): 200 req/s at most
    expect(tookSeconds).toBeGreaterThan(0.9);
    expect(row.rps).toBeGreaterThan(400);
  });
});
