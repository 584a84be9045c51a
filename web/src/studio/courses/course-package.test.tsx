import { screen, waitFor, within } from '@testing-library/react';
import { studioPackagesApi } from '@studovna/core/contract/studio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../../lib/api';
import { renderApp } from '../../test/render-app';
import type { UploadProgress } from '../api/multipart-upload';
import { dvorakova, signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';

// the upload goes through XMLHttpRequest in the browser; here through the app's client to the stub,
// reporting the upload half way and whole as the browser would
vi.mock('./use-package-upload', () => ({
  usePackageUpload: () => {
    const api = useApi();
    return async (file: File, onProgress: (progress: UploadProgress) => void) => {
      onProgress({ sent: file.size / 2, total: file.size });
      onProgress({ sent: file.size, total: file.size });
      return api.call(studioPackagesApi.importPackage, { body: {}, files: { file } } as never);
    };
  },
}));

const COURSE = `${STUDIO}/courses/5`;
const zip = (name = 'analogie.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' });

let click: ReturnType<typeof vi.spyOn>;
let created: ReturnType<typeof vi.fn>;
beforeEach(() => {
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  created = vi.fn((_: Blob) => 'blob:balicek');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
});
afterEach(() => click.mockRestore());

describe('a course package in the studio', () => {
  it('„Exportovat balíček" downloads the course with the author’s token and saves it under its slug', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`GET ${COURSE}`]: { body: studioCourse({ slug: 'analogie-pro-pokrocile' }) },
        [`GET ${COURSE}/package`]: {
          raw: 'PK…',
          headers: { 'content-type': 'application/zip' },
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Exportovat balíček' }));
    expect(
      await screen.findByText('Balíček kurzu je stažený jako analogie-pro-pokrocile.zip.'),
    ).toBeInTheDocument();
    const request = view.stub.requests.find((r) => r.url.pathname === `${COURSE}/package`);
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await (created.mock.calls[0]?.[0] as Blob).text()).toBe('PK…');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('analogie-pro-pokrocile.zip');
  });

  it('says why an export is refused', async () => {
    const view = renderApp('/studio/kurzy/5', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${COURSE}`]: { body: studioCourse() },
        [`GET ${COURSE}/package`]: {
          status: 404,
          body: { code: 'studio_not_found', message: 'Tohle ve studiu nenajdeme.', data: { status: 404 } },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Analogie pro pokročilé' });
    await view.user.click(screen.getByRole('button', { name: 'Exportovat balíček' }));
    expect(await screen.findByText('Tohle ve studiu nenajdeme.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('has no export on a course the author may only read', async () => {
    renderApp('/studio/kurzy/5', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`GET ${COURSE}`]: { body: studioCourse({ may_edit: false }) },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Analogie pro pokročilé' });
    expect(screen.queryByRole('button', { name: 'Exportovat balíček' })).not.toBeInTheDocument();
  });

  it('„Importovat balíček" asks for the file, then lists every problem of a refused package where it is', async () => {
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`POST ${STUDIO}/packages`]: {
          status: 400,
          body: {
            code: 'studio_package_invalid',
            message: 'Balíček nejde importovat, v course.json nebo v souborech je chyb: 2.',
            data: {
              status: 400,
              fields: {
                'course.categories.0': 'Kategorie s adresou „pravo“ tady neexistuje.',
                'course.sections.0.items.1.questions.2.options.1.title': 'Možnost B je prázdná.',
              },
            },
          },
        },
      },
    });
    const opener = await screen.findByRole('button', { name: 'Importovat balíček' });
    await view.user.click(opener);
    const form = screen.getByRole('form', { name: 'Import balíčku kurzu' });
    const input = within(form).getByLabelText('Balíček kurzu (ZIP)');
    await waitFor(() => expect(input).toHaveFocus());
    await view.user.click(within(form).getByRole('button', { name: 'Importovat' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Vyber soubor s balíčkem kurzu.'));
    expect(view.stub.requests.some((r) => r.method === 'POST')).toBe(false);

    await view.user.upload(input, zip());
    await view.user.click(within(form).getByRole('button', { name: 'Importovat' }));
    const alert = await within(form).findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Balíček nejde importovat, v course.json nebo v souborech je chyb: 2.');
    const problems = within(within(alert).getByRole('list', { name: 'Chyby v balíčku' })).getAllByRole(
      'listitem',
    );
    expect(problems[0]).toHaveTextContent('Kurz › kategorie 1');
    expect(problems[0]).toHaveTextContent('Kategorie s adresou „pravo“ tady neexistuje.');
    expect(problems[1]).toHaveTextContent('Kurz › sekce 1 › položka 2 › otázka 3 › možnost B');
    expect(problems[1]).toHaveTextContent('course.sections.0.items.1.questions.2.options.1.title');
    const sent = view.stub.requests.find((r) => r.method === 'POST')!;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);

    await view.user.click(within(form).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importovat balíček' })).toHaveFocus());
  });

  it('opens the imported draft course, saying so', async () => {
    const view = renderApp('/studio/kurzy', {
      prepare: signIn(dvorakova),
      routes: {
        ...studioBasics('instructor'),
        [`POST ${STUDIO}/packages`]: {
          body: {
            message: 'Kurz „Analogie pro pokročilé“ je naimportovaný jako koncept.',
            data: studioCourse({ id: 77, status: 'draft' }),
          },
        },
        [`GET ${STUDIO}/courses/77`]: { body: studioCourse({ id: 77, status: 'draft' }) },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Importovat balíček' }));
    await view.user.upload(screen.getByLabelText('Balíček kurzu (ZIP)'), zip());
    await view.user.click(screen.getByRole('button', { name: 'Importovat' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/studio/kurzy/77'));
    expect(
      await screen.findByText('Kurz „Analogie pro pokročilé“ je naimportovaný jako koncept.'),
    ).toBeInTheDocument();
  });
});
