import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Lesson } from '@studovna/core/contract';
import { COURSE_ID, COURSE_PATH, fullCourse, logInJana } from '../../test/course-detail-fixtures';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { quiz, QUIZ, quizAddress, results, started } from '../learning/test/quiz-fixtures';
import { renderQuiz } from '../learning/test/render-quiz';
import { comment, COMMENTS, JANA } from './test/comment-fixtures';

const LESSON = 201;
const lesson: Lesson = {
  id: LESSON,
  name: 'Co jsou analogie',
  content: '<p>Analogie je vztah dvou dvojic.</p>',
  video_intro: '',
  duration: '15 mins',
  can_finish_course: false,
  results: { status: '' },
  assigned: { course: { id: COURSE_ID, title: 'Verbální oddíl OSP', slug: 'osp' } },
};

const thread = (post: number) => ({ body: [{ ...comment(1, JANA, 'Díky za lekci.', 9), post }] });
const listed = (requests: { method: string; url: URL }[]) =>
  requests
    .filter((r) => r.method === 'GET' && r.url.pathname === COMMENTS)
    .map((r) => r.url.searchParams.get('post'));

describe('comments under lessons and quizzes', () => {
  it('are under a lesson, for the lesson', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}/lp_lesson/${LESSON}`, {
      prepare: (services) => logInJana(services, { osp: true }),
      routes: {
        [`GET ${LP}/lessons/${LESSON}`]: { body: lesson },
        [`GET ${COURSE_PATH}`]: { body: fullCourse() },
        [`GET ${COMMENTS}`]: thread(LESSON),
      },
    });
    const section = await screen.findByRole('region', { name: 'Komentáře' });
    expect(await within(section).findByText('Díky za lekci.')).toBeInTheDocument();
    expect(listed(view.stub.requests)).toEqual([String(LESSON)]);
  });

  it('keep the learner on the lesson when the server refuses a delete as not theirs (403)', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}/lp_lesson/${LESSON}`, {
      prepare: (services) => logInJana(services, { osp: true }),
      routes: {
        [`GET ${LP}/lessons/${LESSON}`]: { body: lesson },
        [`GET ${COMMENTS}`]: thread(LESSON),
        [`DELETE ${COMMENTS}/1`]: {
          status: 403,
          body: {
            code: 'comment_not_author',
            message: 'Smazat můžeš jen svůj vlastní komentář.',
            data: { status: 403 },
          },
        },
      },
    });
    const path = view.router.state.location.pathname;
    await view.user.click(await screen.findByRole('button', { name: 'Smazat' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Smazat komentář?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Komentář se nepodařilo smazat.' });
    expect(alert).toHaveTextContent('Smazat můžeš jen svůj vlastní komentář.');
    expect(view.router.state.location.pathname).toBe(path);
  });

  it('are under a quiz’s intro and its result, not during an attempt', async () => {
    const intro = renderQuiz(quizAddress(), quiz(), { [`GET ${COMMENTS}`]: thread(QUIZ) });
    expect(await screen.findByText('Díky za lekci.')).toBeInTheDocument();
    expect(listed(intro.stub.requests)).toEqual([String(QUIZ)]);
    intro.unmount();

    const attempt = renderQuiz(quizAddress(1), quiz({ results: started({ total_time: 600 }) }), {
      [`GET ${COMMENTS}`]: thread(QUIZ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(screen.queryByRole('region', { name: 'Komentáře' })).toBeNull();
    expect(listed(attempt.stub.requests)).toEqual([]);
    attempt.unmount();

    const done = results({ status: 'completed', graduation: 'passed', result: 80, user_mark: 4 });
    renderQuiz(quizAddress(), quiz({ results: done }), { [`GET ${COMMENTS}`]: thread(QUIZ) });
    expect(await screen.findByRole('heading', { name: 'Výsledek kvízu' })).toBeInTheDocument();
    expect(await screen.findByText('Díky za lekci.')).toBeInTheDocument();
  });
});
