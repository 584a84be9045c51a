import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Course, CourseReviews } from '@studovna/core/contract';
import { renderApp } from '../../../test/render-app';
import type { Routes } from '../../../test/fetch-stub';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  courseData,
  fullCourse,
  logInJana,
  noReviews,
} from '../../../test/course-detail-fixtures';

const SUBMIT = 'POST /wp-json/learnpress/v1/review/submit';
const someReviews: CourseReviews = {
  rating: 4.5,
  total: 2,
  reviewed: false,
  items: [
    {
      title: 'Konečně to chápu',
      rating: 5,
      content: 'Skvělé příklady.',
      display_name: 'Petr',
      avatar: '',
      date: '2026-03-01T10:00:00Z',
    },
    {
      title: 'Dobré',
      rating: 4,
      content: 'Chtělo by to víc úloh.',
      display_name: 'Lenka',
      avatar: '',
      date: '2026-02-14T10:00:00Z',
    },
  ],
};

function open({
  course = { course_data: courseData('enrolled') },
  reviews = noReviews,
  loggedIn = true,
  routes = {},
}: { course?: Partial<Course>; reviews?: CourseReviews; loggedIn?: boolean; routes?: Routes } = {}) {
  return renderApp(`/kurzy/${COURSE_ID}`, {
    prepare: loggedIn ? (services) => logInJana(services, { osp: true }) : undefined,
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse(course) },
      [`GET ${REVIEWS_PATH}`]: { body: { data: reviews } },
      'GET /wp-json/learnpress/v1/wishlist': {
        body: { status: 'success', message: '', data: { items: [] } },
      },
      ...routes,
    },
  });
}

const reviewsRegion = () => screen.findByRole('region', { name: 'Hodnocení' }, { timeout: 4000 });

describe('reviews (SPEC §2, §5)', () => {
  it('shows the average, the count, stars and each review with its date in Czech', async () => {
    open({ reviews: someReviews, loggedIn: false, course: {} });
    const region = await reviewsRegion();
    expect(await within(region).findByText('Průměrné hodnocení 4,5 z 5,')).toBeInTheDocument();
    expect(within(region).getByText(/2 hodnocení/)).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 3, name: 'Konečně to chápu' })).toBeInTheDocument();
    expect(within(region).getByText('1. března 2026')).toBeInTheDocument();
    expect(within(region).getByText('5 z 5 hvězdiček')).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when nobody has reviewed yet', async () => {
    open({ loggedIn: false, course: {} });
    expect(
      await within(await reviewsRegion()).findByText('Kurz zatím nikdo nehodnotil.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a guest', { loggedIn: false }],
    ['a learner not enrolled', { course: { course_data: null } }],
    ['a learner who has reviewed', { reviews: { ...noReviews, reviewed: true } }],
  ])('offers no review form to %s', async (_who, options) => {
    open(options);
    const region = await reviewsRegion();
    await within(region).findByText(/0 hodnocení/);
    expect(within(region).queryByRole('form', { name: 'Ohodnoť kurz' })).not.toBeInTheDocument();
  });

  it('checks the title first, then the content, with the SPEC messages at their fields', async () => {
    const view = open();
    const form = await within(await reviewsRegion()).findByRole('form', { name: 'Ohodnoť kurz' });
    const submit = within(form).getByRole('button', { name: 'Odeslat hodnocení' });
    const title = within(form).getByRole('textbox', { name: 'Název hodnocení' });
    const content = within(form).getByRole('textbox', { name: 'Tvoje hodnocení' });

    await view.user.click(submit);
    expect(title).toHaveAccessibleDescription('Chyba: Prosím, vyplň název hodnocení');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(form).queryByText('Prosím, vyplň hodnocení')).not.toBeInTheDocument();

    await view.user.type(title, 'Super kurz');
    await view.user.click(submit);
    expect(within(form).queryByText('Prosím, vyplň název hodnocení')).not.toBeInTheDocument();
    expect(content).toHaveAccessibleDescription('Chyba: Prosím, vyplň hodnocení');
    expect(content).toHaveFocus();
    expect(view.stub.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends title, stars and content, then thanks and hides the form', async () => {
    const view = open({
      routes: {
        [SUBMIT]: {
          body: {
            status: 'success',
            message: 'Děkujeme za hodnocení!',
            data: { ...someReviews, reviewed: true },
          },
        },
      },
    });
    const form = await within(await reviewsRegion()).findByRole('form', { name: 'Ohodnoť kurz' });
    const stars = within(form).getByRole('group', { name: 'Počet hvězdiček' });
    expect(within(stars).getByRole('radio', { name: '5 hvězdiček' })).toBeChecked();
    await view.user.click(within(stars).getByRole('radio', { name: '4 hvězdičky' }));
    await view.user.type(within(form).getByRole('textbox', { name: 'Název hodnocení' }), ' Super kurz ');
    await view.user.type(within(form).getByRole('textbox', { name: 'Tvoje hodnocení' }), 'Hodně příkladů.');
    await view.user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    await waitFor(() =>
      expect(view.stub.requests.find((r) => r.method === 'POST')?.body).toEqual({
        course: COURSE_ID,
        rating: 4,
        title: 'Super kurz',
        content: 'Hodně příkladů.',
      }),
    );
    expect(await screen.findByText('Tento kurz už jsi ohodnotil/a. Děkujeme!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ohodnoť kurz' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const view = open({
      routes: {
        [SUBMIT]: {
          status: 403,
          body: {
            code: 'review.alreadyReviewed',
            message: 'Tento kurz už jsi hodnotil/a.',
            data: { status: 400 },
          },
        },
      },
    });
    const form = await within(await reviewsRegion()).findByRole('form', { name: 'Ohodnoť kurz' });
    await view.user.type(within(form).getByRole('textbox', { name: 'Název hodnocení' }), 'Super');
    await view.user.type(within(form).getByRole('textbox', { name: 'Tvoje hodnocení' }), 'Obsah');
    await view.user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tento kurz už jsi hodnotil/a.');
  });
});
