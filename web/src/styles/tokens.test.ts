import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = import.meta.dirname;
const source = join(import.meta.dirname, '..');
const tokens = readFileSync(join(stylesDir, 'tokens.css'), 'utf8');

/** The declarations of the first rule whose selector is `selector`, by property name. */
function declarations(selector: string): Map<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = tokens.slice(start + selector.length + 2, tokens.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

const light = declarations(':root');
const dark = declarations(":root[data-theme='dark']");
const systemDark = declarations(":root:not([data-theme='light'])");
const colourNames = [...light.keys()].filter(
  (name) => name.startsWith('--color-') || name === '--shadow-rgb',
);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(palette: Map<string, string>, foreground: string, background: string): number {
  const [a, b] = [foreground, background].map((name) => {
    const value = palette.get(`--color-${name}`);
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--color-${name} is not #rrggbb: ${value}`);
    return luminance(value);
  });
  return (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05);
}

/** Text (4.5:1) and the marks and borders that carry meaning (3:1), as the screens pair them. */
const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text', 'primary-soft'],
  ['text', 'success-soft'],
  ['text', 'danger-soft'],
  ['text', 'warning-soft'],
  ['text', 'accent-soft'],
  ...Array.from({ length: 8 }, (_, i): [string, string] => ['text', `pastel-${i + 1}`]),
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['text-muted', 'primary-soft'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surface-muted'],
  ['primary', 'primary-soft'],
  ['primary-strong', 'surface'],
  ['primary-strong', 'primary-soft'],
  ['primary', 'surface-raised'],
  ['primary-strong', 'surface-raised'],
  ['text-muted', 'surface-raised'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-strong'],
  ['on-banner', 'banner'],
  ['on-banner', 'banner-end'],
  ['on-primary', 'success'],
  ['on-primary', 'danger'],
  ['on-primary', 'warning'],
  ['accent-strong', 'surface'],
  ['accent-strong', 'accent-soft'],
  ['danger', 'surface'],
  ['danger', 'danger-soft'],
  ['success', 'surface'],
  ['success', 'success-soft'],
  ['warning', 'surface'],
  ['warning', 'warning-soft'],
  ['pink', 'pink-soft'],
  ['on-sale', 'sale'],
  ['on-inverse', 'inverse'],
  ['inverse-info', 'inverse'],
  ['inverse-success', 'inverse'],
  ['inverse-error', 'inverse'],
];
const MARK_PAIRS: [string, string][] = [
  ['border-strong', 'bg'],
  ['border-strong', 'surface'],
  ['border-strong', 'surface-muted'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['accent', 'surface'],
  ['star', 'surface'],
  ['heart', 'surface'],
  ['success', 'surface-muted'],
  ['danger', 'surface-muted'],
];

describe('design tokens', () => {
  it('give every colour of the light palette a dark value, the same for the choice and for the system', () => {
    expect(colourNames.length).toBeGreaterThan(40);
    expect([...dark.keys()].sort()).toEqual([...colourNames, 'color-scheme'].sort());
    expect(systemDark).toEqual(dark);
    expect(light.get('color-scheme')).toBe('light');
    expect(dark.get('color-scheme')).toBe('dark');
  });

  it('keep the dark palette readable: WCAG AA for text (4.5:1) and for marks (3:1)', () => {
    const low = [
      ...TEXT_PAIRS.map(([f, b]) => [f, b, 4.5] as const),
      ...MARK_PAIRS.map(([f, b]) => [f, b, 3] as const),
    ]
      .map(([f, b, min]) => ({ pair: `${f} on ${b}`, ratio: contrast(dark, f, b), min }))
      .filter(({ ratio, min }) => ratio < min);
    expect(low).toEqual([]);
  });

  it('are the only place a colour is written: no colour literal in another stylesheet', () => {
    const sheets = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.css') && !file.endsWith('tokens.css'),
    );
    expect(sheets.length).toBeGreaterThan(50);
    const literals = sheets.flatMap((file) =>
      readFileSync(join(source, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ at: `${file}:${index + 1}`, line: line.replace(/url\([^)]*\)/g, '') }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(\s*\d/i.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(literals).toEqual([]);
  });
});
