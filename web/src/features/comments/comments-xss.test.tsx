import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { comment, JANA, LIST, PETR } from './test/comment-fixtures';
import { renderSection } from './test/render-section';

/** What a comment could carry if it reached the app unsanitised. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">klikni</a>',
  '<svg onload=alert(4)><circle r=1 /></svg>',
  '<div style="background:url(javascript:alert(5));width:expression(alert(6))">styl</div>',
  '<iframe src="javascript:alert(7)"></iframe>',
  '<a href="JaVaScRiPt&#58;alert(8)">odkaz</a>',
  '<form action="javascript:alert(9)"><button>odeslat</button></form>',
];

/** Everything under `root` a browser would run. */
function liveMarkup(root: Element): string[] {
  const found: string[] = [];
  for (const node of root.querySelectorAll(
    'script, iframe, object, embed, style, form, svg:not([aria-hidden="true"])',
  ))
    found.push(node.outerHTML);
  for (const node of root.querySelectorAll('*')) {
    for (const attribute of node.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${node.tagName} ${attribute.name}`);
      if (/^\s*javascript:/i.test(attribute.value)) found.push(`${node.tagName} ${attribute.name}`);
      if (attribute.name === 'style' && /expression|javascript:/i.test(attribute.value))
        found.push(`${node.tagName} style`);
    }
  }
  return found;
}

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
