/** Where the learning screen leads next (SPEC §2 lesson 'go to practice', §8 'no quizzes after lesson'). */

interface PathItem {
  id: number;
  type: string;
}

interface PathSection {
  items: readonly PathItem[];
}

/**
 * The quiz to practise after lesson `lessonId`: the first quiz after it in its section, else the first
 * quiz in a later section; `null` when none follows (or the lesson is not in the curriculum).
 */
export function nextQuizAfter(sections: readonly PathSection[], lessonId: number): PathItem | null {
  // sections are in order, so the first quiz after the lesson is its section's if it has one
  const items = sections.flatMap((section) => section.items);
  const at = items.findIndex((item) => item.id === lessonId);
  if (at < 0) return null;
  return items.slice(at + 1).find((item) => item.type === 'lp_quiz') ?? null;
}
