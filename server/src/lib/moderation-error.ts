import type { Locale } from '@studovna/core';
import { moderationMessage, type ModerationMessageCode } from '@studovna/core/studio';
import { studioErrorsOf } from './studio-error';

/** A moderation message whose `state` value, a code of the catalogue, is said in words too. */
const moderationText = (
  code: ModerationMessageCode,
  locale: Locale,
  values: Record<string, string | number> = {},
): string => {
  const { state } = values;
  const named =
    typeof state === 'string' && state.startsWith('moderation.state.')
      ? { ...values, state: moderationMessage(state as ModerationMessageCode, locale) }
      : values;
  return moderationMessage(code, locale, named);
};

/** The errors of the studio's moderation (decision 0029), shaped as every studio error. */
const { error, invalid } = studioErrorsOf(moderationText);

export const moderationErrors = {
  notFound: error(404, 'moderation_not_found', 'moderation.notFound'),
  notYours: error(403, 'moderation_not_yours', 'moderation.notYours'),
  notReported: error(409, 'moderation_not_reported', 'moderation.notReported'),
  replyToHidden: error(409, 'moderation_reply_hidden', 'moderation.replyToHidden'),
  /** The thing is in another state than the action needs: who changed it and what it is now. */
  stateChanged: (who: string | null, state: 'visible' | 'hidden' | 'deleted') =>
    error(
      409,
      'moderation_conflict',
      who ? 'moderation.stateChangedBy' : 'moderation.stateChanged',
    )({ state: `moderation.state.${state}`, ...(who ? { who } : {}) }),
  invalid: invalid('moderation.invalid'),
};
