import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursesApi } from '@studovna/core/contract';
import { AppProviders } from '../../app/app-providers';
import { createAppServices } from '../../app/app-services';
import { logInJana } from '../../test/course-detail-fixtures';
import { createFetchStub, makeToken } from '../../test/fetch-stub';
import { SITE } from '../../test/fixtures';
import { formatLogLine } from '../../lib/logs/log-report';
import { renderApp } from '../../test/render-app';
import { createTestRouter, TestRouterProvider } from '../../test/test-router';

/** Catches the mail the app opens (a click on a `mailto:` link); `fail` makes the browser refuse it. */
function catchMail({ fail = false } = {}) {
  const opened: URL[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (fail) throw new Error('no mail handler');
    opened.push(new URL(this.href));
  });
  return {
    opened,
    mail: () => {
      const url = opened.at(-1)!;
      return {
        to: url.pathname,
        subject: url.searchParams.get('subject'),
        body: url.searchParams.get('body')!,
      };
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('share logs (SPEC §2, §8)', () => {
  it('mails the log to support from the profile, newest last and without the token, then says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = makeToken(86400);
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => {
        logInJana(services);
        services.store.getState().setToken(token);
        services.store
          .getState()
          .addLog({ at: 1, level: 'info', message: `login Bearer ${token} password=Studovna2026` });
      },
    });
    await view.services.api.client.call(coursesApi.getCourse, { params: { id: 5 } });
    const { mail, opened } = catchMail();

    const section = screen.getByRole('region', { name: 'Záznam aplikace' });
    await view.user.click(within(section).getByRole('button', { name: 'Sdílet záznam' }));

    expect(opened).toHaveLength(1);
    const { to, subject, body } = mail();
    expect(to).toBe('podpora@studovna.cz');
    expect(subject).toBe('Studovna – záznam aplikace');
    expect(body).toMatch(/^Dobrý den, posílám záznam aplikace Studovna/);
    expect(body).toContain('ID uživatele: 7');
    const logs = view.services.store.getState().debug.logs;
    expect(body.split('\n').at(-1)).toBe(formatLogLine(logs.at(-1)!));
    expect(body.indexOf('INFO login')).toBeLessThan(body.indexOf('WARN [api] courses.get → 404'));
    expect(body).toContain('INFO login Bearer [skryto] password=[skryto]');
    expect(body).not.toContain(token);
    expect(body).not.toContain('Studovna2026');
    expect(body.length).toBeLessThanOrEqual(1800);
    expect(await screen.findByText('Záznam je připravený v e-mailu – stačí ho odeslat.')).toBeInTheDocument();
  });

  it('shows the errors.shareLogs alert when the mail cannot be opened', async () => {
    const view = renderApp('/uzivatel/ucet');
    catchMail({ fail: true });
    await view.user.click(screen.getByRole('button', { name: 'Sdílet záznam' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Záznam se nepodařilo odeslat' });
    expect(alert).toHaveTextContent('Napiš nám prosím na podpora@studovna.cz.');
    expect(screen.queryByText('Záznam je připravený v e-mailu – stačí ho odeslat.')).not.toBeInTheDocument();
    await view.user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the error that broke a screen from the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = createAppServices(SITE, { fetch: createFetchStub({}).fetch });
    const Broken = () => {
      throw new TypeError('Cannot read properties of undefined (reading "sections")');
    };
    const router = createTestRouter([{ path: '/', element: <Broken /> }]);
    render(
      <AppProviders services={services}>
        <TestRouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omlouváme se, něco se pokazilo' }),
    ).toBeInTheDocument();
    const { mail } = catchMail();
    await userEvent.click(screen.getByRole('button', { name: 'Poslat záznam e-mailem' }));

    expect(mail().subject).toBe('Studovna – záznam chyby');
    expect(mail().body).toContain(
      'ERROR /: TypeError: Cannot read properties of undefined (reading "sections")',
    );
    expect(services.store.getState().debug.logs.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(await screen.findByText('Záznam je připravený v e-mailu – stačí ho odeslat.')).toBeInTheDocument();
  });
});
