import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import type { StubRequest } from '../../test/fetch-stub';
import { asJana, CHANGE_PASSWORD_PATH, DELETE_PATH, SETTINGS_PATH } from './settings-test-setup';

const wrongPassword = {
  status: 400,
  body: {
    code: 'settings.wrongPassword',
    message: 'Zadané stávající heslo není správné.',
    data: { status: 400 },
  },
};

describe('settings: password tab', () => {
  it.each([
    ['', '', '', 'Stávající heslo', 'Prosím zadej své stávající, a také nové heslo.'],
    ['Studovna2026', '', '', 'Nové heslo', 'Prosím zadej své stávající, a také nové heslo.'],
    ['Studovna2026', 'NoveHeslo2026', 'NoveHeslo2025', 'Nové heslo znovu', 'Zadané nové heslo se neshoduje.'],
  ])('current %j, new %j, repeated %j: %s says %s', async (current, next, repeat, field, message) => {
    const { user, stub } = renderApp(`${SETTINGS_PATH}?karta=heslo`, { prepare: asJana() });
    if (current) await user.type(screen.getByLabelText('Stávající heslo'), current);
    if (next) await user.type(screen.getByLabelText('Nové heslo'), next);
    if (repeat) await user.type(screen.getByLabelText('Nové heslo znovu'), repeat);
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(stub.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for the password managers’ fields by their purpose', () => {
    renderApp(`${SETTINGS_PATH}?karta=heslo`, { prepare: asJana() });
    expect(screen.getByLabelText('Stávající heslo')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Nové heslo')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Nové heslo znovu')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('changes the password, logs out and opens the login with the message', async () => {
    let sent: StubRequest | undefined;
    const { user, router, services } = renderApp(`${SETTINGS_PATH}?karta=heslo`, {
      prepare: asJana(),
      routes: {
        [`POST ${CHANGE_PASSWORD_PATH}`]: (request) => {
          sent = request;
          return {
            body: {
              status: 'success',
              message: 'Heslo je změněné. Přihlas se prosím znovu novým heslem.',
              data: null,
            },
          };
        },
      },
    });
    await user.type(screen.getByLabelText('Stávající heslo'), 'Studovna2026');
    await user.type(screen.getByLabelText('Nové heslo'), 'NoveHeslo2026');
    await user.type(screen.getByLabelText('Nové heslo znovu'), 'NoveHeslo2026');
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prihlaseni');
    expect(screen.getByText('Heslo je změněné. Přihlas se prosím znovu novým heslem.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ old_password: 'Studovna2026', new_password: 'NoveHeslo2026' });
    expect(services.store.getState().user.token).toBeNull();
    expect(services.store.getState().user.info).toBeNull();
  });

  it('shows a wrong current password at the form and stays logged in', async () => {
    const { user, services } = renderApp(`${SETTINGS_PATH}?karta=heslo`, {
      prepare: asJana(),
      routes: { [`POST ${CHANGE_PASSWORD_PATH}`]: wrongPassword },
    });
    await user.type(screen.getByLabelText('Stávající heslo'), 'Spatne2026');
    await user.type(screen.getByLabelText('Nové heslo'), 'NoveHeslo2026');
    await user.type(screen.getByLabelText('Nové heslo znovu'), 'NoveHeslo2026');
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zadané stávající heslo není správné.');
    expect(screen.getByRole('tabpanel', { name: 'Heslo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nové heslo')).toHaveValue('NoveHeslo2026');
    expect(services.store.getState().user.token).not.toBeNull();
  });
});

describe('settings: delete account tab', () => {
  it('says what is deleted and needs the password', async () => {
    const { user, stub } = renderApp(`${SETTINGS_PATH}?karta=smazat`, { prepare: asJana() });
    const panel = screen.getByRole('tabpanel', { name: 'Smazat účet' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'postup v kurzech a přehled zapsaných kurzů,',
      'výsledky kvízů a odevzdané úkoly,',
      'označené úlohy na nástěnce a procvičování,',
      'svoje komentáře (i s odpověďmi pod nimi) a hodnocení kurzů,',
      'studijní plány, i ty, které ještě platí.',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Smazat účet' }));
    expect(screen.getByLabelText('Tvoje heslo')).toHaveAccessibleDescription(
      expect.stringContaining('Pro smazání účtu zadej své heslo.'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stub.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for confirmation; Cancel deletes nothing', async () => {
    const { user, stub } = renderApp(`${SETTINGS_PATH}?karta=smazat`, { prepare: asJana() });
    await user.type(screen.getByLabelText('Tvoje heslo'), 'Studovna2026');
    await user.click(screen.getByRole('button', { name: 'Smazat účet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Opravdu chceš smazat účet?' });
    expect(dialog).toHaveTextContent('Tento krok nejde vrátit zpět.');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stub.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('deletes after confirmation, logs out, goes home and tells the server message', async () => {
    let sent: StubRequest | undefined;
    const { user, router, services } = renderApp(`${SETTINGS_PATH}?karta=smazat`, {
      prepare: asJana(),
      routes: {
        [`POST ${DELETE_PATH}`]: (request) => {
          sent = request;
          return {
            body: {
              status: 'success',
              message: 'Účet i všechna tvoje data jsou smazané. Mrzí nás, že odcházíš.',
              data: null,
            },
          };
        },
      },
    });
    await user.type(screen.getByLabelText('Tvoje heslo'), 'Studovna2026');
    await user.click(screen.getByRole('button', { name: 'Smazat účet' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Smazat natrvalo' }),
    );
    expect(
      await screen.findByText('Účet i všechna tvoje data jsou smazané. Mrzí nás, že odcházíš.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent?.body).toEqual({ id: 7, password: 'Studovna2026' });
    expect(services.store.getState().user.token).toBeNull();
    expect(services.store.getState().user.info).toBeNull();
  });

  it('shows a wrong password at the form and keeps the account', async () => {
    const { user, router, services } = renderApp(`${SETTINGS_PATH}?karta=smazat`, {
      prepare: asJana(),
      routes: { [`POST ${DELETE_PATH}`]: wrongPassword },
    });
    await user.type(screen.getByLabelText('Tvoje heslo'), 'Spatne2026');
    await user.click(screen.getByRole('button', { name: 'Smazat účet' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Smazat natrvalo' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Zadané stávající heslo není správné.');
    expect(router.state.location.pathname).toBe(SETTINGS_PATH);
    expect(screen.getByLabelText('Tvoje heslo')).toHaveFocus();
    expect(services.store.getState().user.token).not.toBeNull();
  });

  it('tells an instructor at the form why the account stays, not on the denied screen', async () => {
    const message = 'Účet lektora se tu smazat nedá.';
    const { user, router } = renderApp(`${SETTINGS_PATH}?karta=smazat`, {
      prepare: asJana(),
      routes: {
        [`POST ${DELETE_PATH}`]: {
          status: 403,
          body: { code: 'settings.instructorCannotDelete', message, data: { status: 403 } },
        },
      },
    });
    await user.type(screen.getByLabelText('Tvoje heslo'), 'Studovna2026');
    await user.click(screen.getByRole('button', { name: 'Smazat účet' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Smazat natrvalo' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(SETTINGS_PATH);
  });
});
