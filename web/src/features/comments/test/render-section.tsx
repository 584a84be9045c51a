import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/app-providers';
import { createAppServices } from '../../../app/app-services';
import { createQueryClient } from '../../../lib/query/query-client';
import { logInJana } from '../../../test/course-detail-fixtures';
import { createFetchStub, type Routes } from '../../../test/fetch-stub';
import { SITE } from '../../../test/fixtures';
import { CommentsSection } from '../comments-section';
import { POST } from './comment-fixtures';
import { createTestRouter, TestRouterProvider } from '../../../test/test-router';

/** The comments section of post {@link POST} alone, for Jana (or a guest), talking to a fetch stub. */
export function renderSection(routes: Routes, { guest = false } = {}) {
  const stub = createFetchStub(routes);
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
  });
  if (!guest) logInJana(services);
  const router = createTestRouter(
    [
      { path: '/lekce', element: <CommentsSection postId={POST} /> },
      { path: '/prihlaseni', element: <p>Přihlášení</p> },
    ],
    { initialEntries: ['/lekce'] },
  );
  render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  const calls = (method: string) => stub.requests.filter((r) => r.method === method);
  return { stub, services, router, calls, user: userEvent.setup() };
}
