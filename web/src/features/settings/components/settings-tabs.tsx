import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { panelId, SETTINGS_TABS, tabId, type SettingsTab } from '../settings-tab';
import styles from '../settings.module.css';

const LABEL_KEY = {
  general: 'settings.tab.general',
  password: 'settings.tab.password',
  delete: 'settings.tab.delete',
} as const;

/** The three settings tabs: a tablist moved through with the arrow keys, Home and End. */
export function SettingsTabs({
  selected,
  onSelect,
}: {
  selected: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SETTINGS_TABS.indexOf(selected);
    const last = SETTINGS_TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = SETTINGS_TABS[next]!;
    onSelect(target);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('settings.tabs')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {SETTINGS_TABS.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t(LABEL_KEY[tab])}
          </button>
        );
      })}
    </div>
  );
}
