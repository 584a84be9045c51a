/**
 * What the learner typed into the register form, kept for this browser tab while they read the terms or
 * the privacy policy in the web view and come back. Passwords are never kept.
 */
export interface RegisterDraft {
  username: string;
  email: string;
  termsAccepted: boolean;
}

const KEY = 'studovna.registerDraft';
const EMPTY: RegisterDraft = { username: '', email: '', termsAccepted: false };

export function readRegisterDraft(storage: Storage | undefined = globalThis.sessionStorage): RegisterDraft {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<RegisterDraft>;
    return {
      username: typeof value.username === 'string' ? value.username : '',
      email: typeof value.email === 'string' ? value.email : '',
      termsAccepted: value.termsAccepted === true,
    };
  } catch {
    return EMPTY;
  }
}

export function saveRegisterDraft(
  draft: RegisterDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    if (!draft.username && !draft.email && !draft.termsAccepted) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the form still works, only the draft is not kept
  }
}

export const clearRegisterDraft = (storage: Storage | undefined = globalThis.sessionStorage) => {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
};
