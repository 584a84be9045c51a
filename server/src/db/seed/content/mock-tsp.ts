/**
 * The TSP mock test (issue 27 point 2, decision 0041): the Test studijních předpokladů of Masaryk University
 * in its format since 2023 — three dimensions of 15 items with five options each, 45 + 45 + 20 minutes,
 * +1 right, −1/5 wrong, 0 skipped. All items are new (none repeats the TSP courses in `tsp.ts`). Every
 * explanation works the solution and then gives a verdict on each option (✔ or ✘) and why, the right one
 * first.
 */
import type { SeedMockItem, SeedMockTest } from '../mock-test-types';

/** Strings with TeX keep their backslashes verbatim. */
const t = String.raw;

/** An option with the reason the explanation gives for it. */
interface Choice {
  title: string;
  correct?: true;
  why: string;
}

interface Draft {
  title: string;
  content?: string;
  hint?: string;
  /** The worked solution, HTML; the verdicts on the options follow it. */
  solution: string;
  /** In the order shown; exactly one is correct. */
  choices: Choice[];
}

/** A single-choice item whose explanation ends with a verdict on every option, the right one first. */
function item({ title, content, hint, solution, choices }: Draft): SeedMockItem {
  const verdict = (c: Choice) => `<li><strong>${c.title}</strong> ${c.correct ? '✔' : '✘'} — ${c.why}</li>`;
  const right = choices.filter((c) => c.correct);
  const wrong = choices.filter((c) => !c.correct);
  return {
    type: 'single_choice',
    title,
    ...(content === undefined ? {} : { content }),
    ...(hint === undefined ? {} : { hint }),
    explanation: `${solution}<ul>${[...right, ...wrong].map(verdict).join('')}</ul>`,
    options: choices.map((c) => (c.correct ? { title: c.title, correct: true } : { title: c.title })),
  };
}

/* ------------------------------------------------------------------ */
/* 1. Numericko-analytické myšlení                                     */
/* ------------------------------------------------------------------ */

