import sanitizeHtml from 'sanitize-html';

/** Simple inline formatting and links; anything else is dropped (its text stays). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'sub', 'sup', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // elements whose content is never shown as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * A comment as the HTML the server stores and sends: line breaks kept as `<br />`, only inline
 * formatting and links (http, https, mailto; rel="nofollow noopener") survive; scripts, styles,
 * event handlers, frames and images are removed. `blank` when no visible text is left.
 */
export function commentHtml(content: string): { html: string; blank: boolean } {
  const html = sanitizeHtml(content.trim().replace(/\r\n?|\n/g, '<br />'), OPTIONS).trim();
  const text = sanitizeHtml(html, TEXT_ONLY)
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return { html, blank: text === '' };
}
