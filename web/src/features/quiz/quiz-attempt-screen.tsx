import { Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Quiz } from '@studovna/core/contract';
import { clampQuestionNumber, quizRetakesLeft, roundTo2 } from '@studovna/core/domain';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { useApi } from '../../lib/api';
import { whenIdle } from '../../lib/lazy-part';
import { courseKeys } from '../../lib/query/course-keys';
import { refreshBoard } from '../../lib/query/board-keys';
import { selectIsLoggedIn, useAppStore, useUserId } from '../../lib/store';
import { CommentsSection } from '../comments/comments-section';
import { learningKeys } from '../learning/api/learning-keys';
import { keptQuiz, quizCalls } from './api/quiz-api';
import { LearningLayout } from '../learning/components/learning-layout';
import { useAnnouncer } from '../../components/live-region';
import { useDialog } from '../../components/use-dialog';
import { ATTEMPT_PARAM, idFromParam, learningPath } from '../learning/learning-params';
import { createAttemptController, type AttemptState } from '../learning/attempt/attempt-store';
import { createDraftStore } from '../learning/attempt/draft-cache';
import { useAttempt } from '../learning/attempt/use-attempt';
import { useKeepOnLeave } from '../learning/attempt/use-keep-on-leave';
import { LoadingState } from '../../components/spinner';
import { QuizIntro } from './components/quiz-intro';
import { graduationKey } from './graduation-key';
import { currentAttemptReview, pastAttemptReview, quizResult, quizRunner } from './quiz-parts';
import { useOutcomeText } from './use-outcome-text';

interface QuizAttemptScreenProps {
  courseId: number;
  quiz: Quiz;
  receivedAt: number;
}

/**
 * The quiz by the state of the learner's attempt: intro (start; automatic with `?start=1`), the attempt
 * at /{n}, the result, or — over the result — the full-screen review of question /{n} once evaluated
 * (of the past attempt `?pokus={id}` when the address names one).
 */
