import type cs from './cs.json';
import type en from './en.json';

/** Czech plural forms (few, many) have no English counterpart; every other key must exist in both. */
type CzechOnlyPlural = `${string}_${'few' | 'many'}`;
type Needed = Exclude<keyof typeof cs, CzechOnlyPlural>;
/** Fails to compile when the English file lacks a key of the Czech one. */
export type EnglishIsComplete = Needed extends keyof typeof en ? true : never;
export const englishIsComplete: EnglishIsComplete = true;
