// `../lib/purify`, not `./purify`: the server's render swaps that path for purify.server.ts (vite.config.ts)
import { purify } from '../lib/purify';

/** Inline styles that old engines would run as script: expressions, script URLs, bindings. */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;

/**
 * HTML from content or users, sanitised before it is rendered (ARCHITECTURE §4): DOMPurify's HTML profile
 * without styles and forms, links opening in a new tab without access to the app, no inline style that
 * could run script. A fragment of the sanitiser's document: the page's, or jsdom's in the server's render
 * (decision 0038).
 */
export function sanitizeContent(html: string): DocumentFragment {
  const fragment = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const styled of fragment.querySelectorAll('[style]'))
    if (UNSAFE_STYLE.test(styled.getAttribute('style') ?? '')) styled.removeAttribute('style');
  return fragment;
}
