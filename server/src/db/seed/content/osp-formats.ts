/**
 * Item types of the analytical section of the real OSP (Scio) that the first release lacked: porovnávání
 * hodnot, dostačující tvrzení, soubory podmínek (with a „zebra“), smyšlené operace and vynechávky. Two
 * sections appended to „OSP: Analytický a kvantitativní oddíl“ (`osp.ts`). Every item is a single choice
 * with exactly one correct option; like the rest of OSP (decision 0041) an item has four options, except
 * dostačující tvrzení, whose format has five fixed outcomes. Every explanation gives a verdict on each
 * option (✔ or ✘) and why.
 */
import type { SeedOption, SeedQuestion, SeedSection } from '../content-types';

/** Strings with TeX keep their backslashes verbatim. */
const t = String.raw;

/** The four answers of a comparison, in their fixed order: comparing two values has no other outcome. */
export const COMPARISON_OPTIONS = [
  'Hodnota A je větší.',
  'Hodnota B je větší.',
  'Hodnoty A a B jsou si rovny.',
  'Vztah nelze z údajů určit.',
] as const;

/** The five answers of a data-sufficiency item, in their fixed order: one for each possible outcome. */
export const SUFFICIENCY_OPTIONS = [
  'Stačí tvrzení (1), tvrzení (2) samo nestačí.',
  'Stačí tvrzení (2), tvrzení (1) samo nestačí.',
  'Stačí až obě tvrzení dohromady.',
  'Stačí kterékoli z tvrzení samo.',
  'Nestačí ani obě tvrzení dohromady.',
] as const;

const fixed = (titles: readonly string[], correct: number): SeedOption[] =>
  titles.map((title, i) => (i === correct ? { title, correct: true } : { title }));

const [A_VETSI, B_VETSI, ROVNY, NELZE] = COMPARISON_OPTIONS;
const [JEN_1, JEN_2, OBE, KAZDE, ZADNE] = SUFFICIENCY_OPTIONS;

/* ------------------------------------------------------------------ */
/* Porovnávání hodnot                                                  */
/* ------------------------------------------------------------------ */

const compare = (given: string, a: string, b: string) =>
  `${given}<p><strong>Hodnota A:</strong> ${a}</p><p><strong>Hodnota B:</strong> ${b}</p>`;

