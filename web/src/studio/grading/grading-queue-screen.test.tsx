import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { dvorakova, signIn, STUDIO, studioBasics } from '../test/studio-fixtures';
import { gradingRow } from './grading-fixtures';

const QUEUE = `${STUDIO}/grading`;

const queue = (answers = [gradingRow()], extra = {}) => ({
  body: {
    answers,
    total: answers.length,
    waiting: 3,
    courses: [
      { id: 1, title: 'OSP: Verbální oddíl' },
      { id: 2, title: 'ZSV: Filozofie' },
    ],
    ...extra,
  },
});

const open = (path = '/studio/hodnoceni', reply = queue()) =>
  renderApp(path, {
    prepare: signIn(dvorakova),
    routes: { ...studioBasics('instructor'), [`GET ${QUEUE}`]: reply },
  });

describe('the grading queue', () => {
  it('is in the navigation with the number waiting, and lists the submissions waiting, oldest first as sent', async () => {
    open(
      '/studio/hodnoceni',
      queue([
        gradingRow(),
        gradingRow({ id: 42, learner: { id: 8, name: 'Petr Malý' }, at_deadline: true, returns: 1 }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Hodnocení úkolů' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(
      await within(nav).findByRole('link', { name: /^Hodnocení úkolů, 3 úkoly čekají$/ }),
    ).toHaveAttribute('href', '/studio/hodnoceni');
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('waiting');
    expect(screen.getByText('Odevzdání: 2')).toHaveAttribute('role', 'status');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Jana Nováková' })).toHaveAttribute(
      'href',
      '/studio/hodnoceni/41',
    );
    expect(rows[0]).toHaveTextContent('Napiš vlastní analogie');
    expect(rows[0]).toHaveTextContent('Čeká na hodnocení');
    expect(rows[1]).toHaveTextContent('po vypršení času');
    expect(rows[1]).toHaveTextContent('vráceno 1×');
  });

  it('filters by state and course through the address, and shows marks of the evaluated', async () => {
    const view = open(
      '/studio/hodnoceni?stav=evaluated&kurz=1',
      queue([gradingRow({ state: 'evaluated', mark: 7.5, graduation: 'failed' })]),
    );
    expect(await screen.findByText('7,5 z 12 b.')).toBeInTheDocument();
    expect(screen.getByText('nesplněno')).toBeInTheDocument();
    const asked = view.stub.requests.filter((r) => r.url.pathname === QUEUE).at(-1)!;
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({ state: 'evaluated', course: '1' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'returned');
    const next = view.stub.requests.filter((r) => r.url.pathname === QUEUE).at(-1)!;
    expect(next.url.searchParams.get('state')).toBe('returned');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kurz' }), '');
    expect(
      view.stub.requests
        .filter((r) => r.url.pathname === QUEUE)
        .at(-1)!
        .url.searchParams.has('course'),
    ).toBe(false);
  });

  it('says when nothing waits', async () => {
    open('/studio/hodnoceni', queue([]));
    expect(await screen.findByText('Žádný odevzdaný úkol nečeká na hodnocení.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
