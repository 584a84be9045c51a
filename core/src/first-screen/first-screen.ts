import { buildPath, categoriesApi, coursesApi, quizApi, reviewsApi } from '../contract/routes';
import { courseListQueryParams, DEFAULT_SORT_FILTER } from '../domain/course-sort';

/** A GET the app's first screen sends as a guest: the endpoint's path and its query, without `v`. */
export interface FirstScreenCall {
  path: string;
  query: Record<string, string | number>;
}

/**
 * What the app's page at an address carries answered (decision 0017): the GETs its first screen sends
 * as a guest, and which of those answers holds the image the screen shows largest and first.
 */
export interface FirstScreen {
  /** Which screen it is: the page also names the code that screen loads (`FirstScreenAssets`). */
  name: FirstScreenName;
  calls: FirstScreenCall[];
  /** The first screen's largest image, from the calls' answers (in the order of `calls`). */
  leadImage: (answers: readonly unknown[]) => string | null;
}

/** The screens whose pages carry answers: the subjects (home), the course list, a course, a quiz. */
export const FIRST_SCREEN_NAMES = ['home', 'courses', 'course', 'quiz'] as const;
export type FirstScreenName = (typeof FIRST_SCREEN_NAMES)[number];

/**
 * The files a first screen loads after the app's entry (its lazy code and styles), as the web build
 * lists them: the page names them, so they load beside the entry instead of after it.
 */
export type FirstScreenAssets = Partial<Record<FirstScreenName, { scripts: string[]; styles: string[] }>>;

/** The web build's file of `FirstScreenAssets`, at the root of the built app. */
export const FIRST_SCREEN_ASSETS_FILE = 'first-screens.json';
/** Its name as a type: the build config cannot import core's values, only its types. */
export type FirstScreenAssetsFile = typeof FIRST_SCREEN_ASSETS_FILE;

const call = (path: string, query: FirstScreenCall['query'] = {}): FirstScreenCall => ({ path, query });
const categories = call(buildPath(categoriesApi.listCategories.path), { per_page: 100 });

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const SCREENS: ReadonlyArray<{
  pattern: RegExp;
  screen: (match: RegExpExecArray, search: string) => FirstScreen;
}> = [
  {
    // the subjects (home): the category cards, the first with its cover
    pattern: /^\/$/,
    screen: () => ({
      name: 'home',
      calls: [categories],
      leadImage: ([list]) => text(record(record(first(list)).meta).image),
    }),
  },
  {
    // the course list at its plain address: the categories of its picker and the first page of every
    // category in the default order (an address with a filter, or a category kept from before, asks otherwise)
    pattern: /^\/kurzy$/,
    screen: (_, search) => ({
      name: 'courses',
      calls: search
        ? [categories]
        : [
            categories,
            {
              path: buildPath(coursesApi.listCourses.path),
              query: courseListQueryParams({ sort: DEFAULT_SORT_FILTER }, 1),
            },
          ],
      leadImage: ([, list]) => text(record(first(list)).image),
    }),
  },
  {
    pattern: /^\/kurzy\/(\d+)$/,
    screen: ([, id]) => ({
      name: 'course',
      calls: [
        call(buildPath(coursesApi.getCourse.path, { id: id! })),
        call(buildPath(reviewsApi.courseReviews.path, { id: id! }), { per_page: 100 }),
      ],
      leadImage: ([course]) => text(record(course).image),
    }),
  },
  {
    pattern: /^\/kurzy\/\d+\/lp_quiz\/(\d+)$/,
    screen: ([, quizId]) => ({
      name: 'quiz',
      calls: [call(buildPath(quizApi.getQuiz.path, { id: quizId! }))],
      leadImage: () => null,
    }),
  },
];

/** The first screen at an app address (path and search), or null when its page carries no answers. */
export function firstScreenAt(pathname: string, search = ''): FirstScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { pattern, screen } of SCREENS) {
    const match = pattern.exec(path);
    if (match) return screen(match, search.replace(/^\?/, ''));
  }
  return null;
}

/** A call's address relative to the site. */
export const callAddress = ({ path, query }: FirstScreenCall): string => {
  const pairs = Object.entries(query).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
};
