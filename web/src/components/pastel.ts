/** SPEC §9: eight pastel colours (tokens, one palette per theme). */
export const PASTEL_COUNT = 8;

/** The pastel of a course or category without a picture: picked by id, so it keeps its colour. */
export const pastelOf = (id: number): string => `var(--color-pastel-${(Math.abs(id) % PASTEL_COUNT) + 1})`;
