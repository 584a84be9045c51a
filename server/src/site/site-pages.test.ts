import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { renderLayout } from './layout';
import { siteStyles } from './styles';
import { homePage } from './pages/home';
import { notFoundPage } from './pages/not-found';
import { privacyPage } from './pages/privacy';
import { termsPage } from './pages/terms';
import type { SiteContext, SitePage } from './site-context';

const ctx: SiteContext = {
  appUrl: 'http://app.localhost:3000',
  supportEmail: 'podpora@studovna.cz',
  supportPhone: '+420 123 456 789',
};
const hostileEmail = '"><img src=x onerror=alert(1)>';

const pages: { name: string; page: (c: SiteContext) => SitePage; h1: string }[] = [
  { name: 'home', page: homePage, h1: 'Příprava na přijímací zkoušky OSP, ZSV a TSP' },
  { name: 'privacy', page: privacyPage, h1: 'Zásady ochrany osobních údajů' },
  { name: 'terms', page: termsPage, h1: 'Obchodní podmínky' },
  { name: 'not found', page: notFoundPage, h1: 'Stránka nenalezena' },
];

function render(page: (c: SiteContext) => SitePage, context: SiteContext = ctx): string {
  return renderLayout({ ...context, ...page(context), now: new Date('2026-11-01T12:00:00Z') });
}

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}

describe.each(pages)('$name page', ({ page, h1 }) => {
  it('is a complete Czech HTML5 document with a viewport and its title', () => {
    const html = render(page);
    expect(html.startsWith('<!doctype html>\n<html lang="cs">')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<title>${escapeHtml(page(ctx).title)} – Studovna</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(count(html, /<style>/g)).toBe(1);
  });

  it('has its Czech title in the one and only h1', () => {
    const headings = [...render(page).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
    expect(headings).toEqual([h1]);
  });

  it('has landmarks, a skip link, the navigation and the footer links', () => {
    const html = render(page);
    expect(html).toContain('<a class="skip-link" href="#obsah">Přeskočit na obsah</a>');
    expect(html).toContain('<main id="obsah" tabindex="-1">');
    expect(count(html, /<header\b/g)).toBe(1);
    expect(count(html, /<footer\b/g)).toBe(1);
    expect(html).toContain('<a class="wordmark" href="/">Studovna</a>');
    expect(html).toContain('<a href="/studijni-plany/">Studijní plány</a>');
    // links into the app leave the app's web view (the app is never framed); the site's own stay inside
    expect(html).toContain('<a target="_top" href="http://app.localhost:3000">Otevřít aplikaci</a>');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(count(header, /target="_top"/g)).toBe(1);
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('<a href="/zasady-ochrany/">Zásady ochrany osobních údajů</a>');
    expect(footer).toContain('<a href="/obchodni-podminky/">Obchodní podmínky</a>');
    expect(footer).toContain('<a href="mailto:podpora@studovna.cz">podpora@studovna.cz</a>');
    expect(footer).toContain('<a href="tel:+420123456789">+420 123 456 789</a>');
    expect(footer).toContain('© 2026 Studovna');
  });

  it('has no script, no inline event handler and loads nothing external', () => {
    const html = render(page);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<link\b|\ssrc=|url\(|@import/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('closes every element it opens', () => {
    const html = render(page);
    for (const tag of [
      'section',
      'article',
      'nav',
      'div',
      'ul',
      'ol',
      'li',
      'p',
      'h2',
      'h3',
      'a',
      'strong',
    ]) {
      expect(count(html, new RegExp(`<${tag}[\\s>]`, 'g')), tag).toBe(
        count(html, new RegExp(`</${tag}>`, 'g')),
      );
    }
  });

  it('escapes a hostile support e-mail and phone', () => {
    const html = render(page, { ...ctx, supportEmail: hostileEmail, supportPhone: '<b>123</b>' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not link a non-http app address', () => {
    const html = render(page, { ...ctx, appUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
  });
});

describe('colours', () => {
  /** The declarations of the rule `selector` (the first one after `from`), by variable name. */
  const variables = (from: number) => {
    const body = siteStyles.slice(siteStyles.indexOf('{', from) + 1, siteStyles.indexOf('}', from));
    return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!]));
  };
  const light = variables(siteStyles.indexOf(':root'));
  const dark = variables(siteStyles.indexOf(':root', siteStyles.indexOf('prefers-color-scheme: dark')));

  it('follow the system: light, or on a dark screen a dark palette for every colour', () => {
    expect(render(homePage)).toContain('<meta name="color-scheme" content="light dark">');
    expect(siteStyles).toContain('@media screen and (prefers-color-scheme: dark)');
    expect(light.size).toBeGreaterThan(15);
    expect([...dark.keys()].sort()).toEqual([...light.keys()].sort());
    for (const [name, value] of dark) expect(value, name).not.toBe(light.get(name));
  });

  it('are written only as the variables: no colour in a rule of the screen', () => {
    const rules = siteStyles.slice(siteStyles.indexOf('}', siteStyles.indexOf('prefers-color-scheme: dark')));
    const screen = rules.slice(0, rules.indexOf('@media print'));
    expect(screen.match(/#[0-9a-f]{3,8}\b|rgba?\(\s*\d/gi)).toBeNull();
  });
});

describe('page content', () => {
  it('home page calls to open the app and see the study plans', () => {
    const { body } = homePage(ctx);
    expect(body).toContain('<a class="button" href="http://app.localhost:3000">Otevřít aplikaci</a>');
    expect(body).toContain('<a class="button button-secondary" href="/studijni-plany/">Studijní plány</a>');
    for (const text of ['OSP', 'ZSV', 'TSP', 'percentil', 'nástěnku', 'kvíz']) expect(body).toContain(text);
  });

  it('promises of the plans only what the content holds (decision 0020): no video, no count it may outgrow', () => {
    const { body } = homePage(ctx);
    expect(body).toContain('vyřešené úlohy s vysvětlením ke každé otázce');
    expect(body).toContain('na den, týden, měsíc nebo tři měsíce');
    expect(body).not.toMatch(/vide[oíia]|stovky|desítky/i);
  });

  it('privacy policy names the contact, the password hash, the supervisory authority and the date', () => {
    const { body } = privacyPage(ctx);
    for (const text of [
      'mailto:podpora@studovna.cz',
      'argon2id',
      'Úřad pro ochranu osobních údajů',
      '1. 11. 2026',
    ])
      expect(body).toContain(text);
  });

  it('terms name the plan periods, the digital-content withdrawal rule, the contact and the date', () => {
    const { body } = termsPage(ctx);
    for (const text of [
      // every period the plans are sold for (seed/plans.ts)
      'jednoho dne, jednoho týdne, jednoho měsíce nebo tří měsíců',
      '§ 1837',
      'tel:+420123456789',
      '1. 11. 2026',
    ])
      expect(body).toContain(text);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(2026)).toBe('2026');
  });
});
