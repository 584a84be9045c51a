import { LIST_PARAMS } from './api/list-address';

/** The address parameter naming a course list's category by its slug (`?predmet=`). */
export const CATEGORY_PARAM = LIST_PARAMS.category;

/**
 * The address of a category's course list inside Subjects: Subjects opens the category it names and
 * remembers it as if it had been picked (SPEC §2), then drops the name from the address.
 */
export const subjectAddress = (slug: string): string =>
  `/?${new URLSearchParams({ [CATEGORY_PARAM]: slug }).toString()}`;
