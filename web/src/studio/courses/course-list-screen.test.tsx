import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import type { StubRequest } from '../../test/fetch-stub';
import {
  courseRow,
  dvorakova,
  signIn,
  spravce,
  STUDIO,
  studioBasics,
  studioCourse,
} from '../test/studio-fixtures';

const listRequests = (requests: StubRequest[]) =>
  requests.filter(
    (r) =>
      r.method === 'GET' &&
      r.url.pathname === `${STUDIO}/courses` &&
      r.url.searchParams.get('per_page') === '20',
  );

describe('the studio’s course list', () => {
  it('shows the courses with status, categories, author and price, and filters by status and category', async () => {
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/courses`]: {
          body: {
            courses: [
              courseRow(5, 'Analogie pro pokročilé', { sale_price: 490 }),
              courseRow(6, 'Slovní úlohy', {
                status: 'future',
                published_at: '2030-03-01T09:00:00Z',
                price: 0,
              }),
              courseRow(7, 'Logika', { status: 'draft', may_edit: false }),
            ],
            total: 3,
            role: 'administrator',
          },
        },
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Analogie pro pokročilé' })).toHaveAttribute(
      'href',
      '/studio/kurzy/5',
    );
    expect(rows[0]).toHaveTextContent('Zveřejněný');
    expect(rows[0]).toHaveTextContent(/490\s*Kč/);
    expect(rows[1]).toHaveTextContent('Naplánovaný');
    expect(rows[1]).toHaveTextContent('Zdarma');
    expect(rows[2]).toHaveTextContent('Koncept');
    expect(rows[2]).toHaveTextContent('Jen ke čtení');
    expect(screen.getByText('3 kurzy')).toBeInTheDocument();
    // administrators see every course: no „Moje kurzy"
    expect(screen.queryByRole('checkbox', { name: 'Moje kurzy' })).not.toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Koncept');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'ZSV');
    await waitFor(() => {
      const last = listRequests(view.stub.requests).at(-1)!;
      expect(last.url.searchParams.get('status')).toBe('draft');
      expect(last.url.searchParams.get('category')).toBe('11');
    });
    expect(view.router.state.location.search).toBe('?stav=draft&kategorie=11');
  });

  it('searches after typing stops, and offers an instructor only their own courses', async () => {
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(dvorakova),
      routes: studioBasics('instructor'),
    });
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('checkbox', { name: 'Moje kurzy' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Hledat v názvu a adrese' }), 'analogie');
    await waitFor(() => {
      const last = listRequests(view.stub.requests).at(-1)!;
      expect(last.url.searchParams.get('search')).toBe('analogie');
      expect(last.url.searchParams.get('mine')).toBe('1');
    });
  });

  it('pages through a long list', async () => {
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/courses`]: (request) => ({
          body: {
            courses: [courseRow(Number(request.url.searchParams.get('page') ?? 1), 'Kurz')],
            total: 45,
            role: 'administrator',
          },
        }),
      },
    });
    expect(await screen.findByText('Strana 1 z 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Předchozí' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    expect(await screen.findByText('Strana 2 z 3')).toBeInTheDocument();
    expect(listRequests(view.stub.requests).at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('creates a draft from a title and a category and opens it', async () => {
    const created = studioCourse({ id: 9, title: 'Nový kurz OSP', status: 'draft', sections: [] });
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`POST ${STUDIO}/courses`]: { body: { message: 'Vytvořeno.', data: created } },
        [`GET ${STUDIO}/courses/9`]: { body: created },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Nový kurz' }));
    const title = screen.getByRole('textbox', { name: 'Název kurzu' });
    expect(title).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Vytvořit koncept' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Tohle pole je potřeba vyplnit.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    await view.user.type(title, 'Nový kurz OSP');
    const form = screen.getByRole('form', { name: 'Nový kurz' });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Kategorie' }), 'OSP');
    await view.user.click(screen.getByRole('button', { name: 'Vytvořit koncept' }));
    await waitFor(() => expect(view.path()).toBe('/studio/kurzy/9'));
    const post = view.stub.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ title: 'Nový kurz OSP', category_id: 10 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nový kurz OSP' })).toBeInTheDocument();
    expect(screen.getByText('Vytvořeno.')).toBeInTheDocument();
  });
});
