import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, studioBasics } from '../test/studio-fixtures';

const items = () =>
  screen.getAllByRole('textbox', { name: /^Text položky/ }).map((input) => (input as HTMLInputElement).value);

describe('the sorting items editor', () => {
  it('keeps the items in their right order, moved by the keyboard with every move read out', async () => {
    const view = renderApp('/studio/otazky/nova', { prepare: signIn(spravce), routes: studioBasics() });
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Typ otázky' }), 'Seřazení');
    await view.user.type(screen.getByRole('textbox', { name: 'Text položky 1' }), 'tři');
    await view.user.type(screen.getByRole('textbox', { name: 'Text položky 2' }), 'jedna');
    await view.user.click(screen.getByRole('button', { name: 'Přidat položku' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Text položky 3' }), 'dva');

    // Space on the handle picks „jedna" up, ↑ moves it, Space puts it down
    screen.getByRole('button', { name: 'Přesunout: jedna' }).focus();
    await view.user.keyboard(' ');
    await view.user.keyboard('{ArrowUp}');
    await view.user.keyboard(' ');
    expect(items()).toEqual(['jedna', 'tři', 'dva']);
    expect(screen.getByText('jedna položeno na pozici 1 z 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přesunout: jedna' })).toHaveFocus();

    // the arrow buttons, and Escape puts a held item back
    await view.user.click(screen.getByRole('button', { name: 'Posunout výš: dva' }));
    expect(items()).toEqual(['jedna', 'dva', 'tři']);
    screen.getByRole('button', { name: 'Přesunout: tři' }).focus();
    await view.user.keyboard(' ');
    await view.user.keyboard('{ArrowUp}');
    expect(items()).toEqual(['jedna', 'tři', 'dva']);
    await view.user.keyboard('{Escape}');
    expect(items()).toEqual(['jedna', 'dva', 'tři']);

    // the learner gets them shuffled; the right order is the author's
    const preview = screen.getByRole('region', { name: 'Náhled pro studující' });
    await view.user.type(screen.getByRole('textbox', { name: 'Zadání' }), 'Seřaď od nejmenšího.');
    const shown = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toHaveLength(3);
    expect(shown.join(' ')).not.toMatch(/jedna.*dva.*tři/);
  });
});
