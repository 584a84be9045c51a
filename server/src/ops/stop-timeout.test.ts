import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stopGracefully } from './graceful-stop';

/** A stop is bounded: a request that never ends (a client that never sends its body) does not hold it. */
describe('a stop with a request that does not end', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('closes that request’s connection when the time is up, and closes the database all the same', async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const slow = connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    const ended = new Promise<string>((resolve) => {
      slow.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      slow.on('close', () => resolve('closed'));
    });
    slow.write(
      `POST /wp-json/learnpress/v1/token HTTP/1.1\r\nHost: localhost:${port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    let databaseClosed = false;
    const ctx = { ...t.ctx, db: { ...t.ctx.db, close: async () => void (databaseClosed = true) } };
    const started = Date.now();
    const outcome = await stopGracefully(t.app, ctx, 1000);
    const took = Date.now() - started;

    expect(outcome.cut).toBe(1);
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(3000);
    expect(await ended).toMatch(/closed|ECONNRESET/);
    expect(databaseClosed).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  });
});
