import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { categoriesApi, commentsApi, coursesApi, quizApi, reviewsApi, tokenApi, wishlistApi } from './index';
import { courseExample, quizExample } from './examples.fixtures';

/** Parses, then parses the result again: what the server serialises must parse the same in the client. */
function roundTrip<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const once = schema.parse(value);
  expect(schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  return once;
}

describe('realistic responses parse', () => {
  it('token', () => {
    const token = roundTrip(tokenApi.login.response, {
      token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7InVzZXIiOnsiaWQiOiIxMiJ9fX0.sig',
      user_id: 12,
      user_login: 'jana.novak',
      user_email: 'jana@example.cz',
      user_display_name: 'Jana Nováková',
    });
    expect(token.user_id).toBe(12);
  });

  it('course detail, also with extra LearnPress fields and string meta values', () => {
    const course = roundTrip(coursesApi.courseSchema, courseExample);
    expect(course.meta_data._lp_passing_condition).toBe(80);
    expect(course.sections[0]!.items.map((i) => i.type)).toEqual(['lp_lesson', 'lp_quiz', 'lp_assignment']);
    expect(coursesApi.getCourse.response.parse(courseExample)).toMatchObject({ id: 196 });
  });

  it('course list item without the optimised fields', () => {
    const { sections: _s, course_data: _c, instructor: _i, meta_data: _m, ...summary } = courseExample;
    const list = roundTrip(coursesApi.listCourses.response, [summary]);
    expect(list[0]!.sections).toBeUndefined();
    expect(() => coursesApi.courseSchema.parse(summary)).toThrow();
  });

  it('quiz with every question type, checked and unchecked', () => {
    const quiz = roundTrip(quizApi.getQuiz.response, quizExample);
    expect(quiz.questions.map((q) => q.type)).toEqual([
      'single_choice',
      'multi_choice',
      'true_or_false',
      'fill_in_blanks',
      'sorting_choice',
    ]);
    expect(quiz.results.answered['301']!.correct).toBe(true);
  });

  it('check_answer answer', () => {
    roundTrip(quizApi.checkAnswer.response, {
      status: 'success',
      message: '',
      data: {
        explanation: '<p>Protože 2 + 2 = 4.</p>',
        options: [
          { uid: '11', value: 'a1b2', title: '4', is_true: 'yes' },
          { uid: '12', value: 'c3d4', title: '5', is_true: 'no' },
        ],
        result: { answered: 'a1b2', correct: true, mark: 1, explanation: '<p>Protože 2 + 2 = 4.</p>' },
        question_status: 11,
      },
    });
  });

  it('quiz statistics and question stats', () => {
    roundTrip(quizApi.quizStatistics.response, {
      '197': { percentil: 0.63, heuristic: 'best', user_progress: 100, user_mark: 8.5, solutions: 3 },
    });
    roundTrip(quizApi.questionsStats.response, { '301': 1, '302': 13, '303': 0 });
    expect(() => quizApi.questionsStats.response.parse({ '301': 7 })).toThrow();
  });

  it('categories, wishlist, reviews and nested comments', () => {
    roundTrip(categoriesApi.listCategories.response, [
      {
        id: 5,
        slug: 'osp',
        name: 'Obecné studijní předpoklady',
        description: '',
        count: 12,
        meta: { image: 'http://localhost:3000/media/osp.png', subscription: ['premium_osp'] },
        taxonomy: 'course_category',
      },
    ]);
    roundTrip(wishlistApi.toggleWishlist.response, {
      status: 'success',
      message: 'Přidáno do oblíbených',
      data: { items: [], course_id: 196, state: false },
    });
    roundTrip(reviewsApi.courseReviews.response, {
      data: {
        rating: 4.5,
        total: 2,
        items: [
          {
            title: 'Super',
            rating: 5,
            content: 'Pomohlo mi to.',
            display_name: 'Petr',
            avatar: '',
            date: '2025-02-01T10:00:00Z',
          },
        ],
        reviewed: false,
      },
    });
    const thread = roundTrip(commentsApi.listComments.response, [
      {
        id: 9,
        post: 196,
        parent: 0,
        date: '2025-02-01T10:00:00',
        content: { rendered: '<p>Otázka</p>' },
        author: 12,
        author_name: 'Jana',
        author_avatar_urls: { '24': 'https://example.cz/a24.png', '48': 'https://example.cz/a48.png' },
        children: [
          {
            id: 10,
            post: 196,
            parent: 9,
            date: '2025-02-01T11:00:00',
            content: { rendered: '<p>Odpověď</p>' },
            author: 3,
            author_name: 'Lektor',
            author_avatar_urls: {},
            children: [],
          },
        ],
      },
    ]);
    expect(thread[0]!.children![0]!.parent).toBe(9);
  });
});

