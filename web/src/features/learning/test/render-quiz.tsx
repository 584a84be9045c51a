import type { Quiz } from '@studovna/core/contract';
import { logInJana } from '../../../test/course-detail-fixtures';
import type { Routes } from '../../../test/fetch-stub';
import { LP } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { action, attempt, QUIZ_PATH, started } from './quiz-fixtures';

/** The app at a quiz address for Jana (with the OSP plan), the server answering `data` for the quiz. */
export function renderQuiz(path: string, data: Quiz, routes: Routes = {}) {
  const view = renderApp(path, {
    prepare: (services) => logInJana(services, { osp: true }),
    routes: {
      [`GET ${QUIZ_PATH}`]: { body: data },
      [`POST ${LP}/quiz/start`]: action(attempt(started({ total_time: 900 })), 'Kvíz začal. Hodně štěstí!'),
      [`POST ${LP}/quiz/save-answers`]: action({ saved: [], ignored: [], total_time: 890 }),
      ...routes,
    },
  });
  const calls = (method: string, path: string) =>
    view.stub.requests.filter((r) => r.method === method && r.url.pathname === `${LP}${path}`);
  return { ...view, calls, path: () => view.router.state.location.pathname };
}
