import type { Locale } from '@studovna/core';
import { moderationMessage, type FieldProblem, type ModerationMessageCode } from '@studovna/core/studio';
import { ApiError } from './api-error';

/**
 * An error of the studio's moderation (decision 0029), shaped as every studio error: its message in the
 * moderator's language and, for a refused moderation, each wrong field's message in `data.fields`. A
 * refusal writes nothing.
 */
export class ModerationError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly moderationCode: ModerationMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly FieldProblem<ModerationMessageCode>[] = [],
  ) {
    super(status, code, null, moderationMessage(moderationCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= moderationMessage(p.code, locale, p.values);
    const values = { ...this.values };
    // the state named in a conflict is a word of the catalogue too
    if (typeof values.state === 'string' && values.state.startsWith('moderation.state.'))
      values.state = moderationMessage(values.state as ModerationMessageCode, locale);
    return {
      ...rendered,
      message: moderationMessage(this.moderationCode, locale, values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

const error =
  (status: number, code: string, moderationCode: ModerationMessageCode) =>
  (values?: Record<string, string | number>) =>
    new ModerationError(status, code, moderationCode, values);

export const moderationErrors = {
  notFound: error(404, 'moderation_not_found', 'moderation.notFound'),
  notYours: error(403, 'moderation_not_yours', 'moderation.notYours'),
  notReported: error(409, 'moderation_not_reported', 'moderation.notReported'),
  replyToHidden: error(409, 'moderation_reply_hidden', 'moderation.replyToHidden'),
  /** The thing is in another state than the action needs: who changed it and what it is now. */
  stateChanged: (who: string | null, state: 'visible' | 'hidden' | 'deleted') =>
    new ModerationError(
      409,
      'moderation_conflict',
      who ? 'moderation.stateChangedBy' : 'moderation.stateChanged',
      { state: `moderation.state.${state}`, ...(who ? { who } : {}) },
    ),
  invalid: (problems: readonly FieldProblem<ModerationMessageCode>[]) =>
    new ModerationError(400, 'studio_invalid', 'moderation.invalid', {}, problems),
};
