import { describe, expect, it } from 'vitest';
import { parseGift } from './gift';

/** The one question of a file, expected without problems of its own. */
function only(gift: string) {
  const report = parseGift(gift);
  expect(report.questions).toHaveLength(1);
  return report.questions[0]!;
}

const problemsOf = (gift: string) => parseGift(gift).problems.map((p) => `${p.line} ${p.code}`);

describe('parseGift: each type of question', () => {
  it('multiple choice with one right answer → single choice, general feedback → explanation', () => {
    const question = only(`// OSP – slovní analogie
::Analogie 1::Která dvojice je ve stejném vztahu jako malíř : štětec?{
  =sochař \\: dláto
  ~spisovatel \\: román
  ~kuchař \\: restaurace
  ~zedník \\: dům
  ####<p>Štětec je <strong>nástroj</strong>, kterým malíř tvoří.</p>
}`);
    expect(question).toEqual({
      line: 2,
      draft: {
        type: 'single_choice',
        title: 'Která dvojice je ve stejném vztahu jako malíř : štětec?',
        options: [
          { title: 'sochař : dláto', correct: true },
          { title: 'spisovatel : román' },
          { title: 'kuchař : restaurace' },
          { title: 'zedník : dům' },
        ],
        explanation: '<p>Štětec je <strong>nástroj</strong>, kterým malíř tvoří.</p>',
        tags: [],
      },
      problems: [],
    });
  });

  it('multiple choice with weights → multi choice, the positive ones right', () => {
    const { draft } = only(`Které z institucí patří k moci soudní?{
  ~%50%Ústavní soud
  ~%50%Nejvyšší správní soud
  ~%-100%Senát
  ~%-100%Veřejný ochránce práv
  ####Senát je komora Parlamentu, ombudsman nepatří k žádné z mocí.}`);
    expect(draft).toMatchObject({
      type: 'multi_choice',
      options: [
        { title: 'Ústavní soud', correct: true },
        { title: 'Nejvyšší správní soud', correct: true },
        { title: 'Senát' },
        { title: 'Veřejný ochránce práv' },
      ],
    });
  });

  it('several = answers → multi choice, with a notice that all must now be chosen', () => {
    const report = parseGift('Která čísla jsou prvočísla?{=2 =3 ~4 ~9####2 a 3 mají jen dva dělitele.}');
    expect(report.questions[0]!.draft.type).toBe('multi_choice');
    expect(report.problems).toEqual([{ line: 1, code: 'import.severalRightAnswers', severity: 'notice' }]);
  });

  it.each([
    ['T', true],
    ['TRUE', true],
    ['F', false],
    ['FALSE', false],
  ])('true or false {%s}', (answer, expected) => {
    const { draft } = only(
      `Ústava ČR nabyla účinnosti 1. ledna 1993.{${answer}####Přijata byla 16. 12. 1992.}`,
    );
    expect(draft).toEqual({
      type: 'true_or_false',
      title: 'Ústava ČR nabyla účinnosti 1. ledna 1993.',
      answer: expected,
      explanation: 'Přijata byla 16. 12. 1992.',
      tags: [],
    });
  });

  it('short answer after the question → a blank on its own, any of the answers', () => {
    const { draft } = only(
      '::Autor::Kdo napsal Babičku?{=Božena Němcová =Němcová####Babička vyšla roku 1855.}',
    );
    expect(draft).toEqual({
      type: 'fill_in_blanks',
      title: 'Kdo napsal Babičku?',
      text: '{{b1}}',
      blanks: [{ id: 'b1', comparison: 'any', answers: ['Božena Němcová', 'Němcová'] }],
      explanation: 'Babička vyšla roku 1855.',
      tags: [],
    });
  });

  it('short answer inside the text → the blank at the brace, the title from the line above', () => {
    const { draft } = only(`Doplň analogii.
kapitola : kniha = sloka : {=báseň =píseň
####Sloka je oddíl básně.}`);
    expect(draft).toMatchObject({
      type: 'fill_in_blanks',
      title: 'Doplň analogii.',
      text: 'kapitola : kniha = sloka : {{b1}}',
      blanks: [{ id: 'b1', comparison: 'any', answers: ['báseň', 'píseň'] }],
    });
  });

  it('a missing word on the first line takes the title from the name', () => {
    const { draft } = only('::Doplň slovo::Na rozdíl od spořivé sestry byl Petr {=marnotratný}.');
    expect(draft).toMatchObject({
      title: 'Doplň slovo',
      text: 'Na rozdíl od spořivé sestry byl Petr {{b1}}.',
      blanks: [{ id: 'b1', comparison: 'equal', answer: 'marnotratný' }],
    });
  });

  it.each([
    ['{#3.14:0.01}', 3.13, 3.15],
    ['{#1..5}', 1, 5],
    ['{#-2.5..-1}', -2.5, -1],
    ['{#1822:5}', 1817, 1827],
    ['{#60}', 60, 60],
    ['{#=60:0 =%50%59:1}', 60, 60],
  ])('numerical %s → a range blank', (answer, min, max) => {
    const { draft } = only(`Kolik studentů se učilo večer?${answer}`);
    expect(draft).toMatchObject({
      type: 'fill_in_blanks',
      text: '{{b1}}',
      blanks: [{ id: 'b1', comparison: 'range', min, max }],
    });
  });

  it('a missing word in multiple choice is shown as a line', () => {
    const { draft } = only('Vědci teorii {=vyvrátili ~potvrdili ~zveřejnili} novým měřením.');
    expect(draft).toMatchObject({ title: 'Vědci teorii _____ novým měřením.', type: 'single_choice' });
  });

  it('takes the first line as the title and the rest as the content', () => {
    const { draft } = only(`::Stromy::[html]Která věta vystihuje hlavní myšlenku textu?
<p>Vzrostlé stromy ochlazují okolí a zachycují prach.</p>
{=Stromy mají pro město hodnotu. ~Lípa je nejlepší strom.####Text mluví o hodnotě stromů.}`);
    expect(draft).toMatchObject({
      title: 'Která věta vystihuje hlavní myšlenku textu?',
      content: '<p>Vzrostlé stromy ochlazují okolí a zachycují prach.</p>',
    });
  });
});

