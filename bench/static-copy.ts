// A rendered page made static: what Chromium serialised of a screen (`document.documentElement.outerHTML`)
// with everything that runs or loads script taken out, and its styles kept so it looks the same. The
// serialisation is Chromium's own, which writes every attribute value in double quotes and never a
// `</script` inside a script's text, so the tags can be read here without a full HTML parser.

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g;

function attributesOf(tag: string): Map<string, string> {
  const inside = tag.replace(/^<link\b/i, '').replace(/\/?>$/, '');
  return new Map([...inside.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2] ?? '']));
}

const words = (value: string | undefined) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A `<link>` as the static page keeps it: null for one that fetches script (module preloads, script and
 * worker preloads or prefetches) or installs the app (its manifest, a service worker); a style preload
 * becomes the stylesheet it preloads, since no script is left to apply it; any other link (stylesheets,
 * fonts, images, icons) as it was.
 */
function staticLink(tag: string): string | null {
  const attributes = attributesOf(tag);
  const rel = words(attributes.get('rel'));
  const as = (attributes.get('as') ?? '').toLowerCase();
  if (rel.some((r) => ['modulepreload', 'manifest', 'serviceworker'].includes(r))) return null;
  if (['script', 'worker', 'sharedworker', 'serviceworker'].includes(as)) return null;
  if (rel.includes('preload') && as === 'style') {
    const kept = [...attributes].filter(([name]) => !['rel', 'as', 'onload'].includes(name));
    return `<link rel="stylesheet"${kept.map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
  }
  return tag;
}

/** The stylesheet a link applies, if it is one. */
function stylesheetOf(tag: string): string | null {
  const attributes = attributesOf(tag);
  return words(attributes.get('rel')).includes('stylesheet') ? (attributes.get('href') ?? null) : null;
}

/**
 * The page of `outerHtml` (the `<html>` element, serialised by Chromium) with no script: script elements
 * of every type gone (a JSON data block too: only a script reads it), links that load script or install
 * the app gone, style preloads turned into stylesheets, each stylesheet linked once. Addresses on the
 * page's own `origin` (the app's code links its lazy styles by full address) become root-relative, so the
 * copy loads them from wherever it is served. The doctype is put back, which `outerHTML` leaves out and
 * without which the page would render in quirks mode.
 */
export function staticCopy(outerHtml: string, origin: string): string {
  const linked = new Set<string>();
  const html = outerHtml
    .replaceAll(`="${origin}/`, '="/')
    .replace(SCRIPT_ELEMENT, '')
    .replace(LINK_TAG, (tag) => {
      const kept = staticLink(tag);
      if (kept === null) return '';
      const stylesheet = stylesheetOf(kept);
      if (stylesheet === null) return kept;
      if (linked.has(stylesheet)) return '';
      linked.add(stylesheet);
      return kept;
    });
  return `<!DOCTYPE html>${html}`;
}
