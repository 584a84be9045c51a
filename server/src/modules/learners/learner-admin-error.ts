import { learnerMessage } from '@studovna/core/studio';
import { studioErrorsOf } from '../../lib/studio-error';

/** The errors of the team's learner administration (decision 0027), shaped as every studio error. */
const { error, invalid } = studioErrorsOf(learnerMessage);

export const learnerErrors = {
  adminOnly: error(403, 'learners_admin_only', 'learners.adminOnly'),
  notFound: error(404, 'learner_not_found', 'learners.notFound'),
  planNotFound: error(404, 'learner_plan_not_found', 'learners.planNotFound'),
  attemptNotFound: error(404, 'learner_attempt_not_found', 'learners.attemptNotFound'),
  planActive: error(409, 'learner_plan_active', 'learners.planActive'),
  planEnded: error(409, 'learner_plan_ended', 'learners.planEnded'),
  alreadyBlocked: error(409, 'learner_blocked', 'learners.alreadyBlocked'),
  notBlocked: error(409, 'learner_not_blocked', 'learners.notBlocked'),
  resetTooMany: error(429, 'too_many_attempts', 'learners.resetTooMany'),
  invalid: invalid('learners.invalid'),
};
