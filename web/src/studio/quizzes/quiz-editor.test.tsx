import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioQuiz } from '@studovna/core/contract/studio';
import { bankRow } from '../questions/question-fixtures';
import { renderApp } from '../../test/render-app';
import { dvorakova, invalid, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';

const QUIZ = `${STUDIO}/quizzes/1002`;

const question = (
  id: number,
  title: string,
  mark = 1,
  type: StudioQuiz['questions'][number]['type'] = 'single_choice',
) => ({
  id,
  type,
  title,
  mark,
  revision: 1,
});

const studioQuiz = (extra: Partial<StudioQuiz> = {}): StudioQuiz => ({
  id: 1002,
  course: { id: 5, title: 'Analogie pro pokročilé' },
  settings: {
    title: 'Vstupní test',
    time_limit_seconds: 1200,
    passing_grade: 60,
    retake_count: 2,
    instant_check: true,
    wrong_penalty: '0',
    skip_penalty: '0',
    preview: false,
  },
  questions: [
    question(1, 'Pes : štěkat', 1),
    question(2, 'Kolik je $\\frac{1}{2} + \\frac{1}{4}$?', 2, 'fill_in_blanks'),
    question(3, 'Seřaď od nejmenšího', 1, 'sorting_choice'),
  ],
  total_mark: 4,
  may_edit: true,
  parts: [],
  ...extra,
});

const pickable = (id: number, title: string) =>
  bankRow(id, title, { type: 'true_or_false', difficulty: 1, used_in: null });

const open = (quiz = studioQuiz(), extra = {}, user = spravce) =>
  renderApp('/studio/kvizy/1002', {
    prepare: signIn(user),
    routes: { ...studioBasics(), [`GET ${QUIZ}`]: { body: quiz }, ...extra },
  });

const posts = (view: ReturnType<typeof open>, path: string) =>
  view.stub.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path));

