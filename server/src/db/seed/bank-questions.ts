import type { QuestionDraft } from '@studovna/core/studio';

/**
 * A large question bank for search and paging to be real (SEED_BANK, the bench): sensible Czech questions
 * of the five types, made from a number, the same for the same index. Not part of the demo content.
 */

const CAPITALS: readonly [string, string][] = [
  ['Česka', 'Praha'],
  ['Slovenska', 'Bratislava'],
  ['Polska', 'Varšava'],
  ['Rakouska', 'Vídeň'],
  ['Německa', 'Berlín'],
  ['Maďarska', 'Budapešť'],
  ['Francie', 'Paříž'],
  ['Itálie', 'Řím'],
  ['Španělska', 'Madrid'],
  ['Portugalska', 'Lisabon'],
  ['Nizozemska', 'Amsterdam'],
  ['Belgie', 'Brusel'],
  ['Švédska', 'Stockholm'],
  ['Norska', 'Oslo'],
  ['Finska', 'Helsinky'],
  ['Dánska', 'Kodaň'],
  ['Irska', 'Dublin'],
  ['Řecka', 'Atény'],
  ['Chorvatska', 'Záhřeb'],
  ['Slovinska', 'Lublaň'],
];

const difficultyOf = (n: number): 1 | 2 | 3 => (n < 50 ? 1 : n < 200 ? 2 : 3);

function arithmetic(i: number): QuestionDraft {
  const a = 3 + (i % 37);
  const b = 2 + ((i * 7) % 23);
  const right = a * b;
  return {
    type: 'single_choice',
    title: `Kolik je ${a} × ${b}?`,
    explanation: `<p>${a} × ${b} = ${right}: ${a} krát ${b}.</p>`,
    tags: ['Aritmetika', 'Násobení'],
    difficulty: difficultyOf(right),
    options: [right, right + a, right - b, right + a + b].map((n, k) => ({
      title: String(n),
      ...(k === 0 ? { correct: true } : {}),
    })),
  };
}

function capital(i: number): QuestionDraft {
  const [country, city] = CAPITALS[i % CAPITALS.length]!;
  return {
    type: 'fill_in_blanks',
    title: `Hlavní město ${country} (${1 + Math.floor(i / CAPITALS.length)})`,
    text: `Hlavním městem ${country} je {{b1}}.`,
    blanks: [{ id: 'b1', comparison: 'equal', answer: city }],
    explanation: `<p>Hlavním městem ${country} je ${city}.</p>`,
    tags: ['Zeměpis', 'Hlavní města'],
    difficulty: 1,
  };
}

function parity(i: number): QuestionDraft {
  const n = 11 + i * 3;
  return {
    type: 'true_or_false',
    title: `Číslo ${n} je sudé.`,
    answer: n % 2 === 0,
    explanation: `<p>${n} ${n % 2 === 0 ? 'je' : 'není'} dělitelné dvěma.</p>`,
    tags: ['Čísla'],
    difficulty: 1,
  };
}

function sorting(i: number): QuestionDraft {
  const numbers = [i + 4, i * 2 + 9, i * 3 + 1, i + 40].filter((n, k, all) => all.indexOf(n) === k);
  const ordered = [...numbers].sort((a, b) => a - b).map(String);
  return {
    type: 'sorting_choice',
    title: `Seřaď čísla ${numbers.join(', ')} od nejmenšího po největší.`,
    ordered,
    explanation: `<p>Správné pořadí: ${ordered.join(' < ')}.</p>`,
    tags: ['Logika', 'Pořadí'],
    difficulty: 2,
  };
}

function divisibility(i: number): QuestionDraft {
  const d = 3 + (i % 6);
  const numbers = [d * (i + 2), d * (i + 2) + 1, d * (i + 5), d * (i + 5) + 2];
  return {
    type: 'multi_choice',
    title: `Která z čísel ${numbers.join(', ')} jsou dělitelná ${d}?`,
    options: numbers.map((n) => ({ title: String(n), ...(n % d === 0 ? { correct: true } : {}) })),
    explanation: `<p>Dělitelná ${d} jsou ${numbers.filter((n) => n % d === 0).join(' a ')}.</p>`,
    tags: ['Dělitelnost'],
    difficulty: difficultyOf(d * 20),
  };
}

const MAKERS = [arithmetic, capital, parity, sorting, divisibility];

/** `count` questions, from index `from`: the five types in turn. */
export function bankQuestionDrafts(count: number, from = 0): QuestionDraft[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return MAKERS[i % MAKERS.length]!(Math.floor(i / MAKERS.length));
  });
}
