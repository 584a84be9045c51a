import type { Question, Quiz, QuizAttempt, QuizResults } from '@studovna/core/contract';
import { LP } from '../../../test/fixtures';

/** A quiz of every question type, as GET /quiz/{id} answers it, for the learning screen's tests. */
export const COURSE = 1;
export const QUIZ = 24;
export const QUIZ_PATH = `${LP}/quiz/${QUIZ}`;
export const quizAddress = (n?: number, search = '') =>
  `/kurzy/${COURSE}/lp_quiz/${QUIZ}${n ? `/${n}` : ''}${search}`;

const choice = (id: number, type: Question['type'], title: string, values: string[]): Question => ({
  id,
  type,
  title,
  content: '',
  point: 1,
  explanation: null,
  has_explanation: true,
  options: values.map((value, i) => ({ uid: `${id}-${i}`, value, title: `Možnost ${value}` })),
});

export const questions = (): Question[] => [
  { ...choice(101, 'single_choice', 'Hlavní myšlenka textu?', ['a', 'b', 'c', 'd']), hint: 'Čti pozorně.' },
  choice(102, 'true_or_false', 'Platí tvrzení?', ['true', 'false']),
  choice(103, 'multi_choice', 'Které přínosy text uvádí?', ['m1', 'm2', 'm3']),
  {
    ...choice(104, 'fill_in_blanks', 'Doplň čísla.', []),
    options: [
      {
        uid: 'fib-104',
        value: '',
        title: 'Večer {{b1}} a ráno {{b2}}',
        ids: ['b1', 'b2'],
        title_api: 'Večer {{FIB_b1}} studentů, po {{FIB_b2}} hodinách.',
        answers: {},
      },
    ],
  },
  choice(105, 'sorting_choice', 'Seřaď věty.', ['s1', 's2', 's3']),
];

export const results = (overrides: Partial<QuizResults> = {}): QuizResults => ({
  status: '',
  graduation: '',
  graduationText: '',
  result: 0,
  question_count: 5,
  question_correct: 0,
  question_wrong: 0,
  question_empty: 5,
  subtracted: 0,
  user_mark: 0,
  mark: 5,
  time_spend: '0:00:00',
  retaken: 0,
  total_time: null,
  answered: {},
  ...overrides,
});

export const started = (overrides: Partial<QuizResults> = {}): QuizResults =>
  results({
    status: 'started',
    graduation: 'in-progress',
    start_time: '2026-03-01T10:00:00.000Z',
    ...overrides,
  } as Partial<QuizResults>);

export const quiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  id: QUIZ,
  name: 'Porozumění textu – test na čas',
  content: '<p>Pět otázek na porozumění.</p>',
  duration: 900,
  status: 'publish',
  questions: questions(),
  meta_data: {
    _lp_passing_grade: 60,
    _lp_retake_count: 3,
    _lp_duration: '15 minute',
    _lp_instant_check: 'no',
    _lp_negative_marking: 'no',
    _lp_minus_skip_questions: 'no',
    wrong_penalty: '0',
    skip_penalty: '0',
  },
  checked_questions: [],
  assigned: { course: { id: COURSE, title: 'OSP: Verbální oddíl', slug: 'osp-verbalni-oddil' } },
  results: results(),
  percentile: null,
  ...overrides,
});

export const attempt = (r: QuizResults, checked: number[] = []): QuizAttempt => ({
  results: r,
  questions: questions(),
  checked_questions: checked,
});

export const action = <T>(data: T, message = 'OK') => ({ body: { status: 'success', message, data } });
export const refusal = (status: number, message: string, code = 'refused') => ({
  status,
  body: { code, message, data: { status } },
});
