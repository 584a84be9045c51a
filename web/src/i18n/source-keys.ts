import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pluralBase } from './translate';

const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/**
 * The source files a chain of static value imports leads to from `entry` (type-only imports and
 * `import()` left out): the code that comes with the first load.
 */
export function staticImports(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = typeOnly ? null : resolveImport(file, specifier!);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** A quoted key-like token (`'area.name'`, `"area.name"`), found without pairing quotes across the file. */
const QUOTED = /['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g;
/** The fixed start of a template key: `` `quiz.strip.${status}` `` → `quiz.strip.`. */
const FAMILY = /`([a-zA-Z][\w-]*\.(?:[\w-]+\.)*)\$\{/g;

/**
 * The translation keys a source file may show: every quoted key (a plural key also by its base), and for a
 * template literal such as `quiz.strip.${status}` the whole family under its fixed start.
 */
export function keysUsedIn(source: string, keys: readonly string[]): Set<string> {
  const used = new Set<string>();
  const known = new Set(keys);
  const byBase = new Map<string, string[]>();
  for (const key of keys) {
    const base = pluralBase(key);
    byBase.set(base, [...(byBase.get(base) ?? []), key]);
  }
  for (const [, text] of source.matchAll(QUOTED)) {
    for (const key of byBase.get(text!) ?? []) used.add(key);
    if (known.has(text!)) used.add(text!);
  }
  for (const [, prefix] of source.matchAll(FAMILY)) {
    for (const key of keys) if (key.startsWith(prefix!)) used.add(key);
  }
  return used;
}
