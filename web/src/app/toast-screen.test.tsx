import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { I18nProvider } from '../i18n/use-translation';
import { createI18n } from '../i18n/i18n';
import { ToastProvider } from '../components/toast';
import { useToast } from '../components/toast-context';
import { screenOf, useToastsEndWithScreen } from './toast-screen';

function Screen({ name }: { name: string }) {
  useToastsEndWithScreen();
  const toast = useToast();
  return (
    <>
      <h1>{name}</h1>
      <button onClick={() => toast.show({ message: 'Zapsáno do kurzu.', tone: 'success' })}>Zapsat</button>
      <button onClick={() => toast.show({ message: 'Chybí připojení k internetu', lasts: 'app' })}>
        Offline
      </button>
      <Link to="/kurzy/1/lp_quiz/5/2">Otázka 2</Link>
      <Link to="/kurzy/2">Jiný kurz</Link>
    </>
  );
}

function renderScreens(path: string) {
  render(
    <I18nProvider i18n={createI18n()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/kurzy/:courseId" element={<Screen name="Kurz" />} />
            <Route path="/kurzy/:courseId/:type/:id/:question?" element={<Screen name="Kvíz" />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </I18nProvider>,
  );
}

const region = () => screen.getByRole('status');

describe('toasts end with their screen', () => {
  it("dismisses a screen's toast when the learner moves to another screen; the app's stay", () => {
    renderScreens('/kurzy/1');
    act(() => screen.getByRole('button', { name: 'Zapsat' }).click());
    act(() => screen.getByRole('button', { name: 'Offline' }).click());
    expect(region()).toHaveTextContent('Zapsáno do kurzu.');

    act(() => screen.getByRole('link', { name: 'Jiný kurz' }).click());
    expect(screen.getByRole('heading', { name: 'Kurz' })).toBeInTheDocument();
    expect(region()).not.toHaveTextContent('Zapsáno do kurzu.');
    expect(region()).toHaveTextContent('Chybí připojení k internetu');
  });

  it('keeps it from one question of a quiz to the next: that is one screen', () => {
    renderScreens('/kurzy/1/lp_quiz/5/1');
    act(() => screen.getByRole('button', { name: 'Zapsat' }).click());
    act(() => screen.getByRole('link', { name: 'Otázka 2' }).click());
    expect(region()).toHaveTextContent('Zapsáno do kurzu.');
    act(() => screen.getByRole('link', { name: 'Jiný kurz' }).click());
    expect(region()).toBeEmptyDOMElement();
  });

  it('names the screen of a path', () => {
    expect(screenOf('/')).toBe('/');
    expect(screenOf('/kurzy/12/')).toBe('/kurzy/12');
    expect(screenOf('/kurzy/12/lp_quiz/40')).toBe('/kurzy/12/lp_quiz/40');
    expect(screenOf('/kurzy/12/lp_quiz/40/3')).toBe('/kurzy/12/lp_quiz/40');
    expect(screenOf('/nastenka/osp')).toBe('/nastenka/osp');
  });
});
