import { describe, expect, it } from 'vitest';
import { webViewAllowFrom } from '../../lib/config';
import { webViewPath } from './web-view-path';
import { resolveWebViewTarget, sitePageNameKey } from './web-view-target';

const SITE = 'http://localhost:3000';
const ALLOW = ['https://partner.example'];

describe('resolveWebViewTarget (only the site and allowed origins are embedded)', () => {
  it.each([
    ['http://localhost:3000/obchodni-podminky/', 'http://localhost:3000/obchodni-podminky/'],
    ['obchodni-podminky/', 'http://localhost:3000/obchodni-podminky/'],
    ['/zasady-ochrany/', 'http://localhost:3000/zasady-ochrany/'],
    ['https://partner.example/cenik?x=1', 'https://partner.example/cenik?x=1'],
  ])('embeds %s', (requested, url) => {
    expect(resolveWebViewTarget(requested, SITE, ALLOW)).toMatchObject({ kind: 'embed', url });
  });

  it.each([
    ['https://example.com/a', 'example.com'],
    ['//evil.example/login', 'evil.example'],
    ['http://localhost:4000/', 'localhost:4000'],
    ['https://localhost:3000/', 'localhost:3000'],
    ['http://partner.example/', 'partner.example'],
  ])('does not embed %s, which may open in a new tab', (requested, host) => {
    expect(resolveWebViewTarget(requested, SITE, ALLOW)).toMatchObject({ kind: 'external', host });
  });

  it.each([
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:podpora@studovna.cz',
    'file:///etc/passwd',
    'http://user:secret@localhost:3000/',
    'http://[::1',
  ])('refuses %j outright', (requested) => {
    expect(resolveWebViewTarget(requested, SITE, ALLOW)).toEqual({ kind: 'invalid' });
  });

  it('names the known site pages, and no other page', () => {
    const name = (url: string) => sitePageNameKey(resolveWebViewTarget(url, SITE, ALLOW));
    expect(name('http://localhost:3000/obchodni-podminky/')).toBe('webView.page.terms');
    expect(name('http://localhost:3000/zasady-ochrany')).toBe('webView.page.privacy');
    expect(name('http://localhost:3000/studijni-plany/')).toBe('webView.page.studyPlans');
    expect(name('http://localhost:3000/')).toBe('webView.page.home');
    expect(name('http://localhost:3000/jina-stranka/')).toBeNull();
    expect(name('https://partner.example/obchodni-podminky/')).toBeNull();
  });
});

describe('webViewPath', () => {
  it('keeps the whole address in one path segment', () => {
    expect(webViewPath('http://localhost:3000/obchodni-podminky/')).toBe(
      '/w/http%3A%2F%2Flocalhost%3A3000%2Fobchodni-podminky%2F',
    );
  });
});

describe('VITE_WEB_VIEW_ALLOW', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://partner.example', ['https://partner.example']],
    [
      ' https://a.example/any/path , http://b.example:8080,https://a.example',
      ['https://a.example', 'http://b.example:8080'],
    ],
    ['javascript:alert(1),not a url,ftp://files.example', []],
  ])('%j → %j', (value, origins) => expect(webViewAllowFrom(value)).toEqual(origins));
});
