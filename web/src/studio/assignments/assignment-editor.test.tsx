import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioAssignment } from '@studovna/core/contract/studio';
import { renderApp } from '../../test/render-app';
import { dvorakova, invalid, signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';

const ASSIGNMENT = `${STUDIO}/assignments/211`;

const studioAssignment = (extra: Partial<StudioAssignment> = {}): StudioAssignment => ({
  id: 211,
  course: { id: 1, title: 'OSP: Verbální oddíl' },
  title: 'Esej o argumentaci',
  content: '<p>Napiš esej, kde platí $a^2 + b^2 = c^2$.</p>',
  introduction: '<p>Odevzdáš jeden soubor.</p>',
  files_amount: 1,
  duration: { time: 3, format: 'day' },
  mark: 10,
  passing_grade: 6,
  attachments: [
    {
      id: 7,
      name: 'pracovní list.txt',
      url: 'http://localhost:3000/wp-content/uploads/seed/list.txt',
      size: 2048,
    },
  ],
  may_edit: true,
  app_path: '/kurzy/1/lp_assignment/211',
  ...extra,
});

const open = (assignment = studioAssignment(), extra = {}, user = spravce) =>
  renderApp('/studio/ukoly/211', {
    prepare: signIn(user),
    routes: { ...studioBasics(), [`GET ${ASSIGNMENT}`]: { body: assignment }, ...extra },
  });

describe('the assignment editor', () => {
  it('shows every setting labelled, the task typeset for the learner, its files and the way to the app', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Esej o argumentaci' })).toBeInTheDocument();
    expect(screen.getByText('Úkol')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název úkolu' })).toHaveValue('Esej o argumentaci');
    expect(await screen.findByRole('textbox', { name: 'Úvod' })).toHaveTextContent('Odevzdáš jeden soubor.');
    expect(await screen.findByRole('textbox', { name: 'Zadání úkolu' })).toHaveTextContent(
      '$a^2 + b^2 = c^2$',
    );
    const task = screen.getByRole('region', { name: 'Náhled zadání pro studenta' });
    await waitFor(() => expect(task.querySelector('.katex')).not.toBeNull());
    expect(screen.getByRole('radio', { name: '1 soubor' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '0 souborů' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Čas na úkol' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Jednotka času' })).toHaveValue('day');
    expect(screen.getByRole('textbox', { name: 'Nejvyšší počet bodů' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Body ke splnění' })).toHaveValue('6');
    expect(screen.getByRole('link', { name: /pracovní list\.txt/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/wp-content/uploads/seed/list.txt',
    );
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(screen.getByText('Vše je uložené.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zobrazit v aplikaci/ })).toHaveAttribute(
      'href',
      '/kurzy/1/lp_assignment/211',
    );
  });

  it('saves the settings as typed (a decimal comma too) and shows what the server kept', async () => {
    const saved = studioAssignment({
      files_amount: 2,
      mark: 20,
      passing_grade: 12.5,
      duration: { time: 90, format: 'minute' },
    });
    const view = open(studioAssignment(), {
      [`POST ${ASSIGNMENT}`]: { body: { message: 'Uloženo.', data: saved } },
    });
    await view.user.click(await screen.findByRole('radio', { name: '2 soubory' }));
    const time = screen.getByRole('textbox', { name: 'Čas na úkol' });
    await view.user.clear(time);
    await view.user.type(time, '90');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Jednotka času' }), 'minute');
    const mark = screen.getByRole('textbox', { name: 'Nejvyšší počet bodů' });
    await view.user.clear(mark);
    await view.user.type(mark, '20');
    const pass = screen.getByRole('textbox', { name: 'Body ke splnění' });
    await view.user.clear(pass);
    await view.user.type(pass, '12,5');
    expect(screen.getByText('Máš neuložené změny.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Uloženo.')).toBeInTheDocument();
    const post = view.stub.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Esej o argumentaci',
      content: '<p>Napiš esej, kde platí $a^2 + b^2 = c^2$.</p>',
      introduction: '<p>Odevzdáš jeden soubor.</p>',
      files_amount: 2,
      duration: { time: 90, format: 'minute' },
      mark: 20,
      passing_grade: 12.5,
    });
    expect(screen.getByRole('textbox', { name: 'Body ke splnění' })).toHaveValue('12,5');
    expect(screen.getByText('Vše je uložené.')).toBeInTheDocument();
  });

  it('checks core’s rule before sending: more points to pass than the mark, focused', async () => {
    const view = open();
    const pass = await screen.findByRole('textbox', { name: 'Body ke splnění' });
    await view.user.clear(pass);
    await view.user.type(pass, '11');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(pass).toHaveFocus());
    expect(pass).toHaveAccessibleDescription(
      expect.stringContaining('Ke splnění nelze chtít víc bodů, než kolik jde získat (10).'),
    );
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal on its field', async () => {
    const view = open(studioAssignment(), {
      [`POST ${ASSIGNMENT}`]: invalid({
        'duration.time': 'Čas na úkol je celé číslo od 0 do 999; 0 znamená bez omezení.',
      }),
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Název úkolu' }), '!');
    await view.user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const time = screen.getByRole('textbox', { name: 'Čas na úkol' });
    await waitFor(() => expect(time).toHaveFocus());
    expect(time).toHaveAccessibleDescription(
      expect.stringContaining('Čas na úkol je celé číslo od 0 do 999'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Některá pole nejsou vyplněná správně.');
  });

  it('adds a file at once and refuses a type learners could not open', async () => {
    const withTwo = studioAssignment({
      attachments: [
        ...studioAssignment().attachments,
        {
          id: 8,
          name: 'zadání.pdf',
          url: 'http://localhost:3000/wp-content/uploads/assignments/x.pdf',
          size: 3_500_000,
        },
      ],
    });
    const view = open(studioAssignment(), {
      [`POST ${ASSIGNMENT}/attachments`]: { body: { message: 'Uloženo.', data: withTwo } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Soubory k úkolu' });
    const input = screen.getByTestId('attachment-file');
    await view.user.upload(input, new File(['%PDF-1.4'], 'zadání.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: /zadání\.pdf/ })).toBeInTheDocument();
    expect(screen.getByText('3,3 MB')).toBeInTheDocument();
    expect(screen.getByText('Uloženo.')).toBeInTheDocument();
    // a file picked past the input's `accept` ("All files" in the system dialog)
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'program.exe', { type: 'application/octet-stream' })] },
    });
    expect(
      await screen.findByText('Přílohou může být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.'),
    ).toBeInTheDocument();
    expect(view.stub.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('removes a file with its named button', async () => {
    const view = open(studioAssignment(), {
      [`DELETE ${ASSIGNMENT}/attachments/7`]: {
        body: { message: 'Smazáno.', data: studioAssignment({ attachments: [] }) },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Odebrat soubor pracovní list.txt' }));
    expect(await screen.findByText('Úkol zatím nemá žádné soubory ke stažení.')).toBeInTheDocument();
  });

  it('opens another author’s assignment read-only, saying why', async () => {
    open(studioAssignment({ may_edit: false }), {}, dvorakova);
    expect(await screen.findByRole('note')).toHaveTextContent('Úkol patří do kurzu jiného autora.');
    expect(screen.getByRole('textbox', { name: 'Název úkolu' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '2 soubory' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Přidat soubor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Odebrat soubor/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('toolbar')).toBeNull();
  });
});
