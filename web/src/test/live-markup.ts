/** What a learner could type into a text field, and a server could hand back unchanged. */
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">klikni</a>',
  '<svg onload=alert(4)><circle r=1 /></svg>',
  '<div style="background:url(javascript:alert(5));width:expression(alert(6))">styl</div>',
  '<iframe src="javascript:alert(7)"></iframe>',
  '<a href="JaVaScRiPt&#58;alert(8)">odkaz</a>',
  '<form action="javascript:alert(9)"><button>odeslat</button></form>',
  '<object data="data:text/html,<script>alert(10)</script>"></object><embed src="x.swf">',
  '<style>body{display:none}</style>',
  '" onmouseover="alert(11)" data-x="',
];

/** Addresses a server could give for an image that must never be loaded as a page or a script. */
export const URL_PAYLOADS = [
  'javascript:alert(12)',
  ' JaVaScRiPt:alert(13)',
  'data:text/html,<script>alert(14)</script>',
  'vbscript:msgbox(15)',
];

const LIVE_URL = /^\s*(javascript:|vbscript:|data:text\/html)/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcset']);

/** Everything under `root` a browser would run, load as a document, or style from a payload. */
export function liveMarkup(root: Element): string[] {
  const found: string[] = [];
  for (const node of root.querySelectorAll(
    'script, iframe, object, embed, style, form, svg:not([aria-hidden="true"])',
  ))
    found.push(node.outerHTML);
  for (const node of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of node.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${node.tagName} ${name}`);
      if (URL_ATTRIBUTES.has(name) && LIVE_URL.test(attribute.value))
        found.push(`${node.tagName} ${name}=${attribute.value}`);
      if (/^\s*javascript:/i.test(attribute.value)) found.push(`${node.tagName} ${name}`);
      if (name === 'style' && /expression|javascript:/i.test(attribute.value))
        found.push(`${node.tagName} style`);
    }
  }
  return found;
}
