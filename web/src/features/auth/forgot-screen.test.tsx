import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { LP } from '../../test/fixtures';

const submit = (view: ReturnType<typeof renderApp>) =>
  view.user.click(screen.getByRole('button', { name: 'Obnovit heslo' }));

const SENT =
  'Pokud u nás účet s touto adresou existuje, poslali jsme na ni odkaz pro nastavení nového hesla. Odkaz platí 1 hodinu.';

const sentRoute = {
  [`POST ${LP}/users/reset-password`]: { body: { code: 'success', message: SENT } },
};

describe('forgot screen', () => {
  it('asks for a valid e-mail before calling the server', async () => {
    const view = renderApp('/zapomenute-udaje');
    expect(screen.getByRole('heading', { level: 1, name: 'Zapomenuté údaje' })).toBeInTheDocument();
    await submit(view);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Chyba: Prosím, zadej platnou emailovou adresu.');
    expect(email).toHaveFocus();
    await view.user.type(email, 'jana@example');
    await submit(view);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(view.stub.requests).toHaveLength(0);
  });

  it('sends {user_login: email}, then shows the server message and the way back to login', async () => {
    const view = renderApp('/zapomenute-udaje', { routes: sentRoute });
    await view.user.type(screen.getByLabelText('E-mail'), ' jana@example.cz ');
    await submit(view);
    const status = (await screen.findByText(SENT)).closest('[role="status"]');
    expect(status).toHaveTextContent('Zkontroluj svůj e-mail');
    await waitFor(() => expect(status?.parentElement).toHaveFocus());
    expect(view.stub.requests).toHaveLength(1);
    expect(view.stub.requests[0]?.body).toEqual({ user_login: 'jana@example.cz' });
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Zpět na přihlášení' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
  });

  it('brings the form back, focused, to send the link to another e-mail', async () => {
    const view = renderApp('/zapomenute-udaje', { routes: sentRoute });
    await view.user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await submit(view);
    await view.user.click(await screen.findByRole('button', { name: 'Zadat jiný e-mail' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('jana@example.cz');
    await expect.poll(() => document.activeElement).toBe(email);
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('shows "Obnovení hesla selhalo." with the server message', async () => {
    const view = renderApp('/zapomenute-udaje', {
      routes: {
        [`POST ${LP}/users/reset-password`]: {
          status: 429,
          body: {
            code: 'too_many_attempts',
            message:
              'Odkaz pro obnovení hesla jsme na tuto adresu poslali už několikrát. Zkus to prosím za 15 minut.',
            data: { status: 429 },
          },
        },
      },
    });
    await view.user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await submit(view);
    expect(
      await screen.findByRole('alertdialog', { name: 'Obnovení hesla selhalo.' }),
    ).toHaveAccessibleDescription(
      'Odkaz pro obnovení hesla jsme na tuto adresu poslali už několikrát. Zkus to prosím za 15 minut.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
    expect(screen.queryByText('Zkontroluj svůj e-mail')).not.toBeInTheDocument();
  });

  it.each([
    ['an answer without a message', { status: 500, raw: 'oops' }],
    ['no connection', 'network-error' as const],
  ])('falls back to the unknown error naming the support mail on %s', async (_, reply) => {
    const view = renderApp('/zapomenute-udaje', {
      routes: { [`POST ${LP}/users/reset-password`]: reply },
    });
    await view.user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await submit(view);
    expect(
      await screen.findByRole('alertdialog', { name: 'Obnovení hesla selhalo.' }),
    ).toHaveAccessibleDescription(
      'Nastala neznámá chyba. Pokud potíže přetrvávají, napiš nám na podpora@studovna.cz.',
    );
  });

  it('has a back button that leaves the form', async () => {
    const view = renderApp('/zapomenute-udaje');
    await view.user.click(screen.getAllByRole('button', { name: 'Zpět' }).at(-1)!);
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
  });
});
