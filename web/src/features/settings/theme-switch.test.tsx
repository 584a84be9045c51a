import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { asJana, SETTINGS_PATH } from './settings-test-setup';

const FLAGS_PATH = '/wp-json/learnpress/v1/users/flags';
const html = document.documentElement;
const themeGroup = (name = 'Vzhled') => screen.getByRole('radiogroup', { name });

afterEach(() => html.removeAttribute('data-theme'));

describe('theme switch', () => {
  it('offers light, dark and the system’s in the general tab, the system’s chosen at first', () => {
    renderApp(SETTINGS_PATH, { prepare: asJana() });
    const group = themeGroup();
    expect(screen.getByRole('tabpanel', { name: 'Obecné' })).toContainElement(group);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'system']);
    expect(within(group).getByRole('radio', { name: 'Světlý' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Tmavý' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Podle systému' })).toBeChecked();
    expect(html).not.toHaveAttribute('data-theme');
  });

  it('turns a learner’s app dark at once and keeps the choice with their account’s flags', async () => {
    const { user, services, stub } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: { [`POST ${FLAGS_PATH}`]: ({ body }) => ({ body }) },
    });
    await user.click(within(themeGroup()).getByRole('radio', { name: 'Tmavý' }));

    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(within(themeGroup()).getByRole('radio', { name: 'Tmavý' })).toBeChecked();
    expect(services.store.getState().app.flags.theme).toBe('dark');
    // kept apart for the index's script, which shows it before the next visit's first paint
    expect(localStorage.getItem('studovna.theme')).toBe('dark');
    await waitFor(() =>
      expect(stub.requests.filter((r) => r.url.pathname === FLAGS_PATH).map((r) => r.body)).toEqual([
        { theme: 'dark' },
      ]),
    );

    await user.click(within(themeGroup()).getByRole('radio', { name: 'Podle systému' }));
    expect(html).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('studovna.theme')).toBeNull();
    await waitFor(() =>
      expect(stub.requests.filter((r) => r.url.pathname === FLAGS_PATH).map((r) => r.body)).toEqual([
        { theme: 'dark' },
        { theme: 'system' },
      ]),
    );
  });

  it('keeps a guest’s choice on the device only, on the settings and on the profile', async () => {
    const { user, services, stub } = renderApp(SETTINGS_PATH);
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    await user.click(within(themeGroup()).getByRole('radio', { name: 'Světlý' }));
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(services.store.getState().app.flags.theme).toBe('light');
    expect(stub.requests.some((r) => r.url.pathname === FLAGS_PATH)).toBe(false);
  });

  it('is on a guest’s profile too, in English when the app is', async () => {
    const { user, services } = renderApp('/uzivatel/ucet');
    await user.click(within(themeGroup()).getByRole('radio', { name: 'Tmavý' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    const group = await screen.findByRole('radiogroup', { name: 'Appearance' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(services.store.getState().app.flags.theme).toBe('dark');
  });

  it('shows the theme the store kept when the app starts', () => {
    renderApp('/', { prepare: ({ store }) => store.getState().setFlag('theme', 'dark') });
    expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
