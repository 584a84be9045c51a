import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics, studioCourse } from '../test/studio-fixtures';
import { bankRow } from './question-fixtures';

const EXPORT = `${STUDIO}/questions/export.gift`;

let click: ReturnType<typeof vi.spyOn>;
let created: ReturnType<typeof vi.fn>;
beforeEach(() => {
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  created = vi.fn((_: Blob) => 'blob:gift');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
});
afterEach(() => click.mockRestore());

const bank = (address: string, answer: { raw: string; written: number; skipped: number }) =>
  renderApp(address, {
    prepare: signIn(spravce),
    routes: {
      ...studioBasics(),
      [`GET ${STUDIO}/courses/5`]: { body: studioCourse() },
      [`GET ${STUDIO}/questions`]: { body: { questions: [bankRow(41, 'Kolik je 2 + 3?')], total: 1 } },
      [`GET ${EXPORT}`]: {
        raw: answer.raw,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-gift-questions': String(answer.written),
          'x-gift-skipped': String(answer.skipped),
        },
      },
    },
  });

describe('„Exportovat do GIFT" in the question bank', () => {
  it('downloads what the current search and filters find as otazky.gift, saying what GIFT could not hold', async () => {
    const view = bank('/studio/otazky?kviz=1002&tema=analogie&q=vztah', {
      raw: '::Kolik je 2 + 3?::[html]Kolik je 2 + 3?{\n\t=5\n\t~4\n}\n',
      written: 3,
      skipped: 1,
    });
    const button = await screen.findByRole('button', { name: 'Exportovat do GIFT' });
    expect(button).toHaveAccessibleDescription(
      'Stáhne otázky, které odpovídají hledání a filtrům, jako soubor GIFT pro Moodle.',
    );
    await view.user.click(button);
    expect(
      await screen.findByText(
        'Do souboru otazky.gift jsme zapsali 3 otázky. 1 otázka se do GIFT zapsat nedá (seřazení nebo víc mezer v doplňování), v souboru proto není.',
      ),
    ).toBeInTheDocument();
    const request = view.stub.requests.find((r) => r.url.pathname === EXPORT)!;
    expect(Object.fromEntries([...request.url.searchParams].filter(([key]) => key !== 'v'))).toEqual({
      quiz: '1002',
      tag: 'analogie',
      search: 'vztah',
    });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await (created.mock.calls[0]?.[0] as Blob).text()).toContain('::Kolik je 2 + 3?::');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('otazky.gift');
  });

  it('saves nothing when no question found can be written as GIFT', async () => {
    const view = bank('/studio/otazky?typ=sorting_choice', { raw: '', written: 0, skipped: 2 });
    await view.user.click(await screen.findByRole('button', { name: 'Exportovat do GIFT' }));
    expect(
      await screen.findByText(/^Hledání a filtrům neodpovídá žádná otázka, kterou jde zapsat do GIFT\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.stub.requests.some((r) => r.url.pathname === EXPORT)).toBe(true));
    expect(click).not.toHaveBeenCalled();
  });
});
