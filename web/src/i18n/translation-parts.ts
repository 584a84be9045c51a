import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { isFirstScreenKey } from './first-screen-keys';

export type TranslationPart = 'first' | 'rest';

/** The messages of one part: those of the first screen, or all the others. */
export function splitMessages(
  messages: Record<string, string>,
  part: TranslationPart,
): Record<string, string> {
  const first = part === 'first';
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isFirstScreenKey(key) === first));
}

const IMPORT = /^\.\/(cs|en)\.json\?(first|rest)$/;
const PREFIX = '\0translation-part:';

/** Whether a module of the build is the `part` of the translation file `language` (`cs`, `en`). */
export const isTranslationPart = (id: string, part: TranslationPart, language: string): boolean =>
  id.startsWith(`${PREFIX}${part}:`) && /[\\/]([a-z]+)$/.exec(id)?.[1] === language;

/**
 * `import messages from './cs.json?first'` (or `?rest`) in this folder: the part of a translation file,
 * split at build time, so translators keep editing the one flat file.
 */
export function translationParts(): Plugin {
  return {
    name: 'studovna-translation-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = IMPORT.exec(source);
      if (!match || !importer) return null;
      return `${PREFIX}${match[2]}:${join(dirname(importer), match[1]!)}`;
    },
    load(id) {
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
