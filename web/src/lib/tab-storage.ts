/**
 * What lives as long as the browser tab (sessionStorage): a wish or answers carried through the login,
 * the selected category. Storage that is missing or refuses (private modes, full quota) keeps nothing
 * and reads as empty, so each caller decides what the learner falls back to.
 */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The value kept under `name`; null when none is kept or the storage cannot be read. */
export function readFromTab(name: string, storage: TabStorage | undefined = globalThis.sessionStorage) {
  try {
    return storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `name`, or forgets it when `value` is null; false when the storage refused. */
export function keepInTab(
  name: string,
  value: string | null,
  storage: TabStorage | undefined = globalThis.sessionStorage,
): boolean {
  try {
    if (value === null) storage?.removeItem(name);
    else storage?.setItem(name, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The value kept under `name`, once: it is forgotten as it is read. */
export function takeFromTab(name: string, storage: TabStorage | undefined = globalThis.sessionStorage) {
  const value = readFromTab(name, storage);
  keepInTab(name, null, storage);
  return value;
}
