import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jana, LP } from '../../test/fixtures';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = (view: ReturnType<typeof renderApp>) =>
  view.user.click(screen.getByRole('button', { name: 'Vytvořit účet' }));
const shownError = () =>
  screen.queryAllByText((_, element) => element?.tagName === 'P' && !!element.id.endsWith('-error'));

function expectError(label: string, message: string) {
  const input = label === 'terms' ? screen.getByRole('checkbox') : field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('register screen', () => {
  it('shows every SPEC §5 message after one submit, each at its field, in order, and focuses the first', async () => {
    const view = renderApp('/registrace');
    expect(screen.getByRole('heading', { level: 1, name: 'Registrace' })).toBeInTheDocument();
    await submit(view);
    const expected: [string, string][] = [
      ['Uživatelské jméno', 'Musíš zadat uživatelské jméno.'],
      ['E-mail', 'E-mail je vyžadován.'],
      ['Heslo', 'Heslo je vyžadováno.'],
      ['Potvrzení hesla', 'Je vyžadováno potvrzení hesla.'],
      ['terms', 'Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.'],
    ];
    for (const [label, message] of expected) expectError(label, message);
    expect(shownError().map((element) => element.textContent)).toEqual(
      expected.map(([, message]) => `Chyba: ${message}`),
    );
    expect(field('Uživatelské jméno')).toHaveFocus();
    expect(screen.getByText('Formulář obsahuje 5 chyb. Oprav je prosím.')).toHaveAttribute('role', 'status');

    // each message goes away as its field is corrected; the format checks take the required ones' place
    await view.user.type(field('Uživatelské jméno'), 'Klára');
    await view.user.type(field('E-mail'), 'klara@');
    await view.user.type(field('Heslo'), 'Heslo1234');
    await view.user.type(field('Potvrzení hesla'), 'Heslo9999');
    await submit(view);
    expectError(
      'Uživatelské jméno',
      'Uživatelské jméno může mít 3 až 60 znaků a obsahovat jen písmena bez diakritiky, číslice a znaky . _ -',
    );
    expectError('E-mail', 'E-mail je neplatný.');
    expect(field('Heslo')).not.toHaveAttribute('aria-invalid');
    expectError('Potvrzení hesla', 'Nesprávné potvrzovací heslo!');
    expectError('terms', 'Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.');
    expect(shownError()).toHaveLength(4);
    expect(field('Uživatelské jméno')).toHaveFocus();
    expect(screen.getByText('Formulář obsahuje 4 chyby. Oprav je prosím.')).toHaveAttribute('role', 'status');

    await view.user.clear(field('Uživatelské jméno'));
    await view.user.type(field('Uživatelské jméno'), 'klara');
    await view.user.type(field('E-mail'), 'example.cz');
    await view.user.clear(field('Potvrzení hesla'));
    await view.user.type(field('Potvrzení hesla'), 'Heslo1234');
    expect(shownError()).toHaveLength(1);
    await view.user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('checkbox')).not.toHaveAttribute('aria-invalid');
    expect(view.stub.requests).toHaveLength(0);
  });

  it('says which characters a username may have before it is typed', () => {
    renderApp('/registrace');
    expect(field('Uživatelské jméno')).toHaveAccessibleDescription(
      '3 až 60 znaků: písmena bez diakritiky, číslice a znaky . _ -',
    );
    expect(screen.queryByText(/Formulář obsahuje/)).not.toBeInTheDocument();
  });

  it('links the terms and the privacy policy of the site, shown in the web view', () => {
    renderApp('/registrace');
    const terms = screen.getByRole('link', { name: 'obchodními podmínkami' });
    expect(terms).toHaveAttribute('href', '/w/http%3A%2F%2Flocalhost%3A3000%2Fobchodni-podminky%2F');
    expect(terms).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'zásadami ochrany osobních údajů' })).toHaveAttribute(
      'href',
      '/w/http%3A%2F%2Flocalhost%3A3000%2Fzasady-ochrany%2F',
    );
  });

  it('keeps the name, e-mail and consent (never the passwords) while the terms are read', async () => {
    const first = renderApp('/registrace');
    await first.user.type(field('Uživatelské jméno'), 'jana.novak');
    await first.user.type(field('E-mail'), 'jana@example.cz');
    await first.user.type(field('Heslo'), 'Heslo1234');
    await first.user.click(screen.getByRole('checkbox'));
    await first.user.click(screen.getByRole('link', { name: 'obchodními podmínkami' }));
    await waitFor(() => expect(first.router.state.location.pathname).toMatch(/^\/w\//));
    await act(() => first.router.navigate(-1));

    expect(field('Uživatelské jméno')).toHaveValue('jana.novak');
    expect(field('E-mail')).toHaveValue('jana@example.cz');
    expect(field('Heslo')).toHaveValue('');
    expect(screen.getByRole('checkbox')).toBeChecked();
    // the draft lives in the store's form slice, which is never written to storage
    expect(JSON.stringify(first.services.store.getState().form)).not.toContain('Heslo1234');
    expect(localStorage.getItem('localhost')).not.toContain('jana.novak');
  });

  async function fillValid(view: ReturnType<typeof renderApp>) {
    await view.user.type(field('Uživatelské jméno'), 'jana');
    await view.user.type(field('E-mail'), 'jana@example.cz');
    await view.user.type(field('Heslo'), 'Heslo1234');
    await view.user.type(field('Potvrzení hesla'), 'Heslo1234');
    await view.user.click(screen.getByRole('checkbox'));
    await submit(view);
  }

  it('registers, then logs in with the same credentials and goes home', async () => {
    const token = {
      token: 'jwt',
      user_id: 7,
      user_login: 'jana',
      user_email: jana.email,
      user_display_name: jana.name,
    };
    const view = renderApp('/registrace', {
      routes: {
        [`POST ${LP}/token/register`]: { status: 201, body: { ...token, message: 'Vítej' } },
        [`POST ${LP}/token`]: { body: token },
        [`GET ${LP}/users/7`]: { body: jana },
        [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
        'GET /wp-json/wp/v2/course_category': { body: [] },
      },
    });
    await fillValid(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.services.store.getState().form.register).toEqual({
      username: '',
      email: '',
      termsAccepted: false,
    });
    expect(view.stub.requests[0]?.body).toEqual({
      username: 'jana',
      email: 'jana@example.cz',
      password: 'Heslo1234',
      confirm_password: 'Heslo1234',
    });
    expect(view.stub.requests[1]?.body).toEqual({ username: 'jana', password: 'Heslo1234' });
    expect(view.services.store.getState().user.info).toEqual(jana);
  });

  it('sent from a login on its way back to a question, returns there once the account exists', async () => {
    const token = {
      token: 'jwt',
      user_id: 7,
      user_login: 'jana',
      user_email: jana.email,
      user_display_name: jana.name,
    };
    const question = '/kurzy/33/lp_course_preview/33/2';
    const view = renderApp('/prihlaseni', {
      state: { message: 'Akce vyžaduje přihlášení', screen: question },
      routes: {
        [`POST ${LP}/token/register`]: { status: 201, body: { ...token, message: 'Vítej' } },
        [`POST ${LP}/token`]: { body: token },
        [`GET ${LP}/users/7`]: { body: jana },
        [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
      },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Zaregistruj se' }));
    expect(view.router.state.location.pathname).toBe('/registrace');
    await fillValid(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(question));
  });

  it('shows "Registrace se nezdařila." with the server message', async () => {
    const view = renderApp('/registrace', {
      routes: {
        [`POST ${LP}/token/register`]: {
          status: 400,
          body: {
            code: 'existing_user_login',
            message: 'Toto uživatelské jméno už někdo používá.',
            data: { status: 400 },
          },
        },
      },
    });
    await fillValid(view);
    const dialog = await screen.findByRole('alertdialog', { name: 'Registrace se nezdařila.' });
    expect(dialog).toHaveAccessibleDescription('Toto uživatelské jméno už někdo používá.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the support mail when the failure carries no message', async () => {
    const view = renderApp('/registrace', { routes: { [`POST ${LP}/token/register`]: 'network-error' } });
    await fillValid(view);
    expect(
      await screen.findByRole('alertdialog', { name: 'Registrace se nezdařila.' }),
    ).toHaveAccessibleDescription(expect.stringContaining('podpora@studovna.cz'));
  });
});
