import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { studioMessage, type FieldProblem, type StudioMessageCode } from '@studovna/core/studio';
import { useTranslation } from '../../i18n/use-translation';
import { interpolate, lookUp, type Messages, type TranslateValues } from '../../i18n/translate';
import cs from './cs.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key of the studio's cs.json; a plural key also by its base (`courseList.count` with `count`). */
export type StudioKey = keyof typeof cs | PluralBase<keyof typeof cs>;

export interface StudioT {
  (key: StudioKey, values?: TranslateValues): string;
  /** The message of a core studio code (a field problem), in the studio's language. */
  problem(problem: Pick<FieldProblem<StudioMessageCode>, 'code' | 'values'>): string;
  language: 'cs' | 'en';
}

/** English arrives as a chunk of its own, once, only when the app speaks English. */
let english: Messages | undefined;
const loadEnglish = () => import('./en.json').then((module) => (english = module.default as Messages));

const StudioI18nContext = createContext<StudioT | null>(null);

/**
 * The studio's messages (its own files, Czech first and English second), kept apart from the learner's:
 * they come with the studio's chunk, never with the app's first screen. The language is the app's.
 */
export function StudioI18nProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'cs';
  const [en, setEn] = useState(english);
  useEffect(() => {
    if (language === 'en' && !en) void loadEnglish().then(setEn, () => undefined);
  }, [language, en]);
  const t = useMemo(() => {
    const bundles = [
      ...(language === 'en' && en ? [{ language: 'en', messages: en }] : []),
      { language: 'cs', messages: cs as Messages },
    ];
    const shown = language === 'en' && en ? 'en' : 'cs';
    const translate = ((key: string, values?: TranslateValues) =>
      interpolate(lookUp(bundles, key, values?.count) ?? key, values, shown)) as StudioT;
    translate.problem = ({ code, values }) => studioMessage(code, shown, values);
    translate.language = shown;
    return translate;
  }, [language, en]);
  return <StudioI18nContext value={t}>{children}</StudioI18nContext>;
}

export function useStudioT(): StudioT {
  const t = use(StudioI18nContext);
  if (!t) throw new Error('useStudioT needs a StudioI18nProvider');
  return t;
}
