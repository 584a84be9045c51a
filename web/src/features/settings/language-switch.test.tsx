import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { asJana, SETTINGS_PATH, USER_PATH } from './settings-test-setup';

describe('language switch', () => {
  it('offers Czech and English in the general tab, Czech chosen', () => {
    renderApp(SETTINGS_PATH, { prepare: asJana() });
    const group = screen.getByRole('radiogroup', { name: 'Jazyk' });
    expect(screen.getByRole('tabpanel', { name: 'Obecné' })).toContainElement(group);
    expect(within(group).getByRole('radio', { name: 'Čeština' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('turns the screen English at once, keeps the choice and asks the server in English', async () => {
    const { user, services, stub } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: {
        [`POST ${USER_PATH}`]: {
          status: 400,
          body: { code: 'settings.avatarNotImage', message: 'Not an image.', data: { status: 400 } },
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.documentElement.lang).toBe('en');
    expect(services.store.getState().app.locale).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an image.');
    const save = stub.requests.find((request) => request.method === 'POST');
    expect(save?.headers.get('client-locale')).toBe('en');

    await user.click(within(group).getByRole('radio', { name: 'Čeština' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nastavení' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cs');
  });

  it('lets a guest choose the language on the profile', async () => {
    const { user, services } = renderApp('/uzivatel/ucet');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(services.store.getState().app.locale).toBe('en');
  });

  it('lets a guest choose the language on the settings, below the call to log in', async () => {
    const { user, services } = renderApp(SETTINGS_PATH);
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Jazyk' })).getByRole('radio', { name: 'English' }),
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(services.store.getState().app.locale).toBe('en');
  });
});
