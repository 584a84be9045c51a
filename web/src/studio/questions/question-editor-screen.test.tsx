import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { invalid, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';
import { bankQuestion, singleDraft } from './question-fixtures';

const writes = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST');

const editorRoutes = (extra = {}) => ({
  ...studioBasics(),
  [`GET ${STUDIO}/questions/41`]: { body: bankQuestion() },
  [`GET ${STUDIO}/questions/41/audit`]: {
    body: {
      entries: [
        {
          id: 1,
          at: '2026-11-20T08:00:00Z',
          who: { id: 2, name: 'Lenka Dvořáková' },
          entity: 'question',
          entity_id: 41,
          action: 'update',
          changes: {
            title: { from: 'Stará otázka', to: singleDraft.title },
            type: { from: 'multi_choice', to: 'single_choice' },
            options: {
              from: [{ title: '<p>Brno</p>', correct: true }, { title: 'Praha' }],
              to: [{ title: 'Brno' }, { title: 'Praha', correct: true }],
            },
            quiz_id: { from: null, to: 1002 },
          },
        },
      ],
      total: 1,
    },
  },
  ...extra,
});

describe('the question editor', () => {
  it('says what the rule finds before sending anything, on each field, and focuses the first', async () => {
    const view = renderApp('/studio/otazky/nova', { prepare: signIn(spravce), routes: studioBasics() });
    const title = await screen.findByRole('textbox', { name: 'Zadání' });
    // nothing shouts at an untouched form
    expect(title).not.toHaveAttribute('aria-invalid');

    await view.user.type(screen.getByRole('textbox', { name: 'Text možnosti A' }), 'Praha');
    await view.user.type(screen.getByRole('textbox', { name: 'Text možnosti B' }), 'praha ');
    // as the author types: the options' messages, by the rule's paths
    expect(screen.getByRole('textbox', { name: 'Text možnosti B' })).toHaveAccessibleDescription(
      /Možnost B má stejný text jako možnost A/,
    );

    await view.user.click(screen.getByRole('button', { name: 'Vytvořit otázku' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Doplň nadpis otázky/);
    expect(screen.getByRole('textbox', { name: 'Vysvětlení' })).toHaveAccessibleDescription(
      /Doplň vysvětlení/,
    );
    expect(screen.getByRole('group', { name: 'Možnosti' })).toHaveTextContent(
      /označ jako správnou právě jednu/,
    );
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/Nic jsme neodeslali/)).toBeInTheDocument();
    expect(writes(view.stub.requests)).toHaveLength(0);
  });

  it('shows the server’s field messages after a refused save and focuses the first wrong field', async () => {
    const view = renderApp('/studio/otazky/41', {
      prepare: signIn(spravce),
      routes: editorRoutes({
        [`POST ${STUDIO}/questions/41`]: invalid({ 'options.2.title': 'Tato možnost je už v jiné otázce.' }),
      }),
    });
    const option = await screen.findByRole('textbox', { name: 'Text možnosti C' });
    await view.user.clear(option);
    await view.user.type(option, 'křída');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));

    await waitFor(() => expect(option).toHaveAttribute('aria-invalid', 'true'));
    expect(option).toHaveAccessibleDescription(/Tato možnost je už v jiné otázce/);
    await waitFor(() => expect(option).toHaveFocus());
    const sent = writes(view.stub.requests)[0]!.body as { options: { title: string }[] };
    expect(sent.options[2]!.title).toBe('křída');
    // the server's message goes once the author changes the field
    await view.user.type(option, 'x');
    expect(option).not.toHaveAttribute('aria-invalid');
  });

  it('saves a question and shows where it is used and its log', async () => {
    const view = renderApp('/studio/otazky/41', {
      prepare: signIn(spravce),
      routes: editorRoutes({
        [`POST ${STUDIO}/questions/41`]: ({ body }: StubRequest) => ({
          body: {
            message: 'Uloženo jako verze 2.',
            data: bankQuestion(body as typeof singleDraft, { revision: 2, revisions: 2 }),
          },
        }),
      }),
    });
    const aside = await screen.findByRole('region', { name: 'Použito v' });
    expect(within(aside).getByRole('link', { name: 'Vstupní test' })).toHaveAttribute(
      'href',
      '/studio/kvizy/1002',
    );
    const log = await screen.findByRole('region', { name: 'Historie změn' });
    expect(await within(log).findByText('Stará otázka')).toBeInTheDocument();
    // each value as an author reads it: the type by its name, options with the right ones marked
    const rows = within(log)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toContainEqual(['Typ otázky', 'Výběr více odpovědí', 'Výběr jedné odpovědi']);
    expect(rows).toContainEqual(['Možnosti', 'Brno (Správná); Praha', 'Brno; Praha (Správná)']);
    expect(rows).toContainEqual(['Použito v', 'nezařazená', '#1002']);

    await view.user.type(screen.getByRole('textbox', { name: 'Témata' }), ', slovní vztahy');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Uloženo jako verze 2.')).toBeInTheDocument();
    expect((writes(view.stub.requests)[0]!.body as { tags: string[] }).tags).toEqual([
      'analogie',
      'slovní vztahy',
    ]);
  });

  it('says before deleting that an answered question is archived, and shows the server’s message', async () => {
    const view = renderApp('/studio/otazky/41', {
      prepare: signIn(spravce),
      routes: {
        ...editorRoutes(),
        [`GET ${STUDIO}/questions/41`]: { body: bankQuestion(singleDraft, { learners: 3 }) },
        [`DELETE ${STUDIO}/questions/41`]: {
          body: {
            message: 'Otázku už studující řešili (3), proto ji archivujeme.',
            data: { id: 41, archived: true },
          },
        },
        [`GET ${STUDIO}/questions`]: { body: { questions: [], total: 0 } },
      },
    });
    const danger = await screen.findByRole('region', { name: 'Archivovat otázku' });
    expect(danger).toHaveTextContent('Otázku už řešili 3 studující, proto ji nesmažeme, ale archivujeme');
    await view.user.click(within(danger).getByRole('button', { name: 'Archivovat otázku' }));
    const dialog = await screen.findByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Archivovat otázku' }));
    expect(
      await screen.findByText('Otázku už studující řešili (3), proto ji archivujeme.'),
    ).toBeInTheDocument();
    expect(view.path()).toBe('/studio/otazky');
  });
});