const numericalItems: SeedMockItem[] = [
  item({
    title: 'Které číslo pokračuje v řadě 3, 4, 8, 17, 33, 58, …?',
    content: t`<p>$3,\ 4,\ 8,\ 17,\ 33,\ 58,\ ?$</p>`,
    hint: 'Spočítej rozdíly sousedních členů a hledej, co mají společného.',
    solution: t`<p>Rozdíly sousedních členů jsou $1, 4, 9, 16, 25$, tedy druhé mocniny $1^2, 2^2, 3^2, 4^2, 5^2$. Další rozdíl je $6^2 = 36$, a proto hledaný člen je $58 + 36 = 94$.</p>`,
    choices: [
      {
        title: '83',
        why: t`zopakuje poslední rozdíl 25 ($58 + 25$), rozdíly se ale s každým krokem zvětšují.`,
      },
      {
        title: '87',
        why: t`odpovídá rozdílu 29, tedy růstu rozdílů o 4. Rozdíly ale rostou o $3, 5, 7, 9$, takže příště o 11.`,
      },
      {
        title: '91',
        why: t`je součet dvou předchozích členů ($33 + 58$) jako ve Fibonacciho řadě; to neplatí ani na začátku řady ($3 + 4 \neq 8$).`,
      },
      { title: '94', correct: true, why: t`$58 + 6^2 = 58 + 36 = 94$.` },
      {
        title: '116',
        why: t`je dvojnásobek 58; zdvojnásobení neplatí ani pro dřívější členy ($2 \cdot 33 = 66 \neq 58$).`,
      },
    ],
  }),

  item({
    title: 'Jaký obsah má cestička kolem záhonu?',
    content:
      '<p>Čtvercový záhon o straně 6 m je ze všech stran lemován cestičkou širokou 1 m. Záhon spolu s cestičkou tvoří větší čtverec.</p>',
    hint: 'Spočítej obsah většího čtverce a odečti od něj to, co cestičkou není.',
    solution: t`<p>Větší čtverec má stranu $6 + 2 \cdot 1 = 8$ m (cestička je po obou stranách záhonu), tedy obsah $8^2 = 64\ \text{m}^2$. Záhon zabírá $6^2 = 36\ \text{m}^2$, na cestičku zbývá $64 - 36 = 28\ \text{m}^2$.</p>`,
    choices: [
      {
        title: '24 m²',
        why: t`jsou jen čtyři pásy $6 \times 1$ m podél stran záhonu; chybějí čtyři rohové čtverečky po $1\ \text{m}^2$.`,
      },
      { title: '28 m²', correct: true, why: t`$8^2 - 6^2 = 64 - 36 = 28\ \text{m}^2$.` },
      {
        title: '32 m²',
        why: t`jsou čtyři pásy $8 \times 1$ m; každý rohový čtvereček se tak započte dvakrát.`,
      },
      { title: '36 m²', why: 'je obsah samotného záhonu, ne cestičky.' },
      { title: '64 m²', why: 'je obsah celého většího čtverce včetně záhonu.' },
    ],
  }),

  item({
    title: 'O kolik procent vzrostla celková návštěvnost tří muzeí mezi lety 2022 a 2024?',
    content: `<table><caption>Návštěvnost muzeí v Horní Lhotě (v tisících návštěvníků)</caption><thead><tr><th>Muzeum</th><th>2022</th><th>2023</th><th>2024</th></tr></thead><tbody><tr><th>Technické</th><td>40</td><td>50</td><td>45</td></tr><tr><th>Přírodovědné</th><td>60</td><td>54</td><td>72</td></tr><tr><th>Umělecké</th><td>25</td><td>30</td><td>33</td></tr></tbody></table>`,
    hint: 'Sečti návštěvnost všech muzeí v obou letech a změnu vztahuj k výchozímu roku.',
    solution: t`<p>Celkem přišlo v roce 2022 $40 + 60 + 25 = 125$ tisíc návštěvníků, v roce 2024 $45 + 72 + 33 = 150$ tisíc. Nárůst je $25$ tisíc a vztahujeme ho k výchozímu roku: $\frac{25}{125} = 0{,}2 = 20\,\%$. Sloupec 2023 k výpočtu potřeba není.</p>`,
    choices: [
      {
        title: '16,7 %',
        why: t`je $\frac{25}{150}$: nárůst vztažený k nové hodnotě (2024) místo k výchozí (2022).`,
      },
      { title: '20 %', correct: true, why: t`$\frac{150 - 125}{125} = 0{,}2$.` },
      {
        title: '21,5 %',
        why: t`je prostý průměr změn jednotlivých muzeí ($12{,}5\,\%$, $20\,\%$ a $32\,\%$). Muzea mají různou návštěvnost, takže jejich procenta nelze jen zprůměrovat.`,
      },
      { title: '25 %', why: 'přírůstek je 25 tisíc návštěvníků; to je absolutní číslo, ne procenta.' },
      {
        title: '120 %',
        why: t`poměr $150 : 125 = 1{,}2$ říká, že návštěvnost v roce 2024 byla 120 % té z roku 2022, vzrostla tedy o 20 %.`,
      },
    ],
  }),

  item({
    title: 'Které pořadí přednášek splňuje všechny podmínky?',
    content: `<p>Od pondělí do pátku proběhne pět přednášek A, B, C, D a E, každý den právě jedna. Platí:</p><ol><li>Přednáška B je dříve než přednáška D.</li><li>Přednáška A je hned následující den po přednášce E.</li><li>Přednáška C je ve středu, nebo ve čtvrtek.</li><li>Přednáška D není v pátek.</li></ol><p>Možnosti uvádějí pořadí přednášek od pondělí do pátku.</p>`,
    hint: 'Prověř každou možnost podmínku po podmínce; jediné porušení ji vyřadí.',
    solution:
      '<p>Stačí u každého pořadí projít čtyři podmínky. Jediné pořadí, které splní všechny, je B, D, C, E, A: B (pondělí) je před D (úterý), A (pátek) je hned po E (čtvrtek), C je ve středu a D není v pátek. Každé z ostatních pořadí porušuje právě jednu podmínku.</p>',
    choices: [
      {
        title: 'B, D, C, E, A',
        correct: true,
        why: 'splňuje všechny čtyři podmínky.',
      },
      { title: 'D, B, C, E, A', why: 'D je v pondělí, před B; porušuje podmínku 1.' },
      {
        title: 'B, D, C, A, E',
        why: 'A je ve čtvrtek a E až v pátek, A tedy není den po E; porušuje podmínku 2.',
      },
      { title: 'C, B, D, E, A', why: 'C je v pondělí; porušuje podmínku 3.' },
      { title: 'E, A, C, B, D', why: 'D je v pátek; porušuje podmínku 4.' },
    ],
  }),

  item({
    title: 'Kolik vody je třeba odpařit, aby měl roztok koncentraci 20 %?',
    content:
      '<p>Máme 200 g roztoku soli ve vodě; sůl tvoří 15 % jeho hmotnosti. Při odpařování ubývá jen voda.</p>',
    hint: 'Hmotnost soli se odpařováním nemění. Z ní spočítej, kolik musí vážit nový roztok.',
    solution: t`<p>Soli je $0{,}15 \cdot 200 = 30$ g a její množství se nemění. Ve výsledném roztoku má tvořit 20 %, roztok tedy musí vážit $30 : 0{,}2 = 150$ g. Odpařit je třeba $200 - 150 = 50$ g vody.</p><p>Kontrola: $\frac{30}{150} = 0{,}2$.</p>`,
    choices: [
      {
        title: '10 g',
        why: t`je 5 % z 200 g, jako by se koncentrace zvýšila o tolik procentních bodů, kolik procent roztoku se odpaří. Po odpaření 10 g by koncentrace byla jen $\frac{30}{190} \approx 15{,}8\,\%$.`,
      },
      {
        title: '12,5 g',
        why: t`tolik soli by bylo třeba do roztoku <em>přisypat</em> ($\frac{42{,}5}{212{,}5} = 0{,}2$). Úloha se ale ptá na odpařenou vodu.`,
      },
      {
        title: '40 g',
        why: t`je 20 % z 200 g; po odpaření 40 g by koncentrace byla $\frac{30}{160} = 18{,}75\,\%$.`,
      },
      { title: '50 g', correct: true, why: t`$200 - \frac{30}{0{,}2} = 200 - 150 = 50$ g.` },
      { title: '150 g', why: 'tolik váží výsledný roztok, ne odpařená voda.' },
    ],
  }),

  item({
    title: 'Ve které krabici je prsten?',
    content: `<p>Na stole stojí tři krabice: zlatá, stříbrná a bronzová. V právě jedné z nich je prsten. Na krabicích jsou nápisy:</p><ul><li>zlatá: „Prsten je ve stříbrné krabici.“</li><li>stříbrná: „Prsten není v této krabici.“</li><li>bronzová: „Prsten není ve zlaté krabici.“</li></ul><p>Pravdivý je právě jeden z nápisů.</p>`,
    hint: 'Postupně předpokládej, že je prsten v každé z krabic, a pokaždé spočítej pravdivé nápisy.',
    solution: `<p>Vyzkoušíme všechny tři možnosti a spočítáme pravdivé nápisy (zlatá, stříbrná, bronzová):</p><ul><li>prsten ve zlaté: nepravda, pravda, nepravda → <strong>jeden</strong> pravdivý nápis,</li><li>prsten ve stříbrné: pravda, nepravda, pravda → dva pravdivé,</li><li>prsten v bronzové: nepravda, pravda, pravda → dva pravdivé.</li></ul><p>Podmínku splňuje jen první možnost: prsten je ve zlaté krabici.</p>`,
    choices: [
      {
        title: 've zlaté krabici',
        correct: true,
        why: 'pravdivý je pak jen nápis na stříbrné krabici.',
      },
      {
        title: 've stříbrné krabici',
        why: 'pravdivé by byly dva nápisy, na zlaté a na bronzové krabici.',
      },
      {
        title: 'v bronzové krabici',
        why: 'pravdivé by byly dva nápisy, na stříbrné a na bronzové krabici.',
      },
      {
        title: 'nelze jednoznačně určit',
        why: 'podmínku „právě jeden nápis je pravdivý“ splňuje jediná ze tří možností, odpověď je tedy jednoznačná.',
      },
      {
        title: 'zadání si odporuje, prsten nemůže být v žádné krabici',
        why: 'jedna možnost podmínky splňuje, zadání tedy sporné není.',
      },
    ],
  }),

  item({
    title: 'Kolik let je dnes matce?',
    content:
      '<p>Matka je dnes třikrát starší než její dcera. Před pěti lety byla čtyřikrát starší než dcera.</p>',
    hint: 'Označ věk dcery neznámou a sestav rovnici pro stav před pěti lety.',
    solution: t`<p>Je-li dceři dnes $d$ let, matce je $3d$. Před pěti lety platilo $3d - 5 = 4(d - 5)$, tedy $3d - 5 = 4d - 20$ a $d = 15$. Matce je dnes $3 \cdot 15 = 45$ let.</p><p>Kontrola: před pěti lety bylo matce 40 a dceři 10 let, $40 = 4 \cdot 10$.</p>`,
    choices: [
      {
        title: '30',
        why: t`dceři by bylo 10; před pěti lety 25 a 5 let, a to je pětinásobek, ne čtyřnásobek.`,
      },
      {
        title: '36',
        why: t`dceři by bylo 12; před pěti lety 31 a 7 let, ale $4 \cdot 7 = 28 \neq 31$.`,
      },
      { title: '40', why: 'tolik bylo matce před pěti lety; otázka se ptá na dnešek.' },
      {
        title: '42',
        why: t`dceři by bylo 14; před pěti lety 37 a 9 let, ale $4 \cdot 9 = 36 \neq 37$.`,
      },
      { title: '45', correct: true, why: t`dceři je 15 let a před pěti lety platilo $40 = 4 \cdot 10$.` },
    ],
  }),

  item({
    title: 'Kolik trojek by se muselo změnit na jedničky, aby průměr třídy klesl na 2,4?',
    content: `<table><caption>Výsledky písemky z matematiky ve třídě 4.B</caption><thead><tr><th>Známka</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody><tr><th>Počet žáků</th><td>6</td><td>9</td><td>8</td><td>5</td><td>2</td></tr></tbody></table>`,
    hint: 'Spočítej součet všech známek a zjisti, o kolik se musí zmenšit.',
    solution: t`<p>Písemku psalo $6 + 9 + 8 + 5 + 2 = 30$ žáků a součet známek je $6 \cdot 1 + 9 \cdot 2 + 8 \cdot 3 + 5 \cdot 4 + 2 \cdot 5 = 78$, průměr tedy $2{,}6$. Pro průměr $2{,}4$ musí být součet $30 \cdot 2{,}4 = 72$, o 6 menší. Každá trojka změněná na jedničku sníží součet o 2, trojek se tedy musí změnit $6 : 2 = 3$ (trojek je ve třídě 8, takže to jde).</p>`,
    choices: [
      { title: '1', why: t`součet by byl 76 a průměr $\frac{76}{30} \approx 2{,}53$.` },
      { title: '2', why: t`součet by byl 74 a průměr $\frac{74}{30} \approx 2{,}47$.` },
      { title: '3', correct: true, why: t`součet klesne na 72 a $\frac{72}{30} = 2{,}4$.` },
      { title: '4', why: t`součet by byl 70 a průměr $\frac{70}{30} \approx 2{,}33$, tedy pod 2,4.` },
      {
        title: '6',
        why: 'o 6 se má zmenšit součet známek, ne počet změněných známek; každá změna ubere 2.',
      },
    ],
  }),

  item({
    title: 'Kolik žáků chodí na volejbal i na šachy?',
    content:
      '<p>Ve třídě je 32 žáků. Na volejbal jich chodí 19, na šachy 15 a 6 žáků nechodí ani na jeden z těchto kroužků.</p>',
    hint: 'Kolik žáků chodí aspoň na jeden kroužek? Porovnej to se součtem členů obou kroužků.',
    solution: t`<p>Aspoň na jeden kroužek chodí $32 - 6 = 26$ žáků. Součet $19 + 15 = 34$ je o 8 větší, protože žáky z obou kroužků započítává dvakrát. Na oba kroužky tedy chodí $34 - 26 = 8$ žáků (jen na volejbal 11, jen na šachy 7).</p>`,
    choices: [
      { title: '2', why: t`je $19 + 15 - 32$; zapomíná na 6 žáků, kteří nechodí na žádný kroužek.` },
      { title: '7', why: t`tolik žáků chodí jen na šachy ($15 - 8$).` },
      { title: '8', correct: true, why: t`$19 + 15 - (32 - 6) = 8$.` },
      { title: '11', why: t`tolik žáků chodí jen na volejbal ($19 - 8$).` },
      { title: '26', why: 'tolik žáků chodí aspoň na jeden kroužek.' },
    ],
  }),

  item({
    title: 'Pavla nehraje. Co z pravidel pro sestavu nutně plyne?',
    content: `<p>Pro sestavu družstva na turnaj platí:</p><ul><li>Jestliže hraje Marek, hraje i Nikola.</li><li>Jestliže hraje Nikola, nehraje Oskar.</li><li>Hraje Oskar nebo Pavla (případně oba).</li></ul><p>Víme, že Pavla nehraje.</p>`,
    hint: 'Začni pravidlem o Oskarovi a Pavle a pak použij obměny implikací.',
    solution: `<p>Pavla nehraje, podle třetího pravidla tedy hraje Oskar. Obměna druhého pravidla zní „Jestliže hraje Oskar, nehraje Nikola“, takže Nikola nehraje. Obměna prvního pravidla zní „Jestliže nehraje Nikola, nehraje Marek“, takže <strong>Marek nehraje</strong>.</p>`,
    choices: [
      {
        title: 'Marek hraje.',
        why: 'pak by musela hrát Nikola, a tím by nemohl hrát Oskar; s Pavlou mimo hru by to porušilo třetí pravidlo.',
      },
      {
        title: 'Nikola hraje.',
        why: 'pak by nehrál Oskar, a protože nehraje ani Pavla, porušilo by to třetí pravidlo.',
      },
      { title: 'Oskar nehraje.', why: 'když nehraje Pavla, musí podle třetího pravidla hrát Oskar.' },
      {
        title: 'O Markovi nelze nic říct.',
        why: 'řetěz obměn (hraje Oskar → nehraje Nikola → nehraje Marek) o Markovi rozhoduje.',
      },
      {
        title: 'Marek nehraje.',
        correct: true,
        why: 'plyne z třetího pravidla a z obměn druhého a prvního pravidla.',
      },
    ],
  }),

  item({
    title: 'Jaká je pravděpodobnost, že součet na dvou kostkách bude 8?',
    content: '<p>Hodíme současně dvěma běžnými šestistěnnými kostkami, červenou a modrou.</p>',
    hint: 'Kostky rozliš barvou a vypiš všechny dvojice se zadaným součtem.',
    solution: t`<p>Všech výsledků je $6 \cdot 6 = 36$ a všechny jsou stejně pravděpodobné. Součet 8 dává 5 z nich (červená, modrá): $(2, 6), (3, 5), (4, 4), (5, 3), (6, 2)$. Pravděpodobnost je $\frac{5}{36}$.</p>`,
    choices: [
      {
        title: t`$\frac{5}{36}$`,
        correct: true,
        why: 'příznivých výsledků je 5 z 36 stejně pravděpodobných.',
      },
      { title: t`$\frac{1}{6}$`, why: t`je $\frac{6}{36}$, pravděpodobnost součtu 7, ne 8.` },
      {
        title: t`$\frac{1}{9}$`,
        why: t`je $\frac{4}{36}$; vynechává dvojici $(4, 4)$.`,
      },
      {
        title: t`$\frac{1}{11}$`,
        why: 'možných součtů je sice 11 (2 až 12), ale nejsou stejně pravděpodobné: součet 2 padne jedním způsobem, součet 7 šesti.',
      },
      {
        title: t`$\frac{1}{12}$`,
        why: t`je $\frac{3}{36}$: počítá jen dvojice bez ohledu na pořadí. Červená 2 a modrá 6 je ale jiný výsledek než červená 6 a modrá 2.`,
      },
    ],
  }),

  item({
    title: 'Za jak dlouho se prázdná nádrž naplní, když otevřeme oba přívody i odtok?',
    content:
      '<p>Prázdnou nádrž napustí samotný přívod A za 4 hodiny, samotný přívod B za 6 hodin. Odtok C vypustí plnou nádrž za 12 hodin. Všechny tři otevřeme současně.</p>',
    hint: 'Převeď každý přívod i odtok na část nádrže, kterou naplní nebo vypustí za hodinu.',
    solution: t`<p>Za hodinu přívod A naplní $\frac{1}{4}$ nádrže, přívod B $\frac{1}{6}$ a odtok C vypustí $\frac{1}{12}$. Dohromady přibude $\frac{3}{12} + \frac{2}{12} - \frac{1}{12} = \frac{4}{12} = \frac{1}{3}$ nádrže za hodinu, nádrž se tedy naplní za 3 hodiny.</p>`,
    choices: [
      {
        title: '2 h',
        why: t`vychází z $\frac{1}{4} + \frac{1}{6} + \frac{1}{12} = \frac{1}{2}$; odtok je přičtený, místo aby se odečetl.`,
      },
      {
        title: '2 h 24 min',
        why: t`je doba plnění bez odtoku: $\frac{1}{4} + \frac{1}{6} = \frac{5}{12}$ a $\frac{12}{5}\ \text{h} = 2{,}4$ h.`,
      },
      { title: '3 h', correct: true, why: t`za hodinu přibude $\frac{1}{3}$ nádrže.` },
      {
        title: '5 h',
        why: 'je průměr časů obou přívodů. Tak jednoduše se časy nekombinují, a navíc přívod B přiteče rychleji, než odtok C odtéká, takže nádrž se naplní dřív než za 4 h, za které by ji naplnil sám přívod A.',
      },
      {
        title: '6 h',
        why: t`je doba plnění samotným přívodem A s otevřeným odtokem ($\frac{1}{4} - \frac{1}{12} = \frac{1}{6}$); chybí přívod B.`,
      },
    ],
  }),

  item({
    title: 'Kolik dvojmístných čísel je dělitelných třemi nebo pěti?',
    content: '<p>Počítej čísla od 10 do 99, která jsou dělitelná alespoň jedním z čísel 3 a 5.</p>',
    hint: 'Spočítej násobky každého čísla zvlášť a pak oprav to, co jsi započítal dvakrát.',
    solution: t`<p>Dvojmístných násobků 3 je 30 (od 12 do 99), násobků 5 je 18 (od 10 do 95). Čísla dělitelná oběma, tedy násobky 15, jsou v obou skupinách: je jich 6 (15, 30, 45, 60, 75, 90). Celkem $30 + 18 - 6 = 42$ čísel.</p>`,
    choices: [
      {
        title: '6',
        why: 'tolik čísel je dělitelných oběma čísly, tedy 15; stačí ale dělitelnost jedním z nich.',
      },
      { title: '30', why: 'jsou jen násobky 3; chybějí násobky 5, které nejsou násobky 3.' },
      {
        title: '36',
        why: t`je $30 + 18 - 2 \cdot 6$, počet čísel dělitelných <em>právě jedním</em> z čísel 3 a 5; násobky 15 ale podmínku splňují také.`,
      },
      { title: '42', correct: true, why: t`$30 + 18 - 6 = 42$.` },
      { title: '48', why: t`je $30 + 18$; šest násobků 15 je tak započítáno dvakrát.` },
    ],
  }),

  item({
    title: 'Jaký obsah má obdélník s obvodem 34 cm a úhlopříčkou 13 cm?',
    hint: 'Obvod dává součet stran, Pythagorova věta součet jejich druhých mocnin. Jak z toho získat součin?',
    solution: t`<p>Pro strany $a, b$ platí $a + b = 17$ (polovina obvodu) a $a^2 + b^2 = 13^2 = 169$. Protože $(a + b)^2 = a^2 + 2ab + b^2$, je $289 = 169 + 2ab$, tedy $2ab = 120$ a obsah $ab = 60\ \text{cm}^2$. (Strany jsou 5 cm a 12 cm.)</p>`,
    choices: [
      {
        title: '30 cm²',
        why: t`je $\frac{ab}{2}$, obsah jednoho ze dvou trojúhelníků, na které obdélník dělí úhlopříčka.`,
      },
      { title: '60 cm²', correct: true, why: t`$ab = \frac{289 - 169}{2} = 60$.` },
      {
        title: '72,25 cm²',
        why: t`je $8{,}5^2$, obsah čtverce se stejným obvodem. Ten by měl úhlopříčku $8{,}5\sqrt{2} \approx 12{,}02$ cm, ne 13 cm.`,
      },
      { title: '120 cm²', why: t`je $2ab$; chybí vydělení dvěma.` },
      { title: '169 cm²', why: t`je $13^2 = a^2 + b^2$, součet druhých mocnin stran, ne jejich součin.` },
    ],
  }),

  item({
    title: 'V kolik hodin se vlaky potkají?',
    content:
      '<p>Stanice Horní Lhota a Dolní Lhota jsou od sebe vzdálené 250 km. Ve 13:00 vyjede z Horní Lhoty směrem k Dolní Lhotě rychlík stálou rychlostí 80 km/h. Ve 13:30 vyjede z Dolní Lhoty proti němu osobní vlak stálou rychlostí 60 km/h.</p>',
    hint: 'Kolik kilometrů ujede rychlík, než vyjede osobní vlak? Od té chvíle se vzdálenost vlaků zmenšuje o součet jejich rychlostí.',
    solution: t`<p>Do 13:30 ujede rychlík $80 \cdot 0{,}5 = 40$ km, mezi vlaky zbývá 210 km. Pak se k sobě přibližují rychlostí $80 + 60 = 140$ km/h, potkají se tedy za $\frac{210}{140} = 1{,}5$ h, to je v 15:00.</p><p>Kontrola: rychlík jede 2 h a ujede 160 km, osobní vlak jede 1,5 h a ujede 90 km; $160 + 90 = 250$ km.</p>`,
    choices: [
      { title: '14:30', why: 'přičítá 1,5 h ke 13:00, ale ta doba běží až od 13:30.' },
      {
        title: '14:47',
        why: t`je $\frac{250}{140} \approx 1$ h 47 min od 13:00, jako by oba vlaky vyjely ve 13:00.`,
      },
      {
        title: '15:00',
        correct: true,
        why: 'po 40 km náskoku rychlíku ubývá 210 km rychlostí 140 km/h, tedy 1,5 h od 13:30.',
      },
      {
        title: '15:17',
        why: t`je 1 h 47 min ($\frac{250}{140}$ h) od 13:30, jako by oba vlaky vyjely až ve 13:30; chybí náskok rychlíku.`,
      },
      { title: '15:20', why: '1,5 h je 1 h 30 min, ne 1 h 50 min.' },
    ],
  }),
];

