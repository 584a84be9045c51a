import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../components/button';
import { AlertIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/spinner';
import { StateMessage } from '../../../components/state-message';
import { ApiRequestError } from '../../../lib/api';
import { useConfig } from '../../../lib/config-context';
import { useAnnouncer } from '../../../components/live-region';
import { usePracticeQueue } from '../api/practice-queue';
import type { PracticeCard } from '../api/practice-types';
import { PracticeNothingDue } from './practice-nothing-due';
import { PracticeRun } from './practice-run';
import { PracticeSummary } from './practice-summary';
import type { PracticeOutcome } from './use-practice-run';

interface Run {
  id: number;
  cards: readonly PracticeCard[];
}

/**
 * The practice of one category: the queue asked afresh, then runs over the cards due at their start
 * (a run keeps its cards while the queue changes), the summary after each run with 'Procvičovat dál'
 * when more are due by then; nothing due, loading and failure in between.
 */
export function PracticeSession({ category, boardPath }: { category: string | null; boardPath: string }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const queue = usePracticeQueue(category);
  const { announce, region } = useAnnouncer();
  const [run, setRun] = useState<Run | null>(null);
  const [ended, setEnded] = useState<{ outcomes: PracticeOutcome[]; at: number } | null>(null);
  const fresh = queue.isFetchedAfterMount ? queue.data : undefined;

  if (!run && fresh && fresh.cards.length > 0) setRun({ id: 1, cards: fresh.cards });

  // after a run the queue is asked again (the run's end marks it out of date): what is due by then
  const latest = ended && fresh && !queue.isFetching && queue.dataUpdatedAt > ended.at ? fresh : undefined;

  let content;
  if (ended) {
    content = (
      <PracticeSummary
        outcomes={ended.outcomes}
        moreDue={latest?.cards.length ?? 0}
        nextDue={latest?.next_due}
        endedAt={ended.at}
        boardPath={boardPath}
        onContinue={() => {
          if (!fresh) return;
          setRun({ id: (run?.id ?? 0) + 1, cards: fresh.cards });
          setEnded(null);
        }}
      />
    );
  } else if (run) {
    content = (
      <PracticeRun
        key={run.id}
        cards={run.cards}
        category={category}
        announce={announce}
        onEnd={(outcomes) => setEnded({ outcomes, at: Date.now() })}
      />
    );
  } else if (queue.isError) {
    const network = queue.error instanceof ApiRequestError && queue.error.isNetworkError;
    content = (
      <StateMessage
        icon={<AlertIcon size={32} />}
        title={network ? t('errors.network', { domain }) : t('errors.data')}
        text={network ? t('errors.networkHint') : t('errors.dataHint')}
        announce
      >
        <Button onClick={() => void queue.refetch()}>{t('common.retry')}</Button>
        <ButtonLink to={boardPath} variant="ghost">
          {t('practice.backToBoard')}
        </ButtonLink>
      </StateMessage>
    );
  } else if (!fresh) {
    content = <LoadingState label={t('practice.loading')} />;
  } else {
    content = <PracticeNothingDue queue={fresh} boardPath={boardPath} />;
  }

  return (
    <>
      {content}
      {region}
    </>
  );
}
