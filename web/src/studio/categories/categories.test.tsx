import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  CATEGORIES,
  dvorakova,
  invalid,
  signIn,
  spravce,
  STUDIO,
  studioBasics,
  studioCategory,
} from '../test/studio-fixtures';

const announced = () =>
  [...document.querySelectorAll('[role="status"][aria-atomic="true"]')]
    .map((region) => region.textContent)
    .join(' ');

describe('the studio’s categories', () => {
  it('lists them in order and lets an administrator reorder them by keyboard and save the order', async () => {
    const view = renderApp('/studio/kategorie', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`POST ${STUDIO}/categories/order`]: {
          body: { message: 'Uloženo.', data: { categories: [CATEGORIES[1], CATEGORIES[0], CATEGORIES[2]] } },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Kategorie' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['OSP', 'ZSV', 'TSP']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 zveřejněné kurzy · 1 nezveřejněný');
    const handle = screen.getByRole('button', { name: 'Přesunout: ZSV' });
    handle.focus();
    await view.user.keyboard(' {ArrowUp} ');
    expect(announced()).toContain('ZSV položeno na pozici 1 z 3.');
    expect(handle).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Uložit pořadí' }));
    expect(await screen.findByText('Uloženo.')).toBeInTheDocument();
    expect(view.stub.requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: [11, 10, 12] });
  });

  it('shows an instructor the list only, saying who changes it', async () => {
    renderApp('/studio/kategorie', { prepare: signIn(dvorakova), routes: studioBasics('instructor') });
    expect(await screen.findByText('Kategorie a studijní plány mění jen tým Studovny.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Přesunout/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nová kategorie' })).not.toBeInTheDocument();
  });

  it('creates a category with a slug made from its name, and shows the server’s refusal on its field', async () => {
    let answer: unknown = invalid({ slug: 'Tuto adresu už používá jiný kurz nebo kategorie. Zvol jinou.' });
    const created = studioCategory(13, 'Čeština a literatura', { slug: 'cestina-a-literatura' });
    const view = renderApp('/studio/kategorie/nova', {
      prepare: signIn(spravce),
      routes: { ...studioBasics(), [`POST ${STUDIO}/categories`]: () => answer as never },
    });
    const name = await screen.findByRole('textbox', { name: 'Název' });
    await view.user.type(name, 'Čeština a literatura');
    const slug = screen.getByRole('textbox', { name: 'Adresa kategorie' });
    expect(slug).toHaveValue('cestina-a-literatura');
    await view.user.type(screen.getByRole('textbox', { name: 'Kódy studijních plánů' }), 'osp, cj');
    await view.user.click(screen.getByRole('button', { name: 'Vytvořit kategorii' }));
    const plans = screen.getByRole('textbox', { name: 'Kódy studijních plánů' });
    await waitFor(() => expect(plans).toHaveFocus());
    expect(plans).toHaveAccessibleDescription(
      expect.stringContaining('Kategorie může vyžadovat jen studijní plán, který se prodává'),
    );
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await view.user.clear(plans);
    await view.user.type(plans, 'osp');
    await view.user.click(screen.getByRole('button', { name: 'Vytvořit kategorii' }));
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Tuto adresu už používá'));
    expect(view.stub.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Čeština a literatura',
      slug: 'cestina-a-literatura',
      description: '',
      subscription: ['osp'],
    });

    answer = { body: { message: 'Vytvořeno.', data: created } };
    await view.user.clear(slug);
    await view.user.type(slug, 'cestina');
    await view.user.click(screen.getByRole('button', { name: 'Vytvořit kategorii' }));
    await waitFor(() => expect(view.path()).toBe('/studio/kategorie/13'));
    expect(await screen.findByText('Vytvořeno.')).toBeInTheDocument();
  });

  it('deletes a category after asking, and shows the server’s refusal of one with courses', async () => {
    const message = 'Kategorie má kurzy (4). Nejdřív je přesuň do jiné kategorie.';
    const view = renderApp('/studio/kategorie/10', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`DELETE ${STUDIO}/categories/10`]: {
          status: 409,
          body: { code: 'studio_category_in_use', message, data: { status: 409 } },
        },
      },
    });
    expect(await screen.findByText(/Kategorie má 4 kurzy/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Smazat kategorii OSP?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.path()).toBe('/studio/kategorie/10');
  });
});
