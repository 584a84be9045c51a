import { describe, expect, it } from 'vitest';
import { staticCopy } from './static-copy';

// the head and body of a rendered guest screen as Chromium serialises them
const rendered = [
  '<html lang="cs"><head><meta charset="UTF-8">',
  '<title>Studovna</title>',
  '<script type="module" crossorigin="" src="/assets/index-l5diKYM6.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/react-C1iE8mnY.js">',
  '<link rel="stylesheet" crossorigin="" href="/assets/index-CiC9Tzyj.css">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="preload" as="image" href="http://localhost:3903/uploads/osp.webp" fetchpriority="high">',
  '<link rel="preload" as="style" crossorigin="" href="/assets/course-detail-screen-DDZa6n9P.css">',
  '<link rel="preload" as="script" href="/assets/late.js">',
  '<link rel="prefetch" as="script" href="/assets/later.js">',
  '<script type="application/json" id="first-answers">[{"key":"a","body":"\\u003c/p>"}]</script>',
  '<style>.hero{color:red}</style>',
  // the app's code links a lazy screen's style by its full address, after the page preloaded it
  '<link rel="stylesheet" crossorigin="" href="http://app.localhost:3903/assets/course-detail-screen-DDZa6n9P.css">',
  '<link rel="stylesheet" href="http://app.localhost:3903/assets/quiz-route-myFpNP5U.css">',
  '</head><body><div id="root"><main><h1>OSP: Verbální oddíl</h1>',
  '<a href="http://app.localhost:3903/kurzy/2">Další kurz</a>',
  '<p>Kód &lt;script&gt; v textu zůstává textem.</p></main></div>',
  '<script>navigator.serviceWorker.register("/sw.js")</script>',
  '</body></html>',
].join('');

describe('staticCopy', () => {
  const copy = staticCopy(rendered, 'http://app.localhost:3903');

  it('takes out every script and every link that loads script or installs the app', () => {
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('.js');
    expect(copy).not.toContain('manifest');
    expect(copy).not.toContain('first-answers');
  });

  it('keeps the stylesheets, inline styles, image preloads and the screen as rendered', () => {
    expect(copy).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-CiC9Tzyj.css">');
    expect(copy).toContain('<style>.hero{color:red}</style>');
    expect(copy).toContain(
      '<link rel="preload" as="image" href="http://localhost:3903/uploads/osp.webp" fetchpriority="high">',
    );
    expect(copy).toContain(
      '<main><h1>OSP: Verbální oddíl</h1><a href="/kurzy/2">Další kurz</a><p>Kód &lt;script&gt; v textu zůstává textem.</p></main>',
    );
  });

  it('applies a preloaded style as a stylesheet, since no script is left to apply it', () => {
    expect(copy).toContain(
      '<link rel="stylesheet" crossorigin="" href="/assets/course-detail-screen-DDZa6n9P.css">',
    );
    expect(copy).not.toContain('as="style"');
  });

  it('links the app’s own addresses from wherever the copy is served, each stylesheet once', () => {
    expect(copy).not.toContain('app.localhost');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/quiz-route-myFpNP5U.css">');
    expect(copy.match(/course-detail-screen-DDZa6n9P\.css/g)).toHaveLength(1);
  });

  it('puts back the doctype that outerHTML leaves out, so the page does not render in quirks mode', () => {
    expect(copy.startsWith('<!DOCTYPE html><html lang="cs"><head>')).toBe(true);
  });
});
