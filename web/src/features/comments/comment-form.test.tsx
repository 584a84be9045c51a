import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LIST } from './test/comment-fixtures';
import { renderSection } from './test/render-section';

describe('comment input height (SPEC §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('grows with its text up to 120 px, then scrolls', async () => {
    // a line is 24 px high here
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      const text = this instanceof HTMLTextAreaElement ? this.value : '';
      return 24 * Math.max(2, text.split('\n').length);
    });
    const { user } = renderSection({ [LIST]: { body: [] } });
    const input = await screen.findByRole('textbox', { name: 'Napiš komentář' });
    expect(input.style.height).toBe('48px');
    await user.type(input, 'a{Shift>}{Enter}{/Shift}b{Shift>}{Enter}{/Shift}c{Shift>}{Enter}{/Shift}d');
    expect(input.style.height).toBe('96px');
    expect(input.style.overflowY).toBe('hidden');
    await user.type(input, '{Shift>}{Enter}{/Shift}e{Shift>}{Enter}{/Shift}f');
    expect(input.style.height).toBe('120px');
    expect(input.style.overflowY).toBe('auto');
  });
});
