/**
 * What the learner typed into the register form, kept in memory while they read the terms or the privacy
 * policy in the web view and come back (SPEC §3 `form` slice, not persisted). Passwords are never kept.
 */
export interface RegisterDraft {
  username: string;
  email: string;
  termsAccepted: boolean;
}

export const EMPTY_REGISTER_DRAFT: RegisterDraft = { username: '', email: '', termsAccepted: false };
