import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Comment, User } from '@studovna/core/contract';
import { comment, JANA, LIST } from '../comments/test/comment-fixtures';
import { renderSection } from '../comments/test/render-section';
import { renderApp } from '../../test/render-app';
import { jana, LP } from '../../test/fixtures';
import { liveMarkup, SCRIPT_PAYLOADS, URL_PAYLOADS } from '../../test/live-markup';

/** Jana as the server could answer her after she typed `payload` into every profile field. */
const janaWith = (payload: string, avatar_url = ''): User => ({
  ...jana,
  name: `${payload} Jana`,
  first_name: `Jana ${payload}`,
  last_name: `${payload} Nováková`,
  nickname: `přezdívka ${payload}`,
  description: `O mně ${payload} konec`,
  avatar_url,
});

/** Logs in through the login screen, the server answering `user`; ends on the home screen. */
async function logInAs(user: User) {
  const view = renderApp('/prihlaseni', {
    routes: {
      [`POST ${LP}/token`]: {
        body: {
          token: 'jwt-token',
          user_id: 7,
          user_login: 'jana',
          user_email: user.email,
          user_display_name: user.name,
        },
      },
      [`GET ${LP}/users/7`]: { body: user },
      [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
      'GET /wp-json/wp/v2/course_category': { body: [] },
    },
  });
  await view.user.type(screen.getByLabelText('Přihlašovací jméno nebo e-mail'), 'jana');
  await view.user.type(screen.getByLabelText('Heslo'), 'Heslo1234');
  await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), { timeout: 3000 });
  return view;
}

/** The general settings form, reached from the profile. */
async function openSettings(view: Awaited<ReturnType<typeof logInAs>>) {
  await view.user.click(screen.getByRole('link', { name: 'Nastavení účtu' }));
  const form = (await screen.findByRole('textbox', { name: 'Jméno' })).closest('form');
  expect(form).not.toBeNull();
  return form!;
}

describe('profile fields with script payloads render inert', () => {
  it.each(SCRIPT_PAYLOADS)('%s on home, profile and settings', async (payload) => {
    const user = janaWith(payload);
    const view = await logInAs(user);

    const header = await screen.findByRole('link', { name: `Profil: ${user.name}` });
    expect(header).toHaveTextContent(user.name);
    expect(liveMarkup(header)).toEqual([]);

    await view.user.click(header);
    const card = await screen.findByRole('region', { name: user.name });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(user.name);
    expect(within(card).getByText(`${user.first_name} ${user.last_name}`)).toBeInTheDocument();
    expect(liveMarkup(card)).toEqual([]);

    const form = await openSettings(view);
    expect(within(form).getByRole('textbox', { name: 'Jméno' })).toHaveValue(user.first_name);
    expect(within(form).getByRole('textbox', { name: 'Příjmení' })).toHaveValue(user.last_name);
    expect(within(form).getByRole('textbox', { name: 'Přezdívka' })).toHaveValue(user.nickname);
    expect(within(form).getByRole('textbox', { name: 'O mně' })).toHaveValue(user.description);
    expect(liveMarkup(form)).toEqual([]);
  });

  it.each(URL_PAYLOADS)('never puts the avatar address %s into the profile or settings', async (address) => {
    const view = await logInAs(janaWith('', address));
    await view.user.click(await screen.findByRole('link', { name: /^Profil:/ }));
    const card = await screen.findByRole('region', { name: 'Jana' });
    expect(liveMarkup(card)).toEqual([]);
    expect(within(card).queryByRole('img')).toBeNull();

    const form = await openSettings(view);
    expect(liveMarkup(form)).toEqual([]);
    expect(within(form).queryByRole('img')).toBeNull();
  });
});

describe('the learner’s name as a comment author renders inert', () => {
  const own = (name: string, avatars: Record<string, string> = {}): Comment => ({
    ...comment(2, JANA, 'Můj dotaz', 12),
    author_name: name,
    author_avatar_urls: avatars,
  });

  it.each(SCRIPT_PAYLOADS)('%s', async (payload) => {
    const name = `${payload} Jana`;
    const { user } = renderSection({ [LIST]: { body: [own(name)] } });
    const list = await within(screen.getByRole('region', { name: 'Komentáře' })).findByRole('list', {
      name: 'Diskuse',
    });
    expect(within(list).getByRole('article', { name: `${name} (ty)` })).toHaveTextContent(name);
    expect(liveMarkup(list)).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Odpovědět' }));
    expect(screen.getByRole('textbox', { name: `Odpověď pro ${name}` })).toHaveFocus();
  });

  it.each(URL_PAYLOADS)('never puts the avatar address %s into the thread', async (address) => {
    renderSection({ [LIST]: { body: [own('Jana Nováková', { '24': address, '96': address })] } });
    const list = await within(screen.getByRole('region', { name: 'Komentáře' })).findByRole('list', {
      name: 'Diskuse',
    });
    await within(list).findByText('Můj dotaz');
    expect(liveMarkup(list)).toEqual([]);
    expect(list.querySelector('img')).toBeNull();
  });
});
