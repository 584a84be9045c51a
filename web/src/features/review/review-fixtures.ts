import type { Question, QuizAttempt, QuizResults } from '@studovna/core/contract';
import { QUIZ, questions, quiz, results } from '../learning/test/quiz-fixtures';

/** The fixture quiz's questions as an evaluated attempt shows them: right options and explanations. */
export function revealedQuestions(): Question[] {
  const right: Record<number, string[]> = { 101: ['b'], 102: ['true'], 103: ['m1', 'm3'] };
  const explanation: Record<number, string | null> = {
    101: '<p>Hlavní myšlenka je hned v první větě.</p>',
    102: '<p>Tvrzení text výslovně popírá.</p>',
    103: '<p>Text uvádí první a třetí přínos.</p>',
    104: '<p>Večer se sešlo 30 studentů, po 2 hodinách odešli.</p>',
    105: null,
  };
  return questions().map((q) => {
    const revealed = { ...q, explanation: explanation[q.id] ?? null };
    if (q.type === 'fill_in_blanks')
      return {
        ...revealed,
        options: q.options.map((o) => ({
          ...o,
          answers: {
            b1: { correct: '30', is_correct: true, answer: '30' },
            b2: { correct: '2', is_correct: false, answer: '3' },
          },
        })),
      };
    return {
      ...revealed,
      options: q.options.map((o, i) => ({
        ...o,
        is_true: q.type === 'sorting_choice' || right[q.id]?.includes(o.value) ? 'yes' : 'no',
        ...(q.type === 'sorting_choice' ? { sorting: i } : {}),
      })),
    };
  });
}

/** The learner's evaluated attempt: 1 right, 3 wrong, the sorting question left empty. */
export const evaluated = (overrides: Partial<QuizResults> = {}): QuizResults =>
  results({
    status: 'completed',
    graduation: 'failed',
    result: 20,
    question_correct: 1,
    question_wrong: 3,
    question_empty: 1,
    user_mark: 1,
    time_spend: '0:06:40',
    answered: {
      101: { answered: 'b', correct: true },
      102: { answered: 'false', correct: false },
      103: { answered: ['m1'], correct: false },
      104: { answered: { b1: '30', b2: '3' }, correct: false },
    },
    ...overrides,
  });

const ALL = [101, 102, 103, 104, 105];

/** The quiz after evaluation, as GET /quiz/{id} answers it. */
export const evaluatedQuiz = () =>
  quiz({ results: evaluated(), questions: revealedQuestions(), checked_questions: ALL });

/** GET /quiz/attempts/{id}: a past attempt of the quiz in which question 1 was wrong and 2 right. */
export const pastAttempt = (id: number, quizId = QUIZ): QuizAttempt & { attempt: unknown } => ({
  results: evaluated({
    result: 40,
    question_correct: 2,
    answered: {
      101: { answered: 'a', correct: false },
      102: { answered: 'true', correct: true },
      103: { answered: ['m1', 'm3'], correct: true },
    },
  }),
  questions: revealedQuestions(),
  checked_questions: ALL,
  attempt: {
    id,
    quiz_id: quizId,
    practice: false,
    start_time: '2026-03-01T10:00:00.000Z',
    end_time: '2026-03-01T10:07:00.000Z',
    result: 40,
    user_mark: 2,
    mark: 5,
    question_count: 5,
    question_correct: 2,
    question_wrong: 1,
    question_empty: 2,
    graduation: 'failed',
    time_spend: '0:07:00',
    retaken: 0,
    percentil: 0.3,
    counted: false,
  },
});