export function QuizAttemptScreen({ courseId, quiz, receivedAt }: QuizAttemptScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const { questionIndex } = useParams();
  const [search] = useSearchParams();
  const outcomeText = useOutcomeText();
  const { announce, region } = useAnnouncer();
  const { show, dialog, open: dialogOpen } = useDialog();
  const [login, setLogin] = useState(false);
  // the address the attempt was evaluated at: the result shows there until the move to it lands
  const [evaluatedAt, setEvaluatedAt] = useState<string | null>(null);
  const [controller] = useState(() => {
    const kept = keptQuiz(queryClient, quiz.id, userId);
    return createAttemptController({
      quiz,
      receivedAt,
      calls: quizCalls(api, quiz.id),
      draft: createDraftStore(queryClient, learningKeys.draft(quiz.id, userId)),
      onAttempt: (attempt) => {
        kept.attempt(attempt);
        void queryClient.invalidateQueries({ queryKey: courseKeys.all });
        // a finished attempt changes which questions are due on the Board
        if (attempt.results.status === 'completed') void refreshBoard(queryClient);
      },
      onSaved: kept.saved,
      // a checked answer changes which questions are due on the Board (a wrong one is to practise)
      onChecked: () => void refreshBoard(queryClient),
    });
  });
  const status = useAttempt(controller, (s) => s.status);
  const results = useAttempt(controller, (s) => s.results);
  const busy = useAttempt(controller, (s) => s.busy);
  const count = useAttempt(controller, (s) => s.questions.length);
  const pathOf = useCallback(
    (n?: number) => learningPath(courseId, 'lp_quiz', quiz.id, n),
    [courseId, quiz.id],
  );

  useEffect(() => controller.resume(), [controller]);
  // what the learner may see next loads while they look at this: the questions once they can start (a
  // guest cannot), the result while they answer, the review of their answers with the result
  useEffect(() => {
    const next =
      status === 'started'
        ? quizResult
        : status === 'completed'
          ? currentAttemptReview
          : loggedIn
            ? quizRunner
            : null;
    return next ? whenIdle(next.preload) : undefined;
  }, [status, loggedIn]);
  useKeepOnLeave(() => void controller.flush());

  // the attempt's turns: started → question 1; evaluated → the result, read out; time up → told
  const onChange = useEffectEvent((next: AttemptState, prev: AttemptState) => {
    if (prev.status !== 'started' && next.status === 'started') void navigate(pathOf(1), { replace: true });
    if (prev.status === 'started' && next.status === 'completed') {
      setEvaluatedAt(location.key);
      void navigate(pathOf(), { replace: true });
      const r = next.results;
      announce(
        t('quiz.result.announce', {
          graduation: t(graduationKey(r.graduation)),
          percent: roundTo2(r.result),
          points: roundTo2(r.user_mark),
          max: roundTo2(r.mark),
        }),
      );
      if (next.timeUp === 'submitted')
        show({
          title: t('quiz.timeUp.title'),
          text: t('quiz.timeUp.text'),
          actions: [{ label: t('common.ok') }],
        });
    }
    if (next.timeUp === 'failed' && prev.timeUp !== 'failed')
      show({
        title: t('quiz.timeUp.title'),
        text: t('quiz.timeUp.failed'),
        actions: [{ label: t('quiz.timeUp.retry'), onSelect: () => void controller.retrySubmit() }],
      });
  });
  useEffect(() => controller.store.subscribe((next, prev) => onChange(next, prev)), [controller]);

  const report = (outcome: Awaited<ReturnType<typeof controller.start>>) => {
    if (outcome && !outcome.ok)
      show({
        title: t('quiz.startFailed'),
        text: outcomeText(outcome),
        actions: [{ label: t('common.ok') }],
      });
  };
  const begin = (kind: 'start' | 'retake') => {
    if (!loggedIn) return setLogin(true);
    quizRunner.preload();
    void (kind === 'start' ? controller.start() : controller.retake()).then(report);
  };

  // `?start=1` (SPEC §4): a quiz not started starts, an evaluated one is retaken while retakes are left
  const startParam = search.get('start') === '1';
  const autoStart = useEffectEvent(() => {
    const retakes = quizRetakesLeft(
      quiz.meta_data._lp_retake_count,
      controller.store.getState().results.retaken,
    );
    if (loggedIn && status === '') void controller.start().then(report);
    else if (loggedIn && status === 'completed' && retakes > 0) void controller.retake().then(report);
    else void navigate(`${location.pathname}`, { replace: true });
  });
  useEffect(() => {
    if (startParam) autoStart();
  }, [startParam]);

  const n = questionIndex ? clampQuestionNumber(questionIndex, count) : 0;
  const exact = questionIndex === String(n);
  const pastAttempt = loggedIn && questionIndex ? idFromParam(search.get(ATTEMPT_PARAM) ?? undefined) : 0;
  // the review's moves replace the address (SPEC §2); closing it goes back to the result
  const moveReview = (to: number) => void navigate(`${pathOf(to)}${location.search}`, { replace: true });
  const closeReview = () => void navigate(pathOf(), { replace: true });

  const result = (
    <quizResult.Component
      quiz={quiz}
      results={results}
      courseId={courseId}
      reviewPath={pathOf(1)}
      busy={busy === 'retake'}
      onRetake={() => begin('retake')}
    />
  );
  const intro = <QuizIntro quiz={quiz} busy={busy === 'start'} onStart={() => begin('start')} />;
  let body;
  let review = null;
  if (pastAttempt) {
    body = status === 'completed' ? result : status === '' ? intro : null;
    review = (
      <pastAttemptReview.Component
        attemptId={pastAttempt}
        quizId={quiz.id}
        quizName={quiz.name}
        n={Number(questionIndex)}
        onMove={moveReview}
        onClose={closeReview}
      />
    );
  } else if (status === 'started') {
    body = exact ? (
      <quizRunner.Component
        controller={controller}
        quiz={quiz}
        n={n}
        pathOf={pathOf}
        show={show}
        dialogOpen={dialogOpen || login}
        announce={announce}
      />
    ) : (
      <Navigate to={pathOf(n || 1)} replace />
    );
  } else if (status === 'completed') {
    body = result;
    if (questionIndex && count && location.key !== evaluatedAt)
      review = exact ? (
        <currentAttemptReview.Component
          controller={controller}
          quizName={quiz.name}
          n={n}
          onMove={moveReview}
          onClose={closeReview}
        />
      ) : (
        <Navigate to={pathOf(n)} replace />
      );
  } else {
    body = questionIndex ? <Navigate to={`${pathOf()}${location.search}`} replace /> : intro;
  }

  return (
    <LearningLayout courseId={courseId} courseName={quiz.assigned.course.title} title={quiz.name}>
      <Suspense fallback={<LoadingState />}>{body}</Suspense>
      {status !== 'started' && !questionIndex ? <CommentsSection postId={quiz.id} /> : null}
      {/* a full-screen dialog: nothing shows in its place while its code comes (it is preloaded) */}
      <Suspense fallback={null}>{review}</Suspense>
      {region}
      {dialog}
      <LoginPromptDialog
        open={login}
        onClose={() => setLogin(false)}
        screen={location.pathname}
        courseId={courseId}
      />
    </LearningLayout>
  );
}
