import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isFirstScreenKey } from './first-screen-keys';
import { keysUsedIn, staticImports } from './source-keys';

export type TranslationPart = 'first' | 'rest';

/** The messages of one part: those of the first screen, or all the others. */
export function splitMessages(
  messages: Record<string, string>,
  part: TranslationPart,
): Record<string, string> {
  const first = part === 'first';
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isFirstScreenKey(key) === first));
}

/**
 * The Czech messages a screen may show beyond the first part: the keys its code and all that code
 * imports statically quote (`keysUsedIn`), found at build time. `files` are the screen's sources.
 */
export function screenMessages(
  messages: Record<string, string>,
  files: readonly string[],
): Record<string, string> {
  const keys = Object.keys(messages);
  const used = new Set(files.flatMap((file) => [...keysUsedIn(readFileSync(file, 'utf8'), keys)]));
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => used.has(key) && !isFirstScreenKey(key)),
  );
}

const IMPORT = /^\.\/(cs|en)\.json\?(first|rest)$/;
const PREFIX = '\0translation-part:';
/** `import('./screen.tsx?messages=cs')`: the Czech messages of the screen of that file (`screenMessages`). */
const SCREEN_IMPORT = /^(\..*\.tsx?)\?messages=cs$/;
const SCREEN_PREFIX = '\0screen-messages:';
const CZECH = join(import.meta.dirname, 'cs.json');

/** The chunk of a screen's messages is named after the screen (`quiz-route-messages`); null for other modules. */
export const screenMessagesChunk = (id: string): string | null =>
  id.startsWith(SCREEN_PREFIX)
    ? `${basename(id.replace(/\?messages=cs$/, '')).replace(/\.tsx?$/, '')}-messages`
    : null;

/**
 * `import messages from './cs.json?first'` (or `?rest`) in this folder: the part of a translation file,
 * split at build time, so translators keep editing the one flat file. `import('…/screen.tsx?messages=cs')`
 * anywhere: the Czech messages of that screen beyond the first part.
 */
export function translationParts(): Plugin {
  return {
    name: 'studovna-translation-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const screen = SCREEN_IMPORT.exec(source);
      if (screen && importer) return `${SCREEN_PREFIX}${resolve(dirname(importer), screen[1]!)}?messages=cs`;
      const match = IMPORT.exec(source);
      if (!match || !importer) return null;
      return `${PREFIX}${match[2]}:${join(dirname(importer), match[1]!)}`;
    },
    load(id) {
      if (id.startsWith(SCREEN_PREFIX)) {
        const files = staticImports(id.slice(SCREEN_PREFIX.length).replace(/\?messages=cs$/, ''));
        [CZECH, ...files].forEach((file) => this.addWatchFile(file));
        const messages = JSON.parse(readFileSync(CZECH, 'utf8')) as Record<string, string>;
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(screenMessages(messages, files)))});`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const [part, path] = id.slice(PREFIX.length).split(/:(.*)/s) as [TranslationPart, string];
      const file = `${path}.json`;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const text = JSON.stringify(JSON.stringify(splitMessages(messages, part)));
      return `export default JSON.parse(${text});`;
    },
  };
}
