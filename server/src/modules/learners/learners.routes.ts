import { studioLearnersApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { afterResponse } from '../../lib/after-response';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import {
  changeLearnerPlan,
  grantLearnerPlan,
  sendLearnerPasswordReset,
  setLearnerBlocked,
} from './learner-changes.service';
import { getLearner, learnerAttemptReview, listLearners } from './learner-page.service';

/** Learners in the studio (decision 0027): administrators only; an instructor gets 403. */
export function learnersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const L = studioLearnersApi;
  const { db } = ctx;

  serveEndpoint(app, ctx, L.listLearners, async ({ user, query }) =>
    listLearners(db, studioUserOf(user), query, ctx.clock.now()),
  );
  serveEndpoint(app, ctx, L.getLearner, async ({ user, params }) =>
    getLearner(db, studioUserOf(user), params.id, ctx.clock.now()),
  );
  serveEndpoint(app, ctx, L.learnerAttempt, async ({ user, params, locale }) =>
    learnerAttemptReview(db, studioUserOf(user), params.id, params.attempt, locale, ctx.clock.now()),
  );
  serveEndpoint(app, ctx, L.grantPlan, async ({ user, params, body, locale }) =>
    grantLearnerPlan(ctx, studioUserOf(user), params.id, body, locale),
  );
  serveEndpoint(app, ctx, L.changePlan, async ({ user, params, body, locale }) =>
    changeLearnerPlan(ctx, studioUserOf(user), params.id, params.plan, body, locale),
  );
  serveEndpoint(app, ctx, L.blockLearner, async ({ user, params, body, locale }) =>
    setLearnerBlocked(ctx, studioUserOf(user), params.id, true, body, locale),
  );
  serveEndpoint(app, ctx, L.unblockLearner, async ({ user, params, body, locale }) =>
    setLearnerBlocked(ctx, studioUserOf(user), params.id, false, body, locale),
  );
  serveEndpoint(app, ctx, L.sendPasswordReset, async ({ user, params, locale, request, reply }) => {
    const { answer, deliver } = await sendLearnerPasswordReset(ctx, studioUserOf(user), params.id, locale);
    afterResponse(ctx, reply, request.log, () => deliver(request.log));
    return answer;
  });
}
