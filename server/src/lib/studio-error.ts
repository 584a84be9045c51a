import type { Locale } from '@studovna/core';
import { studioMessage, type FieldProblem, type StudioMessageCode } from '@studovna/core/studio';
import { ApiError } from './api-error';

/**
 * An error the studio answers (decision 0023): its message from the studio's own catalogue, and for a
 * refused save each wrong field's message in `data.fields` (field path → message).
 */
export class StudioError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly studioCode: StudioMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly FieldProblem<StudioMessageCode>[] = [],
  ) {
    super(status, code, null, studioMessage(studioCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= studioMessage(p.code, locale, p.values);
    return {
      ...rendered,
      message: studioMessage(this.studioCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

export const studioError = (
  status: number,
  code: string,
  studioCode: StudioMessageCode,
  values?: Record<string, string | number>,
) => new StudioError(status, code, studioCode, values);

/** A save refused for its fields: 400 `studio_invalid`, nothing written. */
export const invalidFields = (problems: readonly FieldProblem<StudioMessageCode>[]) =>
  new StudioError(400, 'studio_invalid', 'studio.invalid', {}, problems);
