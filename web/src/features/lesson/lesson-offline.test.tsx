import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Lesson } from '@studovna/core/contract';
import { COURSE_ID, COURSE_PATH, fullCourse, logInJana } from '../../test/course-detail-fixtures';
import type { StubReply } from '../../test/fetch-stub';
import { outboxOf } from '../../lib/sync/outbox';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const FINISH = `${LP}/lessons/finish`;
const QUEUED = 'Uloženo. Odešle se, až budeš online.';

const lesson = (status: '' | 'completed'): Lesson => ({
  id: 201,
  name: 'Co jsou analogie',
  content: '<p>Analogie je vztah dvou dvojic.</p>',
  video_intro: '',
  duration: '15 mins',
  can_finish_course: false,
  results: { status },
  assigned: { course: { id: COURSE_ID, title: 'Verbální oddíl OSP', slug: 'osp' } },
});

let online = true;

/** The lesson screen; the server marks the lesson learned when `finish` answers success. */
function open(finish: () => StubReply) {
  let status: '' | 'completed' = '';
  const view = renderApp(`/kurzy/${COURSE_ID}/lp_lesson/201`, {
    prepare: (services) => logInJana(services, { osp: true }),
    routes: {
      [`GET ${LP}/lessons/201`]: () => ({ body: lesson(status) }),
      [`GET ${COURSE_PATH}`]: { body: fullCourse() },
      [`POST ${FINISH}`]: () => {
        const reply = finish();
        if (typeof reply === 'object' && (reply.body as { status?: string }).status === 'success')
          status = 'completed';
        return reply;
      },
    },
  });
  const finishes = () => view.stub.requests.filter((r) => r.url.pathname === FINISH);
  return { ...view, finishes };
}

const done = {
  body: {
    status: 'success',
    message: 'Lekce je označená jako naučená.',
    data: { results: { status: 'completed' }, can_finish_course: false },
  },
};

describe('lesson marked as learned without a connection', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows it learned at once, says it is saved, and sends it once with its action id when online', async () => {
    const view = open(() => done);
    const mark = await screen.findByRole('button', { name: 'Označit jako naučené' });
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await view.user.click(mark);

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.getByText('Naučeno')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [queued, ...rest] = view.services.store.getState().failed;
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      endpoint: 'lessons.finish',
      request: { body: { id: 201 } },
      critical: false,
    });
    expect(view.finishes()).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(view.finishes()).toHaveLength(1));
    expect(view.finishes()[0]?.headers.get('X-Action-Id')).toBe(queued!.id);
    expect(view.finishes()[0]?.body).toEqual({ id: 201 });
    await waitFor(() => expect(view.services.store.getState().failed).toEqual([]));
    expect(screen.getByText('Naučeno')).toBeInTheDocument();
  });

  it('tells when the server later refuses the queued finish, and shows the lesson as the server has it', async () => {
    let reply: StubReply = 'network-error';
    const view = open(() => reply);
    await view.user.click(await screen.findByRole('button', { name: 'Označit jako naučené' }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.getByText('Naučeno')).toBeInTheDocument();
    expect(view.services.store.getState().failed).toHaveLength(1);

    reply = { status: 400, body: { code: 'x', message: 'Lekce je zamčená.', data: { status: 400 } } };
    await act(() => outboxOf(view.services.api.client)!.replay());
    expect(await screen.findByText('Lekce je zamčená.')).toBeInTheDocument();
    expect(screen.getByText('Akce se nezdařila')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Označit jako naučené' })).toBeInTheDocument();
    expect(view.finishes()).toHaveLength(2);
    expect(view.services.store.getState().failed).toEqual([]);
  });
});
