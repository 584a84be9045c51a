import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/use-translation';
import { createI18n } from '../i18n/i18n';
import { Dialog } from './dialog';
import { TOAST_DURATION_MS, ToastProvider } from './toast';
import { useToast } from './toast-context';

function Trigger() {
  const toast = useToast();
  return (
    <button onClick={() => toast.show({ title: 'Chybí připojení', message: 'Zkus to znovu.' })}>
      Ukázat
    </button>
  );
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the message in a status region and closes it after 7000 ms', () => {
    vi.useFakeTimers();
    render(
      <I18nProvider i18n={createI18n()}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Ukázat' }).click());
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Chybí připojeníZkus to znovu.');
    expect(TOAST_DURATION_MS).toBe(7000);
    act(() => vi.advanceTimersByTime(6999));
    expect(region).toHaveTextContent('Zkus to znovu.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('can be closed early', () => {
    render(
      <I18nProvider i18n={createI18n()}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Ukázat' }).click());
    act(() => screen.getByRole('button', { name: 'Zavřít' }).click());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lies beneath an open dialog, out of reach, and is back once the dialog closes', () => {
    function WithDialog() {
      const toast = useToast();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            onClick={() => {
              toast.show({ message: 'Zapsáno do kurzu.' });
              setOpen(true);
            }}
          >
            Zapsat
          </button>
          <Dialog open={open} title="Opravdu?" onClose={() => setOpen(false)} actions={[{ label: 'OK' }]} />
        </>
      );
    }
    render(
      <I18nProvider i18n={createI18n()}>
        <ToastProvider>
          <WithDialog />
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Zapsat' }).click());
    expect(screen.getByRole('dialog', { name: 'Opravdu?' })).toBeInTheDocument();
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region).toHaveTextContent('Zapsáno do kurzu.');
    expect(region).toHaveAttribute('inert');

    act(() => screen.getByRole('button', { name: 'OK' }).click());
    expect(region).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();
  });
});
