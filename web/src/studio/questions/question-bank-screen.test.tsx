import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';
import { bankRow } from './question-fixtures';

const searches = (requests: StubRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === `${STUDIO}/questions`);

describe('the question bank', () => {
  it('lists questions with type, topics, difficulty, where used and author, and filters them', async () => {
    const view = renderApp('/studio/otazky', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/courses/5`]: { body: studioCourse() },
        [`GET ${STUDIO}/questions`]: {
          body: {
            questions: [
              bankRow(41, '<p>Kolik je $\\frac{1}{2}$ &amp; půl?</p>', { tags: ['zlomky', 'aritmetika'] }),
              bankRow(42, 'Seřaď řeky', {
                type: 'sorting_choice',
                difficulty: null,
                used_in: null,
                may_edit: false,
                no_explanation: true,
              }),
            ],
            total: 2,
          },
        },
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Kolik je $\\frac{1}{2}$ & půl?' })).toHaveAttribute(
      'href',
      '/studio/otazky/41',
    );
    expect(rows[0]).toHaveTextContent('Výběr jedné odpovědi');
    expect(rows[0]).toHaveTextContent('zlomky');
    expect(rows[0]).toHaveTextContent('Střední');
    expect(rows[0]).toHaveTextContent('Vstupní test');
    expect(rows[0]).toHaveTextContent('Analogie pro pokročilé');
    expect(rows[0]).toHaveTextContent('Lenka Dvořáková');
    expect(rows[1]).toHaveTextContent('Seřazení');
    expect(rows[1]).toHaveTextContent('Jen v bance');
    expect(rows[1]).toHaveTextContent('Jen ke čtení');
    expect(rows[1]).toHaveTextContent('Bez vysvětlení');
    expect(rows[0]).not.toHaveTextContent('Bez vysvětlení');
    expect(screen.getByText('2 otázky')).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'Seřazení');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Obtížnost' }), 'Těžká');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kurz' }), 'Analogie pro pokročilé');
    await view.user.selectOptions(
      await screen
        .findByRole('option', { name: 'Vstupní test' })
        .then(() => screen.getByRole('combobox', { name: 'Kvíz' })),
      'Vstupní test',
    );
    await waitFor(() => {
      const last = searches(view.stub.requests).at(-1)!.url.searchParams;
      expect(last.get('type')).toBe('sorting_choice');
      expect(last.get('difficulty')).toBe('3');
      expect(last.get('course')).toBe('5');
      expect(last.get('quiz')).toBe('1002');
      expect(last.get('per_page')).toBe('50');
    });
    expect(view.router.state.location.search).toBe('?typ=sorting_choice&obtiznost=3&kurz=5&kviz=1002');

    await view.user.click(screen.getByRole('checkbox', { name: 'Jen nezařazené' }));
    await waitFor(() => {
      const last = searches(view.stub.requests).at(-1)!.url.searchParams;
      expect(last.get('unassigned')).toBe('1');
      expect(last.get('course')).toBeNull();
    });

    await view.user.click(screen.getByRole('checkbox', { name: 'I archivované' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Jen moje' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Bez vysvětlení' }));
    await waitFor(() => {
      const last = searches(view.stub.requests).at(-1)!.url.searchParams;
      expect(last.get('archived')).toBe('1');
      expect(last.get('mine')).toBe('1');
      expect(last.get('no_explanation')).toBe('1');
    });
    expect(view.router.state.location.search).toBe(
      '?typ=sorting_choice&obtiznost=3&nezarazene=1&archivovane=1&moje=1&bez-vysvetleni=1',
    );
  });

  it('searches after typing stops and pages through thousands of questions', async () => {
    const view = renderApp('/studio/otazky', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/questions`]: ({ url }) => {
          const page = Number(url.searchParams.get('page') ?? 1);
          return {
            body: {
              questions: Array.from({ length: 50 }, (_, i) =>
                bankRow((page - 1) * 50 + i + 1, `Otázka ${(page - 1) * 50 + i + 1}`),
              ),
              total: 3210,
            },
          };
        },
      },
    });
    await screen.findByRole('link', { name: 'Otázka 1' });
    expect(screen.getByText('3210 otázek')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Stránky otázek' });
    expect(pager).toHaveTextContent('Strana 1 z 65');

    await view.user.click(within(pager).getByRole('button', { name: 'Další' }));
    await screen.findByRole('link', { name: 'Otázka 51' });
    expect(view.router.state.location.search).toBe('?strana=2');

    await view.user.type(within(pager).getByRole('textbox', { name: 'Na stranu' }), '65');
    await view.user.click(within(pager).getByRole('button', { name: 'Přejít' }));
    await screen.findByRole('link', { name: 'Otázka 3201' });
    expect(within(pager).getByRole('button', { name: 'Další' })).toBeDisabled();

    await view.user.type(screen.getByRole('searchbox', { name: 'Hledat v textu otázek' }), 'zlomky');
    await waitFor(() =>
      expect(searches(view.stub.requests).at(-1)!.url.searchParams.get('search')).toBe('zlomky'),
    );
    // a new search starts at its first page
    expect(searches(view.stub.requests).at(-1)!.url.searchParams.get('page')).toBe('1');
  });
});