describe('parseGift: texts', () => {
  it('keeps Czech letters and $…$ formulas untouched, through escapes, with a BOM and CRLF', () => {
    const gift =
      '\uFEFF// Matematika\r\n::Zlomky::Kolik je $\\\\frac\\{1\\}\\{2\\} + \\\\frac\\{1\\}\\{3\\}$?{\r\n' +
      '  =$\\\\frac\\{5\\}\\{6\\}$\r\n  ~$\\\\frac\\{2\\}\\{5\\}$\r\n' +
      '  ####Společný jmenovatel je 6: $\\\\frac\\{3\\}\\{6\\} + \\\\frac\\{2\\}\\{6\\}$. Příliš žluťoučký kůň.\r\n}\r\n';
    const { draft } = only(gift);
    expect(draft).toMatchObject({
      title: 'Kolik je $\\frac{1}{2} + \\frac{1}{3}$?',
      options: [{ title: '$\\frac{5}{6}$', correct: true }, { title: '$\\frac{2}{5}$' }],
      explanation: 'Společný jmenovatel je 6: $\\frac{3}{6} + \\frac{2}{6}$. Příliš žluťoučký kůň.',
    });
  });

  it('reads the escapes \\~ \\= \\# \\{ \\} \\: \\n and \\\\ as Moodle does; a dollar stays a dollar', () => {
    const { draft } = only(
      'Co platí pro $x \\= 5$ a cenu 5 \\$\\: a\\~b, \\#1, \\{x\\}, c:\\\\d\\nDalší řádek{T####ok}',
    );
    expect(draft).toMatchObject({
      title: 'Co platí pro $x = 5$ a cenu 5 \\$: a~b, #1, {x}, c:\\d',
      content: 'Další řádek',
    });
  });

  it('turns [plain] and [moodle] texts into HTML and keeps [html] as written', () => {
    const { draft } = only('[plain]Je 3 < 5 & 5 > 3?{T####[html]Ano, <em>3 < 5</em>.}');
    expect(draft).toMatchObject({
      title: 'Je 3 &lt; 5 &amp; 5 &gt; 3?',
      explanation: 'Ano, <em>3 < 5</em>.',
    });
    const moodle = only('Otázka\nprvní řádek\ndruhý řádek{T####x}');
    expect(moodle.draft).toMatchObject({ title: 'Otázka', content: 'první řádek<br>\ndruhý řádek' });
  });

  it('keeps [markdown] as written with a notice', () => {
    const report = parseGift('[markdown]Je **tučné** tučné?{T####Ano.}');
    expect(report.questions[0]!.draft.title).toBe('Je **tučné** tučné?');
    expect(report.problems).toEqual([
      { line: 1, code: 'import.formatKept', values: { format: 'markdown' }, severity: 'notice' },
    ]);
  });

  it('gives topics from $CATEGORY and [tag:…] comments, hint, mark and difficulty from its own comment tokens', () => {
    const report = parseGift(`$CATEGORY: $course$/top/ZSV/Ústavní právo

// [tag:ústava] [tag:Parlament] [mark:2] [difficulty:3] [hint:Hledej v čl. 15\\] Ústavy.]
Parlament ČR má dvě komory.{T####Poslaneckou sněmovnu a Senát.}

$CATEGORY: $course$/top

Senát má 81 členů.{T####Ano.}`);
    expect(report.questions.map((q) => q.draft)).toEqual([
      expect.objectContaining({
        tags: ['Ústavní právo', 'ústava', 'Parlament'],
        mark: 2,
        difficulty: 3,
        hint: 'Hledej v čl. 15] Ústavy.',
      }),
      expect.objectContaining({ tags: [] }),
    ]);
    expect(report.questions.map((q) => q.line)).toEqual([4, 8]);
  });

  it('ignores comment lines inside a question and blocks of comments alone', () => {
    const report = parseGift(`// jen komentář

Otázka?{
// komentář mezi odpověďmi
=ano ~ne####Proto.}`);
    expect(report.questions).toHaveLength(1);
    expect(report.questions[0]!.draft).toMatchObject({
      options: [{ title: 'ano', correct: true }, { title: 'ne' }],
    });
  });
});

