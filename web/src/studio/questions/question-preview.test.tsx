import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn, spravce, STUDIO, studioBasics } from '../test/studio-fixtures';
import { bankQuestion, singleDraft } from './question-fixtures';

describe('the preview of a question', () => {
  it('is the learner’s own question view of the draft, and checks an answer against the draft', async () => {
    const view = renderApp('/studio/otazky/41', {
      prepare: signIn(spravce),
      routes: {
        ...studioBasics(),
        [`GET ${STUDIO}/questions/41`]: {
          body: bankQuestion({ ...singleDraft, title: 'Kolik je $\\frac{1}{2} + \\frac{1}{2}$?' }),
        },
        [`GET ${STUDIO}/questions/41/audit`]: { body: { entries: [], total: 0 } },
      },
    });
    const preview = await screen.findByRole('region', { name: 'Náhled pro studující' });
    const question = within(preview).getByRole('article');
    // the learner's view: its numbering, its lettered options, the formula through KaTeX
    expect(question).toHaveTextContent('Otázka 1');
    await waitFor(() => expect(question.querySelector('.katex')).not.toBeNull());

    await view.user.click(within(question).getByRole('radio', { name: /žák/ }));
    await view.user.click(within(preview).getByRole('button', { name: 'Zkontrolovat' }));
    expect(within(preview).getByText('Špatně')).toBeInTheDocument();
    expect(within(preview).getByText('Učitel pracuje ve škole.')).toBeInTheDocument();

    await view.user.click(within(preview).getByRole('button', { name: 'Odpovědět znovu' }));
    await view.user.click(within(question).getByRole('radio', { name: /škola/ }));
    await view.user.click(within(preview).getByRole('button', { name: 'Zkontrolovat' }));
    expect(within(preview).getByText('Správně!')).toBeInTheDocument();

    // the draft decides: marking another option right changes the verdict at once
    await view.user.click(screen.getByRole('radio', { name: 'Možnost A je správná' }));
    expect(within(preview).getByText('Špatně')).toBeInTheDocument();
  });
});