/* ------------------------------------------------------------------ */
/* 2. Kritické myšlení                                                 */
/* ------------------------------------------------------------------ */

/** Shared by three items, as the real test asks several questions about one text. */
const TEXT_SPANEK = `<blockquote><p>Výzkumníci náhodně rozdělili 120 studentů do dvou skupin po 60. Obě skupiny se večer učily seznam 40 slovíček z jazyka, který nikdo z nich dříve neznal. První skupina pak spala osm hodin v laboratoři, druhá zůstala pod dohledem celou noc vzhůru. Ráno si studenti z první skupiny vybavili v průměru 31 slovíček, studenti z druhé skupiny 22. Poté obě skupiny dvě noci normálně spaly a test se zopakoval: první skupina si vybavila v průměru 28 slovíček, druhá 20. Autoři uzavírají, že spánek v noci po učení pomáhá upevnit nové informace v paměti a že ztrátu způsobenou probdělou nocí pozdější spánek nevyrovná.</p></blockquote>`;

const criticalItems: SeedMockItem[] = [
  item({
    title: 'Které zjištění nejvíce oslabuje závěr vedení firmy o čtyřdenním týdnu?',
    content: `<blockquote><p>Firma Textima na půl roku zkušebně zavedla ve své brněnské pobočce čtyřdenní pracovní týden se stejnou mzdou. Za toto pololetí vzrostl počet vyřízených objednávek na jednoho zaměstnance o 12 %. Vedení proto usoudilo, že čtyřdenní týden zvyšuje produktivitu, a chce ho zavést ve všech pobočkách.</p></blockquote>`,
    hint: 'Hledej jiné vysvětlení, proč mohl počet vyřízených objednávek v pobočce vzrůst.',
    solution:
      '<p>Závěr přičítá růst produktivity čtyřdennímu týdnu. Nejvíce ho oslabí zjištění, které nabízí <strong>jinou příčinu</strong> téhož růstu ve stejném čase a místě: nový systém zpracování objednávek mohl vyřizování zrychlit sám o sobě.</p>',
    choices: [
      {
        title:
          'Ve stejném pololetí začala brněnská pobočka používat nový systém, který výrazně zrychlil zpracování objednávek.',
        correct: true,
        why: 'nabízí jiné vysvětlení růstu; nárůst o 12 % pak nemusí s čtyřdenním týdnem vůbec souviset.',
      },
      {
        title:
          'V ostatních pobočkách se počet vyřízených objednávek na zaměstnance za stejné pololetí nezměnil.',
        why: 'vylučuje, že šlo o celofiremní trend (třeba sezonní nárůst), a závěr tím naopak posiluje.',
      },
      {
        title: 'Zaměstnanci brněnské pobočky byli s novým režimem spokojeni.',
        why: 'spokojenost není produktivita; závěr neoslabuje, nanejvýš naznačuje, proč by zaměstnanci mohli pracovat lépe.',
      },
      {
        title: 'Čtyřdenní pracovní týden už vyzkoušely i některé zahraniční firmy.',
        why: 'bez jejich výsledků nic neříká o tom, co růst v brněnské pobočce způsobilo.',
      },
      {
        title: 'Zaměstnanci pobočky tráví volný pátek nejčastěji s rodinou.',
        why: 'jak zaměstnanci volný den tráví, s počtem vyřízených objednávek nesouvisí.',
      },
    ],
  }),

  item({
    title: 'Které zjištění nejvíce podporuje závěr radnice o očkovací kampani?',
    content: `<blockquote><p>Město Bystřice na podzim spustilo kampaň, která vyzývala obyvatele, aby se nechali očkovat proti chřipce. Během kampaně se v městských lékárnách prodalo o 30 % více vakcín než ve stejném období předchozího roku. Radnice z toho vyvozuje, že kampaň zájem o očkování zvýšila.</p></blockquote>`,
    hint: 'Závěr posílí to, co vyloučí jiná vysvětlení nárůstu.',
    solution:
      '<p>Nárůst prodeje mohl mít i jiné příčiny než kampaň (silnější chřipková sezona, nižší cena). Nejvíce závěr podpoří srovnání s místy <strong>bez kampaně</strong>: pokud se tam prodej nezměnil, obecné příčiny platné pro celý region nárůst nevysvětlí a kampaň je jako příčina pravděpodobnější.</p>',
    choices: [
      {
        title: 'Kampaň stála město 200 000 Kč.',
        why: 'cena kampaně nic neříká o tom, zda zájem o očkování zvýšila.',
      },
      {
        title: 'Chřipková epidemie začala ten rok o měsíc dříve a byla silnější než obvykle.',
        why: 'nabízí jiné vysvětlení nárůstu, závěr tedy oslabuje.',
      },
      {
        title: 'Vakcíny proti chřipce v tom roce zlevnily o třetinu.',
        why: 'i nižší cena může vysvětlit vyšší prodej; závěr oslabuje.',
      },
      {
        title:
          'V okolních městech, kde žádná kampaň neproběhla, se prodej vakcín oproti předchozímu roku nezměnil.',
        correct: true,
        why: 'slouží jako srovnávací skupina a vylučuje příčiny, které by působily v celém regionu.',
      },
      {
        title: 'Většinu vakcín si koupili lidé starší 65 let.',
        why: 'kdo vakcíny kupoval, nerozhoduje o tom, zda nárůst způsobila kampaň.',
      },
    ],
  }),

  item({
    title: 'Na jakém předpokladu stojí návrh nahradit písemné zkoušky ústními?',
    content: `<blockquote><p>Fakulta by měla u všech předmětů nahradit písemné zkoušky ústními. U ústní zkoušky je totiž podvádění prakticky nemožné.</p></blockquote>`,
    hint: 'Zkus každou možnost popřít: bez kterého tvrzení by důvod pro změnu ztratil smysl?',
    solution:
      '<p>Jediným důvodem návrhu je, že ústní zkouška podvádění znemožní. Ten má smysl jen tehdy, když se <strong>u písemných zkoušek podvádí</strong>. Test popřením: kdyby na fakultě u písemných zkoušek nikdo nepodváděl, důvod pro změnu by zmizel a argument by se zhroutil.</p>',
    choices: [
      {
        title: 'Ústní zkoušky jsou pro studenty příjemnější než písemné.',
        why: 'o příjemnosti argument nemluví; stál by, i kdyby byly ústní zkoušky pro studenty nepříjemnější.',
      },
      {
        title: 'Při písemných zkouškách na fakultě studenti podvádějí.',
        correct: true,
        why: 'bez tohoto předpokladu by odstranění podvádění nebylo důvodem ke změně.',
      },
      {
        title: 'Všichni vyučující dávají přednost ústnímu zkoušení.',
        why: 'argument se o názor vyučujících neopírá; platil by, i kdyby někteří dávali přednost písemkám.',
      },
      {
        title: 'Ústní zkouška zabere vyučujícím méně času než písemná.',
        why: 'o čase argument nemluví; stál by, i kdyby ústní zkoušení trvalo déle.',
      },
      {
        title: 'Podvádění u ústní zkoušky je zcela vyloučené.',
        why: 'premisa říká „prakticky nemožné“ a argumentu stačí, že je podvádění u ústní zkoušky mnohem těžší; úplné vyloučení je silnější, než argument potřebuje.',
      },
    ],
  }),

  item({
    title: 'Co nutně plyne z pravidel o knihovnách v kraji?',
    content: `<p>O knihovnách v kraji platí:</p><ul><li>Každá knihovna, která má otevřeno i v neděli, půjčuje deskové hry.</li><li>Žádná knihovna, která půjčuje deskové hry, nemá plochu menší než 200 m².</li><li>Knihovna v Javorníku má plochu 150 m².</li></ul>`,
    hint: 'Spoj první dvě pravidla do jednoho řetězu a použij jeho obměnu.',
    solution:
      '<p>Pravidla tvoří řetěz: <em>otevřeno v neděli → půjčuje deskové hry → plocha alespoň 200 m²</em>. Obměna řetězu: <em>plocha menší než 200 m² → nepůjčuje deskové hry → nemá otevřeno v neděli</em>. Knihovna v Javorníku má 150 m², proto v neděli otevřeno nemá.</p>',
    choices: [
      {
        title: 'Knihovna v Javorníku má otevřeno jen ve všední dny.',
        why: 'z pravidel plyne jen to, že nemá otevřeno v neděli; o sobotě neříkají nic.',
      },
      {
        title: 'Každá knihovna, která půjčuje deskové hry, má otevřeno i v neděli.',
        why: 'je obrácení prvního pravidla, a to z něj neplyne.',
      },
      {
        title: 'Knihovna v Javorníku nemá v neděli otevřeno.',
        correct: true,
        why: 'plyne z obměny řetězu: menší než 200 m² → bez deskových her → bez nedělního provozu.',
      },
      {
        title: 'Každá knihovna s plochou alespoň 200 m² půjčuje deskové hry.',
        why: 'je obrácení druhého pravidla; velká knihovna hry půjčovat nemusí.',
      },
      {
        title: 'Některé knihovny otevřené v neděli mají plochu menší než 200 m².',
        why: 'je s pravidly v rozporu: každá knihovna otevřená v neděli má alespoň 200 m².',
      },
    ],
  }),

  item({
    title: 'Jakou argumentační chybu udělal oponent poslankyně?',
    content: `<blockquote><p>Poslankyně navrhla snížit nejvyšší povolenou rychlost na dálnicích ze 130 na 120 km/h. Její oponent reagoval: „Paní poslankyně by nejraději zakázala auta úplně a všechny nás posadila na kola. Tak daleko to zajít nesmí.“</p></blockquote>`,
    hint: 'Porovnej, co poslankyně skutečně navrhla, s tím, s čím oponent polemizuje.',
    solution:
      '<p>Oponent nereaguje na skutečný návrh (120 km/h místo 130 km/h), ale na jeho přehnanou podobu, kterou nikdo nevyslovil (zákaz aut), a tu pak odmítá. Vyvrací tedy „slaměného panáka“, kterého si sám postavil.</p>',
    choices: [
      {
        title: 'falešné dilema',
        why: 'oponent nestaví proti sobě dvě možnosti jako jediné existující; polemizuje se smyšleným návrhem.',
      },
      {
        title: 'útok na osobu (ad hominem)',
        why: 'nenapadá vlastnosti ani jednání poslankyně, ale (zkreslený) obsah jejího návrhu.',
      },
      {
        title: 'unáhlené zobecnění',
        why: 'nevyvozuje obecný závěr z několika málo případů.',
      },
      {
        title: 'argument autoritou',
        why: 'neodvolává se na žádného odborníka ani instituci.',
      },
      {
        title: 'slaměný panák (překroucení názoru oponenta)',
        correct: true,
        why: 'oponent poslankyni přisuzuje krajní názor, který nezastává, a vyvrací ten místo jejího návrhu.',
      },
    ],
  }),

  item({
    title: 'Které tvrzení ze shrnutí studie o spánku vyplývá?',
    content: TEXT_SPANEK,
    hint: 'U každého tvrzení najdi v textu konkrétní čísla a hlídej rozdíl mezi průměrem a jednotlivcem.',
    solution: `<p>Ve druhém testu si první (spící) skupina vybavila v průměru 28 slovíček a druhá (bdící) 20, rozdíl je tedy 8 slovíček. To je jediné tvrzení, které přímo plyne z údajů v textu.</p>`,
    choices: [
      {
        title: 'Každý student, který spal, si ráno vybavil víc slovíček než kterýkoli student, který bděl.',
        why: 'text uvádí jen průměry skupin; jednotlivci se mohou překrývat.',
      },
      {
        title:
          'Ve druhém testu si spící skupina vybavila v průměru o 8 slovíček víc než skupina, která bděla.',
        correct: true,
        why: '28 − 20 = 8.',
      },
      {
        title: 'Skupina, která bděla, si ve druhém testu vybavila více slovíček než ráno.',
        why: 'je s textem v rozporu: ráno 22, ve druhém testu 20 slovíček.',
      },
      {
        title: 'Spánek po učení zlepšuje paměť u lidí všech věkových skupin.',
        why: 'studie zkoumala jen studenty; zobecnění na všechny věkové skupiny z ní neplyne.',
      },
      {
        title: 'Mezi oběma testy zapomněla spící skupina v průměru méně slovíček než skupina, která bděla.',
        why: 'je s textem v rozporu: spící skupina klesla z 31 na 28 (o 3), bdící z 22 na 20 (o 2).',
      },
    ],
  }),

  item({
    title: 'Které zjištění by nejvíce oslabilo závěr studie o spánku?',
    content: TEXT_SPANEK,
    hint: 'Hledej jiný rozdíl mezi skupinami než spánek a ověř, zda by vysvětlil výsledky obou testů.',
    solution: `<p>Závěr připisuje rozdíl ve výsledcích spánku. Nejvíce ho oslabí jiný rozdíl mezi skupinami, který by vysvětlil výsledky <strong>obou</strong> testů: měla-li bdící skupina na učení méně času, naučila se méně a zaostávala by ráno i po dvou nocích bez ohledu na spánek.</p><p>Únava po probdělé noci je lákavá odpověď, vysvětluje ale jen ranní test. Druhý test proběhl po dvou nocích normálního spánku, kdy únava odezněla, a rozdíl 8 slovíček přesto trval.</p>`,
    choices: [
      {
        title: 'Studenti, kteří probděli noc, byli při ranním testu výrazně unavenější než ostatní.',
        why: 'vysvětluje jen ranní výsledek; rozdíl ve druhém testu po dvou nocích spánku jím vysvětlit nelze.',
      },
      {
        title: 'Podobné výsledky přinesly i dvě starší studie s jinými skupinami účastníků.',
        why: 'závěr naopak posiluje.',
      },
      {
        title:
          'Skupina, která pak bděla, měla večer na učení o půl hodiny méně času než skupina, která spala.',
        correct: true,
        why: 'skupiny se lišily i v délce učení, což vysvětluje horší výsledky bdící skupiny v obou testech bez ohledu na spánek.',
      },
      {
        title: 'Všichni účastníci dostali za účast ve studii stejnou finanční odměnu.',
        why: 'platí pro obě skupiny stejně, rozdíl mezi nimi tedy vysvětlit nemůže.',
      },
      {
        title: 'Obě skupiny psaly testy ve stejné místnosti a za stejných podmínek.',
        why: 'vylučuje jedno z možných jiných vysvětlení, závěr tedy posiluje.',
      },
    ],
  }),

  item({
    title: 'Co by nejlépe podpořilo tvrzení, že ztrátu z probdělé noci pozdější spánek nevyrovná?',
    content: TEXT_SPANEK,
    hint: 'Druhá část závěru mluví o tom, co se s rozdílem mezi skupinami stane časem.',
    solution: `<p>Tvrzení, že ztrátu pozdější spánek nevyrovná, je tvrzení o <strong>trvání rozdílu</strong> mezi skupinami. Studie ho dokládá testem po dvou nocích (rozdíl 8 slovíček oproti rannímu 9). Nejvíce ho podpoří zjištění, že rozdíl nezmizel ani po delší době normálního spánku.</p>`,
    choices: [
      {
        title: 'Ani po týdnu normálního spánku se rozdíl mezi skupinami nezmenšil.',
        correct: true,
        why: 'ukazuje, že ani delší doba spánku ztrátu bdící skupiny nevyrovnala.',
      },
      {
        title: 'Studenti, kteří bděli, šli další večer spát dříve než obvykle.',
        why: 'říká jen, že spánek doháněli, ne zda se tím dorovnala jejich paměť.',
      },
      {
        title: 'Ranní rozdíl mezi skupinami byl větší u delších slovíček než u kratších.',
        why: 'týká se ranního testu, ne toho, co se s rozdílem stalo později.',
      },
      {
        title: 'Skupina, která spala, si ve druhém testu vybavila méně slovíček než ráno.',
        why: 'to text už uvádí (31 → 28) a jde o běžné zapomínání, ne o to, zda se rozdíl mezi skupinami vyrovnal.',
      },
      {
        title: 'Při třetím testu po týdnu si obě skupiny vybavily stejný počet slovíček.',
        why: 'ukazovalo by, že se ztráta nakonec vyrovnala, tvrzení by tedy oslabilo.',
      },
    ],
  }),

  item({
    title: 'Který princip nejlépe zdůvodňuje rozhodnutí městské rady o koupališti?',
    content: `<blockquote><p>Podle průzkumu by nové koupaliště pravidelně využívala většina obyvatel. Městská rada přesto jeho stavbu zamítla: provoz koupaliště by každý rok stál třetinu peněz určených na opravy silnic a chodníků a jinde je město vzít nemůže.</p></blockquote>`,
    hint: 'Hledej obecné pravidlo, podle kterého by rada rozhodla právě takto a právě z uvedeného důvodu.',
    solution:
      '<p>Rada uznává, že koupaliště chce většina, ale staví nad to zachování základní služby (oprav silnic a chodníků). Rozhodnutí zdůvodňuje princip, který dává přednost základním službám před projektem, i když je populární.</p>',
    choices: [
      {
        title: 'Město má vždy uskutečnit to, co si přeje většina obyvatel.',
        why: 'vedl by k opačnému rozhodnutí, koupaliště si většina přeje.',
      },
      {
        title: 'Město by nemělo stavět žádná sportoviště.',
        why: 'je příliš široký; rada neodmítá sportoviště obecně, ale toto koupaliště kvůli jeho nákladům.',
      },
      {
        title:
          'Veřejný projekt se nemá uskutečnit, pokud by jeho provoz výrazně omezil základní služby města, i když ho většina obyvatel chce.',
        correct: true,
        why: 'odpovídá přesně situaci i důvodu rady: populární projekt by omezil opravy silnic a chodníků.',
      },
      {
        title: 'O každé velké investici mají rozhodnout obyvatelé v referendu.',
        why: 'rada rozhodla sama; podle tohoto principu by rozhodovat neměla vůbec.',
      },
      {
        title: 'Průzkumům veřejného mínění se nedá věřit.',
        why: 'rada výsledek průzkumu nezpochybňuje, zamítá stavbu kvůli nákladům.',
      },
    ],
  }),

  item({
    title: 'Co nutně platí podle výsledků průzkumu mezi zaměstnanci?',
    content:
      '<p>Všichni zaměstnanci firmy odpověděli na dvě otázky. 60 % z nich uvedlo, že do práce chodí pěšky nebo jezdí na kole. 50 % uvedlo, že alespoň někdy pracují z domova.</p>',
    hint: 'Představ si sto zaměstnanců. Jak nejméně a jak nejvíce se mohou obě skupiny překrývat?',
    solution: t`<p>Obě skupiny dohromady tvoří $60 + 50 = 110\,\%$, zaměstnanců je ale jen $100\,\%$. Aspoň $110 - 100 = 10\,\%$ zaměstnanců proto musí patřit do obou skupin. Víc nutně neplatí: překryv může být cokoli od 10 % do 50 % (celá menší skupina).</p>`,
    choices: [
      {
        title: 'Právě 10 % zaměstnanců chodí pěšky nebo jezdí na kole a zároveň někdy pracuje z domova.',
        why: '10 % je jen nejmenší možný překryv; skutečný může být až 50 %.',
      },
      {
        title: 'Alespoň 10 % zaměstnanců chodí pěšky nebo jezdí na kole a zároveň někdy pracuje z domova.',
        correct: true,
        why: '60 % + 50 % přesahuje 100 % o 10 %, o tolik se skupiny musí překrývat.',
      },
      {
        title: 'Většina zaměstnanců, kteří někdy pracují z domova, chodí do práce pěšky nebo jezdí na kole.',
        why: 'překryv může být jen 10 % všech, tedy pětina z 50 %, kteří pracují z domova.',
      },
      {
        title:
          'Alespoň polovina zaměstnanců chodí pěšky nebo jezdí na kole a zároveň někdy pracuje z domova.',
        why: '50 % je největší možný překryv, ne nejmenší.',
      },
      {
        title: 'Žádný zaměstnanec, který jezdí do práce autem, nepracuje z domova.',
        why: 'o autech průzkum nic neříká a zaměstnanci mimo skupinu „pěšky nebo na kole“ klidně mohou pracovat z domova.',
      },
    ],
  }),

  item({
    title: 'Které zjištění nejvíce oslabuje úvahu o psech a zdraví?',
    content: `<blockquote><p>Rozsáhlý průzkum ukázal, že lidé, kteří mají doma psa, chodí k lékaři v průměru méně často než lidé bez psa. Pořízení psa tedy lidem zlepšuje zdraví.</p></blockquote>`,
    hint: 'Souvislost dvou jevů ještě neznamená, že jeden způsobuje druhý. Hledej jiné vysvětlení té souvislosti.',
    solution:
      '<p>Úvaha vyvozuje z pouhé souvislosti příčinu: pes → lepší zdraví. Nejvíce ji oslabí zjištění, že souvislost může vznikat <strong>opačně</strong>: zdravotní stav rozhoduje o tom, kdo si psa pořídí. Pak mají majitelé psů méně návštěv u lékaře i bez jakéhokoli vlivu psa.</p>',
    choices: [
      {
        title: 'Pes potřebuje několik procházek denně, takže se jeho majitel víc hýbe.',
        why: 'nabízí mechanismus, jak by pes mohl zdraví zlepšovat, úvahu tedy posiluje.',
      },
      {
        title: 'Průzkumu se zúčastnilo přes 5 000 lidí z celé republiky.',
        why: 'velký a rozmanitý vzorek úvahu spíš posiluje; příčinnost ale neprokazuje ani neoslabuje.',
      },
      {
        title: 'Veterinární péče o psa stojí ročně tisíce korun.',
        why: 'náklady na psa nesouvisejí s tím, jak často chodí k lékaři jeho majitel.',
      },
      {
        title: 'Majitelé psů si nejčastěji pořizují psa středního vzrůstu.',
        why: 'velikost psa se vztahu mezi psem a zdravím majitele netýká.',
      },
      {
        title:
          'Lidé s vážnými zdravotními potížemi si psa pořizují méně často, protože by se o něj nemohli starat.',
        correct: true,
        why: 'obrácená příčinnost: lepší zdraví vede k pořízení psa, ne naopak.',
      },
    ],
  }),

  item({
    title: 'Které tvrzení o lidech s pozitivním testem je správné?',
    content:
      '<p>Nemoc má 1 člověk z 1 000. Test ji u nemocného odhalí v 99 % případů. U zdravého člověka vyjde test chybně pozitivní ve 2 % případů. Náhodně vybraní lidé bez příznaků podstoupí test. Lékař jednomu z nich, jehož test vyšel pozitivní, řekne: „Test je spolehlivý na 99 %, takže jste téměř jistě nemocný.“</p>',
    hint: 'Představ si sto tisíc testovaných lidí a spočítej zvlášť nemocné a zdravé s pozitivním testem.',
    solution: t`<p>Ze $100\,000$ lidí je nemocných $100$ a test odhalí $99$ z nich. Zdravých je $99\,900$ a chybně pozitivní test vyjde u 2 % z nich, tedy u $1\,998$ lidí. Pozitivní test má $99 + 1\,998 = 2\,097$ lidí, nemocných je mezi nimi $\frac{99}{2\,097} \approx 4{,}7\,\%$. Lékař se mýlí: přehlíží, jak vzácná nemoc je, a proto většina pozitivních výsledků připadá na zdravé lidi.</p>`,
    choices: [
      {
        title: 'Nemocných je mezi nimi 99 %.',
        why: 'zaměňuje „kolik nemocných test odhalí“ (99 %) za „kolik lidí s pozitivním testem je nemocných“.',
      },
      {
        title: 'Nemocných je mezi nimi 98 %.',
        why: 'je 100 % minus chybovost u zdravých; přehlíží, že zdravých je tisíckrát víc než nemocných.',
      },
      {
        title: 'Nemocná je mezi nimi zhruba polovina.',
        why: 'chybně pozitivních (asi 2 000) je zhruba dvacetkrát víc než skutečně nemocných (99).',
      },
      {
        title: 'Nemocných je mezi nimi méně než 5 %.',
        correct: true,
        why: t`$\frac{99}{2\,097} \approx 4{,}7\,\%$.`,
      },
      {
        title: 'Pozitivní test na pravděpodobnosti nemoci nic nemění.',
        why: 'mění: před testem je pravděpodobnost 0,1 %, po pozitivním testu asi 4,7 %, tedy zhruba 47krát víc.',
      },
    ],
  }),

  item({
    title: 'Kterou informaci je nejdůležitější znát pro posouzení argumentu o přilbách?',
    content: `<blockquote><p>Rok po zavedení povinných přileb pro všechny cyklisty klesl v kraji počet úrazů hlavy u cyklistů o 40 %. Povinné přilby tedy účinně chrání cyklisty před vážnými zraněními.</p></blockquote>`,
    hint: 'Co jiného než přilby mohlo počet úrazů hlavy snížit?',
    solution:
      '<p>Argument srovnává celkové počty úrazů. Ty ale závisejí i na tom, kolik lidí na kole jezdí. Kdyby po zavedení povinnosti část lidí s ježděním přestala (přilbu nechtějí nosit), úrazů by ubylo i bez ochranného účinku přileb. Bez této informace nelze argument posoudit.</p>',
    choices: [
      { title: 'Kolik stojí cyklistická přilba.', why: 'cena přilby o jejím ochranném účinku nic neříká.' },
      {
        title: 'Kdo zákon o povinných přilbách navrhl.',
        why: 'autor návrhu nemá vliv na to, zda přilby chrání.',
      },
      {
        title: 'Které značky přileb se v kraji prodávají nejčastěji.',
        why: 'značka přileb nevysvětluje pokles úrazů a argument na ní nestojí.',
      },
      {
        title: 'V kolika dalších zemích je přilba pro cyklisty povinná.',
        why: 'rozšířenost povinnosti nic neříká o jejím účinku v tomto kraji.',
      },
      {
        title: 'Jak se po zavedení povinnosti změnil počet lidí, kteří v kraji jezdí na kole.',
        correct: true,
        why: 'pokud cyklistů ubylo, mohl pokles úrazů vzniknout i bez účinku přileb.',
      },
    ],
  }),

  item({
    title: 'V čem je hlavní slabina závěru redakce běžeckého časopisu?',
    content: `<blockquote><p>Běžecký časopis se na svém webu zeptal čtenářů, kolik hodin týdně sportují. Odpovědělo 3 000 lidí a průměr vyšel 7 hodin. Redakce v dalším čísle napsala: „Češi sportují v průměru 7 hodin týdně.“</p></blockquote>`,
    hint: 'Porovnej, o kom redakce mluví v závěru, s tím, kdo v průzkumu odpovídal.',
    solution:
      '<p>Redakce vyvozuje závěr o všech Češích z odpovědí čtenářů běžeckého časopisu, kteří se navíc sami rozhodli odpovědět. Takový vzorek je systematicky vychýlený k lidem, kteří sportují hodně; <strong>není reprezentativní</strong>, a to ani při velkém počtu odpovědí.</p>',
    choices: [
      {
        title:
          'Čtenáři běžeckého časopisu, kteří sami odpověděli na webu, nejsou reprezentativním vzorkem obyvatel.',
        correct: true,
        why: 'vzorek je vychýlený k aktivním sportovcům, závěr o všech Češích z něj neplyne.',
      },
      {
        title: 'Tři tisíce odpovědí jsou na průzkum příliš málo.',
        why: '3 000 odpovědí je na průzkum dost; problém není ve velikosti vzorku, ale v tom, jak vznikl.',
      },
      {
        title: 'Redakce měla místo průměru uvést medián.',
        why: 'volba ukazatele není hlavní problém; i medián by byl zkreslený stejně vychýleným vzorkem.',
      },
      {
        title: 'Průzkum se měl konat písemně, ne na webu.',
        why: 'forma sama o sobě vadou není; vadou je, kdo odpovídal.',
      },
      {
        title: 'Sedm hodin týdně je nepravděpodobně mnoho.',
        why: 'to je jen dojem, ne výtka k úvaze; u čtenářů běžeckého časopisu to klidně může být pravda.',
      },
    ],
  }),

  item({
    title: 'Která úvaha obsahuje stejnou chybu jako úvaha o docentu Královi?',
    content: `<blockquote><p>Když má docent Král přednášku, parkuje na fakultním parkovišti. Dnes na fakultním parkovišti parkuje. Dnes má tedy přednášku.</p></blockquote>`,
    hint: 'Zapiš úvahu ze zadání schematicky (jestliže A, pak B; …) a stejně zapiš každou možnost.',
    solution:
      '<p>Schéma úvahy: <em>jestliže A, pak B; platí B; tedy A</em>. To je chyba <strong>potvrzení důsledku</strong>: docent může parkovat na fakultě i z jiného důvodu (třeba kvůli poradě). Stejné schéma má jen úvaha o pekárně: skořicí může vonět i z jiného důvodu než kvůli cukroví.</p>',
    choices: [
      {
        title: 'Když zamrzne rybník, bruslaři vyrazí na led. Rybník zamrzl. Bruslaři tedy vyrazí na led.',
        why: 'jestliže A, pak B; platí A; tedy B – to je platný úsudek (modus ponens).',
      },
      {
        title:
          'Když je síť přetížená, stránky se načítají pomalu. Stránky se načítají rychle. Síť tedy není přetížená.',
        why: 'jestliže A, pak B; neplatí B; tedy neplatí A – platný úsudek (obměna, modus tollens).',
      },
      {
        title: 'Když Eva trénuje, závod vyhraje. Eva netrénovala. Závod tedy nevyhraje.',
        why: 'je sice také chybná, ale jde o jinou chybu: popření předpokladu (jestliže A, pak B; neplatí A; tedy neplatí B).',
      },
      {
        title:
          'Když má pekárna čerstvé cukroví, voní celá ulice skořicí. Dnes ulice voní skořicí. Pekárna tedy má čerstvé cukroví.',
        correct: true,
        why: 'jestliže A, pak B; platí B; tedy A – stejné potvrzení důsledku jako v zadání.',
      },
      {
        title: 'Všechny sýkory jsou ptáci. Všichni ptáci mají peří. Sýkory tedy mají peří.',
        why: 'platný sylogismus, závěr z premis nutně plyne.',
      },
    ],
  }),
];

