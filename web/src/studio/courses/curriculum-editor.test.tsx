import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';

const COURSE = `${STUDIO}/courses/5`;

const announced = () =>
  [...document.querySelectorAll('[role="status"][aria-atomic="true"]')]
    .map((region) => region.textContent)
    .join(' ');

function openCurriculum(routes: Record<string, unknown> = {}) {
  return renderApp('/studio/kurzy/5/osnova', {
    prepare: signIn(spravce),
    routes: {
      ...studioBasics(),
      [`GET ${COURSE}`]: { body: studioCourse() },
      [`POST ${COURSE}/curriculum`]: (request) => ({
        body: { message: 'Uloženo.', data: studioCourse({ sections: sectionsFrom(request.body) }) },
      }),
      ...(routes as object),
    },
  });
}

/** The course's sections as the server would keep them after a curriculum save. */
function sectionsFrom(body: unknown) {
  const all = studioCourse().sections.flatMap((section) => section.items);
  const { sections } = body as { sections: { id?: number; title: string; items: number[] }[] };
  return sections.map((section, index) => ({
    id: section.id ?? 200 + index,
    title: section.title,
    description: '',
    items: section.items.map((id) => all.find((item) => item.id === id)!),
  }));
}

describe('the curriculum editor', () => {
  it('moves an item by keyboard (picked up with Space, moved with the arrows), reads each move out and saves the new order', async () => {
    const view = openCurriculum();
    const handle = await screen.findByRole('button', { name: 'Přesunout: Vstupní test' });
    handle.focus();
    await view.user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(announced()).toContain('Vstupní test zvednuto, pozice 2 z 2.');
    await view.user.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced()).toContain('Vstupní test: Úvod, pozice 1 z 2.'));
    expect(handle).toHaveFocus();
    await view.user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-pressed', 'false');
    expect(announced()).toContain('Vstupní test položeno na pozici 1 z 2.');

    // the move-down button takes the last item of the first section into the next one
    const down = screen.getByRole('button', { name: 'Posunout níž: Co je analogie' });
    await view.user.click(down);
    await waitFor(() => expect(announced()).toContain('Co je analogie: Procvičování, pozice 1 z 2.'));
    expect(screen.getByRole('button', { name: 'Posunout níž: Co je analogie' })).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Uložit osnovu' }));
    await waitFor(() =>
      expect(view.stub.requests.some((r) => r.url.pathname === `${COURSE}/curriculum`)).toBe(true),
    );
    const save = view.stub.requests.find((r) => r.url.pathname === `${COURSE}/curriculum`)!;
    expect(save.body).toEqual({
      sections: [
        { id: 100, title: 'Úvod', description: '', items: [1002] },
        { id: 101, title: 'Procvičování', description: '', items: [1001, 1003] },
      ],
    });
    expect(await screen.findByText('Uloženo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uložit osnovu' })).toBeDisabled();
  });

  it('puts a picked-up item back with Escape', async () => {
    const view = openCurriculum();
    const handle = await screen.findByRole('button', { name: 'Přesunout: Vstupní test' });
    handle.focus();
    await view.user.keyboard(' {ArrowUp}{Escape}');
    expect(announced()).toContain('Přesun zrušen, Vstupní test je zpět na svém místě.');
    const first = screen.getAllByRole('list')[0]!;
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Co je analogie'), expect.stringContaining('Vstupní test')]);
    expect(screen.getByRole('button', { name: 'Uložit osnovu' })).toBeDisabled();
  });

  it('moves a section with its buttons and an item by drag and drop', async () => {
    const view = openCurriculum();
    await view.user.click(await screen.findByRole('button', { name: 'Posunout výš: Procvičování' }));
    expect(announced()).toContain('Procvičování: pozice 1 z 2.');
    const rows = screen.getAllByRole('listitem');
    const dragged = rows.find((row) => row.textContent?.includes('Vlastní analogie'))!;
    const target = rows.find((row) => row.textContent?.includes('Co je analogie'))!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(announced()).toContain('Vlastní analogie: Úvod, pozice 1 z 3.'));
    await view.user.click(screen.getByRole('button', { name: 'Uložit osnovu' }));
    await waitFor(() =>
      expect(view.stub.requests.some((r) => r.url.pathname === `${COURSE}/curriculum`)).toBe(true),
    );
    expect(view.stub.requests.find((r) => r.url.pathname === `${COURSE}/curriculum`)!.body).toEqual({
      sections: [
        { id: 101, title: 'Procvičování', description: '', items: [] },
        { id: 100, title: 'Úvod', description: '', items: [1003, 1001, 1002] },
      ],
    });
  });

  it('adds a section (a title is needed) and an item of a chosen kind', async () => {
    const created = studioCourse();
    created.sections[1]!.items.push({
      id: 1004,
      type: 'lp_quiz',
      title: 'Závěrečný test',
      preview: false,
      duration_minutes: 0,
    });
    const view = openCurriculum({
      [`POST ${COURSE}/items`]: { body: { message: 'Vytvořeno.', data: created } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Přidat sekci' }));
    const titles = screen.getAllByRole('textbox', { name: 'Název sekce' });
    await waitFor(() => expect(titles[2]).toHaveFocus());
    await view.user.click(screen.getByRole('button', { name: 'Uložit osnovu' }));
    expect(titles[2]).toHaveAccessibleDescription(expect.stringContaining('Tohle pole je potřeba vyplnit.'));
    expect(view.stub.requests.filter((r) => r.url.pathname === `${COURSE}/curriculum`)).toEqual([]);
    expect(screen.getByText('Novou sekci nejdřív ulož, pak do ní přidáš položky.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Přidat položku do sekce Procvičování' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Druh' }), 'Kvíz');
    await view.user.type(screen.getByRole('textbox', { name: 'Název položky' }), 'Závěrečný test');
    await view.user.click(screen.getByRole('button', { name: 'Přidat' }));
    expect(await screen.findByText('Závěrečný test')).toBeInTheDocument();
    const post = view.stub.requests.find((r) => r.url.pathname === `${COURSE}/items`)!;
    expect(post.body).toEqual({ section_id: 101, type: 'lp_quiz', title: 'Závěrečný test' });
    // the new section typed here stays
    expect(screen.getAllByRole('textbox', { name: 'Název sekce' })).toHaveLength(3);
  });
});
