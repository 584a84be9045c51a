import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/fetch-stub';
import { jana } from '../../test/fixtures';

describe('profile screen', () => {
  it('shows name, e-mail and active plans of the logged-in user', () => {
    renderApp('/uzivatel/ucet', {
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
        store
          .getState()
          .setCapabilities(
            { osp: true },
            { subscriber: { name: 'Student' }, premium_osp: { name: 'OSP Premium' } },
            1,
          );
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jana Nováková' })).toBeInTheDocument();
    expect(screen.getByText('jana@example.cz')).toBeInTheDocument();
    expect(screen.getByText('OSP Premium')).toBeInTheDocument();
    expect(screen.queryByText('Student')).not.toBeInTheDocument();
    expect(screen.getByText('1 aktivní studijní plán')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moje studijní plány' })).toHaveAttribute(
      'href',
      '/uzivatel/plany',
    );
  });

  it('offers guests login, register and the support contact', () => {
    renderApp('/uzivatel/ucet');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
    expect(screen.getByRole('link', { name: 'Registrovat se' })).toHaveAttribute('href', '/registrace');
    expect(screen.getByRole('link', { name: 'E-mail: podpora@studovna.cz' })).toHaveAttribute(
      'href',
      'mailto:podpora@studovna.cz',
    );
    expect(screen.getByRole('link', { name: 'Telefon: +420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    expect(screen.queryByRole('button', { name: 'Odhlásit se' })).not.toBeInTheDocument();
  });
});
