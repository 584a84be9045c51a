import { studioCoursesApi, studioQuestionsApi as Q } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import { expect } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import type { Http } from '../../../test/http';

/** Drafts of each of the five types, and calls the bank's tests make again and again. */

const base = { explanation: '<p>Vysvětlení.</p>', tags: ['Slovní úlohy'] };

export const DRAFTS = {
  trueFalse: { ...base, type: 'true_or_false', title: 'Praha je hlavní město Česka.', answer: true },
  single: {
    ...base,
    type: 'single_choice',
    title: 'Kolik je 2 + 3?',
    mark: 2,
    difficulty: 1,
    options: [{ title: '4' }, { title: '5', correct: true }, { title: '6' }],
  },
  multi: {
    ...base,
    type: 'multi_choice',
    title: 'Která čísla jsou prvočísla?',
    options: [{ title: '2', correct: true }, { title: '3', correct: true }, { title: '4' }],
  },
  sorting: {
    ...base,
    type: 'sorting_choice',
    title: 'Seřaď od nejmenšího.',
    ordered: ['jedna', 'dva', 'tři'],
  },
  blanks: {
    ...base,
    type: 'fill_in_blanks',
    title: 'Doplň.',
    text: 'Hlavní město Slovenska je {{b1}}, $x = {{b2}}$.',
    blanks: [
      { id: 'b1', comparison: 'equal', answer: 'Bratislava' },
      { id: 'b2', comparison: 'range', min: 2, max: 3 },
    ],
  },
} satisfies Record<string, QuestionDraft>;

export async function createQuestion(api: Http, who: TestLearner, draft: QuestionDraft, quiz?: number) {
  const res = await api.call(
    Q.createQuestion,
    { body: draft, ...(quiz ? { query: { quiz } } : {}) },
    { token: who.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return Q.createQuestion.response.parse(res.json()).data;
}

/** A new quiz at the end of the first section of one of the instructor's own published courses. */
export async function newQuizOf(api: Http, instructor: TestLearner, title: string) {
  const list = await api.call(
    studioCoursesApi.listCourses,
    { query: { mine: '1' } },
    { token: instructor.token },
  );
  const course = (list.json() as { courses: { id: number; status: string }[] }).courses.find(
    (c) => c.status === 'publish',
  )!;
  const full = await api.call(
    studioCoursesApi.getCourse,
    { params: { id: course.id } },
    { token: instructor.token },
  );
  const section = (full.json() as studioCoursesApi.StudioCourse).sections[0]!;
  const res = await api.call(
    studioCoursesApi.createItem,
    { params: { id: course.id }, body: { section_id: section.id, type: 'lp_quiz', title } },
    { token: instructor.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  const created = (res.json() as { data: studioCoursesApi.StudioCourse }).data;
  const quiz = created.sections[0]!.items.find((i) => i.title === title)!;
  return { quizId: quiz.id, courseId: course.id };
}

/** How many questions the database holds: a refused write leaves it as it was. */
export const questionCount = async (db: { query: <T>(sql: string) => Promise<T[]> }) =>
  (await db.query<{ n: number }>('select count(*)::int as n from questions'))[0]!.n;
