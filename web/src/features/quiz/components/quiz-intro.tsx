import { useTranslation } from '../../../i18n/use-translation';
import type { Quiz } from '@studovna/core/contract';
import { quizPassingGrade, quizRetakesLeft, roundTo2, toPercent } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { MathHtml } from '../../../components/math-html';
import { useQuizStatistic } from '../api/stats-api';
import { MarkingRule } from './marking-rule';
import styles from './quiz.module.css';

interface QuizIntroProps {
  quiz: Quiz;
  busy: boolean;
  onStart: () => void;
}

/**
 * Before the start (SPEC §2, §4): description, questions, time limit, passing grade, retakes left, what
 * a wrong answer and a skipped question take off, and the learner's counted best when they finished the
 * quiz before.
 */
export function QuizIntro({ quiz, busy, onStart }: QuizIntroProps) {
  const { t } = useTranslation();
  const minutes = Math.ceil(quiz.duration / 60);
  const retakes = quizRetakesLeft(quiz.meta_data._lp_retake_count, quiz.results.retaken);
  return (
    <section className={styles.card} aria-labelledby="quiz-intro-title">
      <h2 id="quiz-intro-title">{t('quiz.intro.title')}</h2>
      {quiz.content ? <MathHtml html={quiz.content} className={styles.prose} /> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('quiz.intro.questions')}</dt>
          <dd>{t('quiz.intro.questionCount', { count: quiz.questions.length })}</dd>
        </div>
        <div>
          <dt>{t('quiz.intro.timeLimit')}</dt>
          <dd>{quiz.duration > 0 ? t('quiz.intro.minutes', { count: minutes }) : t('quiz.intro.noLimit')}</dd>
        </div>
        <div>
          <dt>{t('quiz.intro.passingGrade')}</dt>
          <dd>{t('quiz.percent', { value: quizPassingGrade(quiz.meta_data._lp_passing_grade) })}</dd>
        </div>
        <div>
          <dt>{t('quiz.retakesLeft')}</dt>
          <dd>{Number.isFinite(retakes) ? retakes : t('quiz.unlimited')}</dd>
        </div>
        <div className={styles.wideFact}>
          <dt>{t('quiz.marking.title')}</dt>
          <dd>
            <MarkingRule meta={quiz.meta_data} />
          </dd>
        </div>
        <QuizParts quiz={quiz} />
      </dl>
      <BestAttempt quizId={quiz.id} />
      {quiz.meta_data._lp_instant_check === 'yes' ? (
        <p className={styles.note}>{t('quiz.intro.instantCheck')}</p>
      ) : null}
      {quiz.duration > 0 ? <p className={styles.note}>{t('quiz.intro.timedNote')}</p> : null}
      <Button block disabled={busy || quiz.questions.length === 0} onClick={onStart}>
        {busy ? t('quiz.starting') : t('quiz.start')}
      </Button>
    </section>
  );
}

/** A mock test's parts in the order of the sitting, with their questions (decision 0041). */
function QuizParts({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const parts = quiz.meta_data.parts ?? [];
  if (parts.length === 0) return null;
  return (
    <div className={styles.wideFact}>
      <dt>{t('quiz.intro.parts')}</dt>
      <dd>
        <ol className={styles.partList}>
          {parts.map((part, index) => (
            <li key={part.title}>
              {part.title} ·{' '}
              {t('quiz.intro.questionCount', {
                count: quiz.questions.filter((q) => q.part === index).length,
              })}
            </li>
          ))}
        </ol>
      </dd>
    </div>
  );
}

/** The counted (best) attempt from POST /quiz/statistics; nothing before the first finish or for a guest. */
function BestAttempt({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const statistic = useQuizStatistic(quizId);
  if (statistic.isError) return <p className={styles.note}>{t('quiz.intro.bestFailed')}</p>;
  const best = statistic.data;
  if (!best) return null;
  const percent = toPercent(best.percentil);
  return (
    <section className={styles.best} aria-labelledby="quiz-intro-best">
      <h3 id="quiz-intro-best">{t('quiz.intro.bestTitle')}</h3>
      <dl className={styles.facts}>
        {best.result !== undefined ? (
          <div>
            <dt>{t('quiz.intro.bestResult')}</dt>
            <dd>{t('quiz.percent', { value: roundTo2(best.result) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('quiz.intro.bestAttempts')}</dt>
          <dd>{best.solutions}</dd>
        </div>
      </dl>
      <p>
        {best.learners === undefined
          ? t('quiz.intro.bestPercentileNoCount', { percent })
          : t('quiz.intro.bestPercentile', { percent, learners: best.learners })}
      </p>
    </section>
  );
}
