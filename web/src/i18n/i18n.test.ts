import { describe, expect, it, vi } from 'vitest';
import cs from './cs.json';
import en from './en.json';
import { addScreenMessages, createI18n } from './i18n';

describe('i18n', () => {
  it('is Czech by default, with Czech plural forms', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('cs');
    expect([1, 2, 4, 5, 21].map((count) => i18n.t('categories.courseCount', { count }))).toEqual([
      '1 kurz',
      '2 kurzy',
      '4 kurzy',
      '5 kurzů',
      '21 kurzů',
    ]);
    expect(i18n.t('categories.courseCount', { count: 1.5 })).toBe('1,5 kurzu');
  });

  it('translates the shared validation codes of core, which come once one is shown, not with the app', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const czech = fresh.createI18n();
    const notified = vi.fn();
    czech.subscribe(notified);
    expect(czech.t('register.termsRequired', { ns: 'shared' })).toBe('register.termsRequired');
    await vi.waitFor(() => expect(notified).toHaveBeenCalled());
    expect(czech.t('register.termsRequired', { ns: 'shared' })).toBe(
      'Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.',
    );
    const english = createI18n('en');
    await english.loadLanguages('en');
    expect(english.t('login.usernameRequired', { ns: 'shared' })).toBe('The username is missing.');
  });

  it('loads English on demand when the language changes', async () => {
    const i18n = createI18n();
    expect(i18n.hasLoadedNamespace('translation', { lng: 'en' })).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('categories.courseCount', { count: 5 })).toBe('5 courses');
  });

  it('has every Czech key in English, except the Czech-only plural forms', () => {
    const czech = Object.keys(cs).filter((key) => !/_(few|many)$/.test(key));
    expect(Object.keys(en).sort()).toEqual(czech.sort());
  });

  it('translates anew when a part of the messages brings a key shown before it arrived, and only then', () => {
    const i18n = createI18n();
    const notified = vi.fn();
    i18n.subscribe(notified);
    addScreenMessages({ 'test.unshown': 'Nezobrazeno' });
    expect(notified).not.toHaveBeenCalled();
    expect(i18n.t('test.unshown' as never)).toBe('Nezobrazeno');

    const before = i18n.t;
    expect(i18n.t('test.waiting' as never)).toBe('test.waiting');
    addScreenMessages({ 'test.waiting': 'Dočkal se' });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('test.waiting' as never)).toBe('Dočkal se');
  });

  it('asks for the rest of the Czech messages when a screen shows a key none of its parts has', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const i18n = fresh.createI18n();
    const notified = vi.fn();
    i18n.subscribe(notified);
    expect(i18n.t('settings.title')).toBe('settings.title');
    await vi.waitFor(() => expect(notified).toHaveBeenCalled());
    expect(i18n.t('settings.title')).toBe(cs['settings.title']);
  });
});
