import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@studovna/core/contract';
import { renderApp } from '../../test/render-app';
import type { StubRequest } from '../../test/fetch-stub';
import { jana } from '../../test/fixtures';
import { asJana, SETTINGS_PATH, USER_PATH } from './settings-test-setup';

const saved: User = {
  ...jana,
  name: 'janicka',
  first_name: 'Jana',
  last_name: 'Svobodová',
  nickname: 'janicka',
  description: 'Chystám se na OSP.',
  avatar_url: 'http://localhost:3000/wp-content/uploads/avatars/abc.webp',
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'ja.png', { type: 'image/png' });

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://app.localhost/preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('settings: general tab', () => {
  it('shows the current values and the placeholder initial', () => {
    renderApp(SETTINGS_PATH, { prepare: asJana() });
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');
    expect(screen.getByRole('textbox', { name: 'Příjmení' })).toHaveValue('Nováková');
    expect(screen.getByRole('textbox', { name: 'Přezdívka' })).toHaveValue('jana');
    expect(screen.getByRole('group', { name: 'Profilový obrázek' })).toHaveTextContent('J');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a blank nickname before sending anything', async () => {
    const { user, stub } = renderApp(SETTINGS_PATH, { prepare: asJana() });
    const nickname = screen.getByRole('textbox', { name: 'Přezdívka' });
    await user.clear(nickname);
    await user.type(nickname, '   ');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(nickname).toHaveAccessibleDescription(expect.stringContaining('Přezdívka nesmí být prázdná.'));
    expect(nickname).toHaveFocus();
    expect(stub.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('saves as multipart with the avatar, then the new name shows on the profile', async () => {
    let sent: StubRequest | undefined;
    const { user, router, services } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: {
        [`POST ${USER_PATH}`]: (request) => {
          sent = request;
          return { body: saved };
        },
      },
    });
    await user.clear(screen.getByRole('textbox', { name: 'Příjmení' }));
    await user.type(screen.getByRole('textbox', { name: 'Příjmení' }), 'Svobodová');
    await user.clear(screen.getByRole('textbox', { name: 'Přezdívka' }));
    await user.type(screen.getByRole('textbox', { name: 'Přezdívka' }), 'janicka');
    await user.type(screen.getByRole('textbox', { name: 'O mně' }), 'Chystám se na OSP.');
    await user.upload(screen.getByLabelText('Vybrat nový obrázek'), png());
    expect(screen.getByRole('img', { name: 'Náhled nového profilového obrázku' })).toHaveAttribute(
      'src',
      'blob:http://app.localhost/preview',
    );
    expect(screen.getByText('Vybráno: ja.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Profil je uložený.')).toBeInTheDocument();
    const form = sent?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('last_name')).toBe('Svobodová');
    expect(form.get('nickname')).toBe('janicka');
    expect(form.get('description')).toBe('Chystám se na OSP.');
    expect((form.get('lp_avatar_file') as File).name).toBe('ja.png');
    expect(screen.getByRole('img', { name: 'Tvůj současný profilový obrázek' })).toHaveAttribute(
      'src',
      saved.avatar_url,
    );
    expect(services.store.getState().user.info).toEqual(saved);

    await router.navigate('/uzivatel/ucet');
    expect(await screen.findByRole('heading', { level: 2, name: 'janicka' })).toBeInTheDocument();
    expect(screen.getByText('Jana Svobodová')).toBeInTheDocument();
    await router.navigate('/');
    expect(await screen.findByRole('link', { name: 'Profil: janicka' })).toBeInTheDocument();
  });

  it('sends no file when no new avatar was chosen', async () => {
    let sent: FormData | undefined;
    const { user } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: {
        [`POST ${USER_PATH}`]: (request) => {
          sent = request.body as FormData;
          return { body: jana };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Profil je uložený.')).toBeInTheDocument();
    expect(sent?.has('lp_avatar_file')).toBe(false);
    expect(sent?.get('first_name')).toBe('Jana');
  });

  it('refuses a file that is not an image, and one over 2 MB', async () => {
    renderApp(SETTINGS_PATH, { prepare: asJana() });
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Vybrat nový obrázek');
    await anyFile.upload(input, new File(['%PDF-1.7'], 'zadani.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Profilový obrázek musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.'),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await anyFile.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'velka.jpg', { type: 'image/jpeg' }),
    );
    expect(input).toHaveAccessibleDescription(expect.stringContaining('může mít nejvýše 2 MB'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('drops the chosen image on request', async () => {
    const { user } = renderApp(SETTINGS_PATH, { prepare: asJana() });
    await user.upload(screen.getByLabelText('Vybrat nový obrázek'), png());
    await user.click(screen.getByRole('button', { name: 'Zrušit výběr obrázku' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://app.localhost/preview');
  });

  it('shows the server message on error and keeps what was typed', async () => {
    const { user, services } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: {
        [`POST ${USER_PATH}`]: {
          status: 400,
          body: {
            code: 'settings.avatarNotImage',
            message: 'Profilový obrázek musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.',
            data: { status: 400 },
          },
        },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'O mně' }), 'Ahoj');
    await user.upload(screen.getByLabelText('Vybrat nový obrázek'), png());
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Profilový obrázek musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.',
    );
    expect(screen.getByRole('textbox', { name: 'O mně' })).toHaveValue('Ahoj');
    expect(screen.getByRole('img', { name: 'Náhled nového profilového obrázku' })).toBeInTheDocument();
    expect(services.store.getState().user.info).toEqual(jana);
  });

  it('shows a generic Czech error when the server gives no message', async () => {
    const { user } = renderApp(SETTINGS_PATH, {
      prepare: asJana(),
      routes: { [`POST ${USER_PATH}`]: { status: 500, raw: 'Internal Server Error' } },
    });
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chyba: změny se nepodařilo uložit. Zkus to prosím znovu.',
    );
  });
});
