/**
 * SQL expressions shared by the course queries. They work alike on PGlite (no ICU collations, no
 * `unaccent`) and PostgreSQL, so both drivers sort and search the same way.
 */

const ACCENTED = 'áäčďéěëíĺľňóôöŕřšťúůüýžÁÄČĎÉĚËÍĹĽŇÓÔÖŔŘŠŤÚŮÜÝŽ';
const PLAIN = 'aacdeeeillnooorrstuuuyzAACDEEEILLNOOORRSTUUUYZ';
if ([...ACCENTED].length !== PLAIN.length) throw new Error('course-sql: translate tables differ in length');

/** Lower case without Czech (and Slovak, German) diacritics: `Řešené úlohy` → `resene ulohy`. */
export const foldSql = (expr: string): string => `lower(translate(${expr}, '${ACCENTED}', '${PLAIN}'))`;

/** HTML content as searchable text: tags out, so searching for `strong` does not match markup. */
export const textOfHtmlSql = (expr: string): string => `regexp_replace(${expr}, '<[^>]*>', ' ', 'g')`;

/** `%term%` for LIKE with the term's own wildcards escaped (backslash is LIKE's default escape). */
export const likeContaining = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Czech alphabetical order at the first level: accented vowels and ď ť ň sort with their base letter;
// č ř š ž sort after c r s z, and ch after h (as in a Czech dictionary). '{' follows 'z' in byte order.
const VOWELS_FROM = 'áäéěëíóôöúůüýďťňĺľŕ';
const VOWELS_TO = 'aaeeeiooouuuydtnllr';

/** A sort key that orders titles as Czech does (`collate "C"` compares it byte by byte). */
export const czechSortKeySql = (expr: string): string => {
  let key = `translate(lower(${expr}), '${VOWELS_FROM}', '${VOWELS_TO}')`;
  for (const [from, to] of [
    ['ch', 'h{'],
    ['č', 'c{'],
    ['ř', 'r{'],
    ['š', 's{'],
    ['ž', 'z{'],
  ] as const)
    key = `replace(${key}, '${from}', '${to}')`;
  return `(${key}) collate "C"`;
};

/** The price a learner pays now, as core's `currentPrice`: the sale price when it is lower. */
export const ON_SALE_SQL = 'c.sale_price is not null and c.sale_price >= 0 and c.sale_price < c.price';
export const CURRENT_PRICE_SQL = `case when ${ON_SALE_SQL} then c.sale_price else c.price end`;

/** Learners in a course: enrolled or finished (a purchase alone does not count). */
export const STUDENTS_SQL = `(select count(*) from user_courses s where s.course_id = c.id and s.status in ('enrolled', 'finished'))`;
