import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { CourseReviews } from '@studovna/core/contract';
import { outboxOf } from '../../../lib/sync/outbox';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  courseData,
  fullCourse,
  logInJana,
  noReviews,
} from '../../../test/course-detail-fixtures';
import { renderApp } from '../../../test/render-app';

const SUBMIT = 'POST /wp-json/learnpress/v1/review/submit';
const QUEUED = 'Uloženo. Odešle se, až budeš online.';

let online = true;

/** The course detail; a submitted review joins the server's reviews. */
function open() {
  let reviews: CourseReviews = noReviews;
  const view = renderApp(`/kurzy/${COURSE_ID}`, {
    prepare: (services) => logInJana(services, { osp: true }),
    routes: {
      [`GET ${COURSE_PATH}`]: { body: fullCourse({ course_data: courseData('enrolled') }) },
      [`GET ${REVIEWS_PATH}`]: () => ({ body: { data: reviews } }),
      'GET /wp-json/learnpress/v1/wishlist': {
        body: { status: 'success', message: '', data: { items: [] } },
      },
      [SUBMIT]: (request) => {
        const { title, rating, content } = request.body as { title: string; rating: number; content: string };
        reviews = {
          rating,
          total: 1,
          reviewed: true,
          items: [{ title, rating, content, display_name: 'Jana', avatar: '', date: '2026-03-01T10:00:00Z' }],
        };
        return { body: { status: 'success', message: 'Děkujeme za hodnocení!', data: reviews } };
      },
    },
  });
  const submits = () =>
    view.stub.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/review/submit'));
  return { ...view, submits };
}

describe('a review written without a connection', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is saved and said so, the form gives way, and it appears once sent with its action id', async () => {
    const view = open();
    const region = await screen.findByRole('region', { name: 'Hodnocení' }, { timeout: 4000 });
    const form = await within(region).findByRole('form', { name: 'Ohodnoť kurz' });
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await view.user.type(within(form).getByRole('textbox', { name: 'Název hodnocení' }), 'Psáno offline');
    await view.user.type(within(form).getByRole('textbox', { name: 'Tvoje hodnocení' }), 'Dobrý kurz.');
    await view.user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(await screen.findByText('Tento kurz už jsi ohodnotil/a. Děkujeme!')).toBeInTheDocument();
    expect(screen.queryByText('Psáno offline')).not.toBeInTheDocument();
    const [queued] = view.services.store.getState().failed;
    expect(queued).toMatchObject({ endpoint: 'reviews.submit', critical: false });
    expect(view.submits()).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => outboxOf(view.services.api.client)!.replay());
    expect(view.submits()).toHaveLength(1);
    expect(view.submits()[0]?.headers.get('X-Action-Id')).toBe(queued!.id);
    expect(await screen.findByText('Psáno offline')).toBeInTheDocument();
    await waitFor(() => expect(view.services.store.getState().failed).toEqual([]));
  });
});
