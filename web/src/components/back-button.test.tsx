import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createAppServices } from '../app/app-services';
import { createFetchStub } from '../test/fetch-stub';
import { SITE } from '../test/fixtures';
import { createTestRouter, TestRouterProvider } from '../test/test-router';
import { ScreenLayout } from './screen-layout';
import { UpButtonLink } from './up-button-link';

function Course() {
  return (
    <ScreenLayout title={`Kurz ${useParams().courseId}`} back>
      {null}
    </ScreenLayout>
  );
}

function QuizResult() {
  const { courseId } = useParams();
  return (
    <ScreenLayout title="Výsledek kvízu" back={`/kurzy/${courseId}`}>
      <UpButtonLink to={`/kurzy/${courseId}`}>Zpět na kurz</UpButtonLink>
    </ScreenLayout>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <ScreenLayout title="Domů">{null}</ScreenLayout> },
  { path: '/kurzy', element: <ScreenLayout title="Kurzy">{null}</ScreenLayout> },
  { path: '/kurzy/:courseId', element: <Course /> },
  { path: '/kurzy/:courseId/lp_quiz/:sectionId', element: <QuizResult /> },
];

function renderAt(path: string) {
  const services = createAppServices(SITE, { fetch: createFetchStub({}).fetch });
  const router = createTestRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  const back = async () => {
    await user.click(screen.getByRole('button', { name: 'Zpět' }));
    return screen.findByRole('heading', { level: 1 });
  };
  const go = (to: string) => act(() => router.navigate(to));
  return { router, user, back, go };
}

describe('Back goes up the hierarchy', () => {
  it('from a quiz result to the course, then to the list it was opened from, never into the quiz', async () => {
    const view = renderAt('/');
    await view.go('/kurzy');
    await view.go('/kurzy/7');
    await view.go('/kurzy/7/lp_quiz/3');
    expect(await view.back()).toHaveTextContent('Kurz 7');
    expect(view.router.state).toMatchObject({ historyAction: 'POP', location: { pathname: '/kurzy/7' } });
    expect(await view.back()).toHaveTextContent('Kurzy');
    expect(view.router.history.index).toBe(1);
  });

  it('from a course reached by the result link, back to the list rather than the quiz', async () => {
    const view = renderAt('/kurzy');
    await view.go('/kurzy/7');
    await view.go('/kurzy/7/lp_quiz/3');
    await view.user.click(screen.getByRole('link', { name: 'Zpět na kurz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurz 7' })).toBeInTheDocument();
    expect(view.router.history.index).toBe(1);
    expect(await view.back()).toHaveTextContent('Kurzy');
    expect(view.router.history.index).toBe(0);
  });

  it('opened on a deep link to a quiz: to its course, then home', async () => {
    const view = renderAt('/kurzy/7/lp_quiz/3');
    expect(await view.back()).toHaveTextContent('Kurz 7');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(await view.back()).toHaveTextContent('Domů');
    expect(view.router.history.index).toBe(0);
  });

  it('a course opened from another course goes home', async () => {
    const view = renderAt('/kurzy/8');
    await view.go('/kurzy/7');
    expect(await view.back()).toHaveTextContent('Domů');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });
});