describe('the quiz editor', () => {
  it('shows every setting labelled and the questions in order with their points', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vstupní test' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název kvízu' })).toHaveValue('Vstupní test');
    expect(screen.getByRole('textbox', { name: 'Časový limit (minuty)' })).toHaveValue('20');
    expect(screen.getByRole('textbox', { name: 'Splněno od (%)' })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Počet opakování' })).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Opakovat bez omezení' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Okamžitá kontrola odpovědí' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Okamžitá kontrola odpovědí' })).toHaveAccessibleDescription(
      expect.stringContaining('zkontrolovat'),
    );
    expect(screen.getByRole('textbox', { name: 'Srážka za špatnou odpověď' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Srážka za špatnou odpověď' })).toHaveAccessibleDescription(
      'Podíl bodů otázky: 0 nic, 1 všechny body, zlomek jako 1/3 (Scio) nebo 1/5 (TSP).',
    );
    expect(screen.getByRole('textbox', { name: 'Srážka za vynechanou otázku' })).toHaveValue('0');
    expect(screen.getByRole('checkbox', { name: 'Ukázkový kvíz' })).not.toBeChecked();
    const list = screen.getByRole('list', { name: 'Otázky kvízu' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pes : štěkat'),
      expect.stringContaining('Kolik je'),
      expect.stringContaining('Seřaď od nejmenšího'),
    ]);
    expect(screen.getByRole('textbox', { name: 'Body za otázku Pes : štěkat' })).toHaveValue('1');
    expect(screen.getByText(/3 otázky · celkem 4 b\./)).toBeInTheDocument();
  });

  it('shows a mock test’s parts with their questions and time, and what it cannot change', async () => {
    open(
      studioQuiz({
        parts: [
          { title: 'Verbální oddíl', time_limit_seconds: 2100, questions: 33 },
          { title: 'Analytický oddíl', time_limit_seconds: 3000, questions: 33 },
        ],
      }),
    );
    const parts = await screen.findByRole('region', { name: 'Části testu nanečisto' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Verbální oddíl · 33 otázek · 35 minut', 'Analytický oddíl · 33 otázek · 50 minut']);
    expect(parts).toHaveTextContent('Části testu se ve studiu zatím nedají upravit.');
  });

  it('shows no parts for an ordinary quiz', async () => {
    open();
    await screen.findByRole('heading', { name: 'Vstupní test' });
    expect(screen.queryByRole('region', { name: 'Části testu nanečisto' })).not.toBeInTheDocument();
  });

  it('saves the settings and shows the server’s refusal on its field with focus there', async () => {
    let answer: unknown = invalid({ passing_grade: 'Procento je celé číslo od 0 do 100.' });
    const view = open(studioQuiz(), { [`POST ${QUIZ}`]: () => answer as never });
    const wrong = await screen.findByRole('textbox', { name: 'Srážka za špatnou odpověď' });
    await view.user.clear(wrong);
    await view.user.type(wrong, '1/3');
    const skipped = screen.getByRole('textbox', { name: 'Srážka za vynechanou otázku' });
    await view.user.clear(skipped);
    await view.user.type(skipped, '0,25');
    await view.user.click(screen.getByRole('checkbox', { name: 'Opakovat bez omezení' }));
    const limit = screen.getByRole('textbox', { name: 'Časový limit (minuty)' });
    await view.user.clear(limit);
    await view.user.type(limit, '1,5');
    await view.user.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    const grade = screen.getByRole('textbox', { name: 'Splněno od (%)' });
    await waitFor(() => expect(grade).toHaveFocus());
    expect(grade).toHaveAccessibleDescription(expect.stringContaining('Procento je celé číslo od 0 do 100.'));
    expect(posts(view, '/quizzes/1002')[0]!.body).toEqual({
      title: 'Vstupní test',
      time_limit_seconds: 90,
      passing_grade: 60,
      retake_count: -1,
      instant_check: true,
      wrong_penalty: '1/3',
      skip_penalty: '1/4',
      preview: false,
    });
    const saved = studioQuiz();
    answer = {
      body: {
        message: 'Nastavení kvízu je uložené.',
        data: { ...saved, settings: { ...saved.settings, wrong_penalty: '1/3', skip_penalty: '1/4' } },
      },
    };
    await view.user.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    expect(await screen.findByText('Nastavení kvízu je uložené.')).toBeInTheDocument();
    expect(wrong).toHaveValue('1/3');
    expect(skipped).toHaveValue('1/4');
  });

  it('puts the server’s refusal of a penalty on its field', async () => {
    const message =
      'Srážka je podíl bodů otázky od 0 do 1: 0, 1, zlomek jako 1/3, nebo desetinné číslo jako 0,25.';
    const view = open(studioQuiz(), { [`POST ${QUIZ}`]: invalid({ skip_penalty: message }) });
    await view.user.click(await screen.findByRole('button', { name: 'Uložit nastavení' }));
    const skipped = screen.getByRole('textbox', { name: 'Srážka za vynechanou otázku' });
    await waitFor(() => expect(skipped).toHaveFocus());
    expect(skipped).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('checks a penalty before sending: a share of the question’s points, from 0 to 1', async () => {
    const view = open();
    const wrong = await screen.findByRole('textbox', { name: 'Srážka za špatnou odpověď' });
    await view.user.clear(wrong);
    await view.user.type(wrong, '4/3');
    await view.user.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() => expect(wrong).toHaveFocus());
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveAccessibleDescription(
      expect.stringContaining(
        'Srážka je podíl bodů otázky od 0 do 1: 0, 1, zlomek jako 1/3, nebo desetinné číslo jako 0,25.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Srážka za vynechanou otázku' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(posts(view, '/quizzes/1002')).toEqual([]);
  });

  it('checks the settings before sending', async () => {
    const view = open();
    const title = await screen.findByRole('textbox', { name: 'Název kvízu' });
    await view.user.clear(title);
    await view.user.clear(screen.getByRole('textbox', { name: 'Splněno od (%)' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Splněno od (%)' }), '120');
    await view.user.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Splněno od (%)' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadej celé procento od 0 do 100.'),
    );
    expect(posts(view, '/quizzes/1002')).toEqual([]);
  });

  it('moves a question by the keyboard, reading every move, and saves the new order', async () => {
    const view = open(studioQuiz(), {
      [`POST ${QUIZ}/questions`]: { body: { message: 'Otázky kvízu jsou uložené.', data: studioQuiz() } },
    });
    const handle = await screen.findByRole('button', { name: 'Přesunout: Pes : štěkat' });
    handle.focus();
    await view.user.keyboard(' ');
    expect(await screen.findByText(/Pes : štěkat zvednuto, pozice 1 z 3/)).toBeInTheDocument();
    await view.user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Pes : štěkat: pozice 2 z 3.')).toBeInTheDocument();
    await view.user.keyboard('{ArrowDown}');
    await view.user.keyboard(' ');
    expect(await screen.findByText('Pes : štěkat položeno na pozici 3 z 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přesunout: Pes : štěkat' })).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Uložit otázky' }));
    expect(await screen.findByText('Otázky kvízu jsou uložené.')).toBeInTheDocument();
    expect(posts(view, '/quizzes/1002/questions')[0]!.body).toEqual({
      questions: [{ id: 2 }, { id: 3 }, { id: 1 }],
    });
  });

  it('moves a question by drag and drop and asks before leaving the unsaved order', async () => {
    const view = open();
    const list = await screen.findByRole('list', { name: 'Otázky kvízu' });
    const rows = within(list).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(await screen.findByText('Seřaď od nejmenšího: pozice 1 z 3.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Seřaď od nejmenšího');
    await view.user.click(screen.getByRole('link', { name: 'Kategorie' }));
    expect(await screen.findByRole('alertdialog', { name: 'Zahodit neuložené změny?' })).toBeInTheDocument();
  });

  it('removes a question, adds one from the bank, changes points and sends them all', async () => {
    const view = open(studioQuiz(), {
      [`GET ${STUDIO}/questions`]: {
        body: { questions: [pickable(40, 'Kočka : mňoukat'), pickable(41, 'Kráva : bučet')], total: 2 },
      },
      [`POST ${QUIZ}/questions`]: { body: { message: 'Otázky kvízu jsou uložené.', data: studioQuiz() } },
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Odebrat z kvízu: Seřaď od nejmenšího' }),
    );
    expect(screen.queryByText('Seřaď od nejmenšího')).toBeNull();
    const points = screen.getByRole('textbox', { name: 'Body za otázku Pes : štěkat' });
    await view.user.clear(points);
    await view.user.type(points, '2,5');
    await view.user.click(screen.getByRole('button', { name: 'Přidat otázky z banky' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přidat otázky z banky' });
    await view.user.type(within(dialog).getByRole('searchbox', { name: 'Hledat v otázkách' }), 'kočka');
    await within(dialog).findByText('Nalezeny 2 otázky');
    await view.user.click(within(dialog).getByRole('button', { name: 'Přidat: Kočka : mňoukat' }));
    expect(within(dialog).getByRole('button', { name: 'Přidáno: Kočka : mňoukat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    const search = view.stub.requests.find(
      (r) => r.url.pathname.endsWith('/studio/questions') && r.url.searchParams.get('search') === 'kočka',
    );
    expect(search?.url.searchParams.get('unassigned')).toBe('1');
    expect(within(screen.getByRole('list', { name: 'Otázky kvízu' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(screen.getByText(/3 otázky · celkem 5,5 b\./)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Uložit otázky' }));
    await screen.findByText('Otázky kvízu jsou uložené.');
    expect(posts(view, '/quizzes/1002/questions')[0]!.body).toEqual({
      questions: [{ id: 1, mark: 2.5 }, { id: 2 }, { id: 40 }],
    });
  });

  it('shows the server’s refusal of the questions on the row', async () => {
    const view = open(studioQuiz(), {
      [`POST ${QUIZ}/questions`]: invalid({ 'questions.1.mark': 'Body jsou kladné číslo nejvýše 100.' }),
    });
    const points = await screen.findByRole('textbox', { name: /Body za otázku Kolik je/ });
    await view.user.clear(points);
    await view.user.type(points, '3');
    await view.user.click(screen.getByRole('button', { name: 'Uložit otázky' }));
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAccessibleDescription(
      expect.stringContaining('Body jsou kladné číslo nejvýše 100.'),
    );
  });

  it('opens another author’s quiz read-only, saying why', async () => {
    open(studioQuiz({ may_edit: false }), {}, dvorakova);
    expect(await screen.findByRole('note')).toHaveTextContent('Kvíz patří do kurzu jiného autora.');
    expect(screen.getByRole('textbox', { name: 'Název kvízu' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Body za otázku Pes : štěkat' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Přesunout/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uložit otázky' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uložit nastavení' })).toBeNull();
  });
});
