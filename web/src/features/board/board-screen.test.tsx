import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { boardApi } from '@studovna/core/contract';
import { logInJana } from '../../test/course-detail-fixtures';
import type { Routes, StubRequest } from '../../test/fetch-stub';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { analogies, analytic, economy, OSP, pin, reading, TSP, ZSV } from './board-fixtures';

const CATEGORIES = 'GET /wp-json/wp/v2/course_category';
const PINS = `GET ${LP}/users/pins`;
const DUE = `GET ${LP}/board/due`;
const STORE = `GET ${LP}/quiz/store-question`;

const ospPins = () => [
  pin(103, 3, 10, analogies),
  pin(101, 1, 11, analogies),
  pin(205, 5, 13, reading),
  pin(501, 7, 12, analytic),
];
const zsvPins = () => [pin(402, 2, 11, economy)];

/** GET /users/pins answering by its category: the server's filter. */
function pinsServer(pins: { osp: boardApi.Pin[]; zsv: boardApi.Pin[] }) {
  return (request: StubRequest) => {
    const category = request.url.searchParams.get('category');
    const list = category === 'osp' ? pins.osp : category === 'zsv' ? pins.zsv : [...pins.osp, ...pins.zsv];
    return { body: { pins: list } };
  };
}

function renderBoard(
  path: string,
  options: { caps?: Record<string, boolean>; stored?: string; routes?: Routes } = {},
) {
  const view = renderApp(path, {
    prepare: (services) => {
      logInJana(services, options.caps ?? { osp: true, zsv: true });
      if (options.stored) services.store.getState().selectCategory(options.stored, false);
    },
    routes: {
      [CATEGORIES]: { body: [OSP, ZSV, TSP] },
      [PINS]: pinsServer({ osp: ospPins(), zsv: zsvPins() }),
      [DUE]: (request) => ({ body: { due_today: request.url.searchParams.get('category') ? 3 : 7 } }),
      ...options.routes,
    },
  });
  const calls = (route: string) =>
    view.stub.requests.filter((r) => `${r.method} ${r.url.pathname}` === route);
  return { ...view, calls, path: () => view.router.state.location.pathname };
}

const boxNames = (list: HTMLElement) =>
  [...list.querySelectorAll('a, button')].map((box) => box.getAttribute('aria-label'));

