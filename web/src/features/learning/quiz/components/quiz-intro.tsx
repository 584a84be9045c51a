import { useTranslation } from 'react-i18next';
import type { Quiz } from '@studovna/core/contract';
import { quizPassingGrade, quizRetakesLeft } from '@studovna/core/domain';
import { Button } from '../../../../components/button';
import { MathHtml } from '../../../../components/math-html';
import styles from './quiz.module.css';

interface QuizIntroProps {
  quiz: Quiz;
  busy: boolean;
  onStart: () => void;
}

/** Before the start (SPEC §2, §4): description, questions, time limit, passing grade, retakes left. */
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
      </dl>
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
