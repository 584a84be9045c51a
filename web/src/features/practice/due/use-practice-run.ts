import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnswerValue } from '@studovna/core/contract';
import { isEmptyAnswer } from '@studovna/core/domain';
import { useApi } from '../../../lib/api';
import type { ActionOutcome } from '../../../lib/api/action-result';
import { newActionId } from '../../../lib/sync/new-action-id';
import { refreshBoard } from '../../../lib/query/board-keys';
import { sendPracticeAnswer } from '../api/answer-practice';
import type { PracticeAnswerData, PracticeCard } from '../api/practice-types';

/** What answering one card revealed, and when the answer came back (for "znovu za …"). */
export interface PracticeOutcome {
  data: PracticeAnswerData;
  answeredAt: number;
}

export type CheckResult = ActionOutcome<PracticeAnswerData>;

/** The Board's queries except this screen's own queue (which must not change under a run). */
const otherBoardQueries = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === 'board' && query.queryKey[1] !== 'practice',
};

/**
 * One pass over the cards due when the run began: the answer of the card on screen, its check (one
 * `action_id` per card until the server has answered, so a repeated send applies once), and the move
 * to the next card. Every answer marks the Board's pins and due count out of date; the end marks
 * everything of the Board, this queue included.
 */
export function usePracticeRun(
  cards: readonly PracticeCard[],
  category: string | null,
  onEnd: (outcomes: PracticeOutcome[]) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<AnswerValue | undefined>(undefined);
  const [outcomes, setOutcomes] = useState<PracticeOutcome[]>([]);
  const [busy, setBusy] = useState(false);
  const actionId = useRef<string | null>(null);
  const card = cards[index]!;
  const outcome = outcomes[index];

  const check = async (): Promise<CheckResult> => {
    const id = (actionId.current ??= newActionId());
    setBusy(true);
    const result = await sendPracticeAnswer(api, {
      question_id: card.question.id,
      answered: isEmptyAnswer(answer) ? null : (answer ?? null),
      action_id: id,
      ...(category ? { category } : {}),
    });
    setBusy(false);
    if (!result.ok) return result;
    if (!result.data) return { ok: false, message: result.message || null, network: false, status: 200 };
    const data = result.data;
    actionId.current = null;
    setOutcomes((list) => {
      const next = [...list];
      next[index] = { data, answeredAt: Date.now() };
      return next;
    });
    void queryClient.invalidateQueries(otherBoardQueries);
    return { ok: true, data, message: result.message };
  };

  const next = () => {
    if (index + 1 < cards.length) {
      setIndex(index + 1);
      setAnswer(undefined);
      return;
    }
    void refreshBoard(queryClient);
    onEnd(outcomes);
  };

  return { index, card, answer, setAnswer, outcome, busy, check, next };
}
