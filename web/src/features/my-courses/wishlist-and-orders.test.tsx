import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@studovna/core/contract';
import { renderApp } from '../../test/render-app';
import { courseItem } from '../../test/course-fixtures';
import { logInJana } from '../../test/course-detail-fixtures';

const WISHLIST = 'GET /wp-json/learnpress/v1/wishlist';
const TOGGLE = 'POST /wp-json/learnpress/v1/wishlist/toggle';
const ORDERS = 'GET /wp-json/learnpress/v1/orders';

const order = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  order_number: `#00012${id}`,
  date: '2026-03-01T09:30:00Z',
  status: 'completed',
  total: 990,
  total_rendered: '990\u00a0Kč',
  items: [{ id: null, name: 'Studijní plán OSP – 3 měsíce' }],
  ...overrides,
});

describe('Wishlist screen', () => {
  it('lists the wishlisted courses; the heart removes one at once', async () => {
    const items = [courseItem(1, { name: 'Analogie' }), courseItem(2, { name: 'Synonyma' })];
    const view = renderApp('/uzivatel/oblibene', {
      prepare: (s) => logInJana(s),
      routes: {
        [WISHLIST]: { body: { status: 'success', message: '', data: { items } } },
        [TOGGLE]: { body: { status: 'success', message: '', data: { items: [items[1]] } } },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Analogie' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 2, name: 'Analogie' }).closest('article')!;
    await view.user.click(within(card).getByRole('button', { name: 'Odebrat z oblíbených' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Analogie' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Synonyma' })).toBeInTheDocument();
  });

  it('says in Czech that the wishlist is empty', async () => {
    renderApp('/uzivatel/oblibene', {
      prepare: (s) => logInJana(s),
      routes: { [WISHLIST]: { body: { status: 'success', message: '', data: { items: [] } } } },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zatím nemáš žádné oblíbené kurzy' }),
    ).toBeInTheDocument();
  });
});

describe('My orders screen', () => {
  it('shows each order’s number, date in Czech, status in Czech and total', async () => {
    renderApp('/uzivatel/objednavky', {
      prepare: (s) => logInJana(s),
      routes: {
        [ORDERS]: {
          body: [
            order(1),
            order(2, {
              status: 'pending',
              date: '2026-11-20T23:30:00Z',
              total_rendered: '1\u00a0290\u00a0Kč',
            }),
          ],
        },
      },
    });
    const first = (await screen.findByRole('heading', { level: 2, name: 'Objednávka #000121' })).closest(
      'li',
    )!;
    expect(within(first).getByText('Dokončena')).toHaveTextContent('Stav: Dokončena');
    expect(within(first).getByText('1. 3. 2026')).toBeInTheDocument();
    expect(within(first).getByText(/^990\sKč$/)).toBeInTheDocument();
    expect(within(first).getByText('Studijní plán OSP – 3 měsíce')).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 2, name: 'Objednávka #000122' }).closest('li')!;
    expect(within(second).getByText('Čeká na zaplacení')).toBeInTheDocument();
  });

  it('says in Czech that there are no orders', async () => {
    renderApp('/uzivatel/objednavky', { prepare: (s) => logInJana(s), routes: { [ORDERS]: { body: [] } } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zatím nemáš žádné objednávky' }),
    ).toBeInTheDocument();
  });
});

describe('profile links', () => {
  it('leads a learner to My courses, Wishlist and My orders', () => {
    renderApp('/uzivatel/ucet', { prepare: (s) => logInJana(s) });
    const nav = screen.getByRole('navigation', { name: 'Moje studium' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Moje kurzy', '/uzivatel/kurzy'],
      ['Oblíbené kurzy', '/uzivatel/oblibene'],
      ['Moje objednávky', '/uzivatel/objednavky'],
    ]);
  });
});