/* ------------------------------------------------------------------ */
/* 3. Uvažování v anglickém jazyce                                     */
/* ------------------------------------------------------------------ */

const englishItems: SeedMockItem[] = [
  item({
    title: 'Which of the following can be inferred from the museum notice?',
    content: `<blockquote><p><strong>Riverside Museum — visitor information</strong></p><p>The museum is open from Tuesday to Sunday, 10 a.m. to 6 p.m. On the first Sunday of every month admission is free, but visitors must book a time slot online in advance. Guided tours in English run on Saturdays only and are not included in the ticket price. Children under 12 must be accompanied by an adult at all times.</p></blockquote>`,
    hint: 'Porovnej, ve které dny platí jednotlivá pravidla.',
    solution:
      '<p>Vstup zdarma je jen o první neděli v měsíci („On the first Sunday of every month admission is free“), prohlídky v angličtině jsou jen v sobotu („on Saturdays only“). Den se vstupem zdarma je tedy vždy neděle, a tehdy se anglická prohlídka nekoná.</p>',
    choices: [
      {
        title: 'Free admission is available every Sunday.',
        why: 'zdarma je jen první neděle v měsíci („the first Sunday of every month“).',
      },
      {
        title: 'An English guided tour is never available on a free-admission day.',
        correct: true,
        why: 'den zdarma je vždy neděle, prohlídky v angličtině jsou jen v sobotu.',
      },
      {
        title: 'A ten-year-old may visit the museum alone on a Saturday.',
        why: 'děti do 12 let musí mít vždy doprovod dospělého („at all times“).',
      },
      {
        title: 'The museum stays open later on Saturdays than on weekdays.',
        why: 'otevírací doba je ve všech dnech stejná, 10 a.m. to 6 p.m.',
      },
      {
        title: 'Visitors who book online receive a free guided tour.',
        why: 'online rezervace se týká vstupu zdarma; prohlídky nejsou v ceně vstupenky a o prohlídce zdarma text nemluví.',
      },
    ],
  }),

  item({
    title: 'What is the main point of the passage about bilingual children?',
    content: `<blockquote><p>Many people believe that children who grow up with two languages learn to speak more slowly, because they have to cope with twice as much. Yet studies that count the words a toddler knows in both languages find that bilingual toddlers know about as many words in total as monolingual ones. Their vocabulary is simply split between two languages, so each language on its own can look small. A researcher who tests only one of the languages may therefore wrongly conclude that a bilingual child is behind.</p></blockquote>`,
    hint: 'Hlavní myšlenka textu často opravuje názor, kterým text začíná.',
    solution:
      '<p>Text začíná rozšířeným názorem (dvojjazyčné děti mluví později) a vyvrací ho: při sečtení slov v obou jazycích znají dvojjazyčné děti zhruba stejně slov („about as many words in total“). Zaostávání je jen zdánlivé a vzniká, když se měří jediný jazyk („tests only one of the languages“).</p>',
    choices: [
      {
        title: 'Bilingual children learn to speak earlier than children who grow up with one language.',
        why: 'text říká „about as many words“, tedy zhruba stejně, ne dříve ani víc.',
      },
      {
        title: 'Parents should avoid raising young children with two languages.',
        why: 'je opakem sdělení textu, který obavy z dvojjazyčnosti vyvrací.',
      },
      {
        title: 'Toddlers always learn more words in their first language than in their second.',
        why: 'o tom, ve kterém jazyce znají děti víc slov, text nic neříká.',
      },
      {
        title: 'Research on bilingual children is too unreliable to draw any conclusions.',
        why: 'text naopak z výzkumů vychází; varuje jen před testováním jediného jazyka.',
      },
      {
        title: 'Bilingual children only seem to lag behind when just one of their languages is measured.',
        correct: true,
        why: 'shrnuje vyvrácení úvodního názoru i poslední větu textu.',
      },
    ],
  }),

  item({
    title: "According to Petra's email, which of the following is true?",
    content: `<blockquote><p>Hi all,</p><p>The project meeting planned for Thursday at 2 p.m. has been moved to Friday at the same time, because Room 4 is being painted on Thursday. We will meet in Room 7 instead. It is much smaller than Room 4, so only team leaders should come in person; everyone else can join online. Please send me your slides by Wednesday noon so that I can put them together.</p><p>Petra</p></blockquote>`,
    hint: 'Každé tvrzení porovnej s konkrétní větou e-mailu.',
    solution:
      '<p>E-mail říká „only team leaders should come in person“: osobně mají přijít jen vedoucí týmů, ostatní se mohou připojit online. Ostatní tvrzení odporují konkrétním údajům e-mailu (důvod přesunu, termín pro prezentace, místnost, velikost místnosti).</p>',
    choices: [
      {
        title: 'The meeting has been moved because Petra is busy on Thursday.',
        why: 'důvodem je malování místnosti 4 („Room 4 is being painted“), ne Petřina zaneprázdněnost.',
      },
      {
        title: 'Slides must be sent by Thursday noon.',
        why: 'prezentace mají přijít do středečního poledne („by Wednesday noon“).',
      },
      {
        title: 'Team members who are not team leaders should not attend in person.',
        correct: true,
        why: 'plyne z věty „only team leaders should come in person“.',
      },
      {
        title: 'The meeting will take place in Room 4 on Friday.',
        why: 'porada bude v místnosti 7 („We will meet in Room 7 instead“).',
      },
      {
        title: 'Room 7 is larger than Room 4.',
        why: 'je to naopak: „It is much smaller than Room 4“.',
      },
    ],
  }),

  item({
    title: "Which of the following, if true, most weakens the management's conclusion about digital menus?",
    content: `<blockquote><p>A chain of cafés replaced its printed menus with QR codes that customers scan with their phones. In the six months after the change, the average amount spent per customer rose by 8 %. The management concludes that digital menus encourage customers to order more.</p></blockquote>`,
    hint: 'Závěr tvrdí, že zákazníci víc objednávají. Mohla útrata vzrůst i jinak?',
    solution:
      '<p>Vedení vysvětluje vyšší útratu tím, že zákazníci objednávají víc („order more“). Pokud ale ve stejném období zdražilo většinu položek zhruba o 8 %, vysvětluje to celý nárůst útraty i při stejném množství objednávek.</p>',
    choices: [
      {
        title: 'Some older customers found the QR codes difficult to use.',
        why: 'potíže části zákazníků nevysvětlují, proč průměrná útrata vzrostla; závěr o růstu tím oslaben není.',
      },
      {
        title: 'The digital menu shows a photo of every dish and drink.',
        why: 'fotografie jídel jsou pravděpodobný důvod, proč by lidé objednávali víc; závěr posiluje.',
      },
      {
        title: 'Several other cafés in the city have also introduced QR menus.',
        why: 'bez údajů o jejich tržbách nic neříká o příčině růstu v tomto řetězci.',
      },
      {
        title: 'Printing paper menus used to cost the chain a lot of money.',
        why: 'týká se nákladů řetězce, ne útraty zákazníků.',
      },
      {
        title: 'During the same six months, the chain raised the prices of most items by about 8 %.',
        correct: true,
        why: 'nárůst útraty vysvětluje zdražení; zákazníci nemuseli objednávat ani o kus víc.',
      },
    ],
  }),

  item({
    title: 'Which assumption does the argument for a 24-hour library depend on?',
    content: `<blockquote><p>The university library should stay open 24 hours a day during the exam period. Last year, hundreds of students complained that they had nowhere quiet to study late at night.</p></blockquote>`,
    hint: 'Popři každou možnost a sleduj, zda by návrh ztratil smysl.',
    solution:
      '<p>Argument vede od stížností studentů k nočnímu provozu knihovny. Mlčky předpokládá, že studenti, kteří chtějí v noci studovat, by knihovnu <strong>skutečně využili</strong>. Kdyby tam nepřišli (např. je knihovna daleko od kolejí), noční provoz by jejich problém nevyřešil a návrh by ztratil smysl.</p>',
    choices: [
      {
        title: 'All students prefer studying at night to studying during the day.',
        why: 'je silnější, než argument potřebuje; stačí, že v noci chtějí studovat někteří.',
      },
      {
        title: 'Students who want to study late at night would actually use the library if it were open.',
        correct: true,
        why: 'bez tohoto předpokladu by noční provoz stížnosti nevyřešil.',
      },
      {
        title: 'The library is the largest building on the campus.',
        why: 'velikost budovy s argumentem nesouvisí.',
      },
      {
        title: 'Keeping the library open at night would cost the university nothing.',
        why: 'argument nulové náklady nepotřebuje; noční provoz se může vyplatit i za peníze.',
      },
      {
        title: 'Students learn better in groups than on their own.',
        why: 'argument mluví o klidném místě ke studiu, ne o skupinovém učení.',
      },
    ],
  }),

  item({
    title: 'Who lives on floor 3?',
    content: `<p>Five friends — Amy, Ben, Chloe, Dan and Emma — each live on a different floor of a five-storey building. Floor 1 is the lowest and floor 5 is the highest.</p><ul><li>Chloe lives on the floor directly above Ben.</li><li>Amy lives higher up than Dan.</li><li>Emma lives on floor 1.</li><li>Dan does not live on the floor directly above Emma.</li></ul>`,
    hint: 'Začni pevným údajem a pak zkoušej, na kterých patrech může bydlet Dan.',
    solution:
      '<p>Emma bydlí v 1. patře, Dan tedy ne ve 2. (nebydlí hned nad Emmou) a ani v 5., protože Amy bydlí výš než on. Kdyby Dan bydlel ve 3. patře, Amy by byla ve 4. nebo 5. a pro Bena a Chloe by zbyla patra 2 a 5, nebo 2 a 4 – ta nejsou nad sebou. Dan proto bydlí ve 4. patře, Amy v 5. a Ben s Chloe ve 2. a 3. patře (Chloe hned nad Benem). Ve 3. patře bydlí <strong>Chloe</strong>.</p>',
    choices: [
      { title: 'Amy', why: 'bydlí v 5. patře, nad Danem ve 4.' },
      { title: 'Ben', why: 'bydlí ve 2. patře, hned pod Chloe.' },
      {
        title: 'Chloe',
        correct: true,
        why: 'jediné rozmístění, které splní všechny podmínky, ji dává do 3. patra.',
      },
      { title: 'Dan', why: 'bydlí ve 4. patře; ve 3. by pro Bena a Chloe nezbyla dvě patra nad sebou.' },
      { title: 'Emma', why: 'podle zadání bydlí v 1. patře.' },
    ],
  }),

  item({
    title: 'What is the smallest number of whole months for which Gym A costs less in total than Gym B?',
    content:
      '<p>Gym A charges a one-off joining fee of £30 and then £25 per month. Gym B has no joining fee but charges £31 per month.</p>',
    hint: 'Zapiš celkovou cenu obou posiloven jako výraz s počtem měsíců a porovnej je.',
    solution: t`<p>Za $n$ měsíců stojí posilovna A $30 + 25n$ liber, posilovna B $31n$ liber. A je levnější, když $30 + 25n < 31n$, tedy $30 < 6n$ a $n > 5$. Nejmenší celý počet měsíců je 6: A stojí $30 + 150 = 180$ £, B $186$ £. Po pěti měsících stojí obě stejně ($155$ £), ne méně.</p>`,
    choices: [
      { title: '3', why: t`A by stála $105$ £, B jen $93$ £.` },
      { title: '4', why: t`A by stála $130$ £, B jen $124$ £.` },
      {
        title: '5',
        why: t`obě stojí $155$ £; otázka se ptá, kdy je A levnější („costs less“), ne stejně drahá.`,
      },
      { title: '6', correct: true, why: t`A stojí $180$ £, B $186$ £, a po pěti měsících ještě ne.` },
      { title: '7', why: t`A je sice levnější ($205$ £ proti $217$ £), ale už od šestého měsíce.` },
    ],
  }),

  item({
    title: 'Which statement contradicts the passage about the cheese festival?',
    content: `<blockquote><p>The Alder Valley Cheese Festival began in 2009 as a one-day event with twelve local farms. Today it lasts a whole weekend and brings together around forty producers, some of them from abroad. Entry is still free, although visitors pay for tastings. Because of traffic jams in previous years, the organisers ask visitors to take the shuttle bus from the railway station: the car park next to the festival site will be closed this year.</p></blockquote>`,
    hint: 'Hledáš tvrzení, které text výslovně vylučuje, ne jen takové, o kterém text mlčí.',
    solution:
      '<p>Text říká, že parkoviště u areálu bude letos zavřené („the car park next to the festival site will be closed this year“). Tvrzení, že letos půjde parkovat u areálu, je s ním v rozporu. Ostatní tvrzení s textem souhlasí.</p>',
    choices: [
      {
        title: 'The festival lasts longer than it did in its first year.',
        why: 'souhlasí: začínal jako jednodenní („one-day event“), dnes trvá celý víkend.',
      },
      {
        title: 'Some of the producers come from other countries.',
        why: 'souhlasí: „some of them from abroad“.',
      },
      {
        title: 'Visitors have to pay for tastings but not for entry.',
        why: 'souhlasí: „Entry is still free, although visitors pay for tastings“.',
      },
      {
        title: 'This year visitors will be able to park next to the festival site.',
        correct: true,
        why: 'odporuje větě, že parkoviště u areálu bude letos zavřené.',
      },
      {
        title: 'The organisers expect many visitors to arrive by train.',
        why: 's textem je v souladu: pořadatelé posílají návštěvníky kyvadlovým autobusem z nádraží.',
      },
    ],
  }),

  item({
    title: "Which best describes the author's attitude towards the city app?",
    content: `<blockquote><p>The city's new app promises to make reporting potholes “effortless”. In practice, it asks you to create an account, confirm it twice and upload a photo in a particular format before a report can even be sent. Of the fourteen reports I submitted in April, three received a reply. Still, the idea behind the app is sound, and its map of planned repairs is genuinely useful.</p></blockquote>`,
    hint: 'Všimni si hodnoticích slov a toho, jak se text mění po slově „Still“.',
    solution:
      '<p>Autor nejdřív kritizuje fungování aplikace: slovo „effortless“ cituje s ironií, popisuje složité přihlašování a to, že odpověď přišla jen na 3 ze 14 hlášení. Po obratu „Still“ ale uznává, že myšlenka je dobrá („the idea behind the app is sound“) a mapa oprav užitečná („genuinely useful“). Postoj je tedy smíšený: kritický k provedení, kladný k účelu a jedné funkci.</p>',
    choices: [
      {
        title: 'Critical of how it works, but positive about its purpose and one of its features.',
        correct: true,
        why: 'odpovídá kritice v první části i uznání myšlenky a mapy v poslední větě.',
      },
      {
        title: 'Wholly enthusiastic: the app works exactly as promised.',
        why: 'autor ukazuje, že slib „effortless“ aplikace neplní.',
      },
      {
        title: 'Completely dismissive: the author sees nothing of value in it.',
        why: 'autor výslovně oceňuje myšlenku i mapu plánovaných oprav.',
      },
      {
        title: 'Neutral: the author only describes the app without judging it.',
        why: 'text hodnotí (ironické „effortless“, „sound“, „genuinely useful“), jen nepopisuje.',
      },
      {
        title: 'Confused: the author cannot work out how to use the app.',
        why: 'autor aplikaci používat umí, odeslal čtrnáct hlášení.',
      },
    ],
  }),

  item({
    title: "What does the writer suggest about the committee's report?",
    content: `<blockquote><p>The committee's report was supposed to settle the dispute between the two villages over the new road. Instead, its conclusions were so hedged with qualifications that both sides claimed it proved them right, and the argument continued as before.</p></blockquote>`,
    hint: 'Význam obratu „hedged with qualifications“ odvoď z toho, co se po zveřejnění zprávy stalo.',
    solution:
      '<p>„Hedged with qualifications“ znamená obložený výhradami a podmínkami, tedy opatrný a neurčitý. Důsledek to potvrzuje: obě strany tvrdily, že jim zpráva dává za pravdu („both sides claimed it proved them right“), a spor pokračoval. Zpráva byla tak neurčitá, že si ji každá strana vyložila po svém.</p>',
    choices: [
      {
        title: 'It clearly supported one of the two villages.',
        why: 'kdyby jasně podporovala jednu stranu, nemohla by se jí dovolávat i druhá.',
      },
      {
        title:
          'It was so cautious and full of reservations that each side could read it as support for its own view.',
        correct: true,
        why: 'odpovídá významu „hedged with qualifications“ i tomu, že se jí dovolávaly obě strany.',
      },
      {
        title: 'It was never made available to the public.',
        why: 'obě strany zprávu znaly a citovaly.',
      },
      {
        title: 'It ended the dispute because both villages accepted its recommendations.',
        why: 'text říká opak: „the argument continued as before“.',
      },
      {
        title: 'It contained serious factual errors.',
        why: 'o chybách text nemluví; problém zprávy byla neurčitost, ne nepravdivost.',
      },
    ],
  }),

  item({
    title: 'Which of the following requests must the library refuse?',
    content: `<blockquote><p><strong>Library loan rules</strong></p><ul><li>Undergraduate students may have up to 5 books on loan at a time, each for 14 days.</li><li>Postgraduate students may have up to 10 books on loan at a time, each for 28 days.</li><li>Books marked “Short loan” may be borrowed by anyone for 2 days only; they count towards the limits above.</li><li>No one may borrow a book while they have an overdue book on their account.</li></ul></blockquote>`,
    hint: 'U každé žádosti ověř počet knih, výpůjční dobu a to, zda má čtenář nějakou knihu po termínu vrácení.',
    solution:
      '<p>Pravidlo „No one may borrow a book while they have an overdue book“ platí bez výjimky. Student, který má jednu knihu dva dny po termínu, si proto nic dalšího půjčit nesmí, i když by se do limitu vešel. Ostatní žádosti splňují limit počtu knih i výpůjční dobu.</p>',
    choices: [
      {
        title: 'An undergraduate with 4 books on loan, none overdue, asks for one Short loan book.',
        why: 'i s krátkodobou výpůjčkou bude mít 5 knih, to je přesně limit.',
      },
      {
        title: 'A postgraduate with 9 books on loan, none overdue, asks for one more book.',
        why: 'bude mít 10 knih, to je limit pro postgraduální studenty.',
      },
      {
        title: 'A postgraduate with no books on loan asks to borrow 6 books for 28 days.',
        why: '6 knih na 28 dní je v mezích pravidel pro postgraduální studenty.',
      },
      {
        title: 'An undergraduate with 2 books on loan, none overdue, asks to borrow 3 more for 14 days.',
        why: 'bude mít 5 knih na 14 dní, obojí v mezích pravidel.',
      },
      {
        title: 'An undergraduate with 3 books on loan, one of them two days overdue, asks for one more book.',
        correct: true,
        why: 'má knihu po termínu, takže si podle posledního pravidla nesmí půjčit nic.',
      },
    ],
  }),

  item({
    title: "Which finding would most strengthen the researchers' explanation about wolves and aspens?",
    content: `<blockquote><p>After wolves returned to a large forest, researchers noticed that young aspen trees there were growing taller than they had for decades. The researchers suggest that the wolves made deer avoid open areas where they are easy to hunt, so the deer ate fewer young trees in those areas.</p></blockquote>`,
    hint: 'Vysvětlení posílí to, co vyloučí jiné důvody, proč osiky rostou výš.',
    solution:
      '<p>Výzkumníci vysvětlují růst osik (aspen) návratem vlků. Nejvíce je podpoří srovnání se sousedním lesem <strong>bez vlků</strong> a se stejným počasím: tam osiky zůstaly nízké, takže počasí ani jiné společné vlivy růst nevysvětlí a zbývá rozdíl, který dělají vlci.</p>',
    choices: [
      {
        title:
          'In a neighbouring forest with the same weather but no wolves, young aspens stayed as short as before.',
        correct: true,
        why: 'srovnávací les bez vlků vylučuje počasí a další společné příčiny.',
      },
      {
        title: 'The summers after the wolves returned were unusually wet, which helps aspens grow.',
        why: 'nabízí jiné vysvětlení růstu (počasí), vysvětlení výzkumníků tedy oslabuje.',
      },
      {
        title: 'Aspen is one of the trees deer are least likely to eat.',
        why: 'kdyby jeleni osiky skoro nežrali, jejich ústup by růst osik nevysvětlil; oslabuje.',
      },
      {
        title: 'The wolves were brought back as part of a national conservation programme.',
        why: 'jak se vlci vrátili, nic neříká o tom, proč osiky rostou.',
      },
      {
        title: 'Most visitors to the forest come in the summer months.',
        why: 'návštěvnost lesa se vysvětlení vůbec netýká.',
      },
    ],
  }),

  item({
    title: 'Which best describes the flaw in the argument about the FocusMax app?',
    content: `<blockquote><p>More than a million people have downloaded FocusMax, an app that plays background sounds designed to help you concentrate. An app that so many people have chosen must really improve concentration.</p></blockquote>`,
    hint: 'Co přesně argument dokládá a co z toho vyvozuje?',
    solution:
      '<p>Argument dokládá jen oblibu aplikace (milion stažení) a vyvozuje z ní, že aplikace funguje. Počet lidí, kteří si něco vybrali, ale o účinku nic neříká: jde o <strong>argument oblibou</strong> (ad populum).</p>',
    choices: [
      {
        title: "It treats the app's popularity as proof that the app works.",
        correct: true,
        why: 'přesně popisuje přechod od „many people have chosen“ k „must really improve concentration“.',
      },
      {
        title: 'It draws a conclusion from too small a sample.',
        why: 'milion stažení není malý vzorek; potíž je v tom, že stažení nic neříká o účinku.',
      },
      {
        title: 'It presents only two options when others are possible.',
        why: 'argument žádné dvě možnosti proti sobě nestaví.',
      },
      {
        title: 'It attacks the people who criticise the app instead of their arguments.',
        why: 'kritici aplikace se v argumentu vůbec neobjevují.',
      },
      {
        title: 'It uses the word “concentrate” in two different senses.',
        why: 'slovo „concentrate“ i „concentration“ se v textu užívá v jediném významu, soustředění.',
      },
    ],
  }),

  item({
    title: 'Which of the following must be true about the teachers at the language school?',
    content: `<p>At a language school:</p><ul><li>Every teacher who teaches Spanish also teaches French.</li><li>Some teachers who teach French also teach German.</li><li>No teacher who teaches German teaches Italian.</li></ul>`,
    hint: 'U každé možnosti zkus najít sestavu učitelů, která splní všechna pravidla, a přesto tvrzení vyvrátí.',
    solution:
      '<p>Podle druhého pravidla existují učitelé, kteří učí francouzštinu i němčinu. Podle třetího pravidla nikdo z nich neučí italštinu. Jsou to tedy učitelé francouzštiny, kteří neučí italštinu, a tvrzení „Some teachers who teach French do not teach Italian“ musí platit. U ostatních možností lze sestavit školu, kde pravidla platí a tvrzení ne.</p>',
    choices: [
      {
        title: 'No teacher who teaches Spanish teaches Italian.',
        why: 'učitel španělštiny učí i francouzštinu, ale nemusí učit němčinu, a pak mu nic nebrání učit italštinu.',
      },
      {
        title: 'Some teachers who teach Spanish also teach German.',
        why: 'učitelé francouzštiny a němčiny nemusejí být mezi učiteli španělštiny.',
      },
      {
        title: 'Some teachers who teach French do not teach Italian.',
        correct: true,
        why: 'učitelé francouzštiny, kteří učí i němčinu, italštinu učit nesmějí, a podle druhého pravidla takoví existují.',
      },
      {
        title: 'Every teacher who teaches French also teaches Spanish.',
        why: 'je obrácení prvního pravidla; z něj neplyne.',
      },
      {
        title: 'No teacher teaches both French and Italian.',
        why: 'učitel francouzštiny, který neučí němčinu, smí učit i italštinu.',
      },
    ],
  }),

  item({
    title: 'Which conclusion is best supported by the back-pain trial?',
    content: `<blockquote><p>In a trial, 400 volunteers with mild back pain were randomly divided into two equal groups. One group followed a 15-minute stretching programme every day; the other received only a leaflet with general advice. After eight weeks, 62 % of the stretching group and 41 % of the leaflet group said their pain was lower than at the start. The volunteers knew which group they were in, and pain was measured only by asking them.</p></blockquote>`,
    hint: 'Zvaž, co náhodné rozdělení zaručuje a co ne, a jak se bolest měřila.',
    solution:
      '<p>Náhodné rozdělení dělá skupiny srovnatelné, proto rozdíl 62 % proti 41 % naznačuje, že protahování pomohlo. Dobrovolníci ale věděli, ve které skupině jsou („knew which group they were in“), a bolest se zjišťovala jen dotazem („only by asking them“). Část rozdílu tak může jít na vrub očekávání. Nejlépe podložený je opatrný závěr, který zmiňuje obojí.</p>',
    choices: [
      {
        title: 'Stretching cures back pain in most people who try it.',
        why: '62 % uvedlo jen menší bolest, ne vyléčení; a šlo jen o lidi s mírnou bolestí („mild back pain“).',
      },
      {
        title: "The leaflet had no effect on the volunteers' pain.",
        why: 'skupina bez letáku ve studii nebyla; zlepšení u 41 % mohl způsobit leták i přirozený průběh, nelze to rozlišit.',
      },
      {
        title:
          'Because the groups were formed at random, the results also apply to people with severe back pain.',
        why: 'náhodné rozdělení zaručuje srovnatelnost skupin, ne platnost pro lidi se silnou bolestí, kteří ve studii nebyli.',
      },
      {
        title:
          "Stretching probably helped, but part of the difference may come from volunteers' expectations, since they knew their group and reported pain themselves.",
        correct: true,
        why: 'zohledňuje náhodné rozdělení i slabinu měření (nezaslepení a subjektivní hlášení).',
      },
      {
        title: 'Without stretching, 59 % of people with back pain would never get better.',
        why: '59 % ze skupiny s letákem jen neuvedlo zlepšení po osmi týdnech; o tom, zda se zlepší někdy, studie nic neříká.',
      },
    ],
  }),
];

