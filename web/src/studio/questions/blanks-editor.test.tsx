import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';
import { bankQuestion } from './question-fixtures';

describe('the fill-in-the-blanks editor', () => {
  it('inserts blanks into the text, compares each as the author chooses, previews and saves them', async () => {
    const view = renderApp('/studio/otazky/nova', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`POST ${STUDIO}/questions`]: ({ body }: StubRequest) => ({
          body: { message: 'Otázka je uložená.', data: bankQuestion(body as never, { id: 77 }) },
        }),
        [`GET ${STUDIO}/questions/77/audit`]: { body: { entries: [], total: 0 } },
      },
    });
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Typ otázky' }), 'Doplňování');
    await view.user.type(screen.getByRole('textbox', { name: 'Zadání' }), 'Doplň.');
    await view.user.type(screen.getByRole('textbox', { name: 'Vysvětlení' }), 'Praha leží na Vltavě.');
    const text = screen.getByRole('textbox', { name: 'Text k doplnění' });
    await view.user.type(text, 'Praha leží na ');
    await view.user.click(screen.getByRole('button', { name: 'Vložit místo k doplnění' }));
    await waitFor(() => expect(text).toHaveValue('Praha leží na {{b1}}'));
    await view.user.type(text, ', má ');
    await view.user.click(screen.getByRole('button', { name: 'Vložit místo k doplnění' }));
    await waitFor(() => expect(text).toHaveValue('Praha leží na {{b1}}, má {{b2}}'));
    await view.user.type(text, ' mostů.');

    const b1 = screen.getByRole('group', { name: 'Místo „b1“' });
    await view.user.selectOptions(
      within(b1).getByRole('combobox', { name: 'Jak porovnat odpověď' }),
      'Kterákoli z více odpovědí',
    );
    await view.user.type(
      within(b1).getByRole('textbox', { name: 'Uznávané odpovědi' }),
      'Vltavě{Enter}Vltava',
    );
    await view.user.click(within(b1).getByRole('checkbox', { name: 'Rozlišovat velká a malá písmena' }));

    const b2 = screen.getByRole('group', { name: 'Místo „b2“' });
    await view.user.selectOptions(
      within(b2).getByRole('combobox', { name: 'Jak porovnat odpověď' }),
      'Číslo v rozmezí',
    );
    await view.user.type(within(b2).getByRole('textbox', { name: 'Od' }), '30');
    await view.user.type(within(b2).getByRole('textbox', { name: 'Do' }), '20');
    // the rule as the author types: a reversed range, on its blank
    expect(b2).toHaveTextContent('U místa „b2“ je začátek rozmezí (30) větší než jeho konec (20).');
    await view.user.clear(within(b2).getByRole('textbox', { name: 'Do' }));
    await view.user.type(within(b2).getByRole('textbox', { name: 'Do' }), '40');
    expect(b2).not.toHaveTextContent('větší než jeho konec');

    // the learner's view of it, checked with core's grading
    const preview = screen.getByRole('region', { name: 'Náhled pro studující' });
    await view.user.type(within(preview).getByRole('textbox', { name: 'Mezera 1' }), 'vltavě');
    await view.user.type(within(preview).getByRole('textbox', { name: 'Mezera 2' }), '35');
    await view.user.click(within(preview).getByRole('button', { name: 'Zkontrolovat' }));
    // matching case is asked for: „vltavě" is not „Vltavě"
    expect(within(preview).getByText('Špatně')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Vytvořit otázku' }));
    await waitFor(() => expect(view.path()).toBe('/studio/otazky/77'));
    const sent = view.stub.requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 'fill_in_blanks',
      text: 'Praha leží na {{b1}}, má {{b2}} mostů.',
      blanks: [
        { id: 'b1', comparison: 'any', answers: ['Vltavě', 'Vltava'], matchCase: true },
        { id: 'b2', comparison: 'range', min: 30, max: 40 },
      ],
    });
  });

  it('keeps a blank whose placeholder left the text, tells so, and removes it on request', async () => {
    const view = renderApp('/studio/otazky/nova', { prepare: signIn(spravce), routes: studioBasics() });
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Typ otázky' }), 'Doplňování');
    const text = screen.getByRole('textbox', { name: 'Text k doplnění' });
    await view.user.click(screen.getByRole('button', { name: 'Vložit místo k doplnění' }));
    await waitFor(() => expect(text).toHaveValue('{{b1}}'));
    await view.user.clear(text);
    await view.user.type(text, 'Bez míst');
    const b1 = screen.getByRole('group', { name: /Místo „b1“/ });
    expect(b1).toHaveTextContent('v textu chybí');
    expect(b1).toHaveTextContent('Místo „b1“ má správnou odpověď, ale v textu chybí.');
    await view.user.click(within(b1).getByRole('button', { name: 'Odebrat odpověď místa „b1“' }));
    expect(screen.queryByRole('group', { name: /Místo „b1“/ })).not.toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(/V textu není žádné místo k doplnění/);
  });
});
