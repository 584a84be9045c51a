import type { Locale } from '@studovna/core';
import { studioMessage, type FieldProblem, type StudioMessageCode } from '@studovna/core/studio';
import { ApiError } from './api-error';

type Values = Record<string, string | number>;

/** One of the studio's message catalogues: a code's message in the locale with `{{name}}` filled in. */
export type StudioCatalogue<Code extends string> = (code: Code, locale: Locale, values?: Values) => string;

/**
 * An error the studio answers (decision 0023), alike in every part of it (authoring, grading, learners,
 * orders, moderation, reports): its message from that part's catalogue in the caller's language and,
 * for a refused change, each wrong field's message in `data.fields` (field path → message). A refusal
 * writes nothing.
 */
export class StudioError<Code extends string = StudioMessageCode> extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly catalogue: StudioCatalogue<Code>,
    readonly catalogueCode: Code,
    readonly values: Values = {},
    readonly problems: readonly FieldProblem<Code>[] = [],
  ) {
    super(status, code, null, catalogue(catalogueCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= this.catalogue(p.code, locale, p.values);
    return {
      ...rendered,
      message: this.catalogue(this.catalogueCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

/**
 * The errors of one catalogue: `error(status, code, messageCode)` makes an error maker that takes the
 * message's values; `invalid(messageCode)` one for a change refused for its fields (400 `studio_invalid`).
 */
export function studioErrorsOf<Code extends string>(catalogue: StudioCatalogue<Code>) {
  return {
    error: (status: number, code: string, messageCode: Code) => (values?: Values) =>
      new StudioError(status, code, catalogue, messageCode, values),
    invalid: (messageCode: Code) => (problems: readonly FieldProblem<Code>[]) =>
      new StudioError(400, 'studio_invalid', catalogue, messageCode, {}, problems),
  };
}

const authoring = studioErrorsOf<StudioMessageCode>(studioMessage);

export const studioError = (status: number, code: string, studioCode: StudioMessageCode, values?: Values) =>
  authoring.error(status, code, studioCode)(values);

/** A save refused for its fields: 400 `studio_invalid`, nothing written. */
export const invalidFields = authoring.invalid('studio.invalid');
