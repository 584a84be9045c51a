import { expect, type Page } from '@playwright/test';

/**
 * What does not fit a narrow screen: the page is wider than the viewport, an element sticks out of it
 * sideways (unless a box around it scrolls sideways, like a chip row, or clips it), or the label of a visible
 * button, tab, chip or link is cut — its text is clipped, ends in an ellipsis or spills out of its box
 * (`scrollWidth` wider than `clientWidth`) — or a heading or a header's line (the course a quiz belongs to,
 * the quiz a review shows) ends in an ellipsis. Labels that wrap are fine.
 */
export async function cutOrOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide on a ${width} px screen`);

    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} „${text.slice(0, 60)}"`;
    };
    const visible = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      if (getComputedStyle(el).visibility === 'hidden' || el.getClientRects().length === 0) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    // inside a row that scrolls sideways, or cut off by a box that is itself checked
    const heldByAncestor = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (clips(getComputedStyle(p))) return true;
      return false;
    };

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if ((r.right > width + 0.5 || r.left < -0.5) && !heldByAncestor(el)) {
        // a visually hidden element (1 px, clipped) is not on screen at all
        const style = getComputedStyle(el);
        if (style.clip === 'auto' && style.clipPath === 'none')
          problems.push(
            `${describe(el)} sticks out of the screen (${Math.round(r.left)}…${Math.round(r.right)} px)`,
          );
      }
    }

    const labels =
      'a[href], button, summary, label, [role="button"], [role="tab"], [role="link"], [role="radio"]';
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(labels))) {
      if (!visible(control)) continue;
      for (const el of [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))]) {
        if (!visible(el) || el.scrollWidth <= el.clientWidth + 1) continue;
        const style = getComputedStyle(el);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        const how = style.textOverflow === 'ellipsis' || clips(style) ? 'is cut' : 'spills out of its box';
        problems.push(
          `${describe(control)} ${how} (${el.scrollWidth} px of content in ${el.clientWidth} px)`,
        );
        break;
      }
    }
    for (const text of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, header p'))) {
      if (!visible(text) || text.scrollWidth <= text.clientWidth + 1) continue;
      if (getComputedStyle(text).textOverflow === 'ellipsis')
        problems.push(`${describe(text)} is cut (${text.scrollWidth} px of text in ${text.clientWidth} px)`);
    }
    return problems;
  });
}

/** Fails naming every cut label and every element that sticks out of the screen. */
export async function expectFitsScreen(page: Page) {
  expect(await cutOrOverflowing(page), 'cut labels or elements wider than the screen').toEqual([]);
}
