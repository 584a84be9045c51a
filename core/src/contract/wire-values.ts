/**
 * Values of the wire format that are not schemas: the contract's modules use them in their schemas and
 * export them, and the app takes them from here (through routes.ts, decision 0039), without zod.
 */

/** SPEC §9: an answer holds at most two files, whatever the assignment's `files_amount` says. */
export const ASSIGNMENT_MAX_FILES = 2;

/**
 * SPEC §5: the answer file types, by extension (`jpeg` is another name of `jpg`). The server also checks
 * that the content is of that type.
 */
export const ASSIGNMENT_FILE_EXTENSIONS = ['jpg', 'jpeg', 'txt', 'zip', 'pdf', 'doc', 'docx', 'ppt'] as const;

/** Multipart field carrying the answer files (repeat it for two files). */
export const ASSIGNMENT_FILE_FIELD = 'file';

/** Why a learner reports a comment. */
export const COMMENT_REPORT_REASONS = ['offensive', 'spam', 'off_topic', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/** Placeholder of blank `id` inside `title_api` of a fill-in-blanks option (LearnPress `{{FIB_id}}`). */
export const fibPlaceholder = (blankId: string): string => `{{FIB_${blankId}}}`;
/** Finds every blank placeholder in a `title_api`; group 1 is the blank id. */
export const FIB_PLACEHOLDER_PATTERN = /\{\{FIB_([A-Za-z0-9_-]+)\}\}/g;

/**
 * The app's colours a learner chooses in Settings („Vzhled"): light, dark, or the system's (the default), kept
 * with the learner's flags.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
