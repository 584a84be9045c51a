import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { I18n, TFunction, TranslationKey } from './i18n';
import type { TranslateValues } from './translate';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** `t` and the instance; the component renders again when the language or the loaded messages change. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider');
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.revision,
    () => i18n.revision,
  );
  const t = i18n.t;
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}

type Components = Record<string, ReactElement<{ children?: ReactNode }>>;

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** Text with `<name>…</name>` (or `<name/>`) tags, each replaced by `components[name]` holding the inner part. */
function withComponents(text: string, components: Components): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const component = components[name];
    const inner = match[2] === undefined ? undefined : withComponents(match[2], components);
    if (component && isValidElement(component)) {
      nodes.push(cloneElement(component, { key: nodes.length }, ...(inner ?? [])));
    } else {
      nodes.push(<Fragment key={nodes.length}>{inner}</Fragment>);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A translation with components in it: `<Trans i18nKey="area.name" components={{ terms: <a /> }} />`. */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: TranslationKey;
  values?: TranslateValues;
  components?: Components;
}) {
  const { t } = useTranslation();
  return <>{withComponents(t(i18nKey, values), components)}</>;
}
