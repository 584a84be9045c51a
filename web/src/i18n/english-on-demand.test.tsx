import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';

/** The app ships Czech; English arrives when the stored language asks for it. */
describe('English on demand', () => {
  it('shows the app in English when English is the stored language', async () => {
    renderApp('/', { prepare: (services) => services.store.getState().setLocale('en') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subjects' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches a running app to English and back', async () => {
    const { services } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Předměty' })).toBeInTheDocument();
    services.store.getState().setLocale('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subjects' })).toBeInTheDocument();
    services.store.getState().setLocale('cs');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Předměty' })).toBeInTheDocument(),
    );
  });
});
