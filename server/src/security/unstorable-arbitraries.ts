import { MAX_ID, type EndpointDefinition } from '@studovna/core/contract';
import fc from 'fast-check';

/**
 * Inputs a contract type describes but the database cannot store, for the malformed-input suite: text with
 * a NUL or a lone surrogate, ids beyond a PostgreSQL integer, answer keys that name no possible question,
 * and addresses that are not valid percent-encoding.
 */

type Schema = NonNullable<EndpointDefinition['body']>;

/** The keys of an object schema, also behind a pipe (a body normalised after parsing). */
export function keysOf(schema: Schema | undefined): string[] {
  const def = (schema as { def?: { in?: { shape?: object } } } | undefined)?.def;
  const shape = (schema as { shape?: object } | undefined)?.shape ?? def?.in?.shape;
  return Object.keys(shape ?? {});
}

/** Keys whose schema takes a plain word in place of the valid value: the free-text fields. */
export function textKeys(schema: Schema | undefined, valid: unknown): string[] {
  const base = typeof valid === 'object' && valid !== null ? valid : {};
  return keysOf(schema).filter((key) => schema!.safeParse({ ...base, [key]: 'Slovo-123' }).success);
}

/** Text long enough for every length rule (8 to 49 characters) with one of these characters in it. */
const textWith = (characters: string[]) =>
  fc
    .tuple(
      fc.string({ minLength: 8, maxLength: 24 }),
      fc.constantFrom(...characters),
      fc.string({ maxLength: 24 }),
    )
    .map(([before, bad, after]) => before + bad + after);

/** Text with a NUL, or one half of a surrogate pair alone: neither fits a PostgreSQL text or JSON column. */
export const unstorableText = textWith(['\u0000', '\ud800', '\udbff', '\udc00', '\udfff']);

/** The same in a query string, which carries no lone surrogate (a client sends U+FFFD in its place). */
export const unstorableQueryText = textWith(['\u0000']);

/** Whole numbers from one past {@link MAX_ID} on, as JSON numbers or strings of digits. */
export const beyondRange: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.bigInt({ min: BigInt(MAX_ID) + 1n, max: 10n ** 40n }).map(String),
  fc.integer({ min: 11, max: 400 }).map((digits) => '9'.repeat(digits)),
);

/** Object keys that look like ids but name no possible question. */
export const strayIdKey = fc.oneof(
  fc.constant('0'),
  fc.integer({ min: 1, max: MAX_ID }).map((id) => `0${id}`),
  beyondRange.map(String),
);

/** An answer map of one question whose answer, or its key, the database cannot store. */
export const unstorableAnswers = (questionId: number) =>
  fc.oneof(
    unstorableText.map((text) => ({ [questionId]: text })),
    unstorableText.map((text) => ({ [questionId]: ['A', text] })),
    unstorableText.map((text) => ({ [questionId]: { [text]: 'A' } })),
    unstorableText.map((text) => ({ [questionId]: { b1: text } })),
    strayIdKey.map((key) => ({ [questionId]: 'A', [key]: 'B' })),
  );

/** Percent-escapes no decoder accepts: cut short, not hex, or bytes that are no UTF-8 character. */
export const brokenEscape = fc.constantFrom('%', '%A', '%zz', '%E0%A4%A', '%FF', '%C0%80', '%ED%A0%80');
