import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Assignment, AssignmentResults } from '@studovna/core/contract';
import { COURSE_ID, logInJana } from '../../test/course-detail-fixtures';
import type { Routes, StubRequest } from '../../test/fetch-stub';
import { LP } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ID = 301;
const GET = `GET ${LP}/assignments/${ID}`;
const START = `POST ${LP}/assignments/start`;
const SUBMIT = `POST ${LP}/assignments/submit`;

const results = (overrides: Partial<AssignmentResults> = {}): AssignmentResults => ({
  status: '',
  graduation: '',
  mark: null,
  note: '',
  answer_files: [],
  start_time: null,
  ...overrides,
});

const started = (overrides: Partial<AssignmentResults> = {}) =>
  results({ status: 'started', graduation: 'in-progress', start_time: '2026-03-02T09:00:00Z', ...overrides });

const assignment = (overrides: Partial<Assignment> = {}): Assignment => ({
  id: ID,
  title: 'Napiš vlastní analogie',
  content: '<p>Vymysli pět analogií a ke každé připiš vztah.</p>',
  introdution: '<p>Odevzdej <strong>text nebo fotku</strong> svých analogií.</p><script>alert(1)</script>',
  files_amount: 2,
  duration: { format: 'day', time: 3 },
  passing_grade: 8,
  attachments: [
    { id: 9, name: 'vzor-analogii.pdf', url: 'http://localhost:3000/soubory/vzor.pdf', size: 2048 },
  ],
  max_file_size: 2 * 1024 * 1024,
  results: results(),
  assigned: { course: { id: COURSE_ID, title: 'Verbální oddíl OSP', slug: 'osp' } },
  ...overrides,
});

const txt = (name: string, text = 'Pes : štěkat = kočka : mňoukat') =>
  new File([text], name, { type: 'text/plain' });

function open(data: Assignment, routes: Routes = {}, guest = false) {
  const view = renderApp(`/kurzy/${COURSE_ID}/lp_assignment/${ID}`, {
    prepare: guest ? undefined : (services) => logInJana(services),
    routes: { [GET]: { body: data }, ...routes },
  });
  const sent = (route: string) =>
    view.stub.requests.filter((r) => `${r.method} ${r.url.pathname}` === route) as StubRequest[];
  return { ...view, sent, path: () => view.router.state.location.pathname };
}

/** The screen's polite live region (the shell has a status region of its own for toasts). */
const announced = () =>
  screen.getAllByRole('status').find((region) => region.getAttribute('aria-atomic') === 'true');

const answerReply = (next: AssignmentResults) => ({
  body: { status: 'success', message: 'Uloženo.', data: { results: next } },
});