export const comparisonItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: procenta z čísel',
    content: compare('', '15 % z čísla 80', '80 % z čísla 15'),
    hint: 'Zapiš obě hodnoty jako součin dvou čísel a porovnej, co násobíš.',
    explanation: t`<p>Obě hodnoty jsou součinem týchž čísel: $A = 0{,}15 \cdot 80 = 12$ a $B = 0{,}80 \cdot 15 = 12$. Obecně je $p\,\%$ z čísla $q$ rovno $\frac{p \cdot q}{100}$, a to je totéž co $q\,\%$ z čísla $p$.</p><ul><li><strong>${ROVNY}</strong> ✔ — obě hodnoty jsou rovny 12.</li><li><strong>${A_VETSI}</strong> ✘ — A vychází přesně 12, stejně jako B.</li><li><strong>${B_VETSI}</strong> ✘ — svádí k ní vyšší počet procent (80 %), ten se ale bere z menšího čísla; výsledek je opět 12.</li><li><strong>${NELZE}</strong> ✘ — v zadání není žádná neznámá, obě hodnoty jdou spočítat přesně.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 2),
  },
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: součet odmocnin a odmocnina součtu',
    content: compare('', t`$\sqrt{16} + \sqrt{9}$`, t`$\sqrt{16 + 9}$`),
    hint: 'Spočítej každou odmocninu zvlášť a nevěř úpravě, kterou sis neověřil/a na číslech.',
    explanation: t`<p>$A = \sqrt{16} + \sqrt{9} = 4 + 3 = 7$, zatímco $B = \sqrt{16 + 9} = \sqrt{25} = 5$. Odmocnina součtu není součet odmocnin.</p><ul><li><strong>${A_VETSI}</strong> ✔ — $A = 7$ je o 2 víc než $B = 5$.</li><li><strong>${B_VETSI}</strong> ✘ — B je jen $5$.</li><li><strong>${ROVNY}</strong> ✘ — platilo by to jen tehdy, kdyby $\sqrt{a + b} = \sqrt{a} + \sqrt{b}$; to je častá, ale chybná úprava.</li><li><strong>${NELZE}</strong> ✘ — obě hodnoty jsou konkrétní čísla.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 0),
  },
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: druhá a třetí mocnina',
    content: compare(t`<p>Pro reálné číslo $x$ platí $x \gt 1$.</p>`, t`$x^2$`, t`$x^3$`),
    hint: t`Obě hodnoty vyděl stejným kladným číslem $x^2$ a porovnej, co zbude.`,
    explanation: t`<p>Obě hodnoty jsou kladné, smíme je tedy vydělit kladným číslem $x^2$: z A zbude $1$, z B zbude $x$, a protože $x \gt 1$, je B vždy větší. Totéž ukazuje rozdíl $x^3 - x^2 = x^2(x - 1) \gt 0$.</p><ul><li><strong>${B_VETSI}</strong> ✔ — například pro $x = 2$ je $A = 4$ a $B = 8$, a pro každé $x \gt 1$ je $x^3 \gt x^2$.</li><li><strong>${A_VETSI}</strong> ✘ — A by byla větší jen pro $0 \lt x \lt 1$ (třeba $x = \frac{1}{2}$), a to zadání vylučuje.</li><li><strong>${ROVNY}</strong> ✘ — rovnost nastává jen pro $x = 0$ a $x = 1$, obojí zadání vylučuje.</li><li><strong>${NELZE}</strong> ✘ — zlomky ani záporná čísla zkoušet nesmíš, podmínka $x \gt 1$ je nepřipouští; pro všechna přípustná $x$ vychází totéž.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 1),
  },
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: číslo a jeho převrácená hodnota',
    content: compare(t`<p>Pro reálné číslo $x$ platí $x \neq 0$.</p>`, t`$x$`, t`$\frac{1}{x}$`),
    hint: 'Dosaď několik přípustných hodnot: číslo větší než 1, zlomek mezi 0 a 1 i záporné číslo.',
    explanation: t`<p>Stačí najít dvě přípustné hodnoty s různým výsledkem: pro $x = 2$ je $A = 2 \gt B = \frac{1}{2}$, pro $x = \frac{1}{2}$ je $A = \frac{1}{2} \lt B = 2$. Pro $x = 1$ jsou si dokonce rovny.</p><ul><li><strong>${NELZE}</strong> ✔ — podle toho, jaké $x$ zvolíš, vyjde každý ze tří vztahů.</li><li><strong>${A_VETSI}</strong> ✘ — platí jen pro některá $x$ (třeba $x = 2$), pro $x = \frac{1}{2}$ ne.</li><li><strong>${B_VETSI}</strong> ✘ — platí jen pro některá $x$ (třeba $x = \frac{1}{2}$ nebo $x = -2$), pro $x = 2$ ne.</li><li><strong>${ROVNY}</strong> ✘ — rovnost platí jen pro $x = 1$ a $x = -1$.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 3),
  },
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: dvě mocniny',
    content: compare('', t`$2^{10}$`, t`$10^3$`),
    hint: 'Mocninu dvojky spočítej postupným zdvojováním, mocninu desítky přidáváním nul.',
    explanation: t`<p>$2^{10} = 1\,024$ a $10^3 = 1\,000$. A je větší o 24.</p><ul><li><strong>${A_VETSI}</strong> ✔ — $1\,024 \gt 1\,000$.</li><li><strong>${B_VETSI}</strong> ✘ — svádí k ní větší základ 10; rozhoduje ale hodnota celé mocniny, ne základ.</li><li><strong>${ROVNY}</strong> ✘ — $2^{10}$ se v informatice často zaokrouhluje na tisíc (kilobajt), přesně je to ale $1\,024$.</li><li><strong>${NELZE}</strong> ✘ — obě hodnoty jsou konkrétní čísla.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 0),
  },
  {
    type: 'single_choice',
    title: 'Porovnej hodnoty: obvod čtverce a obvod kruhu',
    content: compare(
      '',
      'obvod čtverce se stranou 6 cm (v centimetrech)',
      'obvod kruhu s průměrem 8 cm (v centimetrech)',
    ),
    hint: t`Obvod kruhu je $\pi d$. Nemusíš ho počítat přesně — stačí vědět, zda je $\pi$ větší, nebo menší než 3.`,
    explanation: t`<p>Obvod čtverce je $A = 4 \cdot 6 = 24$ cm. Obvod kruhu je $B = \pi \cdot 8 \approx 25{,}1$ cm. Bez kalkulačky: $\pi \gt 3$, a proto $B \gt 3 \cdot 8 = 24$.</p><ul><li><strong>${B_VETSI}</strong> ✔ — $8\pi \approx 25{,}1 \gt 24$.</li><li><strong>${A_VETSI}</strong> ✘ — vyjde tomu, kdo do vzorce $\pi d$ dosadí poloměr místo průměru: $4\pi \approx 12{,}6$ cm.</li><li><strong>${ROVNY}</strong> ✘ — s hrubým odhadem $\pi \approx 3$ vyjde i B rovno 24, jenže $\pi$ je o něco větší než 3.</li><li><strong>${NELZE}</strong> ✘ — obě délky jsou zadané přesně.</li></ul>`,
    options: fixed(COMPARISON_OPTIONS, 1),
  },
];

/* ------------------------------------------------------------------ */
/* Dostačující tvrzení                                                 */
/* ------------------------------------------------------------------ */

const sufficiency = (question: string, one: string, two: string) =>
  `<p><strong>${question}</strong></p><p>(1) ${one}</p><p>(2) ${two}</p>`;

export const sufficiencyItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Dostačující tvrzení: cena sešitu',
    content: sufficiency(
      'Kolik korun stojí jeden sešit?',
      'Pět sešitů a dva bloky stojí dohromady 125 Kč.',
      'Blok je o 10 Kč dražší než sešit.',
    ),
    hint: 'Posuď nejdřív každé tvrzení samo: kolik neznámých obsahuje a kolik rovnic z něj dostaneš?',
    explanation: t`<p>Označme cenu sešitu $s$ a bloku $b$. Z (1) plyne $5s + 2b = 125$ — jedna rovnice se dvěma neznámými, které vyhovuje třeba $s = 15,\ b = 25$ i $s = 21,\ b = 10$. Z (2) plyne jen $b = s + 10$. Dohromady: $5s + 2(s + 10) = 125$, tedy $7s = 105$ a $s = 15$ Kč.</p><ul><li><strong>${OBE}</strong> ✔ — teprve obě rovnice spolu mají jediné řešení, $s = 15$.</li><li><strong>${JEN_1}</strong> ✘ — (1) samo připouští víc cen, například 15 Kč i 21 Kč.</li><li><strong>${JEN_2}</strong> ✘ — (2) udává jen rozdíl cen, ne cenu.</li><li><strong>${KAZDE}</strong> ✘ — samo nestačí ani jedno z tvrzení.</li><li><strong>${ZADNE}</strong> ✘ — spolu tvoří soustavu s jediným řešením.</li></ul>`,
    options: fixed(SUFFICIENCY_OPTIONS, 2),
  },
  {
    type: 'single_choice',
    title: 'Dostačující tvrzení: dělitelnost šesti',
    content: sufficiency(
      t`Je celé číslo $n$ dělitelné šesti?`,
      t`Číslo $n$ je dělitelné třemi.`,
      t`Číslo $n$ je dělitelné devíti.`,
    ),
    hint: 'U otázky „Je …?“ hledej ke každému tvrzení jedno číslo, pro které je odpověď ano, a jedno, pro které je ne.',
    explanation: t`<p>Dělitelnost šesti vyžaduje dělitelnost dvěma i třemi. O sudosti čísla neříká nic ani jedno tvrzení. Z (1): $6$ šesti dělitelné je, $3$ není. Z (2): $18$ ano, $9$ ne. Spojení nic nepřidá — číslo dělitelné devíti je dělitelné i třemi — a číslo $9$ splňuje obě tvrzení, a přesto šesti dělitelné není, zatímco $18$ je.</p><ul><li><strong>${ZADNE}</strong> ✔ — $9$ i $18$ splňují obě tvrzení a odpovědi se liší.</li><li><strong>${JEN_1}</strong> ✘ — pro $3$ je odpověď ne, pro $6$ ano.</li><li><strong>${JEN_2}</strong> ✘ — pro $9$ je odpověď ne, pro $18$ ano.</li><li><strong>${OBE}</strong> ✘ — ani spolu neurčí, zda je číslo sudé.</li><li><strong>${KAZDE}</strong> ✘ — samo nestačí žádné z nich.</li></ul>`,
    options: fixed(SUFFICIENCY_OPTIONS, 4),
  },
  {
    type: 'single_choice',
    title: 'Dostačující tvrzení: Petrův věk',
    content: sufficiency(
      'Kolik let je Petrovi?',
      'Za pět let bude Petrovi dvakrát tolik let, kolik mu bylo před pěti lety.',
      'Petr je o tři roky starší než jeho sestra.',
    ),
    hint: t`Označ Petrův věk $x$ a každé tvrzení přepiš zvlášť jako rovnici.`,
    explanation: t`<p>Z (1): $x + 5 = 2(x - 5)$, tedy $x + 5 = 2x - 10$ a $x = 15$. Kontrola: za pět let mu bude 20, před pěti lety mu bylo 10 ✔. Z (2) víme jen rozdíl věků Petra a sestry; věk sestry neznáme.</p><ul><li><strong>${JEN_1}</strong> ✔ — (1) dává jediný věk, 15 let, (2) samo nestačí.</li><li><strong>${JEN_2}</strong> ✘ — (2) popisuje jen rozdíl věků.</li><li><strong>${OBE}</strong> ✘ — (1) stačí samo, (2) k odpovědi potřeba není.</li><li><strong>${KAZDE}</strong> ✘ — (2) samo nestačí.</li><li><strong>${ZADNE}</strong> ✘ — už (1) dává jednoznačnou odpověď.</li></ul>`,
    options: fixed(SUFFICIENCY_OPTIONS, 0),
  },
  {
    type: 'single_choice',
    title: 'Dostačující tvrzení: neznámé číslo',
    content: sufficiency(t`Jaké je reálné číslo $x$?`, t`$x^2 = 49$`, t`$x^3 = -343$`),
    hint: 'Kolik reálných řešení může mít rovnice s druhou mocninou a kolik rovnice s třetí mocninou?',
    explanation: t`<p>Rovnici $x^2 = 49$ vyhovují dvě čísla, $7$ i $-7$. Rovnici $x^3 = -343$ vyhovuje jediné reálné číslo, $-7$, protože třetí mocnina zachovává znaménko.</p><ul><li><strong>${JEN_2}</strong> ✔ — (2) určuje $x = -7$, (1) připouští dvě hodnoty.</li><li><strong>${JEN_1}</strong> ✘ — (1) nerozhodne mezi $7$ a $-7$.</li><li><strong>${OBE}</strong> ✘ — (2) stačí samo, (1) potřeba není.</li><li><strong>${KAZDE}</strong> ✘ — (1) samo nestačí.</li><li><strong>${ZADNE}</strong> ✘ — už (2) dává jedinou hodnotu.</li></ul>`,
    options: fixed(SUFFICIENCY_OPTIONS, 1),
  },
  {
    type: 'single_choice',
    title: 'Dostačující tvrzení: počet žáků',
    content: sufficiency(
      'Kolik žáků je ve třídě?',
      'Ve třídě je 12 dívek a tvoří 40 % žáků třídy.',
      'Ve třídě je 18 chlapců a dívek je o 6 méně než chlapců.',
    ),
    hint: 'Posuzuj každé tvrzení, jako by to druhé vůbec nebylo.',
    explanation: t`<p>Z (1): 12 dívek je 40 % třídy, celá třída má $12 : 0{,}4 = 30$ žáků. Z (2): chlapců je 18, dívek $18 - 6 = 12$, celkem $30$ žáků.</p><ul><li><strong>${KAZDE}</strong> ✔ — (1) i (2) vedou každé samo k 30 žákům.</li><li><strong>${JEN_1}</strong> ✘ — stačí i (2).</li><li><strong>${JEN_2}</strong> ✘ — stačí i (1).</li><li><strong>${OBE}</strong> ✘ — spojovat je není třeba, každé stačí samo.</li><li><strong>${ZADNE}</strong> ✘ — obě dávají stejnou jednoznačnou odpověď.</li></ul>`,
    options: fixed(SUFFICIENCY_OPTIONS, 3),
  },
];

/* ------------------------------------------------------------------ */
/* Soubory podmínek                                                    */
/* ------------------------------------------------------------------ */

const SEMINAR = `<p>Pět studentů — Hana, Igor, Jana, Karel a Lenka — přednese na semináři referát, jeden po druhém. Pořadí musí splňovat tyto podmínky:</p><ol><li>Jana vystoupí bezprostředně po Igorovi.</li><li>Karel nevystoupí jako první ani jako poslední.</li><li>Hana vystoupí dříve než Lenka.</li><li>Lenka nevystoupí bezprostředně po Janě.</li></ol>`;

const ZEBRA = `<p>V pěti domech, které stojí vedle sebe v řadě a jsou očíslované zleva 1 až 5, bydlí Ondřej, Petra, Radek, Simona a Tomáš. Každý dům má jinou barvu (bílá, červená, modrá, zelená, žlutá) a v každém žije jiné zvíře (kočka, papoušek, pes, rybičky, želva). Platí:</p><ol><li>Ondřej bydlí v prostředním domě.</li><li>Zelený dům stojí hned vlevo od bílého.</li><li>Petra bydlí v krajním domě hned vedle modrého domu.</li><li>Ondřej chová psa.</li><li>Rybičky žijí v bílém domě.</li><li>Tomáš bydlí hned vedle Petry.</li><li>Papoušek žije v domě hned vedle psa.</li><li>Simona chová papouška.</li><li>Kočka žije ve žlutém domě.</li></ol>`;

/** The zebra's solution, step by step and as a table; every zebra explanation starts with it. */
const ZEBRA_SOLUTION = `<p>Ondřej bydlí v domě 3 a chová psa (1, 4). Papoušek žije hned vedle psa, tedy v domě 2 nebo 4, a chová ho Simona (7, 8). Petra bydlí v krajním domě a Tomáš hned vedle ní (3, 6), Tomáš tedy také v domě 2 nebo 4. Domy 2 a 4 patří Simoně a Tomášovi, krajní domy Petře a Radkovi.</p><p>Kdyby Petra bydlela v domě 5, byl by modrý dům 4, bydlel by v něm Tomáš a Simona by bydlela ve 2. Dvojice zelený–bílý (2) by se pak vešla jen na domy 1–2 nebo 2–3, jenže v bílém domě žijí rybičky (5) a v domě 2 žije papoušek, v domě 3 pes. To je spor, takže Petra bydlí v domě 1, modrý je dům 2 a bydlí v něm Tomáš; Simona bydlí v domě 4 a Radek v domě 5.</p><p>Dvojice zelený–bílý nemůže být na domech 1–2 ani 2–3 (dům 2 je modrý), ani 3–4 (v bílém domě by žil Simonin papoušek místo rybiček). Zbývá zelený dům 4 a bílý dům 5, takže Radek chová rybičky. Na domy 1 a 3 zbývá žlutá a červená, na Petru a Tomáše kočka a želva. Kočka žije ve žlutém domě (9); v domě 3 je pes, proto je žlutý dům 1 s Petřinou kočkou, dům 3 je červený a Tomáš chová želvu.</p><table><caption>Řešení</caption><thead><tr><th>Dům</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody><tr><td>Kdo</td><td>Petra</td><td>Tomáš</td><td>Ondřej</td><td>Simona</td><td>Radek</td></tr><tr><td>Barva</td><td>žlutá</td><td>modrá</td><td>červená</td><td>zelená</td><td>bílá</td></tr><tr><td>Zvíře</td><td>kočka</td><td>želva</td><td>pes</td><td>papoušek</td><td>rybičky</td></tr></tbody></table>`;

const ZEBRA_HINT =
  'Nakresli si tabulku pěti domů s řádky jméno, barva a zvíře. Začni pevnými údaji a u podmínek se dvěma možnostmi vyzkoušej obě.';

export const conditionItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Seminář: které pořadí je možné?',
    content: `${SEMINAR}<p>Které pořadí vystoupení (od prvního) splňuje všechny podmínky?</p>`,
    hint: 'Ověřuj každou možnost podmínku po podmínce; jakmile jednu poruší, vyřaď ji.',
    explanation: `<p>Každou možnost stačí porovnat se čtyřmi podmínkami. Všechny splňuje jen jediná, každá ze zbývajících porušuje právě jednu.</p><ul><li><strong>Hana, Igor, Jana, Karel, Lenka</strong> ✔ — Jana jde hned po Igorovi, Karel je čtvrtý, Hana je před Lenkou a Lenka jde po Karlovi, ne po Janě.</li><li><strong>Hana, Karel, Igor, Jana, Lenka</strong> ✘ — Lenka vystupuje bezprostředně po Janě (podmínka 4).</li><li><strong>Karel, Igor, Jana, Hana, Lenka</strong> ✘ — Karel je první (podmínka 2).</li><li><strong>Lenka, Karel, Hana, Igor, Jana</strong> ✘ — Lenka vystupuje dříve než Hana (podmínka 3).</li></ul>`,
    options: [
      { title: 'Hana, Karel, Igor, Jana, Lenka' },
      { title: 'Hana, Igor, Jana, Karel, Lenka', correct: true },
      { title: 'Karel, Igor, Jana, Hana, Lenka' },
      { title: 'Lenka, Karel, Hana, Igor, Jana' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Seminář: Lenka vystoupí jako druhá',
    content: `${SEMINAR}<p>Lenka vystoupí jako druhá. Kdo vystoupí jako třetí?</p>`,
    hint: 'Začni podmínkou, které se nová informace týká: kdo musí vystoupit dříve než Lenka, a kde tedy je?',
    explanation: `<p>Hana musí vystoupit před Lenkou (3), je tedy první. Na místa 3, 4 a 5 zbývají Igor, Jana a Karel. Dvojice Igor–Jana (1) může stát na místech 3–4, nebo 4–5. Na místech 3–4 by zbylo páté místo Karlovi, což podmínka 2 zakazuje. Igor je proto čtvrtý, Jana pátá a Karel třetí: Hana, Lenka, Karel, Igor, Jana. Lenka nejde po Janě, podmínka 4 platí.</p><ul><li><strong>Karel</strong> ✔ — jediné pořadí je Hana, Lenka, Karel, Igor, Jana.</li><li><strong>Hana</strong> ✘ — Hana musí být před Lenkou, tedy první.</li><li><strong>Igor</strong> ✘ — kdyby byl Igor třetí, byla by Jana čtvrtá a Karel pátý, a to zakazuje podmínka 2.</li><li><strong>Jana</strong> ✘ — Jana jde hned po Igorovi; třetí by byla, jen kdyby Igor byl druhý, a tam je Lenka.</li></ul>`,
    options: [{ title: 'Hana' }, { title: 'Igor' }, { title: 'Jana' }, { title: 'Karel', correct: true }],
  },
  {
    type: 'single_choice',
    title: 'Seminář: co může platit?',
    content: `${SEMINAR}<p>Které z následujících tvrzení může platit?</p>`,
    hint: 'Ke každému tvrzení zkus sestavit celé pořadí, které ho splňuje. Když to nejde, najdi podmínku, která tomu brání.',
    explanation: `<p>„Může platit“ znamená, že existuje aspoň jedno pořadí splňující všechny podmínky, ve kterém tvrzení platí.</p><ul><li><strong>Igor vystoupí jako čtvrtý.</strong> ✔ — například pořadí Hana, Karel, Lenka, Igor, Jana splňuje všechny čtyři podmínky.</li><li><strong>Lenka vystoupí jako čtvrtá.</strong> ✘ — Hana musí být před ní a dvojice Igor–Jana potřebuje dvě sousední místa z 1, 2, 3 a 5, tedy 1–2, nebo 2–3. Při 1–2 zbývají Haně a Karlovi místa 3 a 5; Karel nesmí být pátý, takže by pátá byla Hana — až po Lence. Při 2–3 zbývají místa 1 a 5 a Karel nesmí být ani na jednom z nich.</li><li><strong>Jana vystoupí jako čtvrtá.</strong> ✘ — Igor by byl třetí, Karel by musel být druhý (první ani pátý být nesmí), Hana před Lenkou by byla první a Lenka pátá — hned po Janě, což zakazuje podmínka 4.</li><li><strong>Hana vystoupí jako druhá.</strong> ✘ — na prvním místě by nemohl být nikdo: Karel ne (podmínka 2), Lenka ne (je až po Haně), Jana ne (jde po Igorovi) a Igor ne, protože druhé místo, kam by patřila Jana, je obsazené.</li></ul>`,
    options: [
      { title: 'Lenka vystoupí jako čtvrtá.' },
      { title: 'Jana vystoupí jako čtvrtá.' },
      { title: 'Hana vystoupí jako druhá.' },
      { title: 'Igor vystoupí jako čtvrtý.', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Seminář: Hana vystoupí jako první',
    content: `${SEMINAR}<p>Hana vystoupí jako první. Kolik různých pořadí vystoupení potom splňuje všechny podmínky?</p>`,
    hint: 'Rozeber, kam všude se vejde dvojice Igor–Jana, a u každé polohy dopočítej zbytek.',
    explanation: `<p>Dvojice Igor–Jana může stát na místech 2–3, 3–4, nebo 4–5.</p><ol><li>Na místech 2–3: Karel nesmí být pátý, je tedy čtvrtý a Lenka pátá — Hana, Igor, Jana, Karel, Lenka ✔.</li><li>Na místech 3–4: Karel musí být druhý a Lenka pátá, tedy hned po Janě — podmínka 4 to zakazuje ✘.</li><li>Na místech 4–5: Karel a Lenka se vystřídají na místech 2 a 3 v libovolném pořadí — Hana, Karel, Lenka, Igor, Jana ✔ i Hana, Lenka, Karel, Igor, Jana ✔.</li></ol><ul><li><strong>právě tři</strong> ✔ — vyhovují tři pořadí.</li><li><strong>právě dvě</strong> ✘ — přehlédne jedno ze dvou pořadí s dvojicí Igor–Jana na konci.</li><li><strong>právě čtyři</strong> ✘ — započítá i pořadí Hana, Karel, Igor, Jana, Lenka, ve kterém Lenka jde hned po Janě.</li><li><strong>právě pět</strong> ✘ — pět pořadí splňuje podmínky celkem, ale ve dvou z nich je první Igor, ne Hana.</li></ul>`,
    options: [
      { title: 'právě dvě' },
      { title: 'právě tři', correct: true },
      { title: 'právě čtyři' },
      { title: 'právě pět' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Zebra: kdo bydlí v bílém domě?',
    content: `${ZEBRA}<p>Kdo bydlí v bílém domě?</p>`,
    hint: ZEBRA_HINT,
    explanation: `${ZEBRA_SOLUTION}<ul><li><strong>Radek</strong> ✔ — bydlí v bílém domě 5 a chová rybičky.</li><li><strong>Ondřej</strong> ✘ — bydlí v červeném domě 3 a chová psa, v bílém domě přitom žijí rybičky.</li><li><strong>Simona</strong> ✘ — bydlí v zeleném domě 4, hned vlevo od bílého.</li><li><strong>Tomáš</strong> ✘ — bydlí v modrém domě 2.</li></ul>`,
    options: [
      { title: 'Ondřej' },
      { title: 'Radek', correct: true },
      { title: 'Simona' },
      { title: 'Tomáš' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Zebra: jaké zvíře chová Tomáš?',
    content: `${ZEBRA}<p>Jaké zvíře chová Tomáš?</p>`,
    hint: ZEBRA_HINT,
    explanation: `${ZEBRA_SOLUTION}<ul><li><strong>želva</strong> ✔ — na Tomáše zbude poslední zvíře, když kočka musí žít ve žlutém domě 1 u Petry.</li><li><strong>kočka</strong> ✘ — kočku chová Petra ve žlutém domě 1.</li><li><strong>papoušek</strong> ✘ — papouška chová Simona (podmínka 8).</li><li><strong>rybičky</strong> ✘ — rybičky žijí v bílém domě 5 u Radka.</li></ul>`,
    options: [
      { title: 'kočka' },
      { title: 'papoušek' },
      { title: 'rybičky' },
      { title: 'želva', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Zebra: jakou barvu má Simonin dům?',
    content: `${ZEBRA}<p>Jakou barvu má dům, ve kterém bydlí Simona?</p>`,
    hint: ZEBRA_HINT,
    explanation: `${ZEBRA_SOLUTION}<ul><li><strong>zelenou</strong> ✔ — Simona bydlí v domě 4, který stojí hned vlevo od bílého domu 5.</li><li><strong>bílou</strong> ✘ — v bílém domě žijí rybičky, kdežto Simona chová papouška; bydlí v něm Radek.</li><li><strong>červenou</strong> ✘ — červený je prostřední dům 3 s Ondřejem.</li><li><strong>modrou</strong> ✘ — modrý je dům 2 vedle Petry a bydlí v něm Tomáš.</li></ul>`,
    options: [
      { title: 'bílou' },
      { title: 'červenou' },
      { title: 'modrou' },
      { title: 'zelenou', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Zebra: které tvrzení platí?',
    content: `${ZEBRA}<p>Které z následujících tvrzení je pravdivé?</p>`,
    hint: ZEBRA_HINT,
    explanation: `${ZEBRA_SOLUTION}<ul><li><strong>Ondřej bydlí v červeném domě.</strong> ✔ — prostřední dům 3 je červený.</li><li><strong>Modrý dům stojí hned vedle bílého.</strong> ✘ — modrý je dům 2, bílý dům 5.</li><li><strong>Radek chová kočku.</strong> ✘ — Radek bydlí v bílém domě a chová rybičky; kočku chová Petra.</li><li><strong>Simona bydlí v prvním domě.</strong> ✘ — Simona bydlí v domě 4; v prvním domě bydlí Petra.</li></ul>`,
    options: [
      { title: 'Modrý dům stojí hned vedle bílého.' },
      { title: 'Radek chová kočku.' },
      { title: 'Ondřej bydlí v červeném domě.', correct: true },
      { title: 'Simona bydlí v prvním domě.' },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Smyšlené operace                                                    */
/* ------------------------------------------------------------------ */

export const operationItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Smyšlená operace: výpočet se závorkou',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \diamond b = a^2 - b$.</p><p>Kolik je $2 \diamond (3 \diamond 4)$?</p>`,
    hint: t`Nejdřív vyhodnoť závorku a její výsledek dosaď do definice za $b$.`,
    explanation: t`<p>Závorka: $3 \diamond 4 = 3^2 - 4 = 5$. Pak $2 \diamond 5 = 2^2 - 5 = -1$.</p><ul><li><strong>$-1$</strong> ✔ — nejdřív závorka, pak vnější operace s $a = 2$ a $b = 5$.</li><li><strong>$-3$</strong> ✘ — vyjde, když se závorka přehlédne a počítá se zleva: $(2 \diamond 3) \diamond 4 = 1 \diamond 4 = -3$.</li><li><strong>$23$</strong> ✘ — vyjde po prohození operandů vnější operace: $5 \diamond 2 = 25 - 2$. Operace není záměnná, na pořadí záleží.</li><li><strong>$5$</strong> ✘ — to je jen hodnota závorky, vnější operace chybí.</li></ul>`,
    options: [{ title: t`$-3$` }, { title: t`$23$` }, { title: t`$-1$`, correct: true }, { title: t`$5$` }],
  },
  {
    type: 'single_choice',
    title: 'Smyšlená operace: neznámý operand',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \otimes b = 3a - 2b$.</p><p>Pro které číslo $x$ platí $x \otimes 3 = 12$?</p>`,
    hint: t`Dosaď do definice $a = x$ a $b = 3$ a vyřeš vzniklou rovnici.`,
    explanation: t`<p>$x \otimes 3 = 3x - 2 \cdot 3 = 3x - 6$. Z rovnice $3x - 6 = 12$ plyne $3x = 18$ a $x = 6$. Zkouška: $6 \otimes 3 = 18 - 6 = 12$ ✔.</p><ul><li><strong>$6$</strong> ✔ — jediné řešení rovnice $3x - 6 = 12$.</li><li><strong>$4$</strong> ✘ — vyjde, když se zapomene člen $-2b$ ($3x = 12$); ve skutečnosti $4 \otimes 3 = 6$.</li><li><strong>$18$</strong> ✘ — $3x = 18$ je správně, jen chybí vydělení třemi; $18 \otimes 3 = 48$.</li><li><strong>$-\frac{3}{2}$</strong> ✘ — vyjde po prohození operandů, tedy z rovnice $3 \otimes x = 9 - 2x = 12$.</li></ul>`,
    options: [
      { title: t`$4$` },
      { title: t`$6$`, correct: true },
      { title: t`$18$` },
      { title: t`$-\frac{3}{2}$` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Smyšlená operace: vlastnosti',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \odot b = a + b + ab$.</p><p>Které tvrzení o ní platí?</p>`,
    hint: 'Každé obecné tvrzení ověř dosazením do definice; k vyvrácení stačí jediný protipříklad.',
    explanation: t`<p>Stačí do definice dosadit. Výraz $a + b + ab$ se prohozením $a$ a $b$ nezmění, takže operace je záměnná. Ostatní tvrzení vyvrátí dosazení.</p><ul><li><strong>Pro všechna $a$, $b$ platí $a \odot b = b \odot a$.</strong> ✔ — $b + a + ba = a + b + ab$.</li><li><strong>Pro všechna $a$ platí $a \odot 0 = 0$.</strong> ✘ — $a \odot 0 = a + 0 + 0 = a$, tedy nula jen pro $a = 0$.</li><li><strong>Pro všechna $a$ platí $a \odot 1 = a + 1$.</strong> ✘ — $a \odot 1 = a + 1 + a = 2a + 1$.</li><li><strong>Pro všechna $b$ platí $(-1) \odot b = b$.</strong> ✘ — $(-1) \odot b = -1 + b - b = -1$ pro každé $b$.</li></ul>`,
    options: [
      { title: t`Pro všechna $a$ platí $a \odot 0 = 0$.` },
      { title: t`Pro všechna $a$ platí $a \odot 1 = a + 1$.` },
      { title: t`Pro všechna $a$, $b$ platí $a \odot b = b \odot a$.`, correct: true },
      { title: t`Pro všechna $b$ platí $(-1) \odot b = b$.` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Smyšlená operace: operace definovaná slovy',
    content: t`<p>Pro kladné celé číslo $n$ označme $\langle n \rangle$ součet číslic čísla $n$ vynásobený počtem jeho číslic. Například $\langle 305 \rangle = (3 + 0 + 5) \cdot 3 = 24$.</p><p>Kolik je $\langle \langle 47 \rangle \rangle$?</p>`,
    hint: 'Postupuj zevnitř: spočítej vnitřní operaci a na její výsledek použij definici znovu.',
    explanation: t`<p>Vnitřní operace: $\langle 47 \rangle = (4 + 7) \cdot 2 = 22$. Vnější: $\langle 22 \rangle = (2 + 2) \cdot 2 = 8$.</p><ul><li><strong>$8$</strong> ✔ — definice použitá dvakrát po sobě.</li><li><strong>$22$</strong> ✘ — to je jen vnitřní operace, vnější chybí.</li><li><strong>$11$</strong> ✘ — to je jen součet číslic čísla 47, bez násobení počtem číslic.</li><li><strong>$4$</strong> ✘ — ve vnějším kroku chybí násobení počtem číslic: $2 + 2$.</li></ul>`,
    options: [{ title: t`$22$` }, { title: t`$8$`, correct: true }, { title: t`$11$` }, { title: t`$4$` }],
  },
  {
    type: 'single_choice',
    title: 'Smyšlená operace: stejná hodnota',
    content: t`<p>Pro reálná čísla $a \neq b$ je definována operace $a \triangle b = \frac{a + b}{a - b}$.</p><p>Který výraz má stejnou hodnotu jako $3 \triangle 1$?</p>`,
    hint: 'Co se stane s hodnotou zlomku, když čitatel i jmenovatel vynásobíš stejným nenulovým číslem?',
    explanation: t`<p>$3 \triangle 1 = \frac{3 + 1}{3 - 1} = \frac{4}{2} = 2$. Vynásobíme-li oba operandy stejným nenulovým číslem $k$, vynásobí se jím čitatel i jmenovatel a hodnota se nezmění: $6 \triangle 2 = \frac{8}{4} = 2$.</p><ul><li><strong>$6 \triangle 2$</strong> ✔ — $\frac{6 + 2}{6 - 2} = \frac{8}{4} = 2$.</li><li><strong>$1 \triangle 3$</strong> ✘ — $\frac{4}{-2} = -2$; prohozením operandů se změní znaménko.</li><li><strong>$4 \triangle 2$</strong> ✘ — $\frac{6}{2} = 3$; přičtení téhož čísla k oběma operandům hodnotu zachovat nemusí.</li><li><strong>$5 \triangle 3$</strong> ✘ — $\frac{8}{2} = 4$.</li></ul>`,
    options: [
      { title: t`$6 \triangle 2$`, correct: true },
      { title: t`$1 \triangle 3$` },
      { title: t`$4 \triangle 2$` },
      { title: t`$5 \triangle 3$` },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Vynechávky                                                          */
/* ------------------------------------------------------------------ */

export const gapItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Vynechávka: součet zlomků',
    content: t`<p>Které číslo patří na vynechané místo, aby rovnost platila?</p><p>$\frac{3}{4} + \square = \frac{5}{6}$</p>`,
    hint: 'Převeď oba zlomky na společného jmenovatele.',
    explanation: t`<p>$\square = \frac{5}{6} - \frac{3}{4} = \frac{10}{12} - \frac{9}{12} = \frac{1}{12}$. Zkouška: $\frac{9}{12} + \frac{1}{12} = \frac{10}{12} = \frac{5}{6}$ ✔.</p><ul><li><strong>$\frac{1}{12}$</strong> ✔ — rozdíl pravé strany a známého sčítance.</li><li><strong>$-\frac{1}{12}$</strong> ✘ — rozdíl v opačném pořadí ($\frac{3}{4} - \frac{5}{6}$); součet by byl $\frac{2}{3}$.</li><li><strong>$\frac{19}{12}$</strong> ✘ — zlomky se sečetly místo odečetly; součet by byl $\frac{7}{3}$.</li><li><strong>$1$</strong> ✘ — vznikne odečtením čitatelů a jmenovatelů zvlášť ($\frac{5 - 3}{6 - 4}$), a tak se zlomky neodčítají; součet by byl $\frac{7}{4}$.</li></ul>`,
    options: [
      { title: t`$-\frac{1}{12}$` },
      { title: t`$\frac{1}{12}$`, correct: true },
      { title: t`$\frac{19}{12}$` },
      { title: t`$1$` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Vynechávka: dvě místa ve zlomcích',
    content: t`<p>Která dvojice čísel patří na vynechaná místa, aby platily obě rovnosti?</p><p>$\frac{\square}{12} = \frac{3}{\triangle} = \frac{1}{4}$</p>`,
    hint: 'Obě rovnosti řeš zvlášť: v každém zlomku musí být čitatel čtvrtinou jmenovatele.',
    explanation: t`<p>Z $\frac{\square}{12} = \frac{1}{4}$ plyne $\square = 12 : 4 = 3$. Z $\frac{3}{\triangle} = \frac{1}{4}$ plyne $\triangle = 3 \cdot 4 = 12$.</p><ul><li><strong>$\square = 3,\ \triangle = 12$</strong> ✔ — $\frac{3}{12} = \frac{3}{12} = \frac{1}{4}$.</li><li><strong>$\square = 4,\ \triangle = 12$</strong> ✘ — $\frac{4}{12} = \frac{1}{3}$, čtyřka sem byla přenesena ze jmenovatele výsledku.</li><li><strong>$\square = 3,\ \triangle = 4$</strong> ✘ — první rovnost sedí, ale $\frac{3}{4}$ není $\frac{1}{4}$.</li><li><strong>$\square = 48,\ \triangle = 12$</strong> ✘ — vznikne násobením $12 \cdot 4$ místo dělení; $\frac{48}{12} = 4$.</li></ul>`,
    options: [
      { title: t`$\square = 4,\ \triangle = 12$` },
      { title: t`$\square = 3,\ \triangle = 4$` },
      { title: t`$\square = 48,\ \triangle = 12$` },
      { title: t`$\square = 3,\ \triangle = 12$`, correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Vynechávka: číslo pod odmocninou',
    content: t`<p>Které číslo patří na vynechané místo, aby rovnost platila?</p><p>$\sqrt{\square} \cdot \sqrt{2} = 6$</p>`,
    hint: t`Spoj odmocniny podle pravidla $\sqrt{a} \cdot \sqrt{b} = \sqrt{a \cdot b}$ a obě strany umocni na druhou.`,
    explanation: t`<p>$\sqrt{\square} \cdot \sqrt{2} = \sqrt{2 \cdot \square} = 6$, tedy $2 \cdot \square = 36$ a $\square = 18$. Zkouška: $\sqrt{18} \cdot \sqrt{2} = \sqrt{36} = 6$ ✔.</p><ul><li><strong>$18$</strong> ✔ — $\sqrt{18 \cdot 2} = 6$.</li><li><strong>$36$</strong> ✘ — chybí vydělení dvěma: $\sqrt{36} \cdot \sqrt{2} = 6\sqrt{2}$.</li><li><strong>$72$</strong> ✘ — dvojkou se násobilo místo dělilo: $\sqrt{72} \cdot \sqrt{2} = \sqrt{144} = 12$.</li><li><strong>$3\sqrt{2}$</strong> ✘ — to je hodnota odmocniny $\sqrt{\square} = \frac{6}{\sqrt{2}}$, ne číslo pod ní.</li></ul>`,
    options: [
      { title: t`$36$` },
      { title: t`$72$` },
      { title: t`$18$`, correct: true },
      { title: t`$3\sqrt{2}$` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Vynechávka: desetinná čísla',
    content: t`<p>Které číslo patří na vynechané místo, aby rovnost platila?</p><p>$\square \cdot 0{,}25 = 0{,}5 \cdot 0{,}4$</p>`,
    hint: 'Spočítej pravou stranu a pak ji vyděl čtvrtinou — dělit čtvrtinou znamená násobit čtyřmi.',
    explanation: t`<p>Pravá strana je $0{,}5 \cdot 0{,}4 = 0{,}2$. Pak $\square = 0{,}2 : 0{,}25 = 0{,}8$. Zkouška: $0{,}8 \cdot 0{,}25 = 0{,}2$ ✔.</p><ul><li><strong>$0{,}8$</strong> ✔ — $0{,}2 \cdot 4 = 0{,}8$.</li><li><strong>$0{,}05$</strong> ✘ — pravá strana se čtvrtinou vynásobila místo vydělila; $0{,}05 \cdot 0{,}25 = 0{,}0125$.</li><li><strong>$8$</strong> ✘ — posunutá desetinná čárka; $8 \cdot 0{,}25 = 2$.</li><li><strong>$0{,}2$</strong> ✘ — to je jen hodnota pravé strany; $0{,}2 \cdot 0{,}25 = 0{,}05$.</li></ul>`,
    options: [
      { title: t`$0{,}05$` },
      { title: t`$8$` },
      { title: t`$0{,}8$`, correct: true },
      { title: t`$0{,}2$` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Vynechávka: dva exponenty',
    content: t`<p>Která dvojice čísel patří na vynechaná místa, aby rovnost platila?</p><p>$2^{\square} \cdot 3^{\triangle} = 72$</p>`,
    hint: 'Rozlož číslo na pravé straně na součin prvočísel.',
    explanation: t`<p>$72 = 8 \cdot 9 = 2^3 \cdot 3^2$. Rozklad na prvočísla je jediný, proto musí být $\square = 3$ a $\triangle = 2$.</p><ul><li><strong>$\square = 3,\ \triangle = 2$</strong> ✔ — $8 \cdot 9 = 72$.</li><li><strong>$\square = 2,\ \triangle = 3$</strong> ✘ — exponenty jsou prohozené: $4 \cdot 27 = 108$.</li><li><strong>$\square = 3,\ \triangle = 3$</strong> ✘ — $8 \cdot 27 = 216$.</li><li><strong>$\square = 2,\ \triangle = 2$</strong> ✘ — $4 \cdot 9 = 36$, to je jen polovina.</li></ul>`,
    options: [
      { title: t`$\square = 2,\ \triangle = 3$` },
      { title: t`$\square = 3,\ \triangle = 2$`, correct: true },
      { title: t`$\square = 3,\ \triangle = 3$` },
      { title: t`$\square = 2,\ \triangle = 2$` },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Sections                                                            */
/* ------------------------------------------------------------------ */

const optionList = (titles: readonly string[]) =>
  `<ul>${titles.map((title) => `<li><strong>${title}</strong></li>`).join('')}</ul>`;

export const ospComparisonSection: SeedSection = {
  title: 'Porovnávání hodnot a dostačující tvrzení',
  description:
    'Dva typy úloh ostrého testu, ve kterých nepočítáš výsledek, ale rozhoduješ o vztahu dvou hodnot a o tom, zda údaje stačí.',
  appended: true,
  items: [
    {
      type: 'lp_lesson',
      title: 'Porovnávání hodnot: větší, menší, nebo nelze určit',
      durationMinutes: 12,
      preview: true,
      content: t`<h2>Jak úloha vypadá</h2>
<p>Dostaneš dvě hodnoty, <strong>A</strong> a <strong>B</strong>, někdy s doplňujícím údajem (například „$x$ je kladné číslo“). Nepočítáš žádný výsledek navíc — rozhoduješ jen, jaký je mezi hodnotami vztah. Odpovědi jsou u všech úloh stejné:</p>
${optionList(COMPARISON_OPTIONS)}
<p>Jiný výsledek porovnání dvou hodnot mít nemůže. První tři odpovědi platí jen tehdy, když vztah platí <em>vždy</em> — pro každou situaci, kterou zadání připouští. Jakmile najdeš dvě přípustné situace s různým výsledkem, je správně „Vztah nelze z údajů určit.“</p>
<h3>Postup</h3>
<ol>
<li><strong>Zjednoduš obě strany</strong>, ale nepočítej víc, než potřebuješ. Ke stranám smíš přičíst nebo od nich odečíst totéž číslo; násobit nebo dělit je smíš jen stejným <em>kladným</em> číslem, jinak se vztah obrátí.</li>
<li><strong>Jsou-li v zadání proměnné</strong>, dosaď několik přípustných hodnot. Vždy zkus, pokud je zadání nevylučuje, i $0$, $1$, záporné číslo a zlomek mezi $0$ a $1$.</li>
<li><strong>Nevěř obrázku.</strong> Náčrtek nemusí být v měřítku; platí jen to, co je napsané.</li>
</ol>
<h3>Řešený příklad 1</h3>
<p><strong>A:</strong> $\frac{3}{4}$ z čísla $88$ &nbsp;&nbsp; <strong>B:</strong> $\frac{2}{3}$ z čísla $99$</p>
<p>$\frac{3}{4} \cdot 88 = 3 \cdot 22 = 66$ a $\frac{2}{3} \cdot 99 = 2 \cdot 33 = 66$. Správně je „Hodnoty A a B jsou si rovny.“</p>
<h3>Řešený příklad 2</h3>
<p>Platí $x \gt 0$. &nbsp; <strong>A:</strong> $x^2$ &nbsp;&nbsp; <strong>B:</strong> $x$</p>
<p>Pro $x = 2$ je $A = 4 \gt B = 2$. Pro $x = \frac{1}{2}$ je $A = \frac{1}{4} \lt B = \frac{1}{2}$. Dvě přípustné hodnoty dávají opačný výsledek, proto je správně „Vztah nelze z údajů určit.“ Kdo zkusil jen $x = 2$, odpověděl chybně „Hodnota A je větší.“</p>
<h3>Tipy</h3>
<ul>
<li>Jsou-li obě hodnoty kladné, smíš je obě umocnit na druhou — hodí se to u odmocnin: $\sqrt{10}$ proti $3$ je totéž jako $10$ proti $9$.</li>
<li>U „nelze určit“ hledej protipříklad: stačí jediná přípustná situace s jiným výsledkem.</li>
<li>Odpověď „rovny“ volíš jen tehdy, když rovnost platí pro <em>všechny</em> přípustné hodnoty, ne jen pro tu, kterou jsi zkusil/a.</li>
</ul>`,
    },
    {
      type: 'lp_lesson',
      title: 'Dostačující tvrzení: stačí údaje k odpovědi?',
      durationMinutes: 12,
      content: t`<h2>Jak úloha vypadá</h2>
<p>Dostaneš otázku a dvě tvrzení, (1) a (2). Otázku nemusíš vyřešit — rozhoduješ jen, <strong>zda údaje stačí k jednoznačné odpovědi</strong>. Možnosti jsou u všech úloh stejné a ve stejném pořadí:</p>
${optionList(SUFFICIENCY_OPTIONS)}
<p>Možných výsledků je pět, a proto má tahle úloha na rozdíl od ostatních pět možností. „Stačí“ znamená, že z údajů vyjde <em>jediná</em> odpověď: jediné číslo, nebo u otázky „Je …?“ jednoznačné ano, nebo jednoznačné ne. Jednoznačné „ne“ je také odpověď.</p>
<h3>Postup v pevném pořadí</h3>
<ol>
<li>Zakryj tvrzení (2) a posuď jen (1).</li>
<li>Zakryj (1) a posuď jen (2). Nepoužívej přitom nic, co ses dozvěděl/a z (1).</li>
<li>Jen když nestačí ani jedno z nich samo, posuď obě dohromady.</li>
</ol>
<table><caption>Jak z dílčích úsudků vybrat odpověď</caption><thead><tr><th>(1) samo</th><th>(2) samo</th><th>obě spolu</th><th>odpověď</th></tr></thead><tbody>
<tr><td>stačí</td><td>nestačí</td><td>—</td><td>Stačí tvrzení (1), tvrzení (2) samo nestačí.</td></tr>
<tr><td>nestačí</td><td>stačí</td><td>—</td><td>Stačí tvrzení (2), tvrzení (1) samo nestačí.</td></tr>
<tr><td>stačí</td><td>stačí</td><td>—</td><td>Stačí kterékoli z tvrzení samo.</td></tr>
<tr><td>nestačí</td><td>nestačí</td><td>stačí</td><td>Stačí až obě tvrzení dohromady.</td></tr>
<tr><td>nestačí</td><td>nestačí</td><td>nestačí</td><td>Nestačí ani obě tvrzení dohromady.</td></tr>
</tbody></table>
<h3>Řešený příklad 1</h3>
<p><strong>Kolik centimetrů měří strana čtverce?</strong> (1) Obvod čtverce je 36 cm. (2) Úhlopříčka čtverce měří $9\sqrt{2}$ cm.</p>
<p>Z (1): $a = 36 : 4 = 9$ cm — stačí. Z (2): úhlopříčka čtverce je $a\sqrt{2}$, takže $a = 9$ cm — stačí také. Správně je „Stačí kterékoli z tvrzení samo.“</p>
<h3>Řešený příklad 2</h3>
<p><strong>Je celé číslo $x$ větší než 5?</strong> (1) $x \gt 3$. (2) $x \gt 6$.</p>
<p>(1) připouští $x = 4$ (odpověď ne) i $x = 10$ (ano), nestačí. Z (2) plyne, že každé takové $x$ je větší než 5 — jednoznačné ano, stačí. Správně je „Stačí tvrzení (2), tvrzení (1) samo nestačí.“</p>
<h3>Pasti</h3>
<ul>
<li>Nepočítej do konce: stačí vědět, že výsledek je jediný.</li>
<li>Dvě rovnice se dvěma neznámými obvykle stačí — ale ne vždy: když je jedna násobkem druhé, nesou stejnou informaci.</li>
<li>Rovnice s druhou mocninou mívá dvě řešení ($x^2 = 25$ splňuje $5$ i $-5$).</li>
</ul>`,
    },
    {
      type: 'lp_quiz',
      title: 'Porovnávání hodnot a dostačující tvrzení – test',
      description: `<p>Jedenáct úloh ve formátu ostrého testu: šest na porovnávání hodnot a pět na dostačující tvrzení. Na test máš <strong>15 minut</strong>. Po odevzdání u každé úlohy uvidíš, proč je správná odpověď správná a proč ostatní ne.</p>`,
      durationMinutes: 15,
      passingGrade: 60,
      retakeCount: 3,
      timeLimitMinutes: 15,
      questions: [...comparisonItems, ...sufficiencyItems],
    },
  ],
};

export const ospConditionsSection: SeedSection = {
  title: 'Soubory podmínek, smyšlené operace a vynechávky',
  description:
    'Pořadí a přiřazování podle podmínek včetně „zebry“, operace definované zadáním a rovnosti s vynechaným výrazem.',
  appended: true,
  items: [
    {
      type: 'lp_lesson',
      title: 'Soubory podmínek a zebry',
      durationMinutes: 15,
      content: `<h2>Jak úloha vypadá</h2>
<p>Dostaneš krátký popis situace — pořadí vystoupení, rozdělení lidí do skupin, přiřazení barev a zvířat k domům — a několik podmínek. K jednomu souboru podmínek patří několik otázek za sebou, proto se vyplatí podmínky jednou pořádně zpracovat a pak z nich čerpat.</p>
<h3>Postup</h3>
<ol>
<li><strong>Přepiš podmínky do zkratek.</strong> „Jana vystoupí bezprostředně po Igorovi“ je <em>IJ</em> jako pevný blok, „Hana dříve než Lenka“ je <em>H … L</em>.</li>
<li><strong>Začni nejpřísnější podmínkou</strong> — pevným místem nebo blokem, který se vejde jen na pár pozic.</li>
<li><strong>Rozeber případy.</strong> Když má něco dvě nebo tři možné polohy, projdi je jednu po druhé a škrtej ty, které vedou ke sporu.</li>
<li><strong>Čti přesně otázku:</strong> „musí platit“ (platí ve všech přípustných řešeních), „může platit“ (platí aspoň v jednom), „nemůže platit“ (neplatí v žádném).</li>
</ol>
<h3>Řešený příklad</h3>
<p>Čtyři běžkyně — Alena, Běla, Cecílie a Dita — doběhly do cíle. Běla byla před Ditou, Cecílie nebyla poslední a Alena doběhla hned za Cecílií. Která mohla být první?</p>
<p>Blok <em>C A</em> (Cecílie a hned za ní Alena) se vejde na místa 1–2, 2–3, nebo 3–4. Na místech 1–2 zbývají místa 3 a 4 pro Bělu a Ditu v tomto pořadí: C A B D. Na místech 2–3 je Běla první a Dita čtvrtá: B C A D. Na místech 3–4 obsadí Běla a Dita první dvě místa: B D C A — Cecílie je třetí, ne poslední, takže i to vyhovuje. První tedy mohla být <strong>Cecílie, nebo Běla</strong>; Alena ne, protože běží hned za Cecílií, a Dita ne, protože je až za Bělou.</p>
<h2>Zebra</h2>
<p>„Zebra“ (podle slavné Einsteinovy hádanky) je soubor podmínek, ve kterém se k několika objektům — třeba domům v řadě — přiřazuje několik vlastností najednou: kdo v domě bydlí, jakou má dům barvu, jaké zvíře v něm žije. Řešení je jediné.</p>
<ul>
<li>Nakresli si <strong>tabulku</strong>: sloupce jsou domy, řádky vlastnosti.</li>
<li>Nejdřív zapiš <strong>pevné údaje</strong> („Ondřej bydlí v prostředním domě“) a spoj podmínky, které mluví o stejné věci („Ondřej chová psa“ + „papoušek žije vedle psa“).</li>
<li>U podmínky se dvěma možnostmi („v krajním domě“) <strong>vyzkoušej obě</strong>; ta, která vede ke sporu, odpadne.</li>
<li>„Hned vedle“ znamená sousední dům, „hned vlevo“ dům o jedno číslo menší.</li>
</ul>
<h3>Tip</h3>
<p>Otázky k jednomu souboru podmínek bývají čtyři až pět. Když si na první z nich najdeš všechna možná řešení, další otázky už jen čteš ze svého seznamu.</p>`,
    },
    {
      type: 'lp_quiz',
      title: 'Soubory podmínek a zebra – test',
      description: `<p>Dva soubory podmínek, ke každému čtyři otázky: pořadí referátů na semináři a zebra s pěti domy. Odpověď se ti vyhodnotí hned, takže z chyby se poučíš ještě před další otázkou ke stejnému zadání. Test můžeš opakovat bez omezení.</p>`,
      durationMinutes: 20,
      passingGrade: 60,
      retakeCount: -1,
      instantCheck: true,
      questions: conditionItems,
    },
    {
      type: 'lp_lesson',
      title: 'Smyšlené operace a vynechávky',
      durationMinutes: 12,
      content: t`<h2>Smyšlené operace</h2>
<p>Zadání zavede novou operaci se svým symbolem, třeba $a \star b = 2a + b$, a ptá se na hodnotu výrazu, na neznámé číslo nebo na vlastnosti operace. Žádné předchozí znalosti nepotřebuješ — jen přesně dosazovat.</p>
<ul>
<li>Za $a$ dosazuj <strong>první</strong> operand, za $b$ <strong>druhý</strong>. Smyšlená operace nemusí být záměnná: $1 \star 5 = 7$, ale $5 \star 1 = 11$.</li>
<li>Závorky vyhodnoť nejdřív, jejich výsledek pak dosaď jako celé číslo.</li>
<li>Obecné tvrzení („pro všechna $a$ platí…“) vyvrátí jediný protipříklad; potvrdíš ho úpravou výrazu z definice.</li>
</ul>
<h3>Řešený příklad</h3>
<p>Pro čísla $a$, $b$ platí $a \star b = 2a + b$. Kolik je $(1 \star 2) \star 3$?</p>
<p>Závorka: $1 \star 2 = 2 \cdot 1 + 2 = 4$. Pak $4 \star 3 = 2 \cdot 4 + 3 = 11$. Pozor: $1 \star (2 \star 3) = 1 \star 7 = 9$ — na uzávorkování záleží.</p>
<h2>Vynechávky</h2>
<p>Dostaneš rovnost, ve které chybí jedno nebo dvě čísla či výrazy (značené $\square$, $\triangle$), a vybíráš možnost, po jejímž doplnění rovnost platí.</p>
<ul>
<li>Neznámé místo <strong>osamostatni</strong> jako v rovnici: co se přičítá, odečti; čím se násobí, tím vyděl.</li>
<li>Když je počítání zdlouhavé, <strong>dosazuj možnosti</strong> a zkoušej, která rovnost splní.</li>
<li>U dvou vynechaných míst hledej podmínku, která svazuje obě — například rozklad čísla na prvočísla.</li>
</ul>
<h3>Řešený příklad</h3>
<p>$\frac{2}{3} \cdot \square = \frac{4}{9}$. Vydělíme: $\square = \frac{4}{9} : \frac{2}{3} = \frac{4}{9} \cdot \frac{3}{2} = \frac{2}{3}$. Zkouška: $\frac{2}{3} \cdot \frac{2}{3} = \frac{4}{9}$ ✔.</p>
<h3>Tip</h3>
<p>Nabízené možnosti bývají výsledky typických chyb — prohozených operandů, zapomenutého kroku, opačného znaménka. Svůj výsledek proto vždy ověř zkouškou dosazením do zadání.</p>`,
    },
    {
      type: 'lp_quiz',
      title: 'Smyšlené operace a vynechávky – test',
      description: `<p>Deset úloh: pět se smyšlenými operacemi a pět vynechávek. Vyhodnocení uvidíš po odevzdání celého testu. Můžeš ho opakovat třikrát.</p>`,
      durationMinutes: 15,
      passingGrade: 60,
      retakeCount: 3,
      questions: [...operationItems, ...gapItems],
    },
  ],
};
