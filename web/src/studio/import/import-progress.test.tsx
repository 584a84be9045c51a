import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioI18nProvider } from '../i18n/studio-i18n';
import { I18nProvider } from '../../i18n/use-translation';
import { createI18n } from '../../i18n/i18n';
import { ImportProgress } from './import-progress';

const renderProgress = (sent: number, total: number) =>
  render(
    <I18nProvider i18n={createI18n('cs')}>
      <StudioI18nProvider>
        <ImportProgress progress={{ sent, total }} label="Kontrola souboru" />
      </StudioI18nProvider>
    </I18nProvider>,
  );

describe('the import’s progress', () => {
  it('counts the upload in percent, then says the server is at work without a number', () => {
    const { rerender } = renderProgress(2_500_000, 10_000_000);
    const bar = screen.getByRole('progressbar', { name: /Kontrola souboru: nahráváme soubor \(25 %\)/ });
    expect(bar).toHaveAttribute('aria-valuenow', '25');

    rerender(
      <I18nProvider i18n={createI18n('cs')}>
        <StudioI18nProvider>
          <ImportProgress progress={{ sent: 10_000_000, total: 10_000_000 }} label="Kontrola souboru" />
        </StudioI18nProvider>
      </I18nProvider>,
    );
    const working = screen.getByRole('progressbar', { name: /server soubor zpracovává/ });
    expect(working).not.toHaveAttribute('aria-valuenow');
  });
});
