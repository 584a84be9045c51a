import type { Question } from '@studovna/core/contract';
import { logInJana } from '../../../test/course-detail-fixtures';
import type { Routes } from '../../../test/fetch-stub';
import { LP } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { questions } from '../../learning/test/quiz-fixtures';
import type { PracticeAnswerData, PracticeCard, PracticeQueue } from '../api/practice-types';

/** The practice queue and answers as the server sends them, for the practice screen's tests. */
export const QUEUE = `GET ${LP}/board/practice`;
export const ANSWER = `POST ${LP}/board/practice/answer`;
export const DAY = 86_400_000;

const [single, trueFalse, , blanks] = questions();
export { blanks, single, trueFalse };

export const card = (question: Question, overrides: Partial<PracticeCard> = {}): PracticeCard => ({
  question,
  quizId: 24,
  quizName: 'Porozumění textu',
  courseId: 1,
  courseName: 'OSP Verbální',
  status: 13,
  reason: 'both',
  due: new Date(Date.now() - DAY).toISOString(),
  reps: 1,
  lapses: 1,
  ...overrides,
});

export const queue = (cards: PracticeCard[], overrides: Partial<PracticeQueue> = {}) => ({
  body: { cards, due_today: cards.length, total: cards.length, ...overrides } satisfies PracticeQueue,
});

/** What the server answers for a checked question whose right option is `right`. */
export const answered = (
  question: Question,
  answer: string | null,
  right: string,
  overrides: Partial<PracticeAnswerData> = {},
) => ({
  body: {
    status: 'success',
    message: '',
    data: {
      question_id: question.id,
      result: { answered: answer ?? '', correct: answer === right },
      explanation: `<p>Správně je ${right}, protože to text říká v prvním odstavci.</p>`,
      options: question.options.map((o) => ({ ...o, is_true: o.value === right ? 'yes' : 'no' })),
      question_status: answer === right ? 12 : 13,
      next_due: new Date(Date.now() + 4 * DAY).toISOString(),
      retired: false,
      due_today: 0,
      ...overrides,
    } satisfies PracticeAnswerData,
  },
});

/** The app at the practice address for Jana, the server answering `routes`. */
export function renderPractice(routes: Routes, path = '/procvicovani/osp', guest = false) {
  const view = renderApp(path, {
    prepare: guest ? undefined : (services) => logInJana(services, { osp: true }),
    routes,
  });
  const calls = (method: string, route: string) =>
    view.stub.requests.filter((r) => r.method === method && r.url.pathname === `${LP}${route}`);
  return { ...view, calls, path: () => view.router.state.location.pathname };
}
