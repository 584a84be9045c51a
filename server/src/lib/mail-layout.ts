import { escapeHtml as e } from '../site/escape-html';

/** The HTML frame of every e-mail Studovna sends: one card with the name, what is said, the signature. */

const BRAND = '#3b3fb6';

/** The style of a plain link in an e-mail. */
export const MAIL_LINK_STYLE = `color:${BRAND}`;

/** The e-mail's action: a button, and the address spelled out for a client that shows no button. */
export function mailButton(link: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none">${e(label)}</a></p>
<p>Pokud tlačítko nefunguje, zkopíruj do prohlížeče tuto adresu:<br><a href="${e(link)}" style="${MAIL_LINK_STYLE};word-break:break-all">${e(link)}</a></p>`;
}

/** A whole HTML e-mail: `blocks` are its paragraphs (HTML, already escaped), in order, before the signature. */
export function mailDocument(subject: string, blocks: readonly string[]): string {
  return `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f7fb;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d1f33">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:${BRAND}">Studovna</p>
${blocks.join('\n')}
<p style="margin-bottom:0">Tým Studovny</p>
</div>
</body>
</html>
`;
}

/** A block quote of plain text (kept as written: line breaks stay). */
export function mailQuote(text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:#f7f7fb;white-space:pre-wrap">${e(text)}</blockquote>`;
}
