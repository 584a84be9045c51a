import type { StudioCourse, StudioItem } from '@studovna/core/contract/studio';
import { moved } from '../common/reorder';

/** A section as edited: a saved one has its id; a new one only its key. */
export interface SectionDraft {
  key: string;
  id?: number;
  title: string;
  description: string;
  items: StudioItem[];
}

export const itemKey = (item: Pick<StudioItem, 'id'>) => `i${item.id}`;

export const sectionsOf = (course: StudioCourse): SectionDraft[] =>
  course.sections.map((section) => ({
    key: `s${section.id}`,
    id: section.id,
    title: section.title,
    description: section.description,
    items: section.items,
  }));

export function moveSection(sections: readonly SectionDraft[], key: string, delta: -1 | 1): SectionDraft[] {
  const from = sections.findIndex((section) => section.key === key);
  return moved(sections, from, from + delta);
}

/** Where an item is: its section's index and its own index in it. */
export function placeOf(sections: readonly SectionDraft[], id: number): { section: number; index: number } {
  for (const [section, { items }] of sections.entries()) {
    const index = items.findIndex((item) => item.id === id);
    if (index >= 0) return { section, index };
  }
  return { section: -1, index: -1 };
}

/** Whether the item can move one place up or down: past its section's edge it goes to the next section. */
export function canMoveItem(sections: readonly SectionDraft[], id: number, delta: -1 | 1): boolean {
  const { section, index } = placeOf(sections, id);
  if (section < 0) return false;
  if (delta === -1) return index > 0 || section > 0;
  return index < sections[section]!.items.length - 1 || section < sections.length - 1;
}

/**
 * The item one place up or down; at the top of a section it becomes the last of the section before, at
 * the bottom the first of the one after.
 */
export function moveItem(sections: readonly SectionDraft[], id: number, delta: -1 | 1): SectionDraft[] {
  const { section, index } = placeOf(sections, id);
  if (section < 0 || !canMoveItem(sections, id, delta)) return [...sections];
  const next = sections.map((one) => ({ ...one, items: [...one.items] }));
  const items = next[section]!.items;
  const target = index + delta;
  if (target >= 0 && target < items.length) {
    next[section]!.items = moved(items, index, target);
    return next;
  }
  const [item] = items.splice(index, 1);
  const other = next[section + delta]!;
  if (delta === -1) other.items.push(item!);
  else other.items.unshift(item!);
  return next;
}

/** The item dropped onto another: it takes that one's place (in its section). */
export function dropItemOn(sections: readonly SectionDraft[], id: number, targetId: number): SectionDraft[] {
  const from = placeOf(sections, id);
  if (from.section < 0 || id === targetId) return [...sections];
  const next = sections.map((one) => ({ ...one, items: [...one.items] }));
  const [item] = next[from.section]!.items.splice(from.index, 1);
  const to = placeOf(next, targetId);
  const sameSectionBelow = from.section === to.section && from.index <= to.index;
  next[to.section]!.items.splice(sameSectionBelow ? to.index + 1 : to.index, 0, item!);
  return next;
}

/** The item dropped onto a section's own area: it becomes that section's last. */
export function dropItemInto(
  sections: readonly SectionDraft[],
  id: number,
  sectionKey: string,
): SectionDraft[] {
  const from = placeOf(sections, id);
  if (from.section < 0) return [...sections];
  const next = sections.map((one) => ({ ...one, items: [...one.items] }));
  const [item] = next[from.section]!.items.splice(from.index, 1);
  next.find((section) => section.key === sectionKey)?.items.push(item!);
  return next;
}

/** The body of `studio.courses.curriculum`: every section in order with its items' ids. */
export const curriculumBody = (sections: readonly SectionDraft[]) => ({
  sections: sections.map((section) => ({
    ...(section.id === undefined ? {} : { id: section.id }),
    title: section.title.trim(),
    description: section.description,
    items: section.items.map((item) => item.id),
  })),
});

/** What could be compared to tell whether anything changed. */
export const comparableCurriculum = (sections: readonly SectionDraft[]) =>
  JSON.stringify(curriculumBody(sections));

/**
 * After an item was created on the server (its answer is the whole course): the new items go to the end
 * of their sections as edited here, so the author's unsaved order stays.
 */
export function withNewItems(sections: readonly SectionDraft[], course: StudioCourse): SectionDraft[] {
  const known = new Set(sections.flatMap((section) => section.items.map((item) => item.id)));
  return sections.map((section) => {
    const fresh = course.sections
      .find((one) => one.id === section.id)
      ?.items.filter((item) => !known.has(item.id));
    return fresh?.length ? { ...section, items: [...section.items, ...fresh] } : section;
  });
}
