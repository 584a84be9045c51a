import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { logInJana } from '../test/course-detail-fixtures';
import { LP } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const DUE = `GET ${LP}/board/due`;
const tabs = () => within(screen.getByRole('navigation', { name: 'Hlavní navigace' }));

describe('tab bar: the Board’s count of questions due today', () => {
  it('shows the count with its meaning in words and asks again when the window regains focus', async () => {
    let due = 3;
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => logInJana(services),
      routes: { [DUE]: () => ({ body: { due_today: due } }) },
    });
    const board = await tabs().findByRole('link', { name: 'Nástěnka, 3 otázky k procvičení' });
    expect(board).toHaveAttribute('href', '/nastenka');
    expect(within(board).getByText('3')).toBeInTheDocument();
    const call = view.stub.requests.find((r) => r.url.pathname === `${LP}/board/due`);
    expect(call?.url.searchParams.has('category')).toBe(false);
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);

    due = 1;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await tabs().findByRole('link', { name: 'Nástěnka, 1 otázka k procvičení' })).toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });

  it('shows no count when nothing is due', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => logInJana(services),
      routes: { [DUE]: { body: { due_today: 0 } } },
    });
    await waitFor(() =>
      expect(view.stub.requests.some((r) => r.url.pathname === `${LP}/board/due`)).toBe(true),
    );
    expect(tabs().getByRole('link', { name: 'Nástěnka' })).toBeInTheDocument();
    expect(tabs().queryByText('0')).not.toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const view = renderApp('/uzivatel/ucet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Nástěnka' })).toBeInTheDocument();
    expect(view.stub.requests.filter((r) => r.url.pathname === `${LP}/board/due`)).toHaveLength(0);
  });
});
