import { z } from 'zod/mini';

/** WordPress/LearnPress error body: `{code, message, data: {status}}`, sent with that HTTP status. */
export const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().check(z.int()) }),
});
export type WpError = z.infer<typeof wpErrorSchema>;

/** The largest id the database stores (a PostgreSQL `integer`); a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** An id the database can hold: a whole number from 1 to {@link MAX_ID}. */
export const storedId = z
  .number()
  .check(
    z.int(),
    z.positive({ error: 'request.idOutOfRange' }),
    z.maximum(MAX_ID, { error: 'request.idOutOfRange' }),
  );

/** A number as a path, a query string or a JSON body writes it: a number or a string of digits. */
export const numberOrDigits = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
]);

/**
 * Positive integer id from a path, a query string or a JSON body: a number or a string of digits.
 * Booleans, arrays and the like are refused rather than coerced; so is an id beyond {@link MAX_ID}.
 */
export const idParam = z.pipe(numberOrDigits, storedId);
export const idParams = z.object({ id: idParam });

/**
 * Whether the database can store a text: PostgreSQL text holds no NUL character, and its JSON columns no
 * lone UTF-16 surrogate (half of a character).
 */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/** Text a client sends: any string the database can store (see {@link isStorableText}). */
export const text = z.string().check(z.refine(isStorableText, { error: 'request.invalidCharacter' }));

/** A query-string flag: `1`, `true`, `yes` are true. */
export const queryFlag = z.pipe(
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'yes', 'no', ''])]),
  z.transform((v) => v === true || v === '1' || v === 'true' || v === 'yes'),
);

/** The cache-busting parameter every GET carries (SPEC §7); the server ignores its value. */
export const cacheBuster = z.optional(text);

/** LearnPress action answer: `{status: "success"|"error", message, data}`. */
export const actionResponse = <T extends z.ZodMiniType>(data: T) =>
  z.object({ status: z.enum(['success', 'error']), message: z.string(), data });

/** HTML string produced by the server from sanitised content. */
export const html = z.string();

/** Price rendered in Czech crowns, e.g. "1 290 Kč", or the free label. */
export const renderedPrice = z.string();
