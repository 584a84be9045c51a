import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApi } from '../../lib/api';
import type { Routes } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';
import { singleDraft } from '../questions/question-fixtures';
import type { ImportRequest, UploadProgress } from './import-upload';

// the upload goes through XMLHttpRequest in the browser; here through the app's client to the stub,
// reporting the upload half way and whole as the browser would
vi.mock('./use-import-upload', () => ({
  useImportUpload: () => {
    const api = useApi();
    return async (
      endpoint: Parameters<typeof api.call>[0],
      request: ImportRequest,
      onProgress: (progress: UploadProgress) => void,
    ) => {
      onProgress({ sent: request.file.size / 2, total: request.file.size });
      onProgress({ sent: request.file.size, total: request.file.size });
      return api.call(endpoint, {
        body: { format: request.format, quiz: request.quiz },
        files: { file: request.file },
      } as never);
    };
  },
}));

const GIFT = `::Zlomky::Kolik je $\\frac{1}{2}$ + $\\frac{1}{2}$? {=1 ~2 ~0}

Žluťoučký kůň {T}

Rozbitá otázka {=a ~b
`;

const reportWithErrors = {
  questions: [
    {
      line: 1,
      draft: { ...singleDraft, title: 'Kolik je $\\frac{1}{2}$ + $\\frac{1}{2}$?', explanation: '' },
      problems: [],
    },
    {
      line: 3,
      draft: {
        type: 'true_or_false',
        answer: true,
        title: 'Žluťoučký kůň',
        hint: 'x'.repeat(2001),
        explanation: 'Ano.',
        tags: [],
      },
      problems: [
        {
          path: 'hint',
          code: 'question.hintTooLong',
          message: 'Nápověda může mít nejvýše 2000 znaků, má jich 2001.',
        },
      ],
    },
  ],
  problems: [
    {
      line: 5,
      code: 'import.giftUnclosedBrace',
      message: 'Odpovědi tu začínají závorkou {, ale chybí k ní zavírací }.',
      severity: 'error',
    },
    {
      line: 1,
      code: 'import.formatKept',
      message: 'Text ve formátu markdown převezmeme tak, jak je.',
      severity: 'notice',
    },
  ],
  importable: false,
};

const cleanReport = {
  questions: [reportWithErrors.questions[0]],
  problems: [reportWithErrors.problems[1]],
  importable: true,
};

const file = (text: string, name = 'otazky.gift') => new File([text], name, { type: 'text/plain' });

function renderImport(routes: Routes, address = '/studio/otazky/import') {
  return renderApp(address, {
    prepare: signIn(spravce),
    routes: { ...studioBasics(), [`GET ${STUDIO}/courses/5`]: { body: studioCourse() }, ...routes },
  });
}

describe('importing questions', () => {
  it('checks the file first and shows every question and problem by line, and blocks the import on errors', async () => {
    const view = renderImport({ [`POST ${STUDIO}/questions/import/dry-run`]: { body: reportWithErrors } });
    await view.user.upload(await screen.findByLabelText('Soubor'), file(GIFT));
    expect(screen.getByRole('combobox', { name: 'Formát' })).toHaveValue('gift');
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat soubor' }));

    const report = await screen.findByRole('region', { name: 'Co jsme v souboru našli' });
    expect(report).toHaveTextContent('2 otázky');
    expect(report).toHaveTextContent('2 chyby');
    expect(report).toHaveTextContent('1 upozornění');
    const [problems, questions] = within(report).getAllByRole('table');
    const problemRows = within(problems!).getAllByRole('row').slice(1);
    expect(problemRows.map((row) => row.textContent)).toEqual([
      '1UpozorněníText ve formátu markdown převezmeme tak, jak je.',
      '3ChybaNápověda může mít nejvýše 2000 znaků, má jich 2001.',
      '5ChybaOdpovědi tu začínají závorkou {, ale chybí k ní zavírací }.',
    ]);
    // Czech and formulas as written
    expect(
      within(questions!).getByRole('rowheader', { name: 'Kolik je $\\frac{1}{2}$ + $\\frac{1}{2}$?' }),
    ).toBeInTheDocument();
    expect(within(questions!).getByRole('rowheader', { name: 'Žluťoučký kůň' })).toBeInTheDocument();
    const questionRows = within(questions!).getAllByRole('row').slice(1);
    expect(questionRows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'V pořádku, bez vysvětlení',
      '1 chyba',
    ]);

    expect(screen.getByRole('button', { name: 'Importovat 2 otázky' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importovat 2 otázky' })).toHaveAccessibleDescription(
      /Importovat půjde, až v souboru nebudou chyby/,
    );
    const sent = view.stub.requests.find((r) => r.method === 'POST')!.body as FormData;
    expect(sent.get('format')).toBe('gift');
    expect(await (sent.get('file') as File).text()).toContain('Žluťoučký kůň');
  });

  it('imports a clean file into a quiz and says how many, with a link to them', async () => {
    const view = renderImport({
      [`POST ${STUDIO}/questions/import/dry-run`]: { body: cleanReport },
      [`POST ${STUDIO}/questions/import`]: {
        body: { message: 'Importováno otázek: 1.', data: { imported: 1, ids: [90] } },
      },
    });
    await view.user.upload(await screen.findByLabelText('Soubor'), file('<quiz></quiz>', 'otazky.xml'));
    expect(screen.getByRole('combobox', { name: 'Formát' })).toHaveValue('moodle_xml');
    await view.user.click(screen.getByRole('radio', { name: 'Na konec kvízu' }));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat soubor' }));
    expect(await screen.findByText('Vyber kvíz, do kterého otázky přidáme.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kurz' }), 'Analogie pro pokročilé');
    await screen.findByRole('option', { name: 'Vstupní test' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kvíz' }), 'Vstupní test');
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat soubor' }));

    const importButton = await screen.findByRole('button', { name: 'Importovat 1 otázku' });
    expect(importButton).toBeEnabled();
    await view.user.click(importButton);
    expect(await screen.findByRole('heading', { name: 'Importovali jsme 1 otázku' })).toHaveFocus();
    expect(screen.getByText('Importováno otázek: 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit importované otázky' })).toHaveAttribute(
      'href',
      '/studio/otazky?kviz=1002',
    );
    const posts = view.stub.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url.pathname)).toEqual([
      `${STUDIO}/questions/import/dry-run`,
      `${STUDIO}/questions/import`,
    ]);
    expect((posts[1]!.body as FormData).get('quiz')).toBe('1002');
  });

  it('shows the report the server answers when the import itself is refused', async () => {
    const view = renderImport({
      [`POST ${STUDIO}/questions/import/dry-run`]: { body: cleanReport },
      [`POST ${STUDIO}/questions/import`]: {
        status: 400,
        body: {
          code: 'studio_import_errors',
          message: 'V souboru jsou chyby (2). Oprav je podle přehledu a nahraj ho znovu. Nic jsme neuložili.',
          data: { status: 400, report: reportWithErrors },
        },
      },
    });
    await view.user.upload(await screen.findByLabelText('Soubor'), file(GIFT));
    await view.user.click(screen.getByRole('button', { name: 'Zkontrolovat soubor' }));
    await view.user.click(await screen.findByRole('button', { name: 'Importovat 1 otázku' }));
    expect(await screen.findByText(/V souboru jsou chyby \(2\)/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Co jsme v souboru našli' })).toHaveTextContent('2 chyby'),
    );
    expect(screen.getByRole('button', { name: 'Importovat 2 otázky' })).toBeDisabled();
  });
});
