import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { comment, JANA, LIST, PETR } from './test/comment-fixtures';
import { renderSection } from './test/render-section';
import { liveMarkup, SCRIPT_PAYLOADS as PAYLOADS } from '../../test/live-markup';

describe('comments with script payloads render inert', () => {
  it.each(PAYLOADS)('%s', async (payload) => {
    renderSection({
      [LIST]: {
        body: [
          comment(2, PETR, `Otázka ${payload} konec`, 12, [
            comment(3, JANA, `Odpověď ${payload}`, 13, [], 2),
          ]),
        ],
      },
    });
    const section = screen.getByRole('region', { name: 'Komentáře' });
    const list = await within(section).findByRole('list', { name: 'Diskuse' });
    expect(list).toHaveTextContent('Otázka');
    expect(list).toHaveTextContent('Odpověď');
    expect(liveMarkup(list)).toEqual([]);
  });
});