describe('parseGift: problems, each with its line', () => {
  it.each<[string, string, string[]]>([
    ['an unclosed brace', 'Otázka 1?{T####a}\n\nOtázka 2?\n{=ano ~ne', ['4 import.giftUnclosedBrace']],
    ['a closing brace without an opening one', 'Otázka?\n=ano ~ne}', ['2 import.giftUnopenedBrace']],
    ['a closing brace before the opening one', 'Otázka } je?{T}', ['1 import.giftUnopenedBrace']],
    ['two answer blocks', 'Otázka {T}\na další {F}', ['2 import.giftSeveralAnswerBlocks']],
    ['no answers at all (a description)', 'Jen text bez odpovědí.', ['1 import.giftNoAnswers']],
    ['an essay', '::Esej::Popiš dělbu moci.{}', ['1 import.unsupportedType']],
    ['matching', 'Přiřaď.{=ČR -> Praha =SR -> Bratislava}', ['1 import.unsupportedType']],
    ['TeX braces not escaped', 'Kolik je\n$\\frac{1}{2}$?{#0.5}', ['2 import.giftTexBraces']],
    ['a TeX \\n command read as a line break', 'Platí $a \\neq b$?{T####x}', ['1 import.giftTexNewline']],
    ['a numeric answer with a decimal comma', 'Kolik je pí?{#3,14:0,01}', ['1 import.numberInvalid']],
    ['a numeric question without answers', 'Kolik?{#}', ['1 import.noAnswers']],
    [
      'a numeric question with partial credit only',
      'Kolik?{#=%50%3}',
      ['1 import.partialCreditDropped', '1 import.noRightAnswer'],
    ],
    ['several right ranges', 'Kolik?{#=3:0 =4:0####x}', ['1 import.severalRanges']],
    ['a wildcard short answer', 'Kdo?{=Něm*####x}', ['1 import.wildcardAnswer']],
    [
      'partial credit in a short answer',
      'Kdo?{=Němcová =%50%Božena####x}',
      ['1 import.partialCreditDropped'],
    ],
    ['feedback on answers', 'Kdo?{=Němcová#Správně!####x}', ['1 import.feedbackDropped']],
    ['true or false feedback', 'Platí?{TRUE#Špatně.#Dobře.####x}', ['1 import.feedbackDropped']],
    ['text that was not UTF-8', 'Ot\uFFFDzka 1?{T####x}', ['1 import.encodingSuspect']],
    ['an empty file', '\n\n// nic\n', ['1 import.noQuestions']],
  ])('%s', (_, gift, expected) => {
    expect(problemsOf(gift)).toEqual(expected);
  });

  it('names the unsupported type', () => {
    expect(parseGift('Přiřaď.{=ČR -> Praha =SR -> Bratislava}').problems[0]!.values).toEqual({
      type: 'matching',
    });
    expect(parseGift('Popiš.{}').problems[0]!.values).toEqual({ type: 'essay' });
  });

  it('keeps reading after a broken question, and gives each question its draft problems', () => {
    const report = parseGift(`::1::Dobrá otázka?{T####Ano.}

::2::Rozbitá otázka {=ano ~ne

::3::Jen jedna možnost?{=jediná####x}

::4::Bez vysvětlení?{=ano ~ne}

::5::Dvě stejné?{=Praha ~praha####x}`);
    expect(report.problems.map((p) => `${p.line} ${p.code}`)).toEqual([
      '3 import.giftUnclosedBrace',
      '7 import.explanationMissing',
    ]);
    expect(report.questions.map((q) => [q.line, q.problems.map((p) => `${p.path} ${p.code}`)])).toEqual([
      [1, []],
      [5, []],
      [7, []],
      [9, ['options.1.title question.optionDuplicate']],
    ]);
    expect(report.questions[1]!.draft.type).toBe('fill_in_blanks');
  });

  it('never throws, whatever it is given', () => {
    for (const text of [
      '{',
      '}',
      '::',
      '::a',
      '{#',
      '{~',
      '{=',
      '{#..}',
      '$',
      '$CATEGORY:',
      '\\',
      '{T#',
      '####',
      '{####}',
      '\u0000',
    ])
      expect(() => parseGift(text)).not.toThrow();
  });
});