describe('assignment', () => {
  it('introduces the assignment: files, duration in words, points to pass, overview, attachments', async () => {
    const { container } = open(assignment());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Napiš vlastní analogie' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verbální oddíl OSP')).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'O úkolu' }).parentElement!;
    expect(within(facts).getByText('Soubory k odevzdání').nextSibling).toHaveTextContent('až 2 soubory');
    expect(within(facts).getByText('Čas na vypracování').nextSibling).toHaveTextContent('3 dny');
    expect(within(facts).getByText('Ke splnění').nextSibling).toHaveTextContent('8 bodů');
    expect(screen.getByText('text nebo fotku', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: /vzor-analogii\.pdf/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/soubory/vzor.pdf',
    );
    expect(screen.getByRole('button', { name: 'Začít úkol' })).toBeEnabled();
  });

  it.each([
    [
      'a single file and hours',
      { files_amount: 1, duration: { format: 'hour', time: 1 }, passing_grade: 1 },
      ['až 1 soubor', '1 hodina', '1 bod'],
    ],
    [
      'no files and no limit',
      { files_amount: 0, duration: { format: 'week', time: 0 }, passing_grade: 2.5 },
      ['jen text', 'bez omezení', '2,5 bodu'],
    ],
  ])('words the facts for %s', async (_, overrides, words) => {
    open(assignment(overrides));
    await screen.findByRole('heading', { name: 'O úkolu' });
    for (const word of words) expect(screen.getByText(word)).toBeInTheDocument();
  });

  it.each([
    [
      'data.status is not 200',
      { body: { status: 'success', message: 'Termín úkolu už vypršel.', data: { status: 409 } } },
    ],
    [
      'the HTTP status is not 200',
      {
        status: 400,
        body: { code: 'assignment_closed', message: 'Termín úkolu už vypršel.', data: { status: 400 } },
      },
    ],
  ])('does not start when %s: the alert with the server’s message, still the intro', async (_, reply) => {
    const view = open(assignment(), { [START]: reply });
    await view.user.click(await screen.findByRole('button', { name: 'Začít úkol' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Should not have been accessible!' });
    expect(alert).toHaveTextContent('Termín úkolu už vypršel.');
    expect(view.sent(START)[0]?.body).toEqual({ id: ID });
    await view.user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(screen.getByRole('button', { name: 'Začít úkol' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tvoje odpověď' })).not.toBeInTheDocument();
  });

  it('starts when both statuses are 200, then shows the task and the answer form with focus on its heading', async () => {
    let startedOnServer = false;
    const view = open(assignment({ content: '' }), {
      [GET]: () => ({
        body: startedOnServer ? assignment({ results: started() }) : assignment({ content: '' }),
      }),
      [START]: () => {
        startedOnServer = true;
        return {
          body: { status: 'success', message: 'Úkol začal.', data: { status: 200, results: started() } },
        };
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Začít úkol' }));
    const heading = await screen.findByRole('heading', { name: 'Tvoje odpověď' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Zadání' })).toBeInTheDocument();
    expect(screen.getByText('Vymysli pět analogií a ke každé připiš vztah.')).toBeInTheDocument();
    expect(screen.getByText(/^Odevzdat do 5\. března 2026 v \d{1,2}:00$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text odpovědi nebo poznámka' })).toBeInTheDocument();
    expect(screen.getByLabelText('Přidat soubory')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.txt,.zip,.pdf,.doc,.docx,.ppt',
    );
    expect(announced()).toHaveTextContent('Úkol je spuštěný.');
  });

  it('refuses a third file, a wrong type and a file too large in the browser', async () => {
    const view = open(assignment({ results: started() }));
    const input = await screen.findByLabelText<HTMLInputElement>('Přidat soubory');
    await view.user.upload(input, [txt('analogie.txt'), txt('doplneni.txt')]);
    const pending = screen.getByRole('list', { name: /Nové soubory/ });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('analogie.txt'), expect.stringContaining('doplneni.txt')]);

    await view.user.upload(input, txt('treti.txt'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Můžeš odevzdat nejvýš 2 soubory.'));
    expect(announced()).toHaveTextContent('Můžeš odevzdat nejvýš 2 soubory.');
    expect(within(pending).getAllByRole('listitem')).toHaveLength(2);

    await view.user.click(screen.getByRole('button', { name: 'Odebrat soubor doplneni.txt' }));
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'program.exe')] } });
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Soubor program.exe nemá povolený typ. Nahraj JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.',
      ),
    );
    const large = new File(['%PDF-'], 'sken.pdf');
    Object.defineProperty(large, 'size', { value: 2 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [large] } });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Soubor sken.pdf je větší než 2 MB.'));
    expect(within(screen.getByRole('list', { name: /Nové soubory/ })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(view.sent(SUBMIT)).toHaveLength(0);
  });

  it('saves the note and files as multipart, then lists the saved files and stays editable', async () => {
    const view = open(assignment({ results: started({ note: 'Rozpracováno' }) }), {
      [SUBMIT]: answerReply(
        started({
          note: 'Pes : štěkat = kočka : mňoukat',
          answer_files: [{ id: 41, name: 'analogie.txt', url: 'http://localhost:3000/x/41', size: 31 }],
        }),
      ),
    });
    const note = await screen.findByRole('textbox', { name: 'Text odpovědi nebo poznámka' });
    expect(note).toHaveValue('Rozpracováno');
    await view.user.clear(note);
    await view.user.type(note, 'Pes : štěkat = kočka : mňoukat');
    await view.user.upload(screen.getByLabelText('Přidat soubory'), txt('analogie.txt'));
    await view.user.click(screen.getByRole('button', { name: 'Uložit' }));

    expect(await screen.findByText(/^Uloženo v /)).toBeInTheDocument();
    const form = view.sent(SUBMIT)[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('id')).toBe(String(ID));
    expect(form.get('action')).toBe('save');
    expect(form.get('note')).toBe('Pes : štěkat = kočka : mňoukat');
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['analogie.txt']);
    expect(
      within(screen.getByRole('list', { name: 'Uložené soubory' })).getByText('analogie.txt'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Nové soubory/ })).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Odpověď je uložená.');
    await view.user.type(screen.getByRole('textbox', { name: 'Text odpovědi nebo poznámka' }), '!');
    expect(screen.queryByText(/^Uloženo v /)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal verbatim and keeps the picked files', async () => {
    const view = open(assignment({ results: started() }), {
      [SUBMIT]: {
        status: 400,
        body: {
          code: 'assignment_file_type',
          message: 'Obsah souboru neodpovídá příponě .txt.',
          data: { status: 400 },
        },
      },
    });
    await view.user.upload(await screen.findByLabelText('Přidat soubory'), txt('analogie.txt'));
    await view.user.click(screen.getByRole('button', { name: 'Uložit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Uložení se nezdařilo' });
    expect(alert).toHaveTextContent('Obsah souboru neodpovídá příponě .txt.');
    await view.user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(
      within(screen.getByRole('list', { name: /Nové soubory/ })).getByText('analogie.txt'),
    ).toBeInTheDocument();
  });

  it('after a refusal asks for the answer again: handed in when its time ran out', async () => {
    let gets = 0;
    const view = open(assignment(), {
      [GET]: () => {
        gets += 1;
        const status =
          gets === 1 ? started({ note: 'Rozepsáno' }) : results({ status: 'completed', note: 'Rozepsáno' });
        return { body: assignment({ results: status }) };
      },
      [SUBMIT]: {
        status: 400,
        body: {
          code: 'assignment_time_over',
          message: 'Čas na úkol vypršel. Odevzdali jsme to, co jsi měl/a uložené.',
          data: { status: 400 },
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Uložit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Uložení se nezdařilo' });
    expect(alert).toHaveTextContent('Čas na úkol vypršel. Odevzdali jsme to, co jsi měl/a uložené.');
    await view.user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(await screen.findByRole('heading', { name: 'Odevzdaná odpověď' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks before handing in, then shows the answer read only', async () => {
    const view = open(assignment({ results: started() }), {
      [SUBMIT]: answerReply(
        results({
          status: 'completed',
          graduation: 'in-progress',
          note: 'Hotovo',
          answer_files: [{ id: 42, name: 'reseni.txt', url: 'http://localhost:3000/x/42', size: 10 }],
        }),
      ),
    });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Text odpovědi nebo poznámka' }),
      'Hotovo',
    );
    await view.user.upload(screen.getByLabelText('Přidat soubory'), txt('reseni.txt'));

    await view.user.click(screen.getByRole('button', { name: 'Odevzdat' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Odevzdat úkol?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(view.sent(SUBMIT)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Odevzdat' }));
    confirm = screen.getByRole('alertdialog', { name: 'Odevzdat úkol?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Odevzdat' }));

    const heading = await screen.findByRole('heading', { name: 'Odevzdaná odpověď' });
    await waitFor(() => expect(heading).toHaveFocus());
    const form = view.sent(SUBMIT)[0]?.body as FormData;
    expect(form.get('action')).toBe('submit');
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['reseni.txt']);
    expect(screen.getByText('Odevzdáno')).toBeInTheDocument();
    expect(screen.getByText('Body uvidíš, až úkol lektor ohodnotí.')).toBeInTheDocument();
    expect(screen.getByText('Hotovo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'reseni.txt, stáhnout' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Přidat soubory')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uložit' })).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Úkol je odevzdaný.');
  });

  it('shows the mark and whether it passed once evaluated', async () => {
    open(
      assignment({
        results: results({ status: 'evaluated', graduation: 'passed', mark: 9.5, note: 'Hotovo' }),
      }),
    );
    expect(await screen.findByText('Ohodnoceno')).toBeInTheDocument();
    expect(screen.getByText('Splněno')).toBeInTheDocument();
    expect(screen.getByText('Získáno').nextSibling).toHaveTextContent('9,5 bodu');
    expect(screen.getByText('Bez souborů.')).toBeInTheDocument();
  });

  it('shows the mark out of the highest, the instructor’s feedback and its file to download', async () => {
    const created = vi.fn((_: Blob) => 'blob:vzor');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const view = open(
      assignment({
        mark: 12,
        results: results({
          status: 'evaluated',
          graduation: 'failed',
          mark: 7.5,
          note: 'Hotovo',
          instructor_note: 'Dobrý začátek.\nChybí vztah u třetí analogie.',
          instructor_file: {
            id: 3,
            name: 'vzor.pdf',
            url: `http://localhost:3000${LP}/assignments/${ID}/feedback-file`,
            size: 2048,
          },
          evaluated_at: '2026-03-04T10:00:00Z',
        }),
      }),
      {
        [`GET ${LP}/assignments/${ID}/feedback-file`]: {
          raw: '%PDF-1.4',
          headers: { 'content-disposition': 'attachment; filename="vzor.pdf"' },
        },
      },
    );
    expect(await screen.findByText('Nesplněno')).toBeInTheDocument();
    expect(screen.getByText('Získáno').nextSibling).toHaveTextContent('7,5 z 12 bodů');
    const feedback = screen.getByRole('heading', { level: 3, name: 'Komentář k úkolu' }).parentElement!;
    expect(feedback).toHaveTextContent('Dobrý začátek. Chybí vztah u třetí analogie.');
    await view.user.click(within(feedback).getByRole('button', { name: 'vzor.pdf, stáhnout' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(view.sent(`GET ${LP}/assignments/${ID}/feedback-file`)[0]?.headers.get('authorization')).toMatch(
      /^Bearer /,
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('vzor.pdf');
    click.mockRestore();
  });

  it('shows an answer sent back with the feedback above the form, to correct and hand in again', async () => {
    open(
      assignment({
        results: started({
          note: 'První verze',
          instructor_note: 'Doplň zdroje.',
          returned_at: '2026-03-04T10:00:00Z',
          deadline: '2026-03-07T10:00:00Z',
        }),
      }),
    );
    const form = await screen.findByRole('region', { name: 'Tvoje odpověď' });
    expect(
      within(form).getByText(
        'Úkol je vrácený k přepracování. Přečti si komentář, oprav odpověď a odevzdej ji znovu.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Doplň zdroje.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox')).toHaveValue('První verze');
    expect(within(form).getByRole('button', { name: 'Odevzdat' })).toBeEnabled();
  });

  it('asks a guest to log in when the assignment is not a preview', async () => {
    const view = open(
      assignment(),
      {
        [GET]: {
          status: 401,
          body: { code: 'rest_not_logged_in', message: 'Přihlas se.', data: { status: 401 } },
        },
      },
      true,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(screen.getByText('Úkol si můžeš vypracovat a odevzdat po přihlášení.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Přihlásit se' }));
    await waitFor(() => expect(view.path()).toBe('/prihlaseni'));
    expect(view.router.state.location.state).toMatchObject({
      screen: `/kurzy/${COURSE_ID}/lp_assignment/${ID}`,
    });
  });

  it('shows a guest a preview assignment and asks to log in before starting it', async () => {
    const view = open(assignment(), {}, true);
    await view.user.click(await screen.findByRole('button', { name: 'Začít úkol' }));
    expect(screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
    expect(view.sent(GET)[0]?.headers.get('authorization')).toBeNull();
    expect(view.sent(START)).toHaveLength(0);
  });

  it('removes a saved file on the server, keeping the note being written', async () => {
    const saved = { id: 41, name: 'analogie.txt', url: 'http://localhost:3000/x/41', size: 31 };
    const view = open(assignment({ results: started({ note: 'Uložená', answer_files: [saved] }) }), {
      [SUBMIT]: answerReply(started({ note: 'Uložená', answer_files: [] })),
    });
    const note = await screen.findByRole('textbox', { name: 'Text odpovědi nebo poznámka' });
    await view.user.type(note, ' a rozepsaná');
    await view.user.click(screen.getByRole('button', { name: 'Odebrat soubor analogie.txt' }));

    expect(await screen.findByText('Zatím žádný soubor.')).toBeInTheDocument();
    const form = view.sent(SUBMIT)[0]?.body as FormData;
    expect(form.get('remove')).toBe('41');
    expect(form.get('action')).toBe('save');
    expect(form.has('note')).toBe(false);
    expect(form.getAll('file')).toEqual([]);
    expect(note).toHaveValue('Uložená a rozepsaná');
    await waitFor(() => expect(screen.getByLabelText('Přidat soubory')).toHaveFocus());
    expect(announced()).toHaveTextContent('Soubor analogie.txt je odebraný.');
  });

  it('downloads an own answer file with the token, under its name', async () => {
    const saved = { id: 41, name: 'analogie.txt', url: 'http://localhost:3000/x/41', size: 31 };
    const created = vi.fn((_: Blob) => 'blob:analogie');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const view = open(assignment({ results: results({ status: 'completed', answer_files: [saved] }) }), {
      [`GET ${LP}/assignments/files/41`]: {
        raw: 'Pes : štěkat',
        headers: { 'content-disposition': 'attachment; filename="analogie.txt"' },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'analogie.txt, stáhnout' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = view.sent(`GET ${LP}/assignments/files/41`)[0];
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await created.mock.calls[0]?.[0].text()).toBe('Pes : štěkat');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('analogie.txt');
    click.mockRestore();
  });

  it('sends an unknown assignment to the 404 screen', async () => {
    const view = open(assignment(), {
      [GET]: { status: 404, body: { code: 'n', message: 'Úkol neexistuje.', data: { status: 404 } } },
    });
    await waitFor(() => expect(view.path()).toBe('/404'));
  });
});
