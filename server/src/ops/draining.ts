import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';

/** Whether an app is stopping, and how many requests its server is answering. */
interface Drain {
  stopping: boolean;
  inFlight: number;
  /** Resolves the waits for the last request in flight to end. */
  idle: Array<() => void>;
}

const drains = new WeakMap<FastifyInstance, Drain>();

const drainOf = (app: FastifyInstance): Drain => {
  let drain = drains.get(app);
  if (!drain) drains.set(app, (drain = { stopping: false, inFlight: 0, idle: [] }));
  return drain;
};

/** Whether the app was told to stop: it answers every new request with 503. */
export const isStopping = (app: FastifyInstance): boolean => drainOf(app).stopping;

/**
 * While the app stops, a request that arrives on a connection opened before (keep-alive) is answered at
 * once with 503 and `Connection: close`, and every response, those of requests in flight too, closes its
 * connection: a client learns the server is going and opens a new connection, which is refused. Must be
 * registered first, so no other hook runs for a refused request. Counts requests in flight at the HTTP
 * server (a request the client gave up on counts until its response is closed).
 */
export function registerDraining(app: FastifyInstance): void {
  const drain = drainOf(app);
  app.addHook('onRequest', async () => {
    if (drain.stopping) throw new ApiError(503, 'server_stopping', 'server.stopping');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!drain.stopping) return;
    void reply.header('connection', 'close');
    if (reply.statusCode === 503) void reply.header('retry-after', '5');
  });
  app.server.on('request', (_request, response) => {
    drain.inFlight++;
    response.once('close', () => {
      drain.inFlight--;
      if (drain.inFlight === 0) for (const resolve of drain.idle.splice(0)) resolve();
    });
  });
}

/**
 * Starts the stop: new requests are refused (503) and the listening socket is closed, so new connections
 * are refused by the system. Connections already open stay open (Node's own `close` would drop the idle
 * ones at once, and a request a client is sending on one at that moment would meet a reset).
 */
export function beginDraining(app: FastifyInstance): void {
  drainOf(app).stopping = true;
  if (app.server.listening) Server.prototype.close.call(app.server);
}

/** Resolves when no request is in flight, or after `ms`: answers whether all had ended. */
export function requestsEnded(app: FastifyInstance, ms: number): Promise<boolean> {
  const drain = drainOf(app);
  if (drain.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    drain.idle.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Requests the app's server is answering now. */
export const requestsInFlight = (app: FastifyInstance): number => drainOf(app).inFlight;
