/**
 * A problem with one field of what an author sent: the field's path (`title`, `sale_price`,
 * `options.2.title`) and the message code the studio shows beside it.
 */
export interface FieldProblem<Code extends string = string> {
  path: string;
  code: Code;
  values?: Record<string, string | number>;
}

/** `problems` as path → first problem, the shape an error answer carries in `data.fields`. */
export function firstProblemPerField<P extends FieldProblem>(problems: readonly P[]): Record<string, P> {
  const fields: Record<string, P> = {};
  for (const problem of problems) fields[problem.path] ??= problem;
  return fields;
}

/** A URL part: lower-case letters without diacritics, digits and single dashes. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug from a title: diacritics dropped, lower case, anything else a single dash. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
