import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CloseIcon, HistoryIcon, SearchIcon } from '../../../components/icons';
import { useAppStore, useAppStoreApi } from '../../../lib/store';
import styles from './search-field.module.css';

interface SearchFieldProps {
  value: string;
  /** Typing (debounced by the caller) — the list follows as the learner types. */
  onChange: (value: string) => void;
  /** Enter, the search button or a recent search: the keyword is also remembered. */
  onSubmit: (value: string) => void;
  autoFocus?: boolean;
  /** Keep the recent searches open whenever the field is empty (the search screen), not only on focus. */
  alwaysShowRecent?: boolean;
}

/**
 * Keyword search with the store's recent searches (max 10, newest first): they show while the field
 * is focused and empty, can be picked (mouse, touch or keyboard) and cleared.
 */
export function SearchField({ value, onChange, onSubmit, autoFocus, alwaysShowRecent }: SearchFieldProps) {
  const { t } = useTranslation();
  const store = useAppStoreApi();
  const recent = useAppStore((state) => state.user.recentSearch);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const recentId = useId();

  const showRecent = value.trim() === '' && recent.length > 0 && !dismissed && (focused || alwaysShowRecent);

  const submit = (text: string) => {
    const keyword = text.trim();
    if (keyword) store.getState().addRecentSearch(keyword);
    onSubmit(keyword);
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  const pick = (text: string) => {
    onChange(text);
    submit(text);
    inputRef.current?.focus();
  };

  const clearRecent = () => {
    store.getState().clearRecentSearch();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && showRecent) {
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={styles.root}
      onSubmit={onFormSubmit}
      onKeyDown={onKeyDown}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
          setDismissed(false);
        }
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          className={styles.input}
          placeholder={t('search.placeholder')}
          value={value}
          aria-describedby={showRecent ? recentId : undefined}
          onChange={(event) => {
            setDismissed(false);
            onChange(event.target.value);
          }}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              onChange('');
              onSubmit('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={18} />
            <span className="visually-hidden">{t('search.clearField')}</span>
          </button>
        ) : null}
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      {showRecent ? (
        <section className={styles.recent} aria-labelledby={recentId}>
          <div className={styles.recentHead}>
            <h2 id={recentId} className={styles.recentTitle}>
              {t('search.recent')}
            </h2>
            <button type="button" className={styles.clearRecent} onClick={clearRecent}>
              {t('search.clearRecent')}
            </button>
          </div>
          <ul className={styles.recentList}>
            {recent.map((text) => (
              <li key={text}>
                <button type="button" className={styles.recentItem} onClick={() => pick(text)}>
                  <HistoryIcon size={18} />
                  <span>{text}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
