import { expect, type Page } from '@playwright/test';

/**
 * Tap targets (WCAG 2.2, 2.5.8 and our own goal of 44 px): every visible interactive element on the
 * screen — links, buttons, form fields, summaries and anything with a widget role or a tab stop — is
 * at least 44 × 44 CSS px. What counts as its target:
 *
 * - its border box; a link or button whose `::before`/`::after` is absolutely positioned (a card whose
 *   title link covers the card) is measured by the box that pseudo-element covers;
 * - a checkbox or radio button together with its label (a tap on the label ticks it), so a 24 px box
 *   with a 44 px tall label passes and a bare 24 px box does not;
 * - a link inside running text (an inline link whose paragraph has words outside it) is exempt from
 *   the 44 px size, as 2.5.8 exempts targets in a sentence, but not from the spacing that stands in
 *   for it: its line is at least 24 px tall, and the 24 px circle around the centre of each of its
 *   pieces (one per line it wraps onto) touches no other target, so a finger that misses it hits
 *   text, not another control.
 *
 * Elements that are not rendered, are visually hidden (1 px), or are inert are not targets.
 */
export const TARGET = 44;
const INLINE_MINIMUM = 24;

export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ target, inline }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const name = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ??
          (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el.textContent) ??
          '';
        const text = label.replace(/\s+/g, ' ').trim().slice(0, 60);
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
        return `${role}${type} „${text}"`;
      };
      const rendered = (el: Element) => {
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.getClientRects().length === 0) return false;
        const rect = el.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      };
      const coveredBox = (el: HTMLElement): DOMRect => {
        if (el instanceof HTMLInputElement || getComputedStyle(el).position !== 'static')
          return el.getBoundingClientRect();
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          if (style.content !== 'none' && style.position === 'absolute' && el.offsetParent)
            return el.offsetParent.getBoundingClientRect();
        }
        return el.getBoundingClientRect();
      };
      const box = (el: HTMLElement): DOMRect => {
        const own = coveredBox(el);
        if (!(el instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(el.type)) return own;
        let { left, top, right, bottom } = own;
        for (const label of Array.from(el.labels ?? [])) {
          const r = label.getBoundingClientRect();
          // the label only adds to the target where it touches the box
          if (r.left > right + 1 || r.right < left - 1 || r.top > bottom + 1 || r.bottom < top - 1) continue;
          left = Math.min(left, r.left);
          top = Math.min(top, r.top);
          right = Math.max(right, r.right);
          bottom = Math.max(bottom, r.bottom);
        }
        return new DOMRect(left, top, right - left, bottom - top);
      };
      const inRunningText = (el: HTMLElement) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        const words = (block?.textContent ?? '').replace(el.textContent ?? '', '');
        return /\p{L}{2,}/u.test(words);
      };
      const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(rendered);
      const boxes = new Map(targets.map((el) => [el, box(el)]));
      const problems: string[] = [];
      for (const el of targets) {
        const r = boxes.get(el)!;
        const size = `${Math.round(r.width)}×${Math.round(r.height)} px`;
        if (inRunningText(el)) {
          const line = parseFloat(getComputedStyle(el).lineHeight) || r.height;
          const others = targets.filter((o) => o !== el && !o.contains(el) && !el.contains(o));
          const crowded = Array.from(el.getClientRects()).some((part) => {
            const cx = part.left + part.width / 2;
            const cy = part.top + part.height / 2;
            return others.some((other) =>
              (inRunningText(other) ? Array.from(other.getClientRects()) : [boxes.get(other)!]).some((o) => {
                const dx = Math.max(o.left - cx, 0, cx - o.right);
                const dy = Math.max(o.top - cy, 0, cy - o.bottom);
                return Math.hypot(dx, dy) < inline / 2;
              }),
            );
          });
          if (line < inline - 0.5 || crowded)
            problems.push(
              `${name(el)} in running text: line ${Math.round(line)} px${crowded ? ', another target within 12 px' : ''}`,
            );
        } else if (r.width < target - 0.5 || r.height < target - 0.5) problems.push(`${name(el)}: ${size}`);
      }
      return problems;
    },
    { target: TARGET, inline: INLINE_MINIMUM },
  );
}

/** Fails naming every interactive element of the screen that is smaller than a tap target. */
export async function expectTapTargets(page: Page) {
  expect(await smallTapTargets(page), `tap targets smaller than ${TARGET}×${TARGET} px`).toEqual([]);
}