describe('Board: pins grouped by category, course and quiz (SPEC §2, §4)', () => {
  it('shows the category of the address: courses by name, quizzes, boxes by question order with their colour in words', async () => {
    const view = renderBoard('/nastenka/osp');
    const category = await screen.findByRole('region', { name: 'OSP' });
    expect(screen.getByRole('tab', { name: 'OSP' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(category)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Analytický oddíl OSP', 'Verbální oddíl OSP']);
    expect(
      within(category)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Číselné řady', 'Analogie – test 1', 'Porozumění textu']);
    expect(boxNames(screen.getByRole('list', { name: 'Označené otázky kvízu Analogie – test 1' }))).toEqual([
      'Otázka 1, správně',
      'Otázka 3, bez odpovědi',
    ]);
    expect(boxNames(screen.getByRole('list', { name: 'Označené otázky kvízu Porozumění textu' }))).toEqual([
      'Otázka 5, špatně',
    ]);
    // re-correct (12) is green as well
    expect(screen.getByRole('link', { name: 'Otázka 7, správně' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otázka 3, bez odpovědi' })).toHaveAttribute(
      'href',
      '/kurzy/1/lp_quiz/24/3',
    );
    expect(view.calls(PINS)[0]?.url.searchParams.get('category')).toBe('osp');
    expect(view.calls(PINS)[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('a box opens its question in the results review', async () => {
    const view = renderBoard('/nastenka/osp', {
      routes: { [`GET ${LP}/quiz/25`]: { status: 404, body: {} } },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Otázka 5, špatně' }));
    await waitFor(() => expect(view.path()).toBe('/kurzy/1/lp_quiz/25/5'));
  });

  it('without a category in the address shows the one chosen on Home; a tab switches it everywhere', async () => {
    const view = renderBoard('/nastenka', { stored: 'zsv' });
    expect(await screen.findByRole('link', { name: 'Otázka 2, správně' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ZSV' })).toHaveAttribute('aria-selected', 'true');
    await view.user.click(screen.getByRole('tab', { name: 'OSP' }));
    expect(view.path()).toBe('/nastenka/osp');
    expect(await screen.findByRole('link', { name: 'Otázka 5, špatně' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Otázka 2, správně' })).not.toBeInTheDocument();
    expect(view.services.store.getState().category.slug).toBe('osp');
  });

  it('with no category chosen shows every category in the list’s order; one can be picked', async () => {
    const view = renderBoard('/nastenka');
    expect(await screen.findByText('Všechny předměty')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'ZSV' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Procvičování',
      'OSP',
      'ZSV',
    ]);
    expect(view.calls(PINS)[0]?.url.searchParams.has('category')).toBe(false);
    await view.user.click(
      within(screen.getByRole('region', { name: 'ZSV' })).getByRole('button', { name: 'Jen tento předmět' }),
    );
    expect(view.path()).toBe('/nastenka/zsv');
    expect(await screen.findByRole('tab', { name: 'ZSV' })).toHaveAttribute('aria-selected', 'true');
    // and back to all subjects from the header
    await view.user.click(screen.getByRole('button', { name: 'Všechny předměty' }));
    expect(await screen.findByRole('region', { name: 'OSP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zpět na ZSV' })).toBeInTheDocument();
  });

  it('explains how to pin when there is nothing pinned', async () => {
    renderBoard('/nastenka/osp', { routes: { [PINS]: { body: { pins: [] } } } });
    expect(
      await screen.findByRole('heading', { name: 'Zatím tu nemáš žádné označené otázky' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/stiskni „Označit úlohu“/)).toBeInTheDocument();
  });

  it('offers a retry when the pins cannot be loaded', async () => {
    let fail = true;
    const view = renderBoard('/nastenka/osp', {
      routes: {
        [PINS]: () => (fail ? 'network-error' : { body: { pins: zsvPins() } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chyba komunikace s localhost');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'Otázka 2, správně' })).toBeInTheDocument();
  });
});

describe('Board: practice', () => {
  it('links to the practice of the category with how many are due today', async () => {
    const view = renderBoard('/nastenka/osp');
    const practise = await screen.findByRole('link', { name: 'Procvičit, 3 otázky k procvičení' });
    expect(practise).toHaveAttribute('href', '/procvicovani/osp');
    expect(screen.getByText('Dnes na tebe čekají 3 otázky.')).toBeInTheDocument();
    expect(view.calls(DUE).some((r) => r.url.searchParams.get('category') === 'osp')).toBe(true);
  });

  it('says when nothing is due', async () => {
    renderBoard('/nastenka/osp', { routes: { [DUE]: { body: { due_today: 0 } } } });
    expect(await screen.findByText(/Dnes nemáš nic k procvičení/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Procvičit, 0 otázek k procvičení' })).toHaveAttribute(
      'href',
      '/procvicovani/osp',
    );
  });
});

describe('Board: removing pins', () => {
  it('asks first (it cannot be undone), then unpins with togglePin and shows the list without them', async () => {
    let pins = ospPins();
    const view = renderBoard('/nastenka/osp', {
      routes: {
        [PINS]: () => ({ body: { pins } }),
        [STORE]: (request) => {
          const id = Number(request.url.searchParams.get('question_id'));
          pins = pins.filter((p) => p.id !== id);
          return { body: { status: 'success', message: 'Úloha už na nástěnce není.', data: null } };
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Upravit' }));
    expect(screen.getByText('Vyber otázky, jejichž označení chceš odebrat.')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Odebrat označení' });
    expect(remove).toBeDisabled();
    const three = screen.getByRole('button', { name: 'Otázka 3, bez odpovědi' });
    await view.user.click(three);
    expect(three).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Otázka 5, špatně' }));
    expect(screen.getByText('Vybráno: 2')).toBeInTheDocument();

    // cancelling changes nothing
    await view.user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Odebrat označení 2 otázek?' });
    expect(dialog).toHaveTextContent('Tuto akci nelze vrátit zpět.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(view.calls(STORE)).toHaveLength(0);

    await view.user.click(remove);
    dialog = screen.getByRole('alertdialog', { name: 'Odebrat označení 2 otázek?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    await waitFor(() => expect(view.calls(STORE)).toHaveLength(2));
    const sent = view.calls(STORE).map((r) => Object.fromEntries(r.url.searchParams));
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: '24', question_id: '103', user_id: '7', status: '0' }),
        expect.objectContaining({ id: '25', question_id: '205', user_id: '7', status: '3' }),
      ]),
    );
    expect(await screen.findByText('Označení je odebrané.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Otázka 5, špatně' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Otázka 1, správně' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Otázka 3, bez odpovědi' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upravit' })).toHaveFocus());
  });

  it('tells the server’s words when a removal fails and keeps the pins', async () => {
    const view = renderBoard('/nastenka/zsv', {
      routes: {
        [STORE]: { status: 400, body: { code: 'invalid_status', message: 'Stav otázky nelze uložit.' } },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Upravit' }));
    await view.user.click(screen.getByRole('button', { name: 'Otázka 2, správně' }));
    await view.user.click(screen.getByRole('button', { name: 'Odebrat označení' }));
    await view.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Odebrat' }));
    expect(await screen.findByText('Stav otázky nelze uložit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otázka 2, správně' })).toBeInTheDocument();
  });
});

describe('Board: a category without the learner’s study plan', () => {
  it('says so, and a box offers the study plans or removing the pin instead of opening', async () => {
    const view = renderBoard('/nastenka/zsv', { caps: { osp: true } });
    const category = await screen.findByRole('region', { name: 'ZSV' });
    expect(category).toHaveTextContent(
      'Otázky z placených kurzů tohoto předmětu otevřeš jen s aktivním studijním plánem.',
    );
    const box = within(category).getByRole('button', { name: 'Otázka 2, správně' });
    expect(box).toHaveAccessibleDescription(/jen s aktivním studijním plánem/);
    await view.user.click(box);
    const alert = screen.getByRole('alertdialog', {
      name: 'Po přístup potřebuješ mít aktivní studijní plán',
    });
    expect(within(alert).getByRole('button', { name: 'Studijní plány' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Odebrat označení' })).toBeInTheDocument();
    expect(view.path()).toBe('/nastenka/zsv');
    await view.user.click(within(alert).getByRole('button', { name: 'Studijní plány' }));
    expect(view.path()).toBe('/studijni-plany');
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['zsv'] });
  });

  it('“Odebrat označení” unpins the question, keeping its answer status', async () => {
    const view = renderBoard('/nastenka/zsv', {
      caps: {},
      routes: { [STORE]: { body: { status: 'success', message: '', data: null } } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Otázka 2, správně' }));
    await view.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Odebrat označení' }),
    );
    await waitFor(() => expect(view.calls(STORE)).toHaveLength(1));
    expect(Object.fromEntries(view.calls(STORE)[0]!.url.searchParams)).toMatchObject({
      id: '40',
      question_id: '402',
      user_id: '7',
      status: '1',
    });
  });

  it('a free course’s pins and a sample quiz’s open without the plan; only the paid course’s are locked', async () => {
    const free = { ...analogies, coursePrice: 0 };
    const sample = { ...analytic, quizId: 51, quizName: 'Ukázkový test', sample: true };
    renderBoard('/nastenka/osp', {
      caps: {},
      routes: {
        [PINS]: pinsServer({
          osp: [pin(101, 1, 11, free), pin(511, 1, 12, sample), pin(501, 7, 12, analytic)],
          zsv: [],
        }),
      },
    });
    const category = await screen.findByRole('region', { name: 'OSP' });
    const free101 = within(category).getByRole('list', { name: /Analogie – test 1/ });
    expect(within(free101).getByRole('link', { name: 'Otázka 1, správně' })).toBeInTheDocument();
    const sample511 = within(category).getByRole('list', { name: /Ukázkový test/ });
    expect(within(sample511).getByRole('link')).toBeInTheDocument();
    const paid = within(category).getByRole('list', { name: /Číselné řady/ });
    expect(within(paid).getByRole('button')).toHaveAccessibleDescription(/jen s aktivním studijním plánem/);
    expect(category).toHaveTextContent(
      'Otázky z placených kurzů tohoto předmětu otevřeš jen s aktivním studijním plánem.',
    );
  });

  it('a category whose plan the learner holds opens its boxes', async () => {
    renderBoard('/nastenka/osp', { caps: { osp: true } });
    expect(await screen.findByRole('link', { name: 'Otázka 1, správně' })).toBeInTheDocument();
    expect(screen.queryByText(/jen s aktivním studijním plánem/)).not.toBeInTheDocument();
  });
});

describe('Board: guests', () => {
  it('asks to log in (and comes back) or register, and asks the server nothing', async () => {
    const view = renderApp('/nastenka/osp');
    expect(screen.getByRole('heading', { level: 2, name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrace' })).toHaveAttribute('href', '/registrace');
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({
      message: 'Akce vyžaduje přihlášení',
      screen: '/nastenka/osp',
    });
    expect(view.stub.requests).toHaveLength(0);
  });
});
