import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, badRequest } from './api-error';

/**
 * Learner actions sent with an `X-Action-Id` header are applied once, however often they are sent:
 * the first request runs and its answer (2xx or 4xx) is stored; a replay of the same id gets that answer
 * again without running. A 5xx or an unexpected failure stores nothing, so a retry runs the action again.
 */

export const ACTION_ID_HEADER = 'x-action-id';
/** Set on an answer that was stored earlier and sent again without running the action. */
export const ACTION_REPLAYED_HEADER = 'x-action-replayed';

const ACTION_ID = /^[A-Za-z0-9_-]{8,100}$/;
const DAY_MS = 86_400_000;
/** Stored answers are kept this long; a replay after that runs the action again. */
export const ACTION_REPLY_KEEP_MS = 30 * DAY_MS;
/** One request in this many also deletes the answers older than {@link ACTION_REPLY_KEEP_MS}. */
const PRUNE_ONE_IN = 200;
/**
 * An action still running after this long is taken as abandoned (the server stopped during it) and a
 * replay runs it again; far above the app's request time-out (30 s, SPEC §9).
 */
export const ACTION_STALE_MS = 120_000;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

interface ActionClaim {
  userId: number;
  actionId: string;
}

/** A stored answer to send again. */
export interface StoredReply {
  status: number;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The action this request runs under, claimed by {@link claimAction}; its answer is stored on send. */
    actionClaim?: ActionClaim;
  }
}

/** The id of the action a request carries, or null without the header; a malformed id is refused. */
function actionIdOf(request: FastifyRequest): string | null {
  const header = request.headers[ACTION_ID_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !ACTION_ID.test(header)) {
    throw badRequest('action_invalid_id', 'action.invalidId');
  }
  return header;
}

/** Deletes stored answers older than {@link ACTION_REPLY_KEEP_MS}. */
export async function pruneActionReplies(ctx: Ctx): Promise<void> {
  await ctx.db.query('delete from action_replies where created_at < $1', [
    new Date(ctx.clock.now().getTime() - ACTION_REPLY_KEEP_MS),
  ]);
}

/**
 * Before a handler runs. Answers null when the handler should run (no header, no logged-in user, or the
 * action is claimed now) and the stored answer when the action has already been answered. Refuses an id
 * used for another endpoint (409) and a replay of an action still running (409, to be retried later).
 */
export async function claimAction(
  request: FastifyRequest,
  ctx: Ctx,
  endpoint: string,
): Promise<StoredReply | null> {
  const user = request.user;
  if (!user) return null;
  const actionId = actionIdOf(request);
  if (actionId === null) return null;
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneActionReplies(ctx);
  const now = ctx.clock.now();
  const claimed = await ctx.db.query(
    `insert into action_replies (user_id, action_id, endpoint, created_at) values ($1, $2, $3, $4)
     on conflict do nothing returning action_id`,
    [user.id, actionId, endpoint, now],
  );
  if (claimed.length === 0) {
    const [row] = await ctx.db.query<{
      endpoint: string;
      status_code: number | null;
      body: unknown;
      completed_at: Date | null;
    }>(
      'select endpoint, status_code, body, completed_at from action_replies where user_id = $1 and action_id = $2',
      [user.id, actionId],
    );
    // released in between (its first run failed): this request runs it
    if (!row) return claimAction(request, ctx, endpoint);
    if (row.endpoint !== endpoint) throw new ApiError(409, 'action_id_reused', 'action.idReused');
    if (row.completed_at) return { status: row.status_code!, body: row.body };
    if (!(await takeOverAbandoned(ctx, user.id, actionId, now))) {
      throw new ApiError(409, 'action_in_progress', 'action.inProgress');
    }
  }
  request.actionClaim = { userId: user.id, actionId };
  return null;
}

/** Claims a pending action whose first run stopped without an answer; false while it may still be running. */
async function takeOverAbandoned(ctx: Ctx, userId: number, actionId: string, now: Date): Promise<boolean> {
  const taken = await ctx.db.query(
    `update action_replies set created_at = $3
      where user_id = $1 and action_id = $2 and completed_at is null and created_at < $4
      returning action_id`,
    [userId, actionId, now, new Date(now.getTime() - ACTION_STALE_MS)],
  );
  return taken.length > 0;
}

/** Forgets the request's claim, so that a retry of the action runs it again. */
export async function releaseAction(request: FastifyRequest, ctx: Ctx): Promise<void> {
  const claim = request.actionClaim;
  if (!claim) return;
  request.actionClaim = undefined;
  await ctx.db.query('delete from action_replies where user_id = $1 and action_id = $2', [
    claim.userId,
    claim.actionId,
  ]);
}

/** Runs a claimed action's handler; a failure other than an {@link ApiError} releases the claim. */
export async function runClaimed<T>(request: FastifyRequest, ctx: Ctx, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) await releaseAction(request, ctx);
    throw error;
  }
}

/**
 * When the answer to a claimed action is sent (onSend): a 2xx or 4xx JSON answer is stored for replays,
 * anything else releases the claim. The payload passes on unchanged.
 */
export async function settleAction(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  ctx: Ctx,
): Promise<unknown> {
  const claim = request.actionClaim;
  if (!claim) return payload;
  const body = reply.statusCode < 500 && typeof payload === 'string' ? parseJson(payload) : undefined;
  if (body === undefined) {
    await releaseAction(request, ctx);
    return payload;
  }
  request.actionClaim = undefined;
  try {
    await ctx.db.query(
      `update action_replies set status_code = $3, body = $4, completed_at = $5
        where user_id = $1 and action_id = $2`,
      [claim.userId, claim.actionId, reply.statusCode, JSON.stringify(body), ctx.clock.now()],
    );
  } catch (error) {
    request.log.error({ err: error }, 'storing the answer to an action failed');
    request.actionClaim = claim;
    await releaseAction(request, ctx).catch(() => {});
  }
  return payload;
}

/** Sends a stored answer again, as it was first sent. */
export function sendStoredReply(reply: FastifyReply, stored: StoredReply): FastifyReply {
  return reply
    .status(stored.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header(ACTION_REPLAYED_HEADER, '1')
    .send(JSON.stringify(stored.body));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
