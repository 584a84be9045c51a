import { en as shared } from '@studovna/core';
import en from './en.json';
import type cs from './cs.json';

/** Czech plural forms (few, many) have no English counterpart; every other key must exist in both. */
type CzechOnlyPlural = `${string}_${'few' | 'many'}`;
type SharedKeys = Exclude<keyof typeof cs, CzechOnlyPlural>;
const translation: Record<SharedKeys, string> = en satisfies Record<SharedKeys, string>;

/** The English resources: a chunk of their own, loaded only when English is chosen. */
export const english = { translation, shared };
