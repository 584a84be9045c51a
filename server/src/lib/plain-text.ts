import sanitizeHtml from 'sanitize-html';

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

const stripOnce = (text: string): string =>
  sanitizeHtml(text.replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  }).replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Text from HTML (a review, a question's title) as plain text: tags (and the content of script and style) removed, entities decoded.
 * Repeated until nothing changes, so markup written as entities (`&lt;b&gt;`) goes too.
 */
export function plainText(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    const next = stripOnce(current);
    if (next === current) break;
    current = next;
  }
  return current.replace(/[ \t]+\n/g, '\n').trim();
}
