import type { PackageCourse, PackageItem } from './course-package-schema';
import type { QuestionDraft } from './question-draft';

/** Maps one HTML text of a package, knowing where it is in course.json (`course.sections.0.items.1.content`). */
export type HtmlMap = (html: string, path: string) => string;

/**
 * The course with every HTML text of it mapped (decision 0025): its overview, each item's content, an
 * assignment's introduction, each question's title, content, hint, explanation, options, items to sort
 * and fill-in text — the texts the studio sanitises and in which pictures are. Nothing else changes.
 */
export function mapPackageHtml(course: PackageCourse, map: HtmlMap): PackageCourse {
  return {
    ...course,
    content: map(course.content, 'course.content'),
    sections: course.sections.map((section, s) => ({
      ...section,
      items: section.items.map((item, i) => mapItemHtml(item, `course.sections.${s}.items.${i}`, map)),
    })),
  };
}

function mapItemHtml(item: PackageItem, at: string, map: HtmlMap): PackageItem {
  const content = map(item.content, `${at}.content`);
  switch (item.type) {
    case 'lp_lesson':
      return { ...item, content };
    case 'lp_assignment':
      return { ...item, content, introduction: map(item.introduction, `${at}.introduction`) };
    case 'lp_quiz':
      return {
        ...item,
        content,
        questions: item.questions.map((q, n) =>
          mapDraftHtml(q as QuestionDraft, `${at}.questions.${n}`, map),
        ),
      } as PackageItem;
  }
}

/** A question draft with each of its HTML texts mapped. */
export function mapDraftHtml(draft: QuestionDraft, at: string, map: HtmlMap): QuestionDraft {
  const base = {
    ...draft,
    title: map(draft.title, `${at}.title`),
    explanation: map(draft.explanation, `${at}.explanation`),
    ...(draft.content === undefined ? {} : { content: map(draft.content, `${at}.content`) }),
    ...(draft.hint === undefined ? {} : { hint: map(draft.hint, `${at}.hint`) }),
  };
  switch (base.type) {
    case 'single_choice':
    case 'multi_choice':
      return {
        ...base,
        options: base.options.map((o, i) => ({ ...o, title: map(o.title, `${at}.options.${i}.title`) })),
      };
    case 'sorting_choice':
      return { ...base, ordered: base.ordered.map((title, i) => map(title, `${at}.ordered.${i}`)) };
    case 'fill_in_blanks':
      return { ...base, text: map(base.text, `${at}.text`) };
    default:
      return base;
  }
}
