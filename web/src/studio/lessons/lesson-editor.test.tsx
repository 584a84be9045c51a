import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioLesson } from '@studovna/core/contract/studio';
import { renderApp } from '../../test/render-app';
import { dvorakova, invalid, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';

const LESSON = `${STUDIO}/lessons/1001`;

const studioLesson = (extra: Partial<StudioLesson> = {}): StudioLesson => ({
  id: 1001,
  course: { id: 5, title: 'Analogie pro pokročilé' },
  title: 'Co je analogie',
  content: '<p>Poměr $\\frac{1}{2}$ je polovina.</p>',
  video_url: '',
  preview: true,
  duration_minutes: 10,
  may_edit: true,
  app_path: '/kurzy/5/lekce/1001',
  ...extra,
});

const open = (lesson = studioLesson(), extra = {}, user = spravce) =>
  renderApp('/studio/lekce/1001', {
    prepare: signIn(user),
    routes: { ...studioBasics(), [`GET ${LESSON}`]: { body: lesson }, ...extra },
  });

/** The editable text (ProseMirror's contenteditable, labelled as the field). */
const content = () => screen.findByRole('textbox', { name: 'Obsah' });

describe('the lesson editor', () => {
  it('shows the lesson labelled, its text typeset by the app’s own renderer, and the way to the app', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Co je analogie' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název lekce' })).toHaveValue('Co je analogie');
    expect(await content()).toHaveTextContent('Poměr $\\frac{1}{2}$ je polovina.');
    expect(screen.getByRole('checkbox', { name: 'Ukázková lekce' })).toBeChecked();
    // opening the editor changes nothing
    expect(screen.getByText('Vše je uložené.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Délka (minuty)' })).toHaveValue('10');
    const preview = screen.getByRole('region', { name: 'Náhled pro studenta' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
    expect(screen.getByRole('link', { name: /Zobrazit v aplikaci/ })).toHaveAttribute(
      'href',
      '/kurzy/5/lekce/1001',
    );
    expect(screen.getByRole('link', { name: /Osnova kurzu Analogie pro pokročilé/ })).toHaveAttribute(
      'href',
      '/studio/kurzy/5/osnova',
    );
  });

  it('typesets a formula added with the toolbar at once', async () => {
    const view = open(studioLesson({ content: '<p>Text</p>' }));
    await content();
    const preview = screen.getByRole('region', { name: 'Náhled pro studenta' });
    expect(preview.querySelector('.katex')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Vzorec ($…$)' }));
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
    expect(await content()).toHaveTextContent('$x^2$');
  });

  it('is one tab stop for the toolbar, its buttons reached by the arrows', async () => {
    const view = open();
    await content();
    screen.getByRole('textbox', { name: 'Název lekce' }).focus();
    await view.user.tab();
    expect(screen.getByRole('button', { name: 'Nadpis' })).toHaveFocus();
    await view.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tučně (Ctrl+B)' })).toHaveFocus();
    await view.user.tab();
    expect(await content()).toHaveFocus();
    await view.user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Tučně (Ctrl+B)' })).toHaveFocus();
  });

  it('adds a link by its address', async () => {
    const view = open(studioLesson({ content: '<p>Text</p>' }));
    await content();
    await view.user.click(screen.getByRole('button', { name: 'Odkaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odkaz' });
    await view.user.type(
      within(dialog).getByRole('textbox', { name: 'Adresa odkazu' }),
      'www.cermat.cz{Enter}',
    );
    const preview = screen.getByRole('region', { name: 'Náhled pro studenta' });
    await waitFor(() =>
      expect(within(preview).getByRole('link', { name: 'https://www.cermat.cz' })).toHaveAttribute(
        'href',
        'https://www.cermat.cz',
      ),
    );
  });

  it('uploads a picture with its description and puts it into the text that is saved', async () => {
    const view = open(studioLesson({ content: '<p>Text</p>' }), {
      [`POST ${STUDIO}/media/images`]: {
        body: { url: '/wp-content/uploads/studio/graf.webp', width: 800, height: 600 },
      },
      [`POST ${LESSON}`]: { body: { message: 'Lekce je uložená.', data: studioLesson() } },
    });
    await content();
    await view.user.click(screen.getByRole('button', { name: 'Obrázek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vložit obrázek' });
    const file = new File(['png'], 'graf.png', { type: 'image/png' });
    await view.user.upload(within(dialog).getByLabelText('Soubor s obrázkem'), file);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Popis obrázku' }), 'Graf funkce');
    await view.user.click(within(dialog).getByRole('button', { name: 'Nahrát a vložit' }));

    const preview = screen.getByRole('region', { name: 'Náhled pro studenta' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'Graf funkce' })).toHaveAttribute(
        'src',
        '/wp-content/uploads/studio/graf.webp',
      ),
    );
    const upload = view.stub.requests.find((r) => r.url.pathname.endsWith('/media/images'))!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await screen.findByText('Lekce je uložená.');
    const save = view.stub.requests.find(
      (r) => r.method === 'POST' && r.url.pathname.endsWith('/lessons/1001'),
    )!;
    expect((save.body as { content: string }).content).toContain(
      '<img src="/wp-content/uploads/studio/graf.webp" alt="Graf funkce"',
    );
  });

  it('shows a player only for a YouTube or Vimeo address', async () => {
    const view = open();
    const video = await screen.findByRole('textbox', { name: 'Adresa videa' });
    expect(screen.queryByTitle('Náhled videa lekce')).toBeNull();
    await view.user.type(video, 'https://example.com/video.mp4');
    expect(screen.queryByTitle('Náhled videa lekce')).toBeNull();
    expect(screen.getByText(/Náhled se ukáže pro adresu videa na YouTube nebo Vimeu/)).toBeInTheDocument();
    await view.user.clear(video);
    await view.user.type(video, 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByTitle('Náhled videa lekce')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await view.user.clear(video);
    await view.user.type(video, 'https://vimeo.com/76979871');
    expect(screen.getByTitle('Náhled videa lekce')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('checks core’s rule before sending, focusing the first wrong field', async () => {
    const view = open();
    const title = await screen.findByRole('textbox', { name: 'Název lekce' });
    await view.user.clear(title);
    await view.user.type(screen.getByRole('textbox', { name: 'Adresa videa' }), 'https://example.com/v');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Adresa videa' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal on each field and focuses the first', async () => {
    const view = open(studioLesson(), {
      [`POST ${LESSON}`]: invalid({
        content: 'Text lekce je příliš dlouhý.',
        duration_minutes: 'Zadej celé minuty od 0 do 600.',
      }),
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Název lekce' }), ' – úvod');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const text = await content();
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Text lekce je příliš dlouhý.'));
    expect(screen.getByRole('textbox', { name: 'Délka (minuty)' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadej celé minuty od 0 do 600.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Některá pole nejsou vyplněná správně.');
    const post = view.stub.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Co je analogie – úvod',
      content: '<p>Poměr $\\frac{1}{2}$ je polovina.</p>',
      video_url: '',
      preview: true,
      duration_minutes: 10,
    });
  });

  it('asks before leaving unsaved edits by a studio link', async () => {
    const view = open();
    await view.user.type(await screen.findByRole('textbox', { name: 'Délka (minuty)' }), '5');
    await view.user.click(screen.getByRole('link', { name: /Osnova kurzu/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahodit neuložené změny?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Zůstat a uložit' }));
    expect(view.path()).toBe('/studio/lekce/1001');
  });

  it('opens another author’s lesson read-only, saying why', async () => {
    open(studioLesson({ may_edit: false }), {}, dvorakova);
    expect(await screen.findByRole('note')).toHaveTextContent('Lekce patří do kurzu jiného autora.');
    expect(screen.getByRole('textbox', { name: 'Název lekce' })).toBeDisabled();
    expect(await content()).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).toBeNull();
  });
});