describe('requests', () => {
  it('reject a body without id', () => {
    for (const endpoint of [
      coursesApi.enrollCourse,
      coursesApi.finishCourse,
      quizApi.startQuiz,
      wishlistApi.toggleWishlist,
    ]) {
      expect(endpoint.body.safeParse({}).success, endpoint.name).toBe(false);
      expect(endpoint.body.safeParse({ id: 'abc' }).success, endpoint.name).toBe(false);
      expect(endpoint.body.parse({ id: '196' }), endpoint.name).toEqual({ id: 196 });
    }
  });

  it('quiz finish needs the answered map, with answers of every kind', () => {
    expect(quizApi.finishQuiz.body.safeParse({ id: 197 }).success).toBe(false);
    const body = quizApi.finishQuiz.body.parse({
      id: 197,
      answered: { '301': 'a1b2', '302': ['x', 'y'], '304': { b1: 'Praha', b2: '1918' } },
    });
    expect(body.answered['304']).toEqual({ b1: 'Praha', b2: '1918' });
    expect(quizApi.finishQuiz.body.safeParse({ id: 197, answered: { abc: 'x' } }).success).toBe(false);
  });

  it('review accepts course/rating and LearnPress id/rate alike', () => {
    const canonical = { course: 196, rating: 4, title: 'Dobré', content: 'Ano.' };
    expect(reviewsApi.submitReview.body.parse({ ...canonical })).toEqual(canonical);
    expect(
      reviewsApi.submitReview.body.parse({ id: '196', rate: '4', title: 'Dobré', content: 'Ano.' }),
    ).toEqual(canonical);
    expect(reviewsApi.submitReview.body.safeParse({ rating: 4, title: 'x', content: 'y' }).success).toBe(
      false,
    );
    expect(
      reviewsApi.submitReview.body.safeParse({ course: 1, rating: 6, title: 'x', content: 'y' }).success,
    ).toBe(false);
    // a blank title is the server's to refuse, with the SPEC §5 message
    expect(
      reviewsApi.submitReview.body.safeParse({ course: 1, rating: 3, title: ' ', content: 'y' }).success,
    ).toBe(true);
    expect(
      reviewsApi.submitReview.body.safeParse({ course: true, rating: 3, title: 'x', content: 'y' }).success,
    ).toBe(false);
  });

  it('course list query: flags, comma-separated categories, optimize', () => {
    const query = coursesApi.listCourses.query.parse({
      per_page: '10',
      on_sale: '1',
      category: '5,7',
      optimize: 'true',
      v: '0.42',
    });
    expect(query).toMatchObject({ per_page: 10, on_sale: true, category: [5, 7] });
    expect(query.optimize).toContain('sections');
    expect(coursesApi.listCourses.query.parse({ optimize: 'content,sections' }).optimize).toEqual([
      'content',
      'sections',
    ]);
    expect(coursesApi.listCourses.query.safeParse({ category: '5,x' }).success).toBe(false);
    expect(coursesApi.listCourses.query.safeParse({ per_page: '500' }).success).toBe(false);
  });

  it('store-question accepts only SPEC §3 statuses', () => {
    const query = { id: '197', question_id: '301', user_id: '12' };
    for (const status of ['-1', '0', '3', '11', '13']) {
      expect(quizApi.storeQuestion.query.safeParse({ ...query, status }).success, status).toBe(true);
    }
    for (const status of ['4', '9', '14', '-11', 'x']) {
      expect(quizApi.storeQuestion.query.safeParse({ ...query, status }).success, status).toBe(false);
    }
  });

  it('statistics needs 1 to 100 quiz ids', () => {
    expect(quizApi.quizStatistics.body.safeParse({ id_list: [] }).success).toBe(false);
    expect(quizApi.quizStatistics.body.parse({ id_list: [197, '198'] })).toEqual({
      id_list: [197, 198],
    });
  });
});
