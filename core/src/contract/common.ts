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

/**
 * Positive integer id from a path, a query string or a JSON body: a number or a string of digits.
 * Booleans, arrays and the like are refused rather than coerced; so is an id beyond {@link MAX_ID}.
 */
export const idParam = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
  z.number().check(z.int(), z.positive(), z.maximum(MAX_ID)),
);
export const idParams = z.object({ id: idParam });

/** A query-string flag: `1`, `true`, `yes` are true. */
export const queryFlag = z.pipe(
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'yes', 'no', ''])]),
  z.transform((v) => v === true || v === '1' || v === 'true' || v === 'yes'),
);

/** The cache-busting parameter every GET carries (SPEC §7); the server ignores its value. */
export const cacheBuster = z.optional(z.string());

/** LearnPress action answer: `{status: "success"|"error", message, data}`. */
export const actionResponse = <T extends z.ZodMiniType>(data: T) =>
  z.object({ status: z.enum(['success', 'error']), message: z.string(), data });

/** HTML string produced by the server from sanitised content. */
export const html = z.string();

/** Price rendered in Czech crowns, e.g. "1 290 Kč", or the free label. */
export const renderedPrice = z.string();
