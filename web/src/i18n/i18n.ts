import type { Locale, MessageCode } from '@studovna/core';
import type cs from './cs.json';
import firstScreen from './cs.json?first';
import { interpolate, lookUp, pluralBase, type Messages, type TranslateValues } from './translate';

export type { Locale };
export const LOCALES: readonly Locale[] = ['cs', 'en'];
export const DEFAULT_LOCALE: Locale = 'cs';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type CzechKey = keyof typeof cs;

/** A key of cs.json; a plural key also by its base (`categories.courseCount` with `count`). */
export type TranslationKey = CzechKey | PluralBase<CzechKey>;
/** A message code of core, translated in the `shared` namespace. */
export type SharedKey = MessageCode;
export type Namespace = 'translation' | 'shared';

export interface TFunction {
  (key: TranslationKey, values?: TranslateValues & { ns?: 'translation' }): string;
  (key: SharedKey, values: TranslateValues & { ns: 'shared' }): string;
}

export type Bundle = Record<Namespace, Messages>;

export interface I18n {
  /** The language shown; changes once its messages have arrived. */
  readonly language: Locale;
  readonly resolvedLanguage: Locale;
  /** A new function whenever what it returns may have changed (language or messages loaded). */
  readonly t: TFunction;
  changeLanguage(language: string): Promise<TFunction>;
  loadLanguages(languages: string | readonly string[]): Promise<void>;
  hasLoadedNamespace(namespace: Namespace, options?: { lng?: string }): boolean;
  /** Told after every change of language or of the messages loaded; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Differs whenever `t` does. */
  readonly revision: string;
}

/**
 * Czech comes with the app, but only the part the first screen needs (cs.json split at build time by
 * first-screen-keys.ts); the rest arrives with the first lazy screen (`loadScreenTranslations`), or a
 * screen brings only its own (`addScreenMessages`).
 */
const czechTranslation: Record<string, string> = { ...firstScreen };
/** Core's shared messages (validation and server codes): they arrive with the lazy screens, or when shown. */
const sharedCzech: Record<string, string> = {};
const czech: Bundle = { translation: czechTranslation, shared: sharedCzech };
let partsRevision = 0;
const partListeners = new Set<() => void>();
let screenTranslations: Promise<void> | undefined;
/** Czech keys asked for before their part had arrived (shown as the key meanwhile, see `t`). */
const missedKeys = new Set<string>();

/**
 * Adds a part of the Czech messages. What is on screen is translated anew only when it asked for one of
 * them before it arrived: a part nothing waited for costs no render.
 */
export function addScreenMessages(
  part: Readonly<Record<string, string>>,
  into: Record<string, string> = czechTranslation,
): void {
  Object.assign(into, part);
  const answered = Object.keys(part).some((key) => missedKeys.has(key) || missedKeys.has(pluralBase(key)));
  if (!answered) return;
  missedKeys.clear();
  partsRevision += 1;
  partListeners.forEach((listener) => listener());
}

let sharedMessages: Promise<void> | undefined;

/**
 * Core's shared Czech messages: every lazy screen waits for them with its code, and a message of theirs
 * shown before they came is translated anew once they have (`addScreenMessages`).
 */
export function loadSharedMessages(): Promise<void> {
  sharedMessages ??= import('./shared-czech').then(
    (module) => addScreenMessages(module.sharedCzech, sharedCzech),
    (error: unknown) => {
      sharedMessages = undefined;
      throw error;
    },
  );
  return sharedMessages;
}

/** A screen's or a part's own Czech messages: `() => import('…/screen.tsx?messages=cs')` (translation-parts.ts). */
export type MessagesPart = () => Promise<{ default: Readonly<Record<string, string>> }>;

/** `part` added to the Czech messages, with core's shared ones (which any screen may show: an answer's error). */
export async function loadMessagesPart(part: MessagesPart): Promise<void> {
  const shared = loadSharedMessages();
  addScreenMessages((await part()).default);
  await shared;
}

