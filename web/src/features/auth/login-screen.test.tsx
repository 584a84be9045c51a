import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeToken } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { jana, LP } from '../../test/fixtures';

const tokenReply = {
  body: {
    token: 'jwt-token',
    user_id: 7,
    user_login: 'jana',
    user_email: jana.email,
    user_display_name: jana.name,
  },
};
const capabilities = { body: { caps: { osp: true }, roles: { premium_osp: { name: 'OSP Premium' } } } };

async function fillAndSubmit(view: ReturnType<typeof renderApp>, username: string, password: string) {
  if (username) await view.user.type(screen.getByLabelText('Přihlašovací jméno nebo e-mail'), username);
  if (password) await view.user.type(screen.getByLabelText('Heslo'), password);
  await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
}

describe('login screen', () => {
  it('shows the username rule first, then the password rule, at the field they concern', async () => {
    const view = renderApp('/prihlaseni');
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    const username = screen.getByLabelText('Přihlašovací jméno nebo e-mail');
    expect(username).toHaveAccessibleDescription('Chyba: Chybí přihlašovací jméno.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.queryByText('Chybí heslo.')).not.toBeInTheDocument();

    await view.user.type(username, '  jana ');
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.queryByText('Chybí přihlašovací jméno.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription('Chyba: Chybí heslo.');
    expect(view.stub.requests).toHaveLength(0);
  });

  it('logs in: token, user by id, capabilities, then goes home after 300 ms', async () => {
    const view = renderApp('/prihlaseni', {
      routes: {
        [`POST ${LP}/token`]: tokenReply,
        [`GET ${LP}/users/7`]: { body: jana },
        [`GET ${LP}/users/user_capabilities`]: capabilities,
        'GET /wp-json/wp/v2/course_category': { body: [] },
      },
    });
    await fillAndSubmit(view, ' jana ', 'Heslo1234');
    expect(await screen.findByText('Přihlášení proběhlo úspěšně.')).toBeInTheDocument();
    const calls = view.stub.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(calls).toEqual([`POST ${LP}/token`, `GET ${LP}/users/7`, `GET ${LP}/users/user_capabilities`]);
    expect(view.stub.requests[0]?.body).toEqual({ username: 'jana', password: 'Heslo1234' });
    expect(view.stub.requests[1]?.headers.get('authorization')).toBe('Bearer jwt-token');
    const { user } = view.services.store.getState();
    expect(user).toMatchObject({ token: 'jwt-token', info: jana, caps: { osp: true } });
    expect(user.capabilitiesTStamp).toEqual(expect.any(Number));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Profil: Jana Nováková' })).toBeInTheDocument();
  });

  it('returns to the requested screen after login', async () => {
    const view = renderApp(
      '/prihlaseni?screen=courseDetails&courseId=12&message=Nejd%C5%99%C3%ADv%20se%20p%C5%99ihlas',
      {
        routes: {
          [`POST ${LP}/token`]: tokenReply,
          [`GET ${LP}/users/7`]: { body: jana },
          [`GET ${LP}/users/user_capabilities`]: capabilities,
        },
      },
    );
    expect(screen.getByText('Nejdřív se přihlas')).toBeInTheDocument();
    await fillAndSubmit(view, 'jana', 'Heslo1234');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/kurzy/12'));
  });

  it('shows the credential alert with a forgotten-password option', async () => {
    const view = renderApp('/prihlaseni', {
      routes: {
        [`POST ${LP}/token`]: {
          status: 403,
          body: {
            code: '[jwt_auth] incorrect_password',
            message: 'Zadané heslo není správné.',
            data: { status: 403 },
          },
        },
      },
    });
    await fillAndSubmit(view, 'jana', 'spatne');
    const dialog = await screen.findByRole('alertdialog', { name: 'Zadány neplatné údaje.' });
    expect(dialog).toHaveAccessibleDescription('Zadané heslo není správné.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapomenuté heslo?' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/zapomenute-udaje'));
    expect(view.services.store.getState().user.token).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrovat se' })).not.toBeInTheDocument();
  });

  it('offers registration too when the user does not exist (invalid_username)', async () => {
    const view = renderApp('/prihlaseni', {
      routes: {
        [`POST ${LP}/token`]: {
          status: 403,
          body: {
            code: '[jwt_auth] invalid_username',
            message: 'Uživatel neexistuje.',
            data: { status: 403 },
          },
        },
      },
    });
    await fillAndSubmit(view, 'nikdo', 'x');
    const dialog = await screen.findByRole('alertdialog', { name: 'Zadány neplatné údaje.' });
    expect(within(dialog).getByRole('button', { name: 'Zapomenuté heslo?' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Registrovat se' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/registrace'));
  });

  it('shows the server message on 429', async () => {
    const view = renderApp('/prihlaseni', {
      routes: {
        [`POST ${LP}/token`]: {
          status: 429,
          body: { code: 'too_many_attempts', message: 'Zkus to za 5 minut.', data: { status: 429 } },
        },
      },
    });
    await fillAndSubmit(view, 'jana', 'x');
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Zkus to za 5 minut.');
  });

  it('shows user-not-found with a register option on any other failure', async () => {
    const view = renderApp('/prihlaseni', {
      routes: {
        [`POST ${LP}/token`]: { status: 500, body: { code: 'boom', message: 'x', data: { status: 500 } } },
      },
    });
    await fillAndSubmit(view, 'jana', 'x');
    const dialog = await screen.findByRole('alertdialog', { name: 'Uživatel nenalezen' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Registrovat se' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/registrace'));
  });

  it('clears the state when the user of the token cannot be fetched', async () => {
    const view = renderApp('/prihlaseni', {
      routes: { [`POST ${LP}/token`]: tokenReply, [`GET ${LP}/users/7`]: { status: 404, body: {} } },
    });
    await fillAndSubmit(view, 'jana', 'Heslo1234');
    expect(await screen.findByRole('alertdialog', { name: 'Uživatel nenalezen' })).toBeInTheDocument();
    expect(view.services.store.getState().user.token).toBeNull();
  });

  it('offers no web login when no address is configured', () => {
    renderApp('/prihlaseni');
    expect(screen.queryByRole('link', { name: 'Přihlásit se přes web' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaregistruj se' })).toHaveAttribute('href', '/registrace');
    expect(screen.getByRole('link', { name: 'Zapomenuté heslo?' })).toHaveAttribute(
      'href',
      '/zapomenute-udaje',
    );
  });

  it('completes a third-party web login that returns with a token', async () => {
    const token = makeToken(7 * 86400);
    const view = renderApp(`/prihlaseni?status=success&token=${token}`, {
      routes: {
        [`GET ${LP}/users`]: { body: [jana] },
        [`GET ${LP}/users/user_capabilities`]: capabilities,
        'GET /wp-json/wp/v2/course_category': { body: [] },
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.stub.requests[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(view.services.store.getState().user).toMatchObject({ token, info: jana });
  });

  it.each(['status=failed', 'status=error', 'status=success'])(
    'reports a failed third-party web login (%s)',
    async (query) => {
      const view = renderApp(`/prihlaseni?${query}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Přihlášení přes web se nezdařilo. Zkus to prosím znovu.',
      );
      expect(view.router.state.location.search).toBe('');
      expect(view.stub.requests).toHaveLength(0);
      expect(view.services.store.getState().user.token).toBeNull();
    },
  );

  it('reports a failed web login when the user of the returned token cannot be loaded', async () => {
    const token = makeToken(7 * 86400);
    const view = renderApp(`/prihlaseni?status=success&token=${token}`, {
      routes: { [`GET ${LP}/users`]: { status: 401, body: { code: 'rest_not_logged_in' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Přihlášení přes web se nezdařilo. Zkus to prosím znovu.',
    );
    expect(view.services.store.getState().user.token).toBeNull();
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.search).toBe('');
  });

  describe('with a web-login address configured', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("offers the web login on the site, returning to this app's login page", () => {
      vi.stubEnv('VITE_WEB_LOGIN_URL', '/prihlaseni/web/');
      renderApp('/prihlaseni');
      const link = screen.getByRole('link', { name: 'Přihlásit se přes web' });
      const href = new URL(link.getAttribute('href')!);
      expect(href.origin + href.pathname).toBe('http://localhost:3000/prihlaseni/web/');
      expect(href.searchParams.get('redirect_to')).toBe(`${window.location.origin}/prihlaseni`);
      expect(link).not.toHaveAttribute('target');
    });

    it('comes back from the website to where the login was asked for (a question of the sample tasks)', async () => {
      vi.stubEnv('VITE_WEB_LOGIN_URL', '/prihlaseni/web/');
      const question = '/kurzy/33/lp_course_preview/33/2';
      const before = renderApp('/prihlaseni', { state: { screen: question } });
      const link = screen.getByRole('link', { name: 'Přihlásit se přes web' });
      link.addEventListener('click', (event) => event.preventDefault());
      await before.user.click(link);
      before.unmount();

      const token = makeToken(7 * 86400);
      const view = renderApp(`/prihlaseni?status=success&token=${token}`, {
        routes: {
          [`GET ${LP}/users`]: { body: [jana] },
          [`GET ${LP}/users/user_capabilities`]: capabilities,
        },
      });
      await waitFor(() => expect(view.router.state.location.pathname).toBe(question));
      expect(sessionStorage.getItem('studovna:web-login-target')).toBeNull();
    });

    it('keeps the parameters of an absolute address', () => {
      vi.stubEnv('VITE_WEB_LOGIN_URL', 'https://login.example.com/start?lang=cs');
      renderApp('/prihlaseni');
      const href = new URL(screen.getByRole('link', { name: 'Přihlásit se přes web' }).getAttribute('href')!);
      expect(Object.fromEntries(href.searchParams)).toEqual({
        lang: 'cs',
        redirect_to: `${window.location.origin}/prihlaseni`,
      });
    });
  });
});
