import type { Course, CourseData, CourseReviews, Section, SectionItem } from '@studovna/core/contract';
import { makeToken } from './fetch-stub';
import { jana } from './fixtures';
import type { AppServices } from '../app/app-services';

export const COURSE_ID = 12;
export const COURSE_PATH = `/wp-json/learnpress/v1/courses/${COURSE_ID}`;
export const REVIEWS_PATH = `/wp-json/learnpress/v1/review/course/${COURSE_ID}`;

export const item = (
  id: number,
  type: SectionItem['type'],
  overrides: Partial<SectionItem> = {},
): SectionItem => ({
  id,
  type,
  title: `${type === 'lp_lesson' ? 'Lekce' : 'Kvíz'} ${id}`,
  preview: false,
  duration: '30 min',
  graduation: '',
  status: '',
  locked: false,
  ...overrides,
});

export const section = (id: number, items: SectionItem[], overrides: Partial<Section> = {}): Section => ({
  id,
  title: `Část ${id}`,
  description: '',
  items,
  ...overrides,
});

export const courseData = (
  status: CourseData['status'],
  overrides: Partial<CourseData> = {},
  result = 40,
): CourseData => ({
  status,
  graduation: status === 'enrolled' ? 'in-progress' : '',
  start_time: '2026-01-05T10:00:00Z',
  end_time: null,
  expiration_time: null,
  result: {
    result,
    pass: 0,
    count_items: 5,
    completed_items: 2,
    items: {
      lesson: { completed: 1, passed: 1, total: 2 },
      quiz: { completed: 1, passed: 0, total: 3 },
    },
  },
  ...overrides,
});

/** GET /courses/{id} of a free OSP course with two sections of lessons and quizzes. */
export const fullCourse = (overrides: Partial<Course> = {}): Course => ({
  id: COURSE_ID,
  name: 'Verbální oddíl OSP',
  slug: 'osp-verbalni-oddil',
  permalink: 'http://localhost:3000/kurzy/osp-verbalni-oddil/',
  image: '',
  origin_price: 0,
  price: 0,
  sale_price: 0,
  origin_price_rendered: 'Zdarma',
  price_rendered: 'Zdarma',
  sale_price_rendered: '',
  on_sale: false,
  status: 'publish',
  content:
    '<p>Naučíš se <strong>analogie</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  excerpt: '',
  duration: '6 týdnů',
  count_students: 3,
  can_finish: false,
  can_retake: false,
  ratake_count: 3,
  rataken: 0,
  rating: 4.5,
  categories: [{ id: 1, name: 'Obecné studijní předpoklady', slug: 'osp', meta: { subscription: ['osp'] } }],
  instructor: { id: 3, name: 'Eva Dvořáková', avatar: '', description: '' },
  sections: [
    section(101, [
      item(201, 'lp_lesson', { title: 'Co jsou analogie', preview: true }),
      item(202, 'lp_quiz', { title: 'Analogie – ukázka', preview: true }),
      item(203, 'lp_quiz', { title: 'Analogie – test', graduation: 'failed', status: 'completed' }),
      item(204, 'lp_quiz', { title: 'Analogie – opakování', graduation: 'passed', status: 'completed' }),
    ]),
    section(102, [
      item(205, 'lp_lesson', { title: 'Synonyma' }),
      item(206, 'lp_quiz', { title: 'Synonyma – test' }),
    ]),
  ],
  meta_data: { _lp_passing_condition: 70, _lp_retake_count: 3 },
  course_data: null,
  ...overrides,
});

export const noReviews: CourseReviews = { rating: 0, total: 0, items: [], reviewed: false };

/** Puts Jana (user 7) into the store, with the given premium caps. */
export function logInJana({ store }: AppServices, caps: Record<string, boolean> = {}) {
  store.getState().setToken(makeToken(7 * 86400));
  store.getState().setUser(jana);
  store.getState().setCapabilities(caps, {}, Date.now());
}
