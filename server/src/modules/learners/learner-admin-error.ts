import type { Locale } from '@studovna/core';
import { learnerMessage, type FieldProblem, type LearnerMessageCode } from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/**
 * An error of the team's learner administration (decision 0027), shaped as every studio error: its
 * message in the caller's language and, for a refused change, each wrong field's message in
 * `data.fields`. A refusal writes nothing.
 */
export class LearnerAdminError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly learnerCode: LearnerMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly FieldProblem<LearnerMessageCode>[] = [],
  ) {
    super(status, code, null, learnerMessage(learnerCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= learnerMessage(p.code, locale, p.values);
    return {
      ...rendered,
      message: learnerMessage(this.learnerCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

const error = (status: number, code: string, learnerCode: LearnerMessageCode) => () =>
  new LearnerAdminError(status, code, learnerCode);

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
  invalid: (problems: readonly FieldProblem<LearnerMessageCode>[]) =>
    new LearnerAdminError(400, 'studio_invalid', 'learners.invalid', {}, problems),
};
