import { useEffect, useEffectEvent, useState } from 'react';
import type { AnswerValue } from '@studovna/core/contract';
import type { PreviewAudience } from '@studovna/core/domain';
import { useEvaluatePreview } from './preview-api';
import { readPreviewCarry, writePreviewCarry, type PreviewCarry, type PreviewIntent } from './preview-carry';

/**
 * The learner's run through the sample tasks: the answers (kept for the tab, see preview-carry), the
 * evaluation, and what a guest asked for before logging in — done once they are back with an account
 * (issue 20 point 3). Evaluating is open to every logged-in learner (decision 0019).
 */
export function usePreviewSession(courseId: number, audience: PreviewAudience) {
  const guest = audience === 'guest';
  // back from the login (or a reload) with an account: the wish is taken from the carry, done below once
  const [arrival] = useState(() => {
    const kept = readPreviewCarry(courseId);
    return guest ? { kept, intent: null } : { kept: { ...kept, intent: null }, intent: kept.intent };
  });
  const [carry, setCarry] = useState<PreviewCarry>(arrival.kept);
  const evaluation = useEvaluatePreview(courseId);
  const [pinOnArrival, setPinOnArrival] = useState<number | null>(
    arrival.intent?.action === 'pin' ? arrival.intent.questionId : null,
  );

  useEffect(() => writePreviewCarry(courseId, carry), [courseId, carry]);

  const evaluate = (answers: Record<string, AnswerValue>) =>
    evaluation.mutate(answers, {
      onSuccess: () => setCarry((current) => ({ ...current, evaluated: true, intent: null })),
    });

  // an evaluation asked for before the login, or one shown before a reload, is asked for again
  const arrive = useEffectEvent(() => {
    if (!guest && (arrival.intent?.action === 'evaluate' || arrival.kept.evaluated)) evaluate(carry.answers);
  });
  useEffect(() => arrive(), []);

  return {
    answers: carry.answers,
    setAnswer: (questionId: number, value: AnswerValue | undefined) =>
      setCarry((current) => {
        const answers = { ...current.answers };
        if (value === undefined) delete answers[questionId];
        else answers[questionId] = value;
        return { ...current, answers };
      }),
    /** A guest's wish, kept through the login; `null` when the login prompt was cancelled. */
    remember: (intent: PreviewIntent | null) => setCarry((current) => ({ ...current, intent })),
    evaluate: () => evaluate(carry.answers),
    evaluation,
    /** Evaluated: every question revealed; `null` before (or while) evaluating. */
    evaluated: carry.evaluated ? (evaluation.data ?? null) : null,
    /** Start over: no answers, no evaluation. */
    reset: () => {
      evaluation.reset();
      setCarry({ answers: {}, evaluated: false, intent: null });
    },
    /** The question a guest wanted pinned before logging in, pinned now that they are back. */
    pinOnArrival,
    pinned: () => setPinOnArrival(null),
  };
}

export type PreviewSession = ReturnType<typeof usePreviewSession>;
