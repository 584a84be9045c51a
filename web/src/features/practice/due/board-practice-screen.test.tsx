import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { practiceApi } from '@studovna/core/contract';
import type { StubRequest } from '../../../test/fetch-stub';
import {
  ANSWER,
  answered,
  blanks,
  card,
  DAY,
  queue,
  QUEUE,
  renderPractice,
  single,
  trueFalse,
} from './practice-fixtures';
import { expectFocusOn } from '../../../test/focus';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const answerRequests = (view: ReturnType<typeof renderPractice>) =>
  view.calls('POST', '/board/practice/answer');
const answerBodies = (view: ReturnType<typeof renderPractice>) =>
  answerRequests(view).map((r) => r.body as Record<string, unknown>);

describe('the Board’s practice', () => {
  it('shows one question with where it comes from and why, checks it, explains it and goes on', async () => {
    const view = renderPractice({
      [QUEUE]: queue([card(single!), card(trueFalse!, { reason: 'pinned', quizName: 'Logika' })]),
      [ANSWER]: answered(single!, 'b', 'b'),
    });
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Procvičování' })).toBeInTheDocument();
    expect(view.calls('GET', '/board/practice')[0]!.url.searchParams.get('category')).toBe('osp');
    expect(screen.getByText('Otázka 1 z 2')).toBeInTheDocument();
    expect(screen.getByText('Porozumění textu').parentElement).toHaveTextContent(
      'Z kvízu: Porozumění textu · OSP Verbální',
    );
    const reasons = screen.getByRole('list', { name: 'Proč ji procvičuješ' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Připnutá', 'Dřív špatně']);

    await view.user.click(screen.getByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));

    expect(await screen.findByText('Správně!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vysvětlení' })).toBeInTheDocument();
    expect(screen.getByText('Správně je b, protože to text říká v prvním odstavci.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Možnost b/ })).toBeDisabled();
    expect(screen.getByText('Procvičíš ji znovu za 4 dny.')).toBeInTheDocument();
    expect(screen.getByText('Správně! Procvičíš ji znovu za 4 dny.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    const [body] = answerBodies(view);
    expect(body).toMatchObject({ question_id: 101, answered: 'b', category: 'osp' });
    expect(body!.action_id).toMatch(UUID);

    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' }));
    expect(screen.getByText('Otázka 2 z 2')).toBeInTheDocument();
    expect(screen.getByText('Logika')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Proč ji procvičuješ' })).toHaveTextContent(/^Připnutá$/);
    expect(screen.queryByText('Vysvětlení')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkontrolovat' })).toBeInTheDocument();
  });

  it('answers with the quiz’s keys: a letter chooses, Enter checks, Enter goes on', async () => {
    const view = renderPractice({
      [QUEUE]: queue([card(single!), card(trueFalse!)]),
      [ANSWER]: answered(single!, 'c', 'b'),
    });
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    await view.user.keyboard('c');
    expect(screen.getByRole('radio', { name: /Možnost c/ })).toBeChecked();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText('Špatně')).toBeInTheDocument();
    expect(answerBodies(view)).toMatchObject([{ question_id: 101, answered: 'c' }]);
    expect(screen.getByText('Špatně. Procvičíš ji znovu za 4 dny.').closest('[aria-live]')).not.toBeNull();
    await view.user.keyboard('{Enter}');
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' }));
  });

  it('says when a question leaves practice', async () => {
    const view = renderPractice({
      [QUEUE]: queue([card(single!), card(trueFalse!)]),
      [ANSWER]: answered(single!, 'b', 'b', { retired: true, next_due: null, question_status: 12 }),
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    expect(await screen.findByText('Tuhle už umíš — z procvičování odchází.')).toBeVisible();
    expect(screen.queryByText(/Procvičíš ji znovu/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Správně! Tuhle už umíš — z procvičování odchází.').closest('[aria-live]'),
    ).not.toBeNull();
  });

  it('asks before checking without an answer, and sends none only when confirmed', async () => {
    const view = renderPractice({
      [QUEUE]: queue([card(single!), card(blanks!)]),
      [ANSWER]: answered(single!, null, 'b', { next_due: new Date(Date.now() + 60_000).toISOString() }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Zkontrolovat' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Zkontrolovat otázku bez odpovědi?' });
    expect(confirm).toHaveTextContent('Bez odpovědi se počítá jako chyba a otázka se ti brzy vrátí.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answerBodies(view)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Zkontrolovat' })).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    confirm = screen.getByRole('alertdialog', { name: 'Zkontrolovat otázku bez odpovědi?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Zkontrolovat' }));
    expect(await screen.findByText('Bez odpovědi')).toBeInTheDocument();
    expect(screen.getByText('Procvičíš ji znovu za 1 minutu.')).toBeInTheDocument();
    expect(
      screen.getByText('Bez odpovědi. Procvičíš ji znovu za 1 minutu.').closest('[aria-live]'),
    ).not.toBeNull();
    expect(answerBodies(view)).toMatchObject([{ question_id: 101, answered: null }]);
  });

  it('ends with a summary, marks the Board out of date and offers what is due by then', async () => {
    let asked = 0;
    let answers = 0;
    const view = renderPractice({
      [QUEUE]: () => {
        asked += 1;
        return asked === 1
          ? queue([card(single!), card(trueFalse!)])
          : queue([card(trueFalse!, { reason: 'incorrect' })], { total: 3 });
      },
      [ANSWER]: () => {
        answers += 1;
        return answers === 1
          ? answered(single!, 'b', 'b', { retired: true, next_due: null })
          : answered(trueFalse!, 'false', 'true', {
              next_due: new Date(Date.now() + 10 * 60_000).toISOString(),
            });
      },
    });
    const { queryClient } = view.services;
    queryClient.setQueryData(['board', 'due', null], { due_today: 2 });
    queryClient.setQueryData(['board', 'pins', 'osp'], { pins: [] });

    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    await screen.findByText('Tuhle už umíš — z procvičování odchází.');
    expect(queryClient.getQueryState(['board', 'due', null])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['board', 'pins', 'osp'])?.isInvalidated).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    await view.user.click(await screen.findByRole('radio', { name: /Možnost false/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    expect(await screen.findByText('Procvičíš ji znovu za 10 minut.')).toBeInTheDocument();
    expect(asked).toBe(1);
    await view.user.click(screen.getByRole('button', { name: 'Dokončit' }));

    await expectFocusOn(screen.findByRole('heading', { name: 'Procvičování dokončeno' }));
    expect(screen.getByText('1 z 2 správně')).toBeInTheDocument();
    const fact = (name: string) => screen.getByText(name).nextElementSibling;
    expect(fact('Správně')).toHaveTextContent('1');
    expect(fact('Špatně')).toHaveTextContent('1');
    expect(fact('Odchází z procvičování')).toHaveTextContent('1');
    expect(fact('Vrátí se později')).toHaveTextContent('1');
    expect(screen.getByText('Procvičování nemění známky kvízů.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na nástěnku' })).toHaveAttribute('href', '/nastenka/osp');

    expect(await screen.findByText('Na řadě je ještě 1 otázka.')).toBeInTheDocument();
    expect(asked).toBe(2);
    await view.user.click(screen.getByRole('button', { name: 'Procvičovat dál' }));
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'Platí tvrzení?' }));
    expect(screen.getByText('Otázka 1 z 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Proč ji procvičuješ' })).toHaveTextContent(/^Dřív špatně$/);
  });

  it('tells after the last question when the next one will be due, when none is due by then', async () => {
    let asked = 0;
    const view = renderPractice({
      [QUEUE]: () => {
        asked += 1;
        const soon = new Date(Date.now() + 10 * 60_000).toISOString();
        return asked === 1 ? queue([card(single!)]) : queue([], { total: 1, due_today: 1, next_due: soon });
      },
      [ANSWER]: answered(single!, 'a', 'b', { next_due: new Date(Date.now() + 10 * 60_000).toISOString() }),
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost a/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    await view.user.click(await screen.findByRole('button', { name: 'Dokončit' }));
    expect(await screen.findByText('Další otázky budou na řadě za 10 minut.')).toBeInTheDocument();
    expect(screen.getByText('0 z 1 správně')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procvičovat dál' })).not.toBeInTheDocument();
  });

  it('keeps an answer the server did not get in the queue and sends that one, same action_id, on the next check', async () => {
    let reply: 'network-error' | 'ok' = 'network-error';
    const view = renderPractice({
      [QUEUE]: queue([card(single!), card(trueFalse!)]),
      [ANSWER]: (request: StubRequest) =>
        reply === 'ok'
          ? answered(
              (request.body as { question_id: number }).question_id === 101 ? single! : trueFalse!,
              'b',
              'b',
            )
          : 'network-error',
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Odpověď se nepodařilo odeslat' });
    expect(alert).toHaveTextContent('Chyba komunikace s localhost');
    let bodies = answerBodies(view);
    expect(bodies).toHaveLength(1);
    const id = bodies[0]!.action_id;
    expect(id).toMatch(UUID);
    const [queued, ...rest] = view.services.store.getState().failed;
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({ id, endpoint: practiceApi.answerPractice.name, critical: false });
    await view.user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(screen.getByRole('radio', { name: /Možnost b/ })).toBeChecked();

    reply = 'ok';
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    expect(await screen.findByText('Správně!')).toBeInTheDocument();
    bodies = answerBodies(view);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.action_id).toBe(id);
    expect(answerRequests(view)[1]?.headers.get('X-Action-Id')).toBe(id);
    expect(view.services.store.getState().failed).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Další' }));
    await view.user.click(await screen.findByRole('radio', { name: /Možnost true/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    await waitFor(() => expect(answerBodies(view)).toHaveLength(3));
    expect(answerBodies(view)[2]!.action_id).toMatch(UUID);
    expect(answerBodies(view)[2]!.action_id).not.toBe(id);
  });

  it('shows the server’s words when it refuses an answer', async () => {
    const view = renderPractice({
      [QUEUE]: queue([card(single!)]),
      [ANSWER]: {
        status: 404,
        body: { code: 'question_not_found', message: 'Otázka neexistuje.', data: { status: 404 } },
      },
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Odpověď se nepodařilo odeslat' });
    expect(alert).toHaveTextContent('Otázka neexistuje.');
    expect(answerBodies(view)).toHaveLength(1);
  });

  it('shows the plan refusal of an answer on the question, not the denied screen', async () => {
    const message = 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem';
    const view = renderPractice({
      [QUEUE]: queue([card(single!)]),
      [ANSWER]: {
        status: 403,
        body: { code: 'quiz_requires_plan', message, data: { status: 403 } },
      },
    });
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Odpověď se nepodařilo odeslat' });
    expect(alert).toHaveTextContent(message);
    expect(view.path()).toBe('/procvicovani/osp');
  });

  it('says kindly that nothing is due, and when the next question will be', async () => {
    const view = renderPractice({
      [QUEUE]: queue([], { total: 4, due_today: 0, next_due: new Date(Date.now() + DAY).toISOString() }),
    });
    expect(await screen.findByRole('heading', { name: 'Teď nemáš nic k procvičování' })).toBeVisible();
    expect(screen.getByText('Další otázky budou na řadě zítra.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Zpět na nástěnku' }));
    expect(view.path()).toBe('/nastenka/osp');
  });

  it('explains what practice is for when there is nothing in it at all', async () => {
    renderPractice({ [QUEUE]: queue([], { total: 0, due_today: 0, next_due: null }) });
    expect(
      await screen.findByText(
        'Procvičuješ tu připnuté otázky a otázky, které máš v kvízech špatně. Zatím žádné nemáš.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the queue cannot load', async () => {
    let fail = true;
    const view = renderPractice({
      [QUEUE]: () =>
        fail
          ? { status: 500, body: { code: 'x', message: 'x', data: { status: 500 } } }
          : queue([card(single!)]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' })).toBeVisible();
  });

  it('goes back to the category’s Board', async () => {
    const view = renderPractice({ [QUEUE]: queue([card(single!)]) }, '/procvicovani/zsv');
    await screen.findByRole('heading', { level: 2, name: 'Hlavní myšlenka textu?' });
    expect(view.calls('GET', '/board/practice')[0]!.url.searchParams.get('category')).toBe('zsv');
    await view.user.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe('/nastenka/zsv');
  });

  it('practises every category without one in the address', async () => {
    const view = renderPractice(
      { [QUEUE]: queue([card(single!)]), [ANSWER]: answered(single!, 'b', 'b') },
      '/procvicovani',
    );
    await view.user.click(await screen.findByRole('radio', { name: /Možnost b/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    await screen.findByText('Správně!');
    expect(view.calls('GET', '/board/practice')[0]!.url.searchParams.has('category')).toBe(false);
    expect(answerBodies(view)[0]).not.toHaveProperty('category');
    await view.user.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(view.path()).toBe('/nastenka');
  });

  it('asks a guest to log in and asks the server nothing', async () => {
    const view = renderPractice({ [QUEUE]: queue([card(single!)]) }, '/procvicovani/osp', true);
    expect(await screen.findByRole('heading', { name: 'Akce vyžaduje přihlášení' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrace' })).toHaveAttribute('href', '/registrace');
    await view.user.click(screen.getByRole('link', { name: 'Přihlásit se' }));
    expect(view.path()).toBe('/prihlaseni');
    expect(view.router.state.location.state).toEqual({ screen: '/procvicovani/osp' });
    expect(view.calls('GET', '/board/practice')).toEqual([]);
  });
});
