import { describe, expect, it } from 'vitest';
import { parseMoodleXml } from './moodle-xml';
import { readXml } from './xml-reader';

/** A Moodle XML export as Moodle 4 writes it, with Czech ZSV and OSP questions. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/ZSV/Ústavní právo</text>
    </category>
    <info format="moodle_auto_format">
      <text></text>
    </info>
  </question>

<!-- question: 101  -->
  <question type="multichoice">
    <name>
      <text>Jmenování soudců</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>Kdo jmenuje soudce Ústavního soudu?</p><p>Vyber jednu odpověď.</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>Podle čl. 84 je jmenuje <strong>prezident</strong> se souhlasem Senátu.</p>]]></text>
    </generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="100" format="html">
      <text><![CDATA[<p>prezident se souhlasem Senátu</p>]]></text>
      <feedback format="html"><text></text></feedback>
    </answer>
    <answer fraction="0" format="html">
      <text>předseda vlády</text>
      <feedback format="html"><text></text></feedback>
    </answer>
    <answer fraction="0" format="html">
      <text>Poslanecká sněmovna</text>
      <feedback format="html"><text></text></feedback>
    </answer>
    <hint format="html">
      <text>Hledej v hlavě třetí Ústavy.</text>
    </hint>
    <tags>
      <tag><text>soudní moc</text></tag>
      <tag><text>ústavní právo</text></tag>
    </tags>
  </question>

<!-- question: 102  -->
  <question type="multichoice">
    <name><text>Soustava soudů</text></name>
    <questiontext format="html"><text>Které soudy patří do soustavy soudů podle čl. 91?</text></questiontext>
    <generalfeedback format="html"><text>Ústavní soud stojí mimo ni.</text></generalfeedback>
    <single>false</single>
    <answer fraction="50"><text>Nejvyšší soud</text></answer>
    <answer fraction="50"><text>Nejvyšší správní soud</text></answer>
    <answer fraction="-100"><text>Ústavní soud</text></answer>
  </question>

<!-- question: 103  -->
  <question type="truefalse">
    <name><text>Účinnost Ústavy</text></name>
    <questiontext format="moodle_auto_format"><text>Ústava ČR nabyla účinnosti 1. ledna 1993.</text></questiontext>
    <generalfeedback format="moodle_auto_format"><text>Přijata byla 16. 12. 1992.</text></generalfeedback>
    <answer fraction="100"><text>true</text><feedback><text></text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text></text></feedback></answer>
  </question>

<!-- question: 104  -->
  <question type="shortanswer">
    <name><text>Zkratka</text></name>
    <questiontext format="html"><text>Jakou zkratku má Ústavní soud?</text></questiontext>
    <generalfeedback format="html"><text>ÚS.</text></generalfeedback>
    <usecase>1</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>ÚS</text></answer>
    <answer fraction="100" format="moodle_auto_format"><text>ÚSČR</text></answer>
  </question>

<!-- question: 105  -->
  <question type="numerical">
    <name><text>Zlomky</text></name>
    <questiontext format="html"><text><![CDATA[Kolik je $\\frac{1}{2} + \\frac{1}{4}$ &amp; kolik $x < 1$?]]></text></questiontext>
    <generalfeedback format="html"><text>$\\frac{3}{4}$</text></generalfeedback>
    <answer fraction="100" format="moodle_auto_format">
      <text>0.75</text>
      <tolerance>0.001</tolerance>
    </answer>
    <answer fraction="0"><text>*</text><tolerance>0</tolerance></answer>
  </question>

<!-- question: 106  -->
  <question type="ordering">
    <name><text>Panovníci</text></name>
    <questiontext format="html"><text>Seřaď panovníky od nejstaršího.</text></questiontext>
    <generalfeedback format="html"><text>Karel IV. vládl ve 14. století.</text></generalfeedback>
    <answer fraction="2" format="html"><text>Jiří z Poděbrad</text></answer>
    <answer fraction="1" format="html"><text>Karel IV.</text></answer>
    <answer fraction="3" format="html"><text>Rudolf II.</text></answer>
  </question>

<!-- question: 107  -->
  <question type="essay">
    <name><text>Dělba moci</text></name>
    <questiontext format="html"><text>Popiš dělbu moci.</text></questiontext>
  </question>
</quiz>
`;

describe('parseMoodleXml', () => {
  const report = parseMoodleXml(EXPORT);

  it('reads every shared type, each at the line of its <question>', () => {
    expect(report.questions.map((q) => [q.line, q.draft.type, q.problems])).toEqual([
      [14, 'single_choice', []],
      [53, 'multi_choice', []],
      [64, 'true_or_false', []],
      [73, 'fill_in_blanks', []],
      [83, 'fill_in_blanks', []],
      [95, 'sorting_choice', []],
    ]);
    expect(report.problems).toEqual([
      { line: 105, code: 'import.unsupportedType', values: { type: 'essay' }, severity: 'error' },
    ]);
  });

  it('a single choice: the first paragraph is the title, HTML kept, grade, hint, topics from the category and tags', () => {
    expect(report.questions[0]!.draft).toEqual({
      type: 'single_choice',
      title: 'Kdo jmenuje soudce Ústavního soudu?',
      content: '<p>Vyber jednu odpověď.</p>',
      options: [
        { title: '<p>prezident se souhlasem Senátu</p>', correct: true },
        { title: 'předseda vlády' },
        { title: 'Poslanecká sněmovna' },
      ],
      explanation: '<p>Podle čl. 84 je jmenuje <strong>prezident</strong> se souhlasem Senátu.</p>',
      mark: 2,
      hint: 'Hledej v hlavě třetí Ústavy.',
      tags: ['Ústavní právo', 'soudní moc'],
    });
  });

  it('a multi choice takes the answers of positive fraction as right', () => {
    expect(report.questions[1]!.draft).toMatchObject({
      options: [
        { title: 'Nejvyšší soud', correct: true },
        { title: 'Nejvyšší správní soud', correct: true },
        { title: 'Ústavní soud' },
      ],
    });
  });

  it('true or false, short answer with letter case, numerical with its tolerance, ordering by position', () => {
    expect(report.questions.slice(2).map((q) => q.draft)).toEqual([
      expect.objectContaining({ answer: true, title: 'Ústava ČR nabyla účinnosti 1. ledna 1993.' }),
      expect.objectContaining({
        title: 'Jakou zkratku má Ústavní soud?',
        text: '{{b1}}',
        blanks: [{ id: 'b1', comparison: 'any', answers: ['ÚS', 'ÚSČR'], matchCase: true }],
      }),
      expect.objectContaining({
        title: 'Kolik je $\\frac{1}{2} + \\frac{1}{4}$ &amp; kolik $x < 1$?',
        blanks: [{ id: 'b1', comparison: 'range', min: 0.749, max: 0.751 }],
        explanation: '$\\frac{3}{4}$',
      }),
      expect.objectContaining({ ordered: ['Karel IV.', 'Jiří z Poděbrad', 'Rudolf II.'] }),
    ]);
  });

  const question = (type: string, body: string) =>
    `<?xml version="1.0"?>\n<quiz>\n<question type="${type}">\n<name><text>Otázka</text></name>\n${body}\n</question>\n</quiz>`;

  it.each<[string, string, string[]]>([
    [
      'a file that is not Moodle XML',
      '<?xml version="1.0"?>\n<questions></questions>',
      ['1 import.xmlNotMoodle'],
    ],
    [
      'a mismatched end tag',
      '<quiz>\n<question type="truefalse">\n<name><text>x</name>\n</question>\n</quiz>',
      ['3 import.xmlMismatchedTag'],
    ],
    [
      'an element never closed',
      '<quiz>\n<question type="truefalse">\n<name><text>x</text></name>\n',
      ['2 import.xmlUnclosedTag'],
    ],
    [
      'a broken tag',
      '<quiz>\n<question type="truefalse">\n<name <text>x</text></name>\n</question>\n</quiz>',
      ['3 import.xmlSyntax'],
    ],
    [
      'an unfinished CDATA',
      '<quiz>\n<question type="truefalse">\n<name><text><![CDATA[x</text></name>',
      ['3 import.xmlSyntax'],
    ],
    [
      'a matching question',
      question('matching', '<questiontext><text>Přiřaď.</text></questiontext>'),
      ['3 import.unsupportedType'],
    ],
    [
      'a cloze question',
      question('cloze', '<questiontext><text>{1:SHORTANSWER:=a}</text></questiontext>'),
      ['3 import.unsupportedType'],
    ],
    [
      'a numeric answer that is no number',
      question(
        'numerical',
        '<questiontext><text>Kolik?</text></questiontext><answer fraction="100"><text>3,14</text></answer>',
      ),
      ['3 import.numberInvalid'],
    ],
    [
      'a numerical question with no right answer',
      question(
        'numerical',
        '<questiontext><text>Kolik?</text></questiontext><answer fraction="50"><text>3</text></answer>',
      ),
      ['3 import.noRightAnswer'],
    ],
    [
      'a true or false question with no answers',
      question('truefalse', '<questiontext><text>Platí?</text></questiontext>'),
      ['3 import.noAnswers'],
    ],
    [
      'partial credit in a single choice, and feedback on answers',
      question(
        'multichoice',
        '<questiontext><text>Která?</text></questiontext><answer fraction="100"><text>a</text><feedback><text>Ano.</text></feedback></answer><answer fraction="50"><text>b</text></answer>',
      ),
      ['3 import.partialCreditDropped', '3 import.feedbackDropped'],
    ],
    [
      'two right answers in a single choice',
      question(
        'multichoice',
        '<questiontext><text>Která?</text></questiontext><answer fraction="100"><text>a</text></answer><answer fraction="100"><text>b</text></answer>',
      ),
      ['3 import.severalRightAnswers'],
    ],
    [
      'a wildcard short answer',
      question(
        'shortanswer',
        '<questiontext><text>Kdo?</text></questiontext><answer fraction="100"><text>Čap*</text></answer>',
      ),
      ['3 import.wildcardAnswer'],
    ],
    [
      'text in markdown',
      question(
        'truefalse',
        '<questiontext format="markdown"><text>Je **to** tak?</text></questiontext><answer fraction="100"><text>true</text></answer>',
      ),
      ['3 import.formatKept'],
    ],
    ['an empty quiz', '<quiz></quiz>', ['1 import.noQuestions']],
  ])('reports %s on its line', (_, xml, expected) => {
    // these questions have no general feedback: the notice of a missing explanation is tested on its own
    const problems = parseMoodleXml(xml).problems.filter((p) => !p.code.startsWith('import.explanation'));
    expect(problems.map((p) => `${p.line} ${p.code}`)).toEqual(expected);
  });

  it('keeps the questions read before the file breaks', () => {
    const broken = EXPORT.replace('<question type="essay">', '<question type="essay"><oops>');
    const partial = parseMoodleXml(broken);
    expect(partial.questions).toHaveLength(6);
    expect(partial.problems.map((p) => p.code)).toEqual(['import.xmlMismatchedTag']);
  });

  it('reads plain text as HTML, and a question whose text is too long for a title by its name', () => {
    const long = 'Dlouhý text. '.repeat(40).trim();
    const { draft } = parseMoodleXml(
      question(
        'truefalse',
        `<questiontext format="plain_text"><text>${long}</text></questiontext><answer fraction="100"><text>true</text></answer><generalfeedback format="plain_text"><text>a &lt; b</text></generalfeedback>`,
      ),
    ).questions[0]!;
    expect(draft).toMatchObject({ title: 'Otázka', content: long, explanation: 'a &lt; b' });
  });

  it('never throws, whatever it is given', () => {
    for (const text of [
      '',
      '<',
      '<quiz',
      '<quiz><question',
      '</quiz>',
      '<quiz><question type="multichoice"/></quiz>',
      '&#0;',
      '<a b="1" c=2>',
    ])
      expect(() => parseMoodleXml(text)).not.toThrow();
  });
});

describe('readXml', () => {
  it('reads elements, attributes, text, CDATA and entities with lines, skipping comments and declarations', () => {
    const { elements, error } = readXml(
      '<?xml version="1.0"?>\n<!DOCTYPE quiz>\n<!-- a -->\n<a x="1 &amp; 2" y=\'z\'>\n  t &lt;&#x10D;&#269;&nbsp;<![CDATA[<b>&amp;</b>]]>\n  <b/>\n</a>',
    );
    expect(error).toBeUndefined();
    expect(elements).toEqual([
      {
        name: 'a',
        attributes: { x: '1 & 2', y: 'z' },
        text: '\n  t <čč&nbsp;<b>&amp;</b>\n  \n',
        line: 4,
        closed: true,
        children: [{ name: 'b', attributes: {}, text: '', line: 6, closed: true, children: [] }],
      },
    ]);
  });
});
