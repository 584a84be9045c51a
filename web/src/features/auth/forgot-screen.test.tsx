import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { LP } from '../../test/fixtures';

const submit = (view: ReturnType<typeof renderApp>) =>
  view.user.click(screen.getByRole('button', { name: 'Obnovit heslo' }));

describe('forgot screen', () => {
  it('asks for a valid e-mail before calling the server', async () => {
    const view = renderApp('/zapomenute-udaje');
    expect(screen.getByRole('heading', { level: 1, name: 'Zapomenuté údaje' })).toBeInTheDocument();
    await submit(view);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Chyba: Prosím, zadej platnou emailovou adresu.');
    await view.user.type(email, 'jana@example');
    await submit(view);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(view.stub.requests).toHaveLength(0);
  });

  it('sends {user_login: email} and shows the server message', async () => {
    const view = renderApp('/zapomenute-udaje', {
      routes: {
        [`POST ${LP}/users/reset-password`]: {
          body: { code: 'success', message: 'Odkaz jsme poslali na e-mail.' },
        },
      },
    });
    await view.user.type(screen.getByLabelText('E-mail'), ' jana@example.cz ');
    await submit(view);
    expect(await screen.findByText('Odkaz jsme poslali na e-mail.')).toBeInTheDocument();
    expect(view.stub.requests[0]?.body).toEqual({ user_login: 'jana@example.cz' });
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Obnovení hesla selhalo." with the server message, or the support mail', async () => {
    const view = renderApp('/zapomenute-udaje', {
      routes: {
        [`POST ${LP}/users/reset-password`]: {
          status: 404,
          body: {
            code: 'invalid_email',
            message: 'Účet s tímto e-mailem neexistuje.',
            data: { status: 404 },
          },
        },
      },
    });
    await view.user.type(screen.getByLabelText('E-mail'), 'nikdo@example.cz');
    await submit(view);
    expect(
      await screen.findByRole('alertdialog', { name: 'Obnovení hesla selhalo.' }),
    ).toHaveAccessibleDescription('Účet s tímto e-mailem neexistuje.');
  });

  it('falls back to the unknown error naming the support mail', async () => {
    const view = renderApp('/zapomenute-udaje', {
      routes: { [`POST ${LP}/users/reset-password`]: { status: 500, raw: 'oops' } },
    });
    await view.user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await submit(view);
    expect(
      await screen.findByRole('alertdialog', { name: 'Obnovení hesla selhalo.' }),
    ).toHaveAccessibleDescription(expect.stringContaining('podpora@studovna.cz'));
  });

  it('has a back button that leaves the form', async () => {
    const view = renderApp('/zapomenute-udaje');
    await view.user.click(screen.getAllByRole('button', { name: 'Zpět' }).at(-1)!);
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
  });
});
