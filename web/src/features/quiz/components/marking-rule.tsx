import type { Quiz } from '@studovna/core/contract';
import { penaltyText, quizPenalties, takesOff, type Penalty } from '@studovna/core/domain';
import { useTranslation } from '../../../i18n/use-translation';

type Meta = Quiz['meta_data'];

/** Whether a wrong answer or a skipped question of the quiz takes anything off. */
export const hasPenalty = (meta: Meta): boolean => {
  const { wrong, skip } = quizPenalties(meta);
  return takesOff(wrong) || takesOff(skip);
};

type Share = { kind: 'none' } | { kind: 'whole' } | { kind: 'share'; share: string };

/** A penalty as the rule says it: nothing, all the question's points, or the fraction (`1/3`). */
function shareOf(penalty: Penalty): Share {
  const text = penaltyText(penalty);
  return text === '0' ? { kind: 'none' } : text === '1' ? { kind: 'whole' } : { kind: 'share', share: text };
}

/**
 * The quiz's marking rule in words (issue 27): what a wrong answer and a skipped question take off, as a
 * share of the question's points ("Za špatnou odpověď se odečte 1/5 bodů otázky. Vynechaná otázka nic
 * neubírá."). From our server's `wrong_penalty` / `skip_penalty`, or LearnPress's switches.
 */
export function MarkingRule({ meta }: { meta: Meta }) {
  const { t } = useTranslation();
  const { wrong, skip } = quizPenalties(meta);
  if (!takesOff(wrong) && !takesOff(skip)) return <>{t('quiz.marking.none')}</>;
  const onWrong = shareOf(wrong);
  const onSkip = shareOf(skip);
  const wrongText =
    onWrong.kind === 'none'
      ? t('quiz.marking.wrongNone')
      : onWrong.kind === 'whole'
        ? t('quiz.marking.wrongWhole')
        : t('quiz.marking.wrongShare', { share: onWrong.share });
  const skipText =
    onSkip.kind === 'none'
      ? t('quiz.marking.skipNone')
      : onSkip.kind === 'whole'
        ? t('quiz.marking.skipWhole')
        : t('quiz.marking.skipShare', { share: onSkip.share });
  return <>{`${wrongText} ${skipText}`}</>;
}
