import type { StudioCategory } from '@studovna/core/contract/studio';
import { categoryDraftProblems, slugFromTitle, type CategoryDraft } from '@studovna/core/studio';

export interface CategoryForm {
  name: string;
  slug: string;
  /** The author wrote the slug: it no longer follows the name. */
  slugEdited: boolean;
  description: string;
  /** Plan codes as typed: separated by commas or spaces. */
  subscription: string;
}

export const CATEGORY_FIELDS = ['name', 'slug', 'description', 'subscription'] as const;

export const emptyCategoryForm = (): CategoryForm => ({
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  subscription: '',
});

export const categoryFormOf = (category: StudioCategory): CategoryForm => ({
  name: category.name,
  slug: category.slug,
  slugEdited: category.slug !== slugFromTitle(category.name),
  description: category.description,
  subscription: category.subscription.join(', '),
});

/** A new name: the slug follows it until the author writes one. */
export const withName = (form: CategoryForm, name: string): CategoryForm => ({
  ...form,
  name,
  slug: form.slugEdited ? form.slug : slugFromTitle(name),
});

/** A slug written by the author; emptied, it follows the name again. */
export const withSlug = (form: CategoryForm, slug: string): CategoryForm => ({
  ...form,
  slug: slug === '' ? slugFromTitle(form.name) : slug,
  slugEdited: slug !== '',
});

export const draftOf = (form: CategoryForm): CategoryDraft => ({
  name: form.name.trim(),
  slug: form.slug.trim(),
  description: form.description,
  subscription: form.subscription.split(/[\s,;]+/).filter(Boolean),
});

/** Path → problem; the plan codes' problems (`subscription.2`) belong to the one field. */
export const categoryProblems = (form: CategoryForm) =>
  categoryDraftProblems(draftOf(form)).map((problem) => ({
    ...problem,
    path: problem.path.startsWith('subscription') ? 'subscription' : problem.path,
  }));

/** The server's field paths, folded onto the form's fields. */
export function foldedErrors(errors: Record<string, string>): Record<string, string> {
  const folded: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors))
    folded[path.startsWith('subscription') ? 'subscription' : path] ??= message;
  return folded;
}

/** The comparable part of a form (dirty check). */
export const comparable = (form: CategoryForm) => JSON.stringify(draftOf(form));