/** The Czech messages of the lazy screens: every lazy route waits for them together with its code. */
export function loadScreenTranslations(): Promise<void> {
  screenTranslations ??= Promise.all([import('./cs.json?rest'), loadSharedMessages()]).then(
    ([rest]) => addScreenMessages(rest.default),
    (error: unknown) => {
      screenTranslations = undefined;
      throw error;
    },
  );
  return screenTranslations;
}

/** English is a chunk of its own, fetched on first use. */
const loadEnglish = (): Promise<Bundle> => import('./english').then((module) => module.english);

const toLocale = (language: string): Locale =>
  LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;

class Translator implements I18n {
  language: Locale;
  private requested: Locale;
  private readonly loaded = new Map<Locale, Bundle>([[DEFAULT_LOCALE, czech]]);
  private readonly loading = new Map<Locale, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private ownRevision = 0;
  private current: { revision: string; t: TFunction } | undefined;

  constructor(locale: Locale) {
    this.language = locale;
    this.requested = locale;
    if (!this.loaded.has(locale)) this.loadLanguages(locale).catch(() => undefined);
  }

  get resolvedLanguage(): Locale {
    return this.language;
  }

  get revision(): string {
    return `${this.ownRevision}.${partsRevision}`;
  }

  get t(): TFunction {
    const revision = this.revision;
    if (this.current?.revision !== revision) {
      // the messages to look in, per namespace: worked out once per revision, not on every call
      const languages = this.language === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [this.language, DEFAULT_LOCALE];
      const bundlesOf = (namespace: Namespace) =>
        languages.flatMap((language) => {
          const bundle = this.loaded.get(language);
          return bundle ? [{ language, messages: bundle[namespace] }] : [];
        });
      const bundles = { translation: bundlesOf('translation'), shared: bundlesOf('shared') };
      const language = this.language;
      const t = (key: string, values?: TranslateValues & { ns?: Namespace }) => {
        const message = lookUp(bundles[values?.ns ?? 'translation'], key, values?.count);
        if (message !== undefined) return interpolate(message, values, language);
        // a key no part loaded so far has: the rest of the Czech messages is asked for, and what showed
        // the key is translated anew once it has come (`addScreenMessages`)
        missedKeys.add(key);
        (values?.ns === 'shared' ? loadSharedMessages() : loadScreenTranslations()).catch(() => undefined);
        return key;
      };
      this.current = { revision, t: t as TFunction };
    }
    return this.current.t;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    const locale = toLocale(language);
    this.requested = locale;
    // offline, the language still changes: its texts fall back to Czech until a later change loads them
    await this.loadLanguages(locale).catch(() => undefined);
    if (this.requested === locale && this.language !== locale) {
      this.language = locale;
      this.changed();
    }
    return this.t;
  }

  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const locales = (typeof languages === 'string' ? [languages] : languages).map(toLocale);
    await Promise.all(locales.map((locale) => this.load(locale)));
  }

  private load(locale: Locale): Promise<void> {
    if (this.loaded.has(locale)) return Promise.resolve();
    let loading = this.loading.get(locale);
    if (!loading) {
      loading = loadEnglish().then(
        (bundle) => {
          this.loaded.set(locale, bundle);
          this.loading.delete(locale);
          this.changed();
        },
        (error: unknown) => {
          this.loading.delete(locale);
          throw error;
        },
      );
      this.loading.set(locale, loading);
    }
    return loading;
  }

  hasLoadedNamespace(namespace: Namespace, options: { lng?: string } = {}): boolean {
    return this.loaded.get(toLocale(options.lng ?? this.language))?.[namespace] !== undefined;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    partListeners.add(this.notify);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) partListeners.delete(this.notify);
    };
  };

  private changed() {
    this.ownRevision += 1;
    this.notify();
  }

  private readonly notify = () => this.listeners.forEach((listener) => listener());
}

/**
 * A fresh instance: Czech source and default (and fallback), English second, core's shared messages
 * (validation and server codes) as the `shared` namespace. Keys are flat (`area.name`). English is loaded
 * on first use; where that matters, `await instance.loadLanguages('en')`.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return new Translator(locale);
}