describe('parseGift: a large file', () => {
  it('reads 5,000 questions of every type with their lines', () => {
    const kinds = [
      (i: number) =>
        `::Q${i}::Otázka číslo ${i}: kolik je ${i} + 1?{=${i + 1} ~${i} ~${i + 2}####Protože ${i} + 1 = ${i + 1}.}`,
      (i: number) => `Tvrzení ${i} je pravdivé.{T####Vysvětlení ${i}.}`,
      (i: number) => `Doplň číslo ${i}:\nčíslo {#${i}:0.5####Ano.} je celé.`,
      (i: number) => `Kdo napsal dílo č. ${i}?{=Čapek =Karel Čapek####Čapek.}`,
      (i: number) => `Vyber sudá čísla (${i}).{~%50%2 ~%50%4 ~%-100%3####2 a 4.}`,
    ];
    const blocks = Array.from({ length: 5000 }, (_, i) => `// otázka ${i}\n${kinds[i % kinds.length]!(i)}`);
    const file = `$CATEGORY: $course$/top/Generované\n\n${blocks.join('\n\n')}\n`;
    const report = parseGift(file);
    expect(report.questions).toHaveLength(5000);
    expect(report.problems).toEqual([]);
    expect(report.questions.filter((q) => q.problems.length > 0)).toEqual([]);
    const lastLine = file.split('\n').findIndex((line) => line.startsWith('Vyber sudá čísla (4999)')) + 1;
    expect(report.questions.map((q) => q.line).slice(0, 3)).toEqual([4, 7, 10]);
    expect(report.questions.at(-1)!.line).toBe(lastLine);
    expect(report.questions.every((q) => q.draft.tags[0] === 'Generované')).toBe(true);
    expect(new Set(report.questions.map((q) => q.draft.type)).size).toBe(4);
  });
});
