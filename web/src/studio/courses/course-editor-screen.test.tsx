import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  dvorakova,
  invalid,
  signIn,
  spravce,
  STUDIO,
  studioBasics,
  studioCourse,
} from '../test/studio-fixtures';

const COURSE = `${STUDIO}/courses/5`;

describe('the course editor', () => {
  it('shows every field of the course, labelled', async () => {
    renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: { ...studioBasics(), [`GET ${COURSE}`]: { body: studioCourse({ sale_price: 490 }) } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analogie pro pokročilé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název' })).toHaveValue('Analogie pro pokročilé');
    expect(screen.getByRole('textbox', { name: 'Adresa kurzu' })).toHaveValue('kurz-5');
    expect(screen.getByRole('textbox', { name: 'Krátký popis' })).toHaveValue(
      'Slovní analogie krok za krokem.',
    );
    // the overview in the rich-text editor, beside the learner's rendering of it
    expect(await screen.findByRole('textbox', { name: 'Přehled kurzu' })).toHaveTextContent('Přehled');
    expect(screen.getByRole('region', { name: 'Náhled pro studenta' })).toHaveTextContent('Přehled');
    expect(screen.getByRole('radio', { name: 'Zveřejněný' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'OSP' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ZSV' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kurz je zdarma' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cena (Kč)' })).toHaveValue('990');
    expect(screen.getByRole('textbox', { name: 'Cena ve slevě (Kč)' })).toHaveValue('490');
    expect(screen.getByRole('textbox', { name: 'Délka' })).toHaveValue('6 týdnů');
    expect(screen.getByRole('textbox', { name: 'Splněno od (%)' })).toHaveValue('80');
    expect(screen.getByRole('textbox', { name: 'Počet opakování kurzu' })).toHaveValue('2');
    // administrators may hand the course to another author
    expect(await screen.findByRole('option', { name: 'Eva Správcová' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Autor kurzu' })).toHaveValue('2');
    expect(screen.getByRole('link', { name: /Zobrazit jako student/ })).toHaveAttribute('href', '/kurzy/5');
  });

  it('checks the form in the browser first: nothing is sent, focus goes to the first wrong field', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: { ...studioBasics(), [`GET ${COURSE}`]: { body: studioCourse() } },
    });
    const title = await screen.findByRole('textbox', { name: 'Název' });
    await view.user.clear(title);
    await view.user.click(screen.getByRole('checkbox', { name: 'Kurz je ve slevě' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Cena ve slevě (Kč)' }), '1200');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Chyba: Tohle pole je potřeba vyplnit.');
    expect(screen.getByRole('textbox', { name: 'Cena ve slevě (Kč)' })).toHaveAccessibleDescription(
      expect.stringContaining('Cena ve slevě musí být nižší než běžná cena.'),
    );
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('saves every field, and shows the server’s refusal on each field with focus on the first', async () => {
    let answer = invalid({
      slug: 'Tuto adresu už používá jiný kurz nebo kategorie. Zvol jinou.',
      sale_price: 'Cena ve slevě musí být nižší než běžná cena.',
    }) as unknown;
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${COURSE}`]: { body: studioCourse() },
        [`POST ${COURSE}`]: () => answer as never,
      },
    });
    const status = await screen.findByRole('radio', { name: 'Naplánovaný' });
    await view.user.click(status);
    const when = screen.getByLabelText('Zveřejnit');
    fireEvent.change(when, { target: { value: '2030-05-01T09:30' } });
    await view.user.click(await screen.findByRole('checkbox', { name: 'ZSV' }));
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));

    const slug = screen.getByRole('textbox', { name: 'Adresa kurzu' });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Tuto adresu už používá jiný kurz'));
    expect(
      screen.getByText('Některá pole nejsou vyplněná správně. Oprav je prosím a ulož znovu.'),
    ).toBeInTheDocument();
    const post = view.stub.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Analogie pro pokročilé',
      slug: 'kurz-5',
      excerpt: 'Slovní analogie krok za krokem.',
      content: '<p>Přehled</p>',
      category_ids: [10, 11],
      price: 990,
      sale_price: null,
      duration: '6 týdnů',
      passing_condition: 80,
      retake_count: 2,
      status: 'future',
      published_at: new Date('2030-05-01T09:30').toISOString(),
      author_id: 2,
    });

    answer = { body: { message: 'Uloženo.', data: studioCourse({ slug: 'analogie', status: 'future' }) } };
    await view.user.clear(slug);
    await view.user.type(slug, 'analogie');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Uloženo.')).toBeInTheDocument();
    expect(slug).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Vše je uložené.')).toBeInTheDocument();
  });

  it('asks before leaving edits by a studio link', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: { ...studioBasics(), [`GET ${COURSE}`]: { body: studioCourse() } },
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Délka' }), ' a víc');
    await view.user.click(screen.getByRole('link', { name: 'Kategorie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahodit neuložené změny?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Zůstat a uložit' }));
    expect(view.path()).toBe('/studio/kurzy/5');
    await view.user.click(screen.getByRole('link', { name: 'Kategorie' }));
    await view.user.click(await screen.findByRole('button', { name: 'Zahodit změny' }));
    await waitFor(() => expect(view.path()).toBe('/studio/kategorie'));
  });

  it('opens another author’s course read-only, saying why', async () => {
    renderApp('/studio/kurzy/5', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`GET ${COURSE}`]: {
          body: studioCourse({ may_edit: false, author: { id: 3, name: 'Petr Lektor' } }),
        },
      },
    });
    expect(
      await screen.findByText('Tento kurz patří jinému autorovi. Můžeš si ho jen prohlédnout.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Koncept' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /obrázek/ })).not.toBeInTheDocument();
    // instructors do not hand courses over
    expect(screen.queryByRole('combobox', { name: 'Autor kurzu' })).not.toBeInTheDocument();
  });

  it('says a draft is hidden from learners and explains the guest view honestly', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: { ...studioBasics(), [`GET ${COURSE}`]: { body: studioCourse({ status: 'draft' }) } },
    });
    expect(
      await screen.findByText(/Kurz je koncept: studenti ani hosté ho v aplikaci nevidí/),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Zobrazit jako host' }));
    expect(screen.getByText(/anonymním \(soukromém\) okně/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresa kurzu v aplikaci' })).toHaveValue(
      'http://localhost:3000/kurzy/5',
    );
  });

  it('shows the course’s history of changes', async () => {
    const view = renderApp('/studio/kurzy/5/historie', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${COURSE}`]: { body: studioCourse() },
        [`GET ${COURSE}/audit`]: {
          body: {
            entries: [
              {
                id: 1,
                at: '2026-11-20T10:15:00Z',
                who: { id: 1, name: 'Eva Správcová' },
                entity: 'course',
                entity_id: 5,
                action: 'update',
                changes: { price: { from: 1290, to: 990 } },
              },
            ],
            total: 1,
          },
        },
      },
    });
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('Eva Správcová');
    expect(entry).toHaveTextContent('upravil(a)');
    const row = within(entry).getByRole('row', { name: /Cena \(Kč\)/ });
    expect(row).toHaveTextContent('1290');
    expect(row).toHaveTextContent('990');
    expect(screen.getByRole('link', { name: 'Historie změn' })).toHaveAttribute('aria-current', 'page');
    expect(view.stub.requests.some((r) => r.url.pathname === `${COURSE}/audit`)).toBe(true);
  });
});