/* ------------------------------------------------------------------ */
/* The test                                                            */
/* ------------------------------------------------------------------ */

export const tspMock: SeedMockTest = {
  family: 'tsp',
  title: 'TSP nanečisto: celý test',
  description: `<p><strong>Test studijních předpokladů (TSP)</strong> je přijímací test Masarykovy univerzity. Neověřuje znalosti ze střední školy, ale to, jak umíš uvažovat: počítat a vyvozovat z údajů, posoudit argument a porozumět odbornějšímu textu v angličtině. Od roku 2023 má tři části, kterým MU říká dimenze, a každá se hodnotí zvlášť.</p>
<h3>Jak test nanečisto kopíruje skutečný TSP</h3>
<ul>
  <li><strong>Tři části v tomto pořadí:</strong> Numericko-analytické myšlení (45 minut), Kritické myšlení (45 minut) a Uvažování v anglickém jazyce (20 minut), dohromady 110 minut.</li>
  <li><strong>Každá část má 15 úloh</strong> a u každé úlohy pět možností, z nichž je správná právě jedna.</li>
  <li><strong>Ve skutečném TSP má každá část svůj čas.</strong> Uvnitř části se můžeš k úlohám vracet a odpovědi měnit; když čas části vyprší, začne další a do uzavřené části se už vrátit nelze. Tady běží jeden společný čas 110 minut, tak si ho rozděl stejně: 45 minut, 45 minut a 20 minut.</li>
  <li><strong>Bodování platné od roku 2023:</strong> správná odpověď +1 bod, chybná −0,2 bodu, vynechaná 0. V každé části tak můžeš získat od −3 do 15 bodů.</li>
</ul>
<h3>Tipovat, nebo vynechat?</h3>
<p>Při pěti možnostech a srážce 0,2 bodu vynese tip naslepo v průměru 1/5 · 1 − 4/5 · 0,2 = +0,04 bodu. To je prakticky nula, ale nikdy ne méně, takže vynechaná úloha se v průměru nevyplatí ani tehdy, když nevíš vůbec nic. Jakmile dokážeš jednu možnost spolehlivě vyřadit, stoupne průměrný zisk tipu na +0,1 bodu a po vyřazení dvou možností na +0,2 bodu. Před koncem části proto neodpovězené úlohy aspoň zkus zúžit a pak zatipuj.</p>
<h3>Výsledek</h3>
<p>U každé části uvidíš počet správných, chybných a vynechaných odpovědí a body, za celý test pak <strong>percentil</strong>: kolik procent všech, kdo tento test nanečisto psali, dosáhlo stejného nebo horšího výsledku. Skutečný TSP hodnotí každou dimenzi zvlášť a jak MU spojuje jejich výsledky do celku, nezveřejňuje; celkový percentil tu proto ber jen pro orientaci. Ke každé úloze najdeš po skončení podrobné řešení včetně toho, proč ostatní možnosti neplatí.</p>
<p>Úlohy jsou původní, sestavené podle typů úloh skutečného testu; nejde o úlohy z ostrých termínů. Připrav si papír a tužku a počítej bez kalkulačky.</p>`,
  wrongPenalty: '1/5',
  optionsPerItem: 5,
  sharedMinutes: null,
  parts: [
    { title: 'Numericko-analytické myšlení', minutes: 45, items: numericalItems },
    { title: 'Kritické myšlení', minutes: 45, items: criticalItems },
    { title: 'Uvažování v anglickém jazyce', minutes: 20, items: englishItems },
  ],
};
