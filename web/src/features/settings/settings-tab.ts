export const SETTINGS_TABS = ['general', 'password', 'delete'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab lives in the address (`?karta=heslo`), so a reload or a return keeps it. */
export const TAB_PARAM = 'karta';
const PARAM_OF: Record<SettingsTab, string | null> = { general: null, password: 'heslo', delete: 'smazat' };

export function tabFromSearch(params: URLSearchParams): SettingsTab {
  const value = params.get(TAB_PARAM);
  return SETTINGS_TABS.find((tab) => PARAM_OF[tab] === value) ?? 'general';
}

/** The search params with `tab` chosen; the default tab leaves the parameter out. */
export function searchWithTab(params: URLSearchParams, tab: SettingsTab): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = PARAM_OF[tab];
  if (value) next.set(TAB_PARAM, value);
  else next.delete(TAB_PARAM);
  return next;
}

export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;
