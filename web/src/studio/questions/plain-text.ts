/** Sanitised HTML as the text it shows (tags dropped, entities read), for a dense list. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return (
    new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  );
}
