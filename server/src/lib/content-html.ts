import sanitizeHtml from 'sanitize-html';

/**
 * What an author's HTML may hold (course overviews, lessons, questions, explanations): text structure,
 * tables, images and links. Formulas are text (`$…$`, rendered by KaTeX in the app), so no math markup
 * is needed. Scripts, styles, forms, frames, event handlers and `javascript:` addresses are removed — the
 * same kinds of thing the app's own sanitiser removes when it renders.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** An author's HTML as it is stored and sent: only the allowed structure survives. */
export function contentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The `src` of every picture an author's HTML shows, in order (after sanitising, as it would be stored). */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  contentHtmlWithImages(html, (src) => {
    sources.push(src);
    return src;
  });
  return sources;
}

/**
 * An author's HTML sanitised as {@link contentHtml} does, each picture's `src` replaced by what `replace`
 * answers for it (a course package's pictures: its own files out, this server's addresses in).
 */
export function contentHtmlWithImages(html: string, replace: (src: string) => string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: attribs.src === undefined ? attribs : { ...attribs, src: replace(attribs.src) },
      }),
    },
  }).trim();
}
