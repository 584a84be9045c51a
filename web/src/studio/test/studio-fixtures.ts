import type { StudioCategory, StudioCourse, StudioCourseRow } from '@studovna/core/contract/studio';
import type { User } from '@studovna/core/contract';
import type { AppServices } from '../../app/app-services';
import { makeToken } from '../../test/fetch-stub';

export const STUDIO = '/wp-json/studovna/v1/studio';

export const spravce: User = {
  id: 1,
  name: 'Eva Správcová',
  username: 'spravce',
  email: 'spravce@studovna.cz',
  first_name: 'Eva',
  last_name: 'Správcová',
  nickname: 'spravce',
  description: '',
  avatar_url: '',
  roles: ['administrator'],
  flags: { theme: 'system' },
};

export const dvorakova: User = {
  ...spravce,
  id: 2,
  name: 'Lenka Dvořáková',
  username: 'lektorka.dvorakova',
  roles: ['lp_teacher'],
};

/** Puts a signed-in account into the store before the first render. */
export function signIn(user: User) {
  return ({ store }: AppServices) => {
    store.getState().setToken(makeToken(7 * 86400));
    store.getState().setUser(user);
  };
}

export const studioCategory = (
  id: number,
  name: string,
  extra: Partial<StudioCategory> = {},
): StudioCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  image: '',
  subscription: [],
  sort: id,
  courses: { publish: 0, draft: 0, future: 0 },
  ...extra,
});

export const CATEGORIES = [
  studioCategory(10, 'OSP', { subscription: ['osp'], courses: { publish: 3, draft: 1, future: 0 } }),
  studioCategory(11, 'ZSV', { subscription: ['zsv'] }),
  studioCategory(12, 'TSP'),
];

export const courseRow = (
  id: number,
  title: string,
  extra: Partial<StudioCourseRow> = {},
): StudioCourseRow => ({
  id,
  title,
  slug: `kurz-${id}`,
  status: 'publish',
  published_at: '2026-01-10T08:00:00Z',
  author: { id: 2, name: 'Lenka Dvořáková' },
  categories: [{ id: 10, name: 'OSP' }],
  price: 990,
  sale_price: null,
  items: 4,
  students: 12,
  may_edit: true,
  ...extra,
});

export const studioCourse = (extra: Partial<StudioCourse> = {}): StudioCourse => ({
  ...courseRow(5, 'Analogie pro pokročilé'),
  excerpt: 'Slovní analogie krok za krokem.',
  content: '<p>Přehled</p>',
  image: '',
  duration: '6 týdnů',
  passing_condition: 80,
  retake_count: 2,
  app_path: '/kurzy/5',
  sections: [
    {
      id: 100,
      title: 'Úvod',
      description: '',
      items: [
        { id: 1001, type: 'lp_lesson', title: 'Co je analogie', preview: true, duration_minutes: 10 },
        { id: 1002, type: 'lp_quiz', title: 'Vstupní test', preview: false, duration_minutes: 20 },
      ],
    },
    {
      id: 101,
      title: 'Procvičování',
      description: '',
      items: [
        { id: 1003, type: 'lp_assignment', title: 'Vlastní analogie', preview: false, duration_minutes: 0 },
      ],
    },
  ],
  ...extra,
});

/** The answers every studio screen asks first: who the caller is, the categories. */
export const studioBasics = (role: 'administrator' | 'instructor' = 'administrator') => ({
  [`GET ${STUDIO}/courses`]: { body: { courses: [courseRow(5, 'Analogie pro pokročilé')], total: 1, role } },
  [`GET ${STUDIO}/categories`]: { body: { categories: CATEGORIES, may_edit: role === 'administrator' } },
  [`GET ${STUDIO}/grading/waiting`]: { body: { waiting: 3 } },
  [`GET ${STUDIO}/authors`]: {
    body: {
      authors: [
        { id: 1, name: 'Eva Správcová', role: 'administrator' },
        { id: 2, name: 'Lenka Dvořáková', role: 'instructor' },
      ],
    },
  },
});

export const invalid = (fields: Record<string, string>) => ({
  status: 400,
  body: {
    code: 'studio_invalid',
    message: 'Některá pole nejsou vyplněná správně. Oprav je prosím a ulož znovu.',
    data: { status: 400, fields },
  },
});
