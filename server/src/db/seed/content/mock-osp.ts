/**
 * The OSP mock test (issue 27 point 2, decision 0041): the real Scio format — Verbální oddíl (33 items,
 * 35 minutes) and Analytický oddíl (33 items, 50 minutes), four options an item, exactly one right,
 * +1 / −1/3 / 0. Plain data; every explanation works the solution and gives each option a verdict
 * (`<li><strong>option</strong> ✔ or ✘ — why</li>`), as the item types of `osp-formats.ts` do. No item
 * repeats one of the OSP course.
 */
import type { SeedOption } from '../content-types';
import type { SeedMockItem, SeedMockTest } from '../mock-test-types';

/** Strings with TeX keep their backslashes verbatim. */
const t = String.raw;

/** The four answers of a comparison in the mock, in their fixed order. */
export const MOCK_COMPARISON_OPTIONS = [
  'Hodnota A je větší.',
  'Hodnota B je větší.',
  'Hodnoty jsou si rovny.',
  'Nelze rozhodnout.',
] as const;

/**
 * The four answers of a data-sufficiency item in the mock, in their fixed order: whether statement (1)
 * alone and statement (2) alone answer the question — the four combinations, so exactly one is right.
 */
export const MOCK_SUFFICIENCY_OPTIONS = [
  'Tvrzení (1) samo stačí, tvrzení (2) samo nestačí.',
  'Tvrzení (2) samo stačí, tvrzení (1) samo nestačí.',
  'Každé z obou tvrzení samo stačí.',
  'Ani jedno z tvrzení samo nestačí.',
] as const;

const fixed = (titles: readonly string[], correct: number): SeedOption[] =>
  titles.map((title, i) => (i === correct ? { title, correct: true } : { title }));

const [A_VETSI, B_VETSI, ROVNY, NELZE] = MOCK_COMPARISON_OPTIONS;
const [JEN_1, JEN_2, KAZDE, ZADNE] = MOCK_SUFFICIENCY_OPTIONS;

/* ------------------------------------------------------------------ */
/* Verbální oddíl                                                      */
/* ------------------------------------------------------------------ */

const gap = (sentence: string) =>
  `<p>Vyber možnost, jejíž výrazy se na vynechaná místa (v uvedeném pořadí) významově i stylisticky nejlépe hodí.</p><p><em>${sentence}</em></p>`;

const ANALOGY = `<p>Vyber dvojici slov, mezi kterými je stejný vztah jako mezi slovy v zadání. Na pořadí slov ve dvojici záleží.</p>`;

const analogyGaps = (pattern: string) =>
  `<p>Vyber dvojici výrazů, po jejímž doplnění na vynechaná místa (v uvedeném pořadí) bude vztah mezi výrazy vpravo od rovnítka stejný jako vztah mezi výrazy vlevo od něj.</p><p><strong>${pattern}</strong></p>`;

const inSentence = (sentence: string) => `<p><em>${sentence}</em></p>`;

const textMetr = `<blockquote><p>Když ve Francii v 90. letech 18. století vznikal metrický systém, měl být metr roven desetimiliontině vzdálenosti od severního pólu k rovníku. Celou tuto vzdálenost změřit nešlo, a tak astronomové Delambre a Méchain v letech 1792–1798 změřili jen úsek poledníku mezi Dunkerque a Barcelonou a zbytek dopočítali. Méchain přitom ve svých datech objevil nesrovnalost, kterou až do smrti tajil. Chyby v měření i nepřesná představa o tvaru Země nakonec způsobily, že metr vyšel asi o dvě desetiny milimetru kratší, než by odpovídalo definici. Dnes už na tom nezáleží: od roku 1983 se metr neodvozuje od rozměrů Země, ale od rychlosti světla ve vakuu.</p></blockquote>`;

const textTyden = `<blockquote><p>Několik desítek firem si na půl roku vyzkoušelo čtyřdenní pracovní týden: zaměstnanci pracovali o den méně a dostávali stejnou mzdu. Většina firem po skončení pokusu u kratšího týdne zůstala a zaměstnanci uváděli méně stresu i méně dní pracovní neschopnosti. Kritici však namítají, že se do pokusu přihlásily hlavně firmy, které si od změny slibovaly úspěch a jejichž práci šlo snadno přeorganizovat — kanceláře, nikoli nemocnice nebo továrny s nepřetržitým provozem. Výsledky podle nich ukazují spíš to, že čtyřdenní týden může fungovat tam, kde o něj firma sama stojí, než že by se hodil pro každého.</p></blockquote>`;

const textSlovniky = `<blockquote><p>Mnoho lidí považuje slovník za zákoník, který určuje, co se smí a co nesmí říkat. Sami autoři slovníků se však vidí spíš jako kronikáři: zapisují, jak lidé jazyk skutečně používají, a když se úzus změní, změní se časem i slovník. Slovo, které dnes považujeme za nespisovné, se tak za dvacet let může objevit v jazykových příručkách jako spisovné — ne proto, že by lexikografové podlehli tlaku, ale proto, že se jazyková praxe posunula. Kdo se dovolává slovníku jako nejvyšší autority, zaměňuje tedy příčinu za následek.</p></blockquote>`;

const verbalItems: SeedMockItem[] = [
  /* Doplňování slov do vět (vynechávky) */
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o restaurování fresky?',
    content: gap(
      'Restaurátoři postupovali velmi ______, protože i drobný zásah mohl fresku nenávratně ______.',
    ),
    hint: 'Spojka „protože“ uvádí důvod. Všimni si také, s jakými slovesy se pojí příslovce „nenávratně“.',
    explanation: `<p>Věta říká, <em>proč</em> restaurátoři postupovali určitým způsobem: drobný zásah mohl fresce uškodit. Příslovce <em>nenávratně</em> se pojí se ztrátou nebo škodou (nenávratně zničit, ztratit, poškodit).</p><ul><li><strong>opatrně – poškodit</strong> ✔ — hrozba poškození je přesně důvod, proč se postupuje opatrně.</li><li><strong>rychle – zachránit</strong> ✘ — „nenávratně zachránit“ nedává smysl a záchrana není hrozba, kvůli které by se spěchalo.</li><li><strong>nedbale – vylepšit</strong> ✘ — nedbalost není rozumná reakce na riziko a „nenávratně vylepšit“ je protimluv.</li><li><strong>zdlouhavě – obnovit</strong> ✘ — obnova fresky je cílem restaurátorů, ne nebezpečím; s příslovcem „nenávratně“ se nepojí.</li></ul>`,
    options: [
      { title: 'opatrně – poškodit', correct: true },
      { title: 'rychle – zachránit' },
      { title: 'nedbale – vylepšit' },
      { title: 'zdlouhavě – obnovit' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o nové inscenaci?',
    content: gap(
      'Ačkoli kritici novou inscenaci zpočátku ______, diváci ji brzy vzali na milost a představení bývala ______.',
    ),
    hint: 'Spojka „ačkoli“ staví proti sobě dvě části věty. Co znamená „vzít na milost“?',
    explanation: `<p>Spojka <strong>ačkoli</strong> ohlašuje protiklad mezi kritiky a diváky. „Vzít na milost“ znamená přijmout s přízní něco, co předtím přízeň nemělo. Kritici tedy inscenaci odmítli, diváci ji ale přijali a chodili na ni.</p><ul><li><strong>strhali – vyprodaná</strong> ✔ — kritici inscenaci strhali, diváci ji přesto přijali a sály se plnily.</li><li><strong>chválili – vyprodaná</strong> ✘ — chvála kritiků a zájem diváků si neodporují, „ačkoli“ by nemělo smysl.</li><li><strong>strhali – poloprázdná</strong> ✘ — poloprázdný sál odporuje tomu, že diváci inscenaci vzali na milost.</li><li><strong>přehlíželi – zrušená</strong> ✘ — zrušená představení se nesnesou s přízní diváků.</li></ul>`,
    options: [
      { title: 'strhali – vyprodaná', correct: true },
      { title: 'chválili – vyprodaná' },
      { title: 'strhali – poloprázdná' },
      { title: 'přehlíželi – zrušená' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o novém zákoně?',
    content: gap(
      'Nový zákon měl úřadům práci ______, v praxi však přinesl tolik ______ formulářů, že se vyřízení žádosti ještě ______.',
    ),
    hint: 'Slovo „však“ staví proti sobě záměr zákona a jeho skutečný dopad. Ověř všechna tři slova, ne jen první.',
    explanation: `<p>Věta staví proti sobě <strong>záměr</strong> zákona (měl práci ulehčit) a <strong>skutečnost</strong> (přinesl mnoho formulářů a vyřízení se protáhlo). Druhé a třetí slovo musí vyjadřovat totéž zhoršení.</p><ul><li><strong>usnadnit – nových – prodloužilo</strong> ✔ — zákon měl práci usnadnit, ale nové formuláře vyřízení ještě prodloužily.</li><li><strong>ztížit – nových – zkrátilo</strong> ✘ — zákon, který má práci ztížit, nedává smysl, a mnoho formulářů vyřízení nezkrátí.</li><li><strong>usnadnit – zbytečných – zrychlilo</strong> ✘ — první dvě slova sedí, ale kvůli spoustě zbytečných formulářů se vyřízení nezrychlí.</li><li><strong>zjednodušit – jednodušších – zrychlilo</strong> ✘ — záměr i výsledek jsou shodné, takže „však“ nemá proti čemu stát.</li></ul>`,
    options: [
      { title: 'ztížit – nových – zkrátilo' },
      { title: 'usnadnit – zbytečných – zrychlilo' },
      { title: 'zjednodušit – jednodušších – zrychlilo' },
      { title: 'usnadnit – nových – prodloužilo', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o argumentech v debatě?',
    content: gap(
      'Jeho argumenty byly natolik ______, že je oponent nedokázal ______, a tak raději změnil téma.',
    ),
    explanation: `<p>Spojení <strong>natolik …, že</strong> vyjadřuje příčinu a důsledek, a závěr věty („raději změnil téma“) ukazuje, že oponent neměl, co by namítl. Argumenty tedy byly silné a oponent je nedokázal vyvrátit.</p><ul><li><strong>přesvědčivé – vyvrátit</strong> ✔ — přesvědčivé argumenty se těžko vyvracejí, proto oponent uhnul k jinému tématu.</li><li><strong>slabé – vyvrátit</strong> ✘ — slabé argumenty se vyvracejí snadno; příčina a důsledek si odporují.</li><li><strong>přesvědčivé – přijmout</strong> ✘ — přesvědčivost není důvod, proč by argumenty nešlo přijmout.</li><li><strong>pádné – pochopit</strong> ✘ — pádnost argumentu neznamená, že je nesrozumitelný; příčina a důsledek spolu nesouvisejí.</li></ul>`,
    options: [
      { title: 'přesvědčivé – vyvrátit', correct: true },
      { title: 'slabé – vyvrátit' },
      { title: 'přesvědčivé – přijmout' },
      { title: 'pádné – pochopit' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o zprávě o hospodaření obce?',
    content: gap(
      'Zpráva o hospodaření obce byla sepsána tak ______, že i laik snadno ______, kam šly peníze z rozpočtu.',
    ),
    explanation: `<p>Slova <strong>i laik snadno</strong> říkají, že zprávě porozuměl i člověk bez odborných znalostí. První slovo tedy musí popisovat zprávu jako snadno pochopitelnou.</p><ul><li><strong>srozumitelně – pochopil</strong> ✔ — srozumitelně napsané zprávě rozumí i laik.</li><li><strong>odborně – zjistil</strong> ✘ — odborný text laikovi porozumění spíš ztěžuje, „i laik snadno“ by si odporovalo.</li><li><strong>stroze – zapomněl</strong> ✘ — „snadno zapomněl, kam šly peníze“ nedává smysl jako důsledek způsobu, jak je zpráva napsaná.</li><li><strong>nejasně – odhadl</strong> ✘ — z nejasné zprávy nemůže laik nic snadno vyčíst.</li></ul>`,
    options: [
      { title: 'odborně – zjistil' },
      { title: 'srozumitelně – pochopil', correct: true },
      { title: 'stroze – zapomněl' },
      { title: 'nejasně – odhadl' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o astronomické teorii?',
    content: gap(
      'Teorie se dlouho jevila jako ______; teprve pozorování novým dalekohledem ukázala, že jde o ______ omyl, který bude nutné v učebnicích ______.',
    ),
    hint: 'Slovo „teprve“ naznačuje, že pozorování změnila dlouholetý názor. Jak tedy teorie dřív vypadala?',
    explanation: `<p>„Teprve“ ukazuje obrat: teorie dlouho platila za jistou a až nová pozorování odhalila, že je chybná. Omyl, na který se přišlo, je pak třeba v učebnicích napravit.</p><ul><li><strong>nezpochybnitelná – zásadní – opravit</strong> ✔ — teorie vypadala jako jistá, ukázala se jako zásadní omyl a učebnice je třeba opravit.</li><li><strong>nepravděpodobná – drobný – ponechat</strong> ✘ — u nepravděpodobné teorie by zjištění omylu nebylo žádným obratem, a omyl se v učebnicích neponechává.</li><li><strong>nezpochybnitelná – šťastný – zopakovat</strong> ✘ — první slovo sedí, ale „šťastný omyl“, který je nutné v učebnicích „zopakovat“, nedává smysl.</li><li><strong>sporná – zásadní – zachovat</strong> ✘ — o sporné teorii se nedá říct, že by teprve pozorování ukázala její slabinu, a omyl se nezachovává.</li></ul>`,
    options: [
      { title: 'nezpochybnitelná – zásadní – opravit', correct: true },
      { title: 'nepravděpodobná – drobný – ponechat' },
      { title: 'nezpochybnitelná – šťastný – zopakovat' },
      { title: 'sporná – zásadní – zachovat' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které výrazy doplní větu o mluvčím firmy?',
    content: gap(
      'Mluvčí firmy se k úniku dat vyjadřoval velmi ______: nic nepopřel, ale ani nic ______, takže novináři odcházeli bez jediné ______ informace.',
    ),
    hint: 'Dvojtečka ohlašuje vysvětlení prvního slova. Spojení „ale ani“ potřebuje slovo opačného významu, než má „nepopřel“.',
    explanation: `<p>Za dvojtečkou následuje vysvětlení, jak se mluvčí vyjadřoval: nic nepopřel a zároveň nic nepotvrdil. Takový projev je <em>vyhýbavý</em> a novináři se z něj nedozví nic konkrétního.</p><ul><li><strong>vyhýbavě – nepotvrdil – konkrétní</strong> ✔ — nepopřít ani nepotvrdit je typicky vyhýbavá odpověď, po které novináři nemají nic konkrétního.</li><li><strong>otevřeně – nepotvrdil – konkrétní</strong> ✘ — otevřený projev neodpovídá tomu, že novináři neslyšeli jedinou konkrétní informaci.</li><li><strong>vyhýbavě – nevyvrátil – nové</strong> ✘ — „nepopřel“ a „nevyvrátil“ znamenají skoro totéž, takže spojení „ale ani“ nemá proti čemu stát.</li><li><strong>stručně – nezamlčel – užitečné</strong> ✘ — kdyby mluvčí nic nezamlčel, novináři by užitečné informace měli.</li></ul>`,
    options: [
      { title: 'otevřeně – nepotvrdil – konkrétní' },
      { title: 'vyhýbavě – nevyvrátil – nové' },
      { title: 'stručně – nezamlčel – užitečné' },
      { title: 'vyhýbavě – nepotvrdil – konkrétní', correct: true },
    ],
  },

  /* Analogie */
  {
    type: 'single_choice',
    title: 'herbář : rostlina = ?',
    content: ANALOGY,
    hint: 'Popiš vztah celou větou: „Herbář je … rostlin.“',
    explanation: `<p>Herbář je <strong>sbírka</strong> usušených a uspořádaných rostlin. Stejně je album sbírkou fotografií.</p><ul><li><strong>album : fotografie</strong> ✔ — album je sbírka fotografií.</li><li><strong>květináč : květina</strong> ✘ — květináč je nádoba, ve které květina roste, ne sbírka květin.</li><li><strong>atlas : zeměpis</strong> ✘ — atlas je sbírka map, zeměpis je obor; správná dvojice by byla „atlas : mapa“.</li><li><strong>akvárium : voda</strong> ✘ — nádoba a to, čím je naplněná.</li></ul>`,
    options: [
      { title: 'album : fotografie', correct: true },
      { title: 'květináč : květina' },
      { title: 'atlas : zeměpis' },
      { title: 'akvárium : voda' },
    ],
  },
  {
    type: 'single_choice',
    title: 'šeptat : křičet = ?',
    content: ANALOGY,
    hint: 'Obě slova popisují tutéž činnost. Čím se liší a kterým směrem?',
    explanation: `<p>Šeptat i křičet znamená mluvit — jednou velmi slabě, podruhé velmi silně. Vztah je <strong>tatáž činnost ve slabé a silné podobě</strong>, v tomto pořadí. Stejně tak ťukat a bušit je slabé a silné klepání.</p><ul><li><strong>ťukat : bušit</strong> ✔ — tiché a silné klepání, od slabšího k silnějšímu.</li><li><strong>křičet : mluvit</strong> ✘ — intenzita jde opačným směrem, od silnějšího ke slabšímu.</li><li><strong>zpívat : poslouchat</strong> ✘ — dvě různé činnosti, vydávat zvuk a vnímat ho.</li><li><strong>šeptat : mlčet</strong> ✘ — činnost a její absence, ne dvě podoby téže činnosti.</li></ul>`,
    options: [
      { title: 'křičet : mluvit' },
      { title: 'ťukat : bušit', correct: true },
      { title: 'zpívat : poslouchat' },
      { title: 'šeptat : mlčet' },
    ],
  },
  {
    type: 'single_choice',
    title: 'recept : kuchař = ?',
    content: ANALOGY,
    explanation: `<p>Kuchař vaří <strong>podle receptu</strong>: recept je předpis, podle kterého člověk pracuje. Dirigent stejně tak řídí orchestr podle partitury. Pořadí je „předpis : ten, kdo se jím řídí“.</p><ul><li><strong>partitura : dirigent</strong> ✔ — předpis a ten, kdo podle něj pracuje, ve stejném pořadí.</li><li><strong>kniha : knihkupec</strong> ✘ — knihkupec knihy prodává, nepostupuje podle nich.</li><li><strong>jeviště : herec</strong> ✘ — jeviště je místo, kde herec hraje, ne předpis.</li><li><strong>herec : scénář</strong> ✘ — herec se scénářem řídí, ale pořadí je obrácené (člověk : předpis).</li></ul>`,
    options: [
      { title: 'kniha : knihkupec' },
      { title: 'jeviště : herec' },
      { title: 'herec : scénář' },
      { title: 'partitura : dirigent', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: '______ : PŘÍSTAV = LETADLO : ______',
    content: analogyGaps('______ : PŘÍSTAV = LETADLO : ______'),
    hint: 'Dosaď každou dvojici a přečti obě strany rovnítka jako dvě věty se stejnou stavbou.',
    explanation: `<p>Po doplnění musí obě strany vyjadřovat stejný vztah. Jedině <strong>loď : přístav = letadlo : letiště</strong> — dopravní prostředek a místo, kde zastavuje, nakládá a vykládá.</p><ul><li><strong>loď – letiště</strong> ✔ — loď kotví v přístavu, letadlo přistává na letišti.</li><li><strong>kapitán – pilot</strong> ✘ — vznikne „kapitán : přístav = letadlo : pilot“, vlevo člověk : místo, vpravo stroj : člověk.</li><li><strong>moře – nebe</strong> ✘ — vznikne „moře : přístav = letadlo : nebe“, vlevo dvě místa, vpravo stroj : prostor, kde létá.</li><li><strong>kotva – křídlo</strong> ✘ — vznikne „kotva : přístav = letadlo : křídlo“, vpravo celek : část, vlevo nic takového.</li></ul>`,
    options: [
      { title: 'kapitán – pilot' },
      { title: 'loď – letiště', correct: true },
      { title: 'moře – nebe' },
      { title: 'kotva – křídlo' },
    ],
  },
  {
    type: 'single_choice',
    title: '______ : SUCHO = ______ : POVODEŇ',
    content: analogyGaps('______ : SUCHO = ______ : POVODEŇ'),
    hint: 'Nestačí, aby sedělo jedno slovo dvojice. Najdi vztah, který platí pro obě strany rovnítka zároveň.',
    explanation: `<p>Hledáme dvojici, ve které obě slova stojí ke „svým“ pohromám ve stejném vztahu. Zavlažováním se člověk brání suchu, hrází povodni: vztah je <strong>opatření : pohroma, proti které chrání</strong>.</p><ul><li><strong>zavlažování – hráz</strong> ✔ — obojí je ochrana před danou pohromou.</li><li><strong>zavlažování – déšť</strong> ✘ — první polovina sedí, ale déšť povodeň způsobuje, nechrání před ní.</li><li><strong>vláha – hráz</strong> ✘ — vláha je to, co při suchu chybí (protiklad), hráz je ochrana; vztahy se liší.</li><li><strong>poušť – záplava</strong> ✘ — poušť je krajina typická suchem, záplava je skoro totéž co povodeň; vztahy se liší.</li></ul>`,
    options: [
      { title: 'zavlažování – hráz', correct: true },
      { title: 'zavlažování – déšť' },
      { title: 'vláha – hráz' },
      { title: 'poušť – záplava' },
    ],
  },
  {
    type: 'single_choice',
    title: 'pramen : řeka = ?',
    content: ANALOGY,
    explanation: `<p>Pramen je místo, kde řeka <strong>začíná</strong>. Vztah je <strong>počátek : celek</strong>. Úsvit je začátek dne.</p><ul><li><strong>úsvit : den</strong> ✔ — den začíná úsvitem, stejně jako řeka pramenem.</li><li><strong>soumrak : den</strong> ✘ — soumrak je konec dne, odpovídal by spíš ústí řeky.</li><li><strong>kapka : déšť</strong> ✘ — déšť se z kapek skládá, kapka ale není jeho začátek.</li><li><strong>řeka : potok</strong> ✘ — dva vodní toky, větší a menší.</li></ul>`,
    options: [
      { title: 'soumrak : den' },
      { title: 'kapka : déšť' },
      { title: 'řeka : potok' },
      { title: 'úsvit : den', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'lakomec : skrblit = ?',
    content: ANALOGY,
    hint: 'Co dělá lakomec vždycky, a co jen někdy?',
    explanation: `<p>Lakomec je člověk, kterého vystihuje to, že <strong>skrblí</strong>: je pojmenovaný podle svého typického jednání. Chvastoun je pojmenovaný podle toho, že se chvástá, tedy chlubí.</p><ul><li><strong>chvastoun : chlubit se</strong> ✔ — člověk a jednání, které ho vystihuje a podle kterého se tak jmenuje.</li><li><strong>dárce : přijímat</strong> ✘ — dárce dává; přijímat je opak jeho typického jednání.</li><li><strong>hráč : prohrávat</strong> ✘ — hráč hraje, prohrávání k němu nepatří vždy, hráč může i vyhrávat.</li><li><strong>mluvka : mlčet</strong> ✘ — mluvka mluví; mlčení je opak.</li></ul>`,
    options: [
      { title: 'dárce : přijímat' },
      { title: 'chvastoun : chlubit se', correct: true },
      { title: 'hráč : prohrávat' },
      { title: 'mluvka : mlčet' },
    ],
  },

  /* Synonyma a antonyma */
  {
    type: 'single_choice',
    title: 'Které slovo má ve větě nejbližší význam slovu „irelevantní“?',
    content: inSentence('Jeho námitky byly pro rozhodnutí zcela irelevantní.'),
    explanation: `<p><em>Irelevantní</em> znamená <strong>nemající pro danou věc význam, nepodstatný</strong>: námitky s rozhodnutím nesouvisely.</p><ul><li><strong>nepodstatné</strong> ✔ — námitky pro rozhodnutí neměly žádný význam.</li><li><strong>neoprávněné</strong> ✘ — námitka může být oprávněná, a přesto pro dané rozhodnutí nepodstatná.</li><li><strong>nesrozumitelné</strong> ✘ — irelevance se netýká srozumitelnosti; i jasná námitka může být irelevantní.</li><li><strong>neslušné</strong> ✘ — hodnotí tón námitek, ne jejich význam pro věc.</li></ul>`,
    options: [
      { title: 'neoprávněné' },
      { title: 'nesrozumitelné' },
      { title: 'nepodstatné', correct: true },
      { title: 'neslušné' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které slovo může ve větě nahradit slovo „padla“?',
    content: inSentence('Během debaty padla otázka, kdo celý projekt zaplatí.'),
    hint: 'Sloveso „padnout“ má víc významů. Který z nich se hodí k otázce v debatě?',
    explanation: `<p>Sloveso <em>padnout</em> je mnohoznačné. O otázce, poznámce nebo návrhu v rozhovoru znamená <strong>být vysloven, zaznít</strong>.</p><ul><li><strong>zazněla</strong> ✔ — někdo otázku v debatě položil.</li><li><strong>selhala</strong> ✘ — význam „neuspět“ (padl v hlasování) se k položené otázce nehodí.</li><li><strong>zmizela</strong> ✘ — věta naopak říká, že se otázka v debatě objevila.</li><li><strong>byla zodpovězena</strong> ✘ — věta neříká nic o odpovědi, jen o tom, že otázka zazněla.</li></ul>`,
    options: [
      { title: 'zazněla', correct: true },
      { title: 'selhala' },
      { title: 'zmizela' },
      { title: 'byla zodpovězena' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které slovo má ve větě nejbližší význam slovu „benevolentní“?',
    content: inSentence('K pozdním příchodům byl nový ředitel překvapivě benevolentní.'),
    explanation: `<p><em>Benevolentní</em> znamená <strong>shovívavý, tolerantní, mírný v požadavcích</strong>: ředitel pozdní příchody netrestal.</p><ul><li><strong>shovívavý</strong> ✔ — ředitel pozdním příchodům přihlížel mírně.</li><li><strong>dobročinný</strong> ✘ — svádí k němu anglické <em>benevolent</em> (charitativní); česky „dobročinný“ znamená pomáhající potřebným, což k pozdním příchodům nesedí.</li><li><strong>přísný</strong> ✘ — je to opak: přísný ředitel by pozdní příchody trestal.</li><li><strong>prospěšný</strong> ✘ — popisuje užitek něčeho, ne postoj člověka k přestupkům; zvukem připomíná slovo „benefit“.</li></ul>`,
    options: [
      { title: 'dobročinný' },
      { title: 'přísný' },
      { title: 'prospěšný' },
      { title: 'shovívavý', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které slovo má ve větě opačný význam než slovo „triviální“?',
    content: inSentence('První úloha byla triviální, vyřešil ji skoro každý.'),
    explanation: `<p><em>Triviální</em> znamená <strong>velmi jednoduchý, samozřejmý</strong> — proto ji vyřešil skoro každý. Opakem je úloha <strong>náročná</strong>.</p><ul><li><strong>náročná</strong> ✔ — náročnou úlohu by nevyřešil skoro každý.</li><li><strong>banální</strong> ✘ — je to synonymum: banální znamená všední, jednoduchý.</li><li><strong>nepovinná</strong> ✘ — povinnost úlohy s její obtížností nesouvisí.</li><li><strong>zajímavá</strong> ✘ — i jednoduchá úloha může být zajímavá; není to protiklad.</li></ul>`,
    options: [
      { title: 'banální' },
      { title: 'náročná', correct: true },
      { title: 'nepovinná' },
      { title: 'zajímavá' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které slovo má ve větě opačný význam než slovo „pochvalná“?',
    content: inSentence('O novém románu vyšla v novinách pochvalná recenze.'),
    explanation: `<p>Pochvalná recenze dílo <strong>hodnotí kladně</strong>. Opakem je recenze, která dílo hodnotí velmi záporně — <strong>zdrcující</strong>.</p><ul><li><strong>zdrcující</strong> ✔ — zdrcující recenze dílo „strhá“, tedy opak pochvaly.</li><li><strong>nadšená</strong> ✘ — nadšená recenze je ještě pochvalnější, jde o synonymum vyššího stupně.</li><li><strong>stručná</strong> ✘ — délka recenze nic neříká o tom, zda dílo chválí.</li><li><strong>nestranná</strong> ✘ — nestrannost je opakem zaujatosti, ne pochvaly; nestranná recenze může dílo i chválit.</li></ul>`,
    options: [
      { title: 'zdrcující', correct: true },
      { title: 'nadšená' },
      { title: 'stručná' },
      { title: 'nestranná' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které slovo má ve větě opačný význam než slovo „svědomitý“?',
    content: inSentence('Kontrolor byl při práci velmi svědomitý.'),
    hint: 'Nenech se svést podobou slova. Jde o to, jak kontrolor plnil své povinnosti.',
    explanation: `<p><em>Svědomitý</em> pracovník plní povinnosti <strong>pečlivě a odpovědně</strong>. Opakem je <strong>ledabylý</strong>, tedy nedbalý, povrchní.</p><ul><li><strong>ledabylý</strong> ✔ — ledabylý kontrolor pracuje povrchně a nedbale.</li><li><strong>pečlivý</strong> ✘ — je to synonymum.</li><li><strong>bezohledný</strong> ✘ — svádí k němu souvislost se „svědomím“; bezohledný je ale ten, kdo nebere ohled na druhé, jeho opakem je „ohleduplný“.</li><li><strong>pomalý</strong> ✘ — rychlost s pečlivostí nesouvisí, pomalý pracovník může být velmi svědomitý.</li></ul>`,
    options: [
      { title: 'pečlivý' },
      { title: 'bezohledný' },
      { title: 'pomalý' },
      { title: 'ledabylý', correct: true },
    ],
  },

  /* Logická posloupnost a odvozování z textu */
  {
    type: 'single_choice',
    title: 'Co nutně plyne z pravidel půjčování e-čteček?',
    content: `<p><em>Obecní knihovna půjčuje e-čtečky jen čtenářům s platnou registrací. Registrace je zdarma pro studenty a seniory, ostatní za ni platí 200 Kč ročně. Pan Novák si minulý týden v této knihovně e-čtečku vypůjčil.</em></p><p>Které tvrzení z textu nutně vyplývá?</p>`,
    hint: 'Ke každé možnosti hledej situaci, ve které platí celý text, a přesto tvrzení neplatí.',
    explanation: `<p>E-čtečky se půjčují <em>jen</em> registrovaným čtenářům. Když si pan Novák e-čtečku vypůjčil, musel mít platnou registraci. Z textu ale nevíme, jestli je student, senior, nebo za registraci zaplatil.</p><ul><li><strong>Pan Novák měl minulý týden platnou registraci.</strong> ✔ — jinak by mu e-čtečku nepůjčili.</li><li><strong>Pan Novák za registraci zaplatil 200 Kč.</strong> ✘ — může to být student nebo senior, kteří registraci mají zdarma.</li><li><strong>Pan Novák je senior, nebo student.</strong> ✘ — mohl za registraci zaplatit jako ostatní.</li><li><strong>Každý registrovaný čtenář si půjčuje e-čtečky.</strong> ✘ — text říká jen, kdo si je půjčit smí, ne že to dělá každý.</li></ul>`,
    options: [
      { title: 'Pan Novák za registraci zaplatil 200 Kč.' },
      { title: 'Pan Novák měl minulý týden platnou registraci.', correct: true },
      { title: 'Pan Novák je senior, nebo student.' },
      { title: 'Každý registrovaný čtenář si půjčuje e-čtečky.' },
    ],
  },
  {
    type: 'single_choice',
    title: 'V jakém pořadí dají věty o mladém fyzikovi souvislý text?',
    content: `<p>Seřaď věty tak, aby vznikl souvislý a logický text.</p><ol><li>Teprve když ho kolegové přemluvili, poslal rukopis do odborného časopisu.</li><li>Článek nakonec vyšel a dnes patří k nejcitovanějším v oboru.</li><li>Mladý fyzik dlouho pochyboval, zda je jeho objev vůbec nový.</li><li>Redakce mu ho však dvakrát vrátila s žádostí o doplnění důkazů.</li></ol>`,
    hint: 'Najdi větu, která nepotřebuje žádnou předchozí, a pak sleduj, k čemu odkazují zájmena a slova „teprve“, „však“ a „nakonec“.',
    explanation: `<p>Jediná věta, která nic nepředpokládá, je věta 3: představí fyzika a jeho pochybnosti. Věta 1 na ni navazuje („teprve když <em>ho</em> kolegové přemluvili“ — ho = fyzika) a zavádí rukopis. Věta 4 odkazuje na rukopis („vrátila <em>mu ho</em>“) a „však“ ohlašuje komplikaci. Věta 2 celý příběh uzavírá slovem „nakonec“.</p><ul><li><strong>3 – 1 – 4 – 2</strong> ✔ — každá věta navazuje na předchozí a příběh jde v čase za sebou.</li><li><strong>3 – 4 – 1 – 2</strong> ✘ — redakce by vracela rukopis dřív, než ho fyzik poslal, a „ho“ ve větě 4 by nemělo k čemu odkazovat.</li><li><strong>1 – 3 – 4 – 2</strong> ✘ — zájmeno „ho“ v první větě by nemělo k čemu odkazovat, fyzik je představen až ve větě 3.</li><li><strong>3 – 1 – 2 – 4</strong> ✘ — po větě „Článek nakonec vyšel“ už nemůže následovat vracení rukopisu.</li></ul>`,
    options: [
      { title: '3 – 4 – 1 – 2' },
      { title: '1 – 3 – 4 – 2' },
      { title: '3 – 1 – 4 – 2', correct: true },
      { title: '3 – 1 – 2 – 4' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Která věta nejlépe dokončí text o ilustracích v učebnicích?',
    content: `<p><em>Autoři učebnic dlouho předpokládali, že čím víc ilustrací kniha obsahuje, tím lépe si z ní žáci látku zapamatují. Novější výzkumy tento předpoklad zpochybňují. ______</em></p><p>Která věta na vynechaném místě text nejlépe dokončí?</p>`,
    hint: 'Poslední věta musí navázat na to, co text naposledy tvrdí. Co znamená, že výzkumy předpoklad „zpochybňují“?',
    explanation: `<p>Předposlední věta říká, že výzkumy starý předpoklad <strong>zpochybňují</strong>. Navazující věta má tedy ukázat, v čem předpoklad neplatí.</p><ul><li><strong>Ukazuje se, že obrázky, které s výkladem přímo nesouvisejí, odvádějí pozornost a zapamatování spíš zhoršují.</strong> ✔ — vysvětluje, proč „víc obrázků“ neznamená „lépe zapamatováno“.</li><li><strong>Proto dnešní učebnice obsahují ilustrací stále víc.</strong> ✘ — „proto“ by vyvozovalo z pochybností o ilustracích jejich přibývání, což nedává smysl.</li><li><strong>Žáci si totiž z knih s ilustracemi pamatují víc než z knih bez nich.</strong> ✘ — tato věta starý předpoklad podporuje, místo aby vysvětlila jeho zpochybnění.</li><li><strong>Ilustrace se v učebnicích objevily už v 17. století.</strong> ✘ — historická poznámka s tématem souvisí, ale na zpochybnění předpokladu nenavazuje.</li></ul>`,
    options: [
      { title: 'Proto dnešní učebnice obsahují ilustrací stále víc.' },
      {
        title:
          'Ukazuje se, že obrázky, které s výkladem přímo nesouvisejí, odvádějí pozornost a zapamatování spíš zhoršují.',
        correct: true,
      },
      { title: 'Žáci si totiž z knih s ilustracemi pamatují víc než z knih bez nich.' },
      { title: 'Ilustrace se v učebnicích objevily už v 17. století.' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Na kterém předpokladu stojí úvaha o zákazu mobilů?',
    content: `<p><em>Naše škola loni zakázala používání mobilů o přestávkách a během roku se průměrný prospěch žáků zlepšil. Zákaz mobilů tedy prospěch žáků zlepšil.</em></p><p>Na kterém nevysloveném předpokladu závěr úvahy stojí?</p>`,
    hint: 'Úvaha vyvozuje z toho, že dvě věci nastaly ve stejném roce, že jedna způsobila druhou. Co musí platit, aby to bylo oprávněné?',
    explanation: `<p>Úvaha usuzuje z <strong>časové souvislosti na příčinu</strong>. Aby závěr platil, nesmí zlepšení prospěchu vysvětlovat nic jiného — třeba noví učitelé, lehčí písemky nebo jiný ročník žáků.</p><ul><li><strong>Zlepšení prospěchu nezpůsobilo nic jiného, co se ve škole během roku změnilo.</strong> ✔ — kdyby ho způsobilo něco jiného, závěr o zákazu by padl.</li><li><strong>Žáci používali mobily o přestávkách rádi.</strong> ✘ — pro závěr o vlivu zákazu je lhostejné, jestli je to bavilo.</li><li><strong>Zákaz mobilů by měly zavést všechny školy.</strong> ✘ — to je doporučení, které by z úvahy mohl někdo vyvodit, ne předpoklad, na kterém stojí.</li><li><strong>Prospěch žáků lze měřit jen známkami.</strong> ✘ — úvaha pracuje s průměrným prospěchem, nepotřebuje tvrdit, že jiné měřítko neexistuje.</li></ul>`,
    options: [
      { title: 'Žáci používali mobily o přestávkách rádi.' },
      { title: 'Zákaz mobilů by měly zavést všechny školy.' },
      { title: 'Prospěch žáků lze měřit jen známkami.' },
      {
        title: 'Zlepšení prospěchu nezpůsobilo nic jiného, co se ve škole během roku změnilo.',
        correct: true,
      },
    ],
  },

  /* Porozumění textu: metr */
  {
    type: 'single_choice',
    title: 'Metr: které tvrzení z textu vyplývá?',
    content: textMetr,
    hint: 'Pozor na slova jako „jediná“ a „celou“ a na údaje, které text vůbec neuvádí.',
    explanation: `<p>Text uvádí, že metr „vyšel asi o dvě desetiny milimetru kratší, než by odpovídalo definici“ — tedy že se od definice mírně odchyloval.</p><ul><li><strong>Metr stanovený na konci 18. století se od své definice mírně odchyloval.</strong> ✔ — o dvě desetiny milimetru.</li><li><strong>Jedinou příčinou odchylky byla Méchainova nesrovnalost.</strong> ✘ — text uvádí chyby v měření i nepřesnou představu o tvaru Země.</li><li><strong>Delambre a Méchain změřili celou vzdálenost od pólu k rovníku.</strong> ✘ — změřili jen úsek mezi Dunkerque a Barcelonou, zbytek dopočítali.</li><li><strong>Od roku 1983 je metr o dvě desetiny milimetru delší než předtím.</strong> ✘ — text říká jen, že se metr od roku 1983 odvozuje jinak; o změně jeho délky nemluví.</li></ul>`,
    options: [
      { title: 'Jedinou příčinou odchylky byla Méchainova nesrovnalost.' },
      { title: 'Delambre a Méchain změřili celou vzdálenost od pólu k rovníku.' },
      { title: 'Od roku 1983 je metr o dvě desetiny milimetru delší než předtím.' },
      { title: 'Metr stanovený na konci 18. století se od své definice mírně odchyloval.', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Metr: proč astronomové změřili jen část poledníku?',
    content: textMetr,
    explanation: `<p>Odpověď stojí ve druhé větě: „Celou tuto vzdálenost změřit nešlo, <strong>a tak</strong> … změřili jen úsek.“ Spojka „a tak“ uvádí důsledek.</p><ul><li><strong>Celou vzdálenost od pólu k rovníku změřit nešlo.</strong> ✔ — text to uvádí jako důvod.</li><li><strong>Méchain chtěl zakrýt nesrovnalost ve svých datech.</strong> ✘ — nesrovnalost objevil až při měření a s rozsahem měření nesouvisí.</li><li><strong>Úsek mezi Dunkerque a Barcelonou byl pro definici nejdůležitější.</strong> ✘ — nic takového text netvrdí.</li><li><strong>Měření muselo skončit do roku 1798.</strong> ✘ — text uvádí, kdy měření probíhalo, ne že měl nějakou lhůtu.</li></ul>`,
    options: [
      { title: 'Méchain chtěl zakrýt nesrovnalost ve svých datech.' },
      { title: 'Úsek mezi Dunkerque a Barcelonou byl pro definici nejdůležitější.' },
      { title: 'Měření muselo skončit do roku 1798.' },
      { title: 'Celou vzdálenost od pólu k rovníku změřit nešlo.', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Metr: k čemu slouží poslední věta textu?',
    content: textMetr,
    hint: 'Přečti si, čím poslední věta začíná, a zeptej se, na co tím autor odpovídá.',
    explanation: `<p>Poslední věta začíná „Dnes už na tom nezáleží“ a vysvětluje proč: metr se už neodvozuje od rozměrů Země. Odchylka původního metru tedy dnes nemá praktický význam.</p><ul><li><strong>Vysvětluje, proč odchylka původního metru dnes nemá praktický význam.</strong> ✔ — přesně to říká „dnes už na tom nezáleží“ a následné zdůvodnění.</li><li><strong>Dokládá, že Méchainova chyba byla roku 1983 opravena.</strong> ✘ — roku 1983 se změnil způsob, jak je metr definován; o opravě Méchainovy chyby text nemluví.</li><li><strong>Uvádí další příčinu, proč metr vyšel kratší.</strong> ✘ — příčiny uvádí předchozí věta, poslední mluví o dnešku.</li><li><strong>Zpochybňuje, že se metr kdy odvozoval od rozměrů Země.</strong> ✘ — naopak to potvrzuje slovem „už“.</li></ul>`,
    options: [
      { title: 'Dokládá, že Méchainova chyba byla roku 1983 opravena.' },
      { title: 'Vysvětluje, proč odchylka původního metru dnes nemá praktický význam.', correct: true },
      { title: 'Uvádí další příčinu, proč metr vyšel kratší.' },
      { title: 'Zpochybňuje, že se metr kdy odvozoval od rozměrů Země.' },
    ],
  },

  /* Porozumění textu: čtyřdenní týden */
  {
    type: 'single_choice',
    title: 'Čtyřdenní týden: co kritici pokusu namítají?',
    content: textTyden,
    explanation: `<p>Kritici nezpochybňují, co firmy a zaměstnanci uváděli, ale <strong>výběr firem</strong>: přihlásily se hlavně ty, které o změnu stály a mohly ji snadno zavést. Z nich nelze usuzovat na všechny.</p><ul><li><strong>Firmy v pokusu nebyly vybrány tak, aby z nich šlo usuzovat na všechny.</strong> ✔ — to je jádro námitky.</li><li><strong>Stres zaměstnanců ve skutečnosti neklesl.</strong> ✘ — údaje o stresu kritici nezpochybňují.</li><li><strong>Čtyřdenní týden v kancelářích nefunguje.</strong> ✘ — kritici naopak připouštějí, že tam, kde o něj firma stojí, fungovat může.</li><li><strong>Firmy zaměstnancům během pokusu snížily mzdu.</strong> ✘ — text výslovně uvádí, že mzda zůstala stejná.</li></ul>`,
    options: [
      { title: 'Firmy v pokusu nebyly vybrány tak, aby z nich šlo usuzovat na všechny.', correct: true },
      { title: 'Stres zaměstnanců ve skutečnosti neklesl.' },
      { title: 'Čtyřdenní týden v kancelářích nefunguje.' },
      { title: 'Firmy zaměstnancům během pokusu snížily mzdu.' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Čtyřdenní týden: co je v souladu s textem?',
    content: textTyden,
    hint: 'Hledej tvrzení, které má v textu oporu. Pozor na slova „všechny“ a na údaje, které text vůbec neuvádí.',
    explanation: `<p>Kritici upozorňují, že v pokusu byly hlavně kanceláře, „nikoli nemocnice nebo továrny s nepřetržitým provozem“. Na nemocnice proto výsledky nelze bez dalšího přenést.</p><ul><li><strong>Z výsledků pokusu nelze bez dalšího usuzovat, jak by čtyřdenní týden fungoval v nemocnicích.</strong> ✔ — nemocnice v pokusu chyběly, jak text výslovně uvádí.</li><li><strong>Všechny firmy po skončení pokusu zůstaly u čtyřdenního týdne.</strong> ✘ — text říká „většina firem“.</li><li><strong>Kratší týden zvýšil produktivitu firem.</strong> ✘ — o produktivitě text nemluví, jen o stresu a pracovní neschopnosti.</li><li><strong>Kritici navrhují čtyřdenní týden zakázat.</strong> ✘ — kritici jen zpochybňují, že by se hodil pro každého.</li></ul>`,
    options: [
      { title: 'Všechny firmy po skončení pokusu zůstaly u čtyřdenního týdne.' },
      { title: 'Kratší týden zvýšil produktivitu firem.' },
      { title: 'Kritici navrhují čtyřdenní týden zakázat.' },
      {
        title: 'Z výsledků pokusu nelze bez dalšího usuzovat, jak by čtyřdenní týden fungoval v nemocnicích.',
        correct: true,
      },
    ],
  },
  {
    type: 'single_choice',
    title: 'Čtyřdenní týden: co by námitku kritiků nejvíc oslabilo?',
    content: textTyden,
    hint: 'Nejdřív si ujasni, co přesně kritici pokusu vytýkají. Oslabí je jen údaj, který míří právě na tuto výtku.',
    explanation: `<p>Kritici namítají, že firmy se do pokusu <strong>vybraly samy</strong> a byly to ty, kterým se změna hodí. Námitku oslabí jen pokus, ve kterém tahle chyba výběru odpadne.</p><ul><li><strong>Podobné výsledky v pokusu, do kterého by byly firmy ze všech oborů vybrány losem.</strong> ✔ — los by odstranil výběr firem, které o změnu stojí, a zahrnul i nemocnice a továrny.</li><li><strong>Ještě výraznější pokles stresu u zaměstnanců stejných firem.</strong> ✘ — týká se pořád týchž vybraných firem; s námitkou nic nedělá.</li><li><strong>Prodloužení stejného pokusu na celý rok.</strong> ✘ — delší pokus se stejnými firmami nic nemění na tom, jak byly vybrány.</li><li><strong>Účast dalších kancelářských firem, které o změnu stojí.</strong> ✘ — námitku by spíš posílila, protože by přibyly právě takové firmy, o kterých kritici mluví.</li></ul>`,
    options: [
      { title: 'Ještě výraznější pokles stresu u zaměstnanců stejných firem.' },
      { title: 'Prodloužení stejného pokusu na celý rok.' },
      { title: 'Účast dalších kancelářských firem, které o změnu stojí.' },
      {
        title: 'Podobné výsledky v pokusu, do kterého by byly firmy ze všech oborů vybrány losem.',
        correct: true,
      },
    ],
  },

  /* Porozumění textu: slovníky */
  {
    type: 'single_choice',
    title: 'Slovníky: jaký je hlavní záměr autora?',
    content: textSlovniky,
    explanation: `<p>Autor začíná rozšířenou představou („slovník jako zákoník“) a celý text ji vyvrací: slovník podle něj jazyk zaznamenává, ne předepisuje.</p><ul><li><strong>Vyvrátit představu, že slovník jazyk především předepisuje.</strong> ✔ — tomu slouží celý text až po závěrečnou větu.</li><li><strong>Vyzvat lexikografy, aby odolávali tlaku mluvčích.</strong> ✘ — autor naopak tvrdí, že změny ve slovnících nejsou podléháním tlaku.</li><li><strong>Odradit čtenáře od používání nespisovných slov.</strong> ✘ — nespisovná slova autor nehodnotí, jen popisuje, jak se mohou stát spisovnými.</li><li><strong>Popsat, jak dlouho trvá sestavit nový slovník.</strong> ✘ — „dvacet let“ je příklad, jak dlouho trvá posun jazyka, ne doba vzniku slovníku.</li></ul>`,
    options: [
      { title: 'Vyvrátit představu, že slovník jazyk především předepisuje.', correct: true },
      { title: 'Vyzvat lexikografy, aby odolávali tlaku mluvčích.' },
      { title: 'Odradit čtenáře od používání nespisovných slov.' },
      { title: 'Popsat, jak dlouho trvá sestavit nový slovník.' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Slovníky: co podle autora znamená zaměnit příčinu za následek?',
    content: textSlovniky,
    hint: 'Podle textu se nejdřív mění jedno, a teprve potom druhé. Co je tedy příčina?',
    explanation: `<p>Podle autora se nejdřív změní jazyková praxe (<strong>příčina</strong>) a slovník ji teprve potom zaznamená (<strong>následek</strong>). Kdo bere slovník jako nejvyšší autoritu, myslí si, že jazyk se řídí slovníkem — tedy vztah obrací.</p><ul><li><strong>Slovník užívání jazyka zachycuje, ale nezpůsobuje.</strong> ✔ — slovník je následkem jazykové praxe, ne její příčinou.</li><li><strong>Jazyk se mění proto, že se mění slovníky.</strong> ✘ — to je právě ta záměna, před kterou autor varuje.</li><li><strong>Slovníky opravují chyby, které mluvčí udělali.</strong> ✘ — o opravování chyb autor nemluví; slovníky podle něj praxi zapisují.</li><li><strong>Lexikografové mění slovníky pod tlakem veřejnosti.</strong> ✘ — autor to výslovně odmítá („ne proto, že by lexikografové podlehli tlaku“).</li></ul>`,
    options: [
      { title: 'Jazyk se mění proto, že se mění slovníky.' },
      { title: 'Slovník užívání jazyka zachycuje, ale nezpůsobuje.', correct: true },
      { title: 'Slovníky opravují chyby, které mluvčí udělali.' },
      { title: 'Lexikografové mění slovníky pod tlakem veřejnosti.' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Slovníky: se kterým tvrzením by autor nejspíš souhlasil?',
    content: textSlovniky,
    explanation: `<p>Autor uvádí přímo příklad slova, které je dnes nespisovné a „za dvacet let se může objevit v jazykových příručkách jako spisovné“.</p><ul><li><strong>Slovo dnes nespisovné může být za několik desetiletí spisovné.</strong> ✔ — to je autorův vlastní příklad.</li><li><strong>Slovo, které ve slovníku není, v jazyce neexistuje.</strong> ✘ — podle autora se slovo do slovníku dostane až poté, co ho lidé používají; musí tedy existovat dřív než ve slovníku.</li><li><strong>Lexikografové mají určovat, jak se má správně mluvit.</strong> ✘ — autor je popisuje jako kronikáře, ne zákonodárce.</li><li><strong>Jazyková praxe se řídí tím, co stojí v příručkách.</strong> ✘ — podle autora je to naopak: příručky se řídí praxí.</li></ul>`,
    options: [
      { title: 'Slovo dnes nespisovné může být za několik desetiletí spisovné.', correct: true },
      { title: 'Slovo, které ve slovníku není, v jazyce neexistuje.' },
      { title: 'Lexikografové mají určovat, jak se má správně mluvit.' },
      { title: 'Jazyková praxe se řídí tím, co stojí v příručkách.' },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Analytický oddíl                                                    */
/* ------------------------------------------------------------------ */

const tabulkaFakulty = `<table><caption>Uchazeči a přijatí na čtyři fakulty jedné univerzity</caption><thead><tr><th>Fakulta</th><th>Uchazeči 2024</th><th>Přijatí 2024</th><th>Uchazeči 2025</th><th>Přijatí 2025</th></tr></thead><tbody><tr><td>Právnická</td><td>3&nbsp;000</td><td>600</td><td>3&nbsp;600</td><td>630</td></tr><tr><td>Filozofická</td><td>2&nbsp;400</td><td>960</td><td>2&nbsp;000</td><td>900</td></tr><tr><td>Přírodovědecká</td><td>1&nbsp;500</td><td>750</td><td>1&nbsp;800</td><td>810</td></tr><tr><td>Ekonomická</td><td>2&nbsp;500</td><td>1&nbsp;000</td><td>2&nbsp;500</td><td>1&nbsp;100</td></tr></tbody></table>`;

const withTable = (question: string) => `${tabulkaFakulty}<p>${question}</p>`;

const compare = (given: string, a: string, b: string) =>
  `<p>Porovnej hodnotu A s hodnotou B.</p>${given}<p><strong>Hodnota A:</strong> ${a}</p><p><strong>Hodnota B:</strong> ${b}</p>`;

const sufficiency = (question: string, one: string, two: string) =>
  `<p>Rozhodni, zda k jednoznačné odpovědi na otázku stačí samotné tvrzení (1), samotné tvrzení (2), každé z nich, nebo žádné z nich samo o sobě.</p><p><strong>${question}</strong></p><p>(1) ${one}</p><p>(2) ${two}</p>`;

const PREDNASKY = `<p>V jednom týdnu se od pondělí do soboty koná šest přednášek, každý den právě jedna: z astronomie, biologie, chemie, dějepisu, ekonomie a filozofie. Rozvrh musí splňovat tyto podmínky:</p><ol><li>Chemie je dříve než biologie.</li><li>Dějepis je ve středu, nebo ve čtvrtek.</li><li>Astronomie a ekonomie nejsou ve dvou po sobě jdoucích dnech.</li><li>Filozofie je den po dějepisu.</li><li>Ekonomie není v pondělí ani v sobotu.</li></ol>`;

const PREDNASKY_HINT =
  'Začni podmínkami 2 a 4: dvojice dějepis–filozofie má jen dvě možné polohy. Každou rozeber zvlášť.';

const analyticItems: SeedMockItem[] = [
  /* Grafy a tabulky */
  {
    type: 'single_choice',
    title: 'Na které fakultě byl v roce 2024 podíl přijatých uchazečů nejvyšší?',
    content: withTable('Na které fakultě byl v roce 2024 podíl přijatých uchazečů nejvyšší?'),
    hint: 'Nerozhoduje počet přijatých, ale jejich podíl: přijaté vyděl uchazeči.',
    explanation: t`<p>Podíl přijatých v roce 2024: Právnická $\frac{600}{3\,000} = 20\,\%$, Filozofická $\frac{960}{2\,400} = 40\,\%$, Přírodovědecká $\frac{750}{1\,500} = 50\,\%$, Ekonomická $\frac{1\,000}{2\,500} = 40\,\%$.</p><ul><li><strong>Přírodovědecká</strong> ✔ — přijala polovinu uchazečů, 50 %.</li><li><strong>Právnická</strong> ✘ — měla nejvíc uchazečů, ale přijala jen 20 % z nich.</li><li><strong>Filozofická</strong> ✘ — přijala 40 % uchazečů, méně než Přírodovědecká.</li><li><strong>Ekonomická</strong> ✘ — přijala nejvíc lidí (1 000), ale z 2 500 uchazečů, tedy 40 %.</li></ul>`,
    options: [
      { title: 'Právnická' },
      { title: 'Filozofická' },
      { title: 'Přírodovědecká', correct: true },
      { title: 'Ekonomická' },
    ],
  },
  {
    type: 'single_choice',
    title: 'O kolik procent vzrostl počet uchazečů o Právnickou fakultu mezi lety 2024 a 2025?',
    content: withTable('O kolik procent vzrostl počet uchazečů o Právnickou fakultu mezi lety 2024 a 2025?'),
    explanation: t`<p>Uchazečů přibylo $3\,600 - 3\,000 = 600$. Nárůst se počítá z původní hodnoty: $\frac{600}{3\,000} = 0{,}2 = 20\,\%$.</p><ul><li><strong>o 20 %</strong> ✔ — přírůstek 600 vydělený původním počtem 3 000.</li><li><strong>o 5 %</strong> ✘ — o 5 % vzrostl počet <em>přijatých</em> (z 600 na 630), ne uchazečů.</li><li><strong>o 16,7 %</strong> ✘ — vznikne dělením novou hodnotou, $\frac{600}{3\,600}$.</li><li><strong>o 120 %</strong> ✘ — nový počet je 120 % původního, nárůst je ale jen o 20 %.</li></ul>`,
    options: [
      { title: 'o 5 %' },
      { title: 'o 16,7 %' },
      { title: 'o 20 %', correct: true },
      { title: 'o 120 %' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Jaký podíl všech přijatých v roce 2025 připadl na Ekonomickou fakultu?',
    content: withTable(
      'Přibližně jaký podíl ze všech přijatých na tyto čtyři fakulty v roce 2025 připadl na Ekonomickou fakultu?',
    ),
    hint: 'Nejdřív sečti přijaté na všech čtyřech fakultách v roce 2025.',
    explanation: t`<p>V roce 2025 přijaly fakulty celkem $630 + 900 + 810 + 1\,100 = 3\,440$ studentů. Na Ekonomickou připadá $\frac{1\,100}{3\,440} \approx 0{,}32$, tedy přibližně 32 %.</p><ul><li><strong>přibližně 32 %</strong> ✔ — $1\,100 : 3\,440 \approx 0{,}32$.</li><li><strong>přibližně 11 %</strong> ✘ — vznikne dělením počtem všech <em>uchazečů</em> (9 900), ne přijatých.</li><li><strong>přibližně 25 %</strong> ✘ — čtvrtina by platila, jen kdyby všechny fakulty přijaly stejně.</li><li><strong>přibližně 44 %</strong> ✘ — to je podíl přijatých z uchazečů Ekonomické fakulty ($\frac{1\,100}{2\,500}$), ne její podíl na všech přijatých.</li></ul>`,
    options: [
      { title: 'přibližně 11 %' },
      { title: 'přibližně 25 %' },
      { title: 'přibližně 32 %', correct: true },
      { title: 'přibližně 44 %' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Které tvrzení o přijímacím řízení podle tabulky platí?',
    content: withTable('Které z následujících tvrzení je podle tabulky pravdivé?'),
    hint: 'U každého tvrzení si spočítej jen to, co potřebuješ; u podílů vyděl přijaté uchazeči.',
    explanation: t`<p>Ověříme každé tvrzení.</p><ul><li><strong>Na Filozofické fakultě klesl počet přijatých, ale podíl přijatých z uchazečů vzrostl.</strong> ✔ — přijatých ubylo z 960 na 900, podíl ale vzrostl ze $\frac{960}{2\,400} = 40\,\%$ na $\frac{900}{2\,000} = 45\,\%$, protože uchazečů ubylo víc.</li><li><strong>Celkový počet uchazečů o čtyři fakulty se nezměnil.</strong> ✘ — v roce 2024 jich bylo $9\,400$, v roce 2025 $9\,900$.</li><li><strong>Na Přírodovědecké fakultě byl podíl přijatých v obou letech stejný.</strong> ✘ — klesl z 50 % na $\frac{810}{1\,800} = 45\,\%$.</li><li><strong>Ekonomická fakulta přijala v roce 2025 méně uchazečů než v roce 2024.</strong> ✘ — přijala 1 100, o sto víc než v roce 2024.</li></ul>`,
    options: [
      {
        title: 'Na Filozofické fakultě klesl počet přijatých, ale podíl přijatých z uchazečů vzrostl.',
        correct: true,
      },
      { title: 'Celkový počet uchazečů o čtyři fakulty se nezměnil.' },
      { title: 'Na Přírodovědecké fakultě byl podíl přijatých v obou letech stejný.' },
      { title: 'Ekonomická fakulta přijala v roce 2025 méně uchazečů než v roce 2024.' },
    ],
  },

  /* Porovnávání hodnot */
  {
    type: 'single_choice',
    title: 'Porovnání: zlomek a desetinné číslo',
    content: compare('', t`$\frac{3}{8}$`, t`$0{,}4$`),
    explanation: t`<p>$\frac{3}{8} = 0{,}375$, což je méně než $0{,}4$. Bez dělení: $0{,}4 = \frac{2}{5}$ a na společném jmenovateli $\frac{3}{8} = \frac{15}{40} \lt \frac{16}{40} = \frac{2}{5}$.</p><ul><li><strong>${B_VETSI}</strong> ✔ — $0{,}4 \gt 0{,}375$.</li><li><strong>${A_VETSI}</strong> ✘ — $\frac{3}{8} = 0{,}375$ je o $0{,}025$ menší než $0{,}4$.</li><li><strong>${ROVNY}</strong> ✘ — na společném jmenovateli je $\frac{15}{40} \neq \frac{16}{40}$.</li><li><strong>${NELZE}</strong> ✘ — obě hodnoty jsou konkrétní čísla.</li></ul>`,
    options: fixed(MOCK_COMPARISON_OPTIONS, 1),
  },
  {
    type: 'single_choice',
    title: 'Porovnání: úhlopříčky šestiúhelníku a hrany hranolu',
    content: compare('', 'počet úhlopříček pravidelného šestiúhelníku', 'počet hran trojbokého hranolu'),
    hint: 'Z každého vrcholu mnohoúhelníku vede úhlopříčka ke všem vrcholům kromě sebe a dvou sousedních; pozor, ať žádnou nepočítáš dvakrát.',
    explanation: t`<p>Z každého ze 6 vrcholů vedou úhlopříčky do $6 - 3 = 3$ vrcholů; každá úhlopříčka má dva konce, proto je jich $\frac{6 \cdot 3}{2} = 9$. Trojboký hranol má dvě trojúhelníkové podstavy (2 × 3 hrany) a 3 boční hrany, celkem $9$.</p><ul><li><strong>${ROVNY}</strong> ✔ — obě hodnoty jsou 9.</li><li><strong>${A_VETSI}</strong> ✘ — vyjde tomu, kdo zapomene dělit dvěma a napočítá 18 úhlopříček.</li><li><strong>${B_VETSI}</strong> ✘ — vyjde tomu, kdo si hranol splete s kvádrem, který má 12 hran.</li><li><strong>${NELZE}</strong> ✘ — obě čísla jsou pevně daná tvarem útvaru.</li></ul>`,
    options: fixed(MOCK_COMPARISON_OPTIONS, 2),
  },
  {
    type: 'single_choice',
    title: 'Porovnání: součin dvou čísel se součtem 10',
    content: compare(
      t`<p>Čísla $a$ a $b$ jsou kladná celá čísla a platí $a + b = 10$.</p>`,
      t`$a \cdot b$`,
      t`$20$`,
    ),
    hint: 'Vypiš si všechny dvojice, které zadání připouští, a u každé spočítej součin.',
    explanation: t`<p>Přípustné dvojice a jejich součiny: $1 \cdot 9 = 9$, $2 \cdot 8 = 16$, $3 \cdot 7 = 21$, $4 \cdot 6 = 24$, $5 \cdot 5 = 25$. Součin může být menší i větší než 20.</p><ul><li><strong>${NELZE}</strong> ✔ — pro $a = 1$, $b = 9$ je větší B, pro $a = 5$, $b = 5$ je větší A.</li><li><strong>${A_VETSI}</strong> ✘ — platí jen pro některé dvojice (třeba 5 a 5), pro 1 a 9 ne.</li><li><strong>${B_VETSI}</strong> ✘ — platí jen pro dvojice 1 a 9 nebo 2 a 8.</li><li><strong>${ROVNY}</strong> ✘ — součin 20 nevyjde pro žádnou přípustnou dvojici.</li></ul>`,
    options: fixed(MOCK_COMPARISON_OPTIONS, 3),
  },
  {
    type: 'single_choice',
    title: 'Porovnání: obsah čtverce a rovnostranného trojúhelníku',
    content: compare(
      '',
      'obsah čtverce, jehož úhlopříčka měří 6 cm (v cm²)',
      'obsah rovnostranného trojúhelníku, jehož strana měří 6 cm (v cm²)',
    ),
    hint: 'Čtverec je kosočtverec: jeho obsah spočítáš z úhlopříček. U trojúhelníku potřebuješ výšku.',
    explanation: t`<p>Obsah čtverce z úhlopříčky: $A = \frac{d^2}{2} = \frac{36}{2} = 18$. Výška rovnostranného trojúhelníku je $v = \frac{\sqrt{3}}{2} \cdot 6 = 3\sqrt{3}$, obsah $B = \frac{6 \cdot 3\sqrt{3}}{2} = 9\sqrt{3} \approx 15{,}6$.</p><ul><li><strong>${A_VETSI}</strong> ✔ — $18 \gt 9\sqrt{3} \approx 15{,}6$.</li><li><strong>${B_VETSI}</strong> ✘ — obsah trojúhelníku je jen asi $15{,}6$, jeho výška ($\approx 5{,}2$ cm) je menší než strana.</li><li><strong>${ROVNY}</strong> ✘ — vyjde tomu, kdo za výšku trojúhelníku dosadí jeho stranu: $\frac{6 \cdot 6}{2} = 18$.</li><li><strong>${NELZE}</strong> ✘ — oba útvary jsou zadané úplně, obsahy jsou konkrétní čísla.</li></ul>`,
    options: fixed(MOCK_COMPARISON_OPTIONS, 0),
  },
  {
    type: 'single_choice',
    title: 'Porovnání: průměrná rychlost vlaku tam a zpět',
    content: compare(
      '<p>Vlak jel z města X do města Y stálou rychlostí 60 km/h a stejnou trasou zpět stálou rychlostí 40 km/h.</p>',
      'průměrná rychlost vlaku na celé cestě tam a zpět (v km/h)',
      t`$50$`,
    ),
    hint: 'Průměrná rychlost je celková dráha dělená celkovým časem. Zvol si pro vzdálenost měst pohodlné číslo.',
    explanation: t`<p>Zvolme vzdálenost 120 km. Tam jede vlak $\frac{120}{60} = 2$ h, zpět $\frac{120}{40} = 3$ h. Celkem ujede 240 km za 5 h: $A = \frac{240}{5} = 48$ km/h. Obecně pro vzdálenost $s$: $\frac{2s}{\frac{s}{60} + \frac{s}{40}} = \frac{2s}{\frac{s}{24}} = 48$.</p><ul><li><strong>${B_VETSI}</strong> ✔ — $48 \lt 50$: pomaleji jede vlak déle, a proto má pomalejší úsek v průměru větší váhu.</li><li><strong>${A_VETSI}</strong> ✘ — průměrná rychlost vychází 48 km/h.</li><li><strong>${ROVNY}</strong> ✘ — 50 je průměr dvou rychlostí, ten ale nepočítá s tím, že zpáteční cesta trvá déle.</li><li><strong>${NELZE}</strong> ✘ — vzdálenost sice neznáme, ale z výpočtu se vykrátí; pro každou vzdálenost vyjde 48 km/h.</li></ul>`,
    options: fixed(MOCK_COMPARISON_OPTIONS, 1),
  },

  /* Dostačující tvrzení */
  {
    type: 'single_choice',
    title: 'Stačí tvrzení: cena lístku do kina',
    content: sufficiency(
      'Kolik korun stojí jeden lístek do kina? (Všechny lístky stojí stejně.)',
      'Čtyři lístky stojí dohromady 640 Kč.',
      'Lístek je o 40 Kč dražší než velký popcorn.',
    ),
    explanation: t`<p>Z (1): jeden lístek stojí $640 : 4 = 160$ Kč. Z (2) známe jen rozdíl mezi cenou lístku a popcornu, cenu popcornu ale ne — lístek může stát třeba 100 Kč i 200 Kč.</p><ul><li><strong>${JEN_1}</strong> ✔ — (1) dává jedinou cenu, 160 Kč; (2) samo nestačí.</li><li><strong>${JEN_2}</strong> ✘ — (2) popisuje jen rozdíl dvou neznámých cen.</li><li><strong>${KAZDE}</strong> ✘ — (2) samo nestačí.</li><li><strong>${ZADNE}</strong> ✘ — (1) samo stačí.</li></ul>`,
    options: fixed(MOCK_SUFFICIENCY_OPTIONS, 0),
  },
  {
    type: 'single_choice',
    title: 'Stačí tvrzení: obsah obdélníku',
    content: sufficiency(
      'Jaký obsah má obdélník?',
      'Obvod obdélníku je 20 cm.',
      t`Úhlopříčka obdélníku měří $\sqrt{52}$ cm.`,
    ),
    hint: 'Ke každému tvrzení zkus najít dva různé obdélníky, které ho splňují. Mají stejný obsah?',
    explanation: t`<p>Strany označme $a$, $b$. Z (1) plyne $a + b = 10$: obdélník $1 \times 9$ má obsah 9 cm², čtverec $5 \times 5$ obsah 25 cm². Z (2) plyne $a^2 + b^2 = 52$: obdélník $4 \times 6$ má obsah 24 cm², čtverec se stranou $\sqrt{26}$ obsah 26 cm². Teprve obě tvrzení dohromady dají $(a + b)^2 = 100 = a^2 + b^2 + 2ab = 52 + 2ab$, tedy $ab = 24$.</p><ul><li><strong>${ZADNE}</strong> ✔ — každé samo připouští různé obsahy; stačí až obě spolu.</li><li><strong>${JEN_1}</strong> ✘ — se stejným obvodem může mít obdélník obsah 9 cm² i 25 cm².</li><li><strong>${JEN_2}</strong> ✘ — se stejnou úhlopříčkou může mít obdélník obsah 24 cm² i 26 cm².</li><li><strong>${KAZDE}</strong> ✘ — samo nestačí ani jedno z nich.</li></ul>`,
    options: fixed(MOCK_SUFFICIENCY_OPTIONS, 3),
  },
  {
    type: 'single_choice',
    title: 'Stačí tvrzení: sudé číslo',
    content: sufficiency(t`Je přirozené číslo $n$ sudé?`, t`$n^2$ je sudé číslo.`, t`$3n$ je liché číslo.`),
    hint: 'U otázky „Je …?“ stačí i odpověď, která je jednoznačně záporná.',
    explanation: t`<p>(1): druhá mocnina lichého čísla je lichá, takže je-li $n^2$ sudé, musí být $n$ sudé — odpověď je jednoznačně ano. (2): kdyby bylo $n$ sudé, bylo by sudé i $3n$; je-li $3n$ liché, je $n$ liché — odpověď je jednoznačně ne. I jednoznačné „ne“ je odpověď.</p><ul><li><strong>${KAZDE}</strong> ✔ — (1) dává jisté ano, (2) jisté ne.</li><li><strong>${JEN_1}</strong> ✘ — přehlíží, že i (2) dává jednoznačnou odpověď, jen zápornou.</li><li><strong>${JEN_2}</strong> ✘ — stačí i (1).</li><li><strong>${ZADNE}</strong> ✘ — obě tvrzení stačí, každé samo.</li></ul>`,
    options: fixed(MOCK_SUFFICIENCY_OPTIONS, 2),
  },
  {
    type: 'single_choice',
    title: 'Stačí tvrzení: délka cesty do školy',
    content: sufficiency(
      'Kolik minut trvala Petrovi dnešní cesta do školy?',
      'Petr dnes vyšel z domu v 7:35.',
      'Petr šel celou cestu stálou rychlostí 5 km/h a cesta z domu do školy měří 1,5 km.',
    ),
    explanation: t`<p>Z (2): $t = \frac{s}{v} = \frac{1{,}5}{5} = 0{,}3$ h $= 18$ minut. Z (1) víme, kdy Petr vyšel, ale ne, kdy přišel.</p><ul><li><strong>${JEN_2}</strong> ✔ — (2) dává jediný čas, 18 minut; (1) samo nestačí.</li><li><strong>${JEN_1}</strong> ✘ — čas odchodu bez času příchodu délku cesty neurčí.</li><li><strong>${KAZDE}</strong> ✘ — (1) samo nestačí.</li><li><strong>${ZADNE}</strong> ✘ — (2) samo stačí.</li></ul>`,
    options: fixed(MOCK_SUFFICIENCY_OPTIONS, 1),
  },

  /* Číselné řady */
  {
    type: 'single_choice',
    title: t`Které číslo následuje v řadě $81,\ 27,\ 9,\ 3,\ \ldots$?`,
    content: t`<p>$81,\ 27,\ 9,\ 3,\ \ldots$</p><p>Které číslo řadu správně doplní?</p>`,
    explanation: t`<p>Každý člen je třetinou předchozího: $81 : 3 = 27$, $27 : 3 = 9$, $9 : 3 = 3$. Další člen je $3 : 3 = 1$.</p><ul><li><strong>$1$</strong> ✔ — třetina ze 3.</li><li><strong>$0$</strong> ✘ — vznikne odečtením 3, rozdíly členů ale nejsou stálé ($-54$, $-18$, $-6$).</li><li><strong>$\frac{1}{3}$</strong> ✘ — vznikne dělením devíti místo třemi.</li><li><strong>$-3$</strong> ✘ — vznikne zopakováním posledního rozdílu $-6$; rozdíly se ale pokaždé zmenšují na třetinu.</li></ul>`,
    options: [
      { title: t`$0$` },
      { title: t`$1$`, correct: true },
      { title: t`$\frac{1}{3}$` },
      { title: t`$-3$` },
    ],
  },
  {
    type: 'single_choice',
    title: t`Které číslo následuje v řadě $2,\ 20,\ 4,\ 17,\ 8,\ 14,\ 16,\ \ldots$?`,
    content: t`<p>$2,\ 20,\ 4,\ 17,\ 8,\ 14,\ 16,\ \ldots$</p><p>Které číslo řadu správně doplní?</p>`,
    hint: 'Řada skáče nahoru a dolů. Podívej se zvlášť na členy na lichých a na sudých pozicích.',
    explanation: t`<p>Řada se skládá ze dvou prolínajících se řad. Na lichých pozicích se násobí dvěma: $2,\ 4,\ 8,\ 16$. Na sudých pozicích se odečítá 3: $20,\ 17,\ 14$. Další, osmý člen patří sudým pozicím: $14 - 3 = 11$.</p><ul><li><strong>$11$</strong> ✔ — pokračování řady $20,\ 17,\ 14$.</li><li><strong>$32$</strong> ✘ — to je další člen řady na lichých pozicích, ten přijde až na devátém místě.</li><li><strong>$13$</strong> ✘ — vznikne odečtením 3 od posledního členu 16; pravidlo „minus 3“ ale patří jen sudým pozicím.</li><li><strong>$12$</strong> ✘ — vznikne odečtením 2 od čísla 14; sudé pozice ale klesají o 3.</li></ul>`,
    options: [{ title: t`$32$` }, { title: t`$13$` }, { title: t`$12$` }, { title: t`$11$`, correct: true }],
  },
  {
    type: 'single_choice',
    title: t`Které číslo následuje v řadě $2,\ 3,\ 7,\ 16,\ 32,\ \ldots$?`,
    content: t`<p>$2,\ 3,\ 7,\ 16,\ 32,\ \ldots$</p><p>Které číslo řadu správně doplní?</p>`,
    hint: 'Vypiš si rozdíly sousedních členů a zkus v nich poznat známou posloupnost.',
    explanation: t`<p>Rozdíly sousedních členů jsou $1,\ 4,\ 9,\ 16$ — druhé mocniny čísel 1 až 4. Další rozdíl je $5^2 = 25$, a tedy další člen $32 + 25 = 57$.</p><ul><li><strong>$57$</strong> ✔ — rozdíl $25 = 5^2$.</li><li><strong>$64$</strong> ✘ — vznikne zdvojnásobením 32; pravidlo „krát 2“ ale neplatí pro ostatní členy ($2 \cdot 3 \neq 7$).</li><li><strong>$48$</strong> ✘ — vznikne zopakováním posledního rozdílu 16.</li><li><strong>$50$</strong> ✘ — rozdíl 18 neodpovídá žádnému pravidlu, které by platilo pro zadané rozdíly.</li></ul>`,
    options: [{ title: t`$48$` }, { title: t`$50$` }, { title: t`$57$`, correct: true }, { title: t`$64$` }],
  },

  /* Slovní úlohy */
  {
    type: 'single_choice',
    title: 'Kolik stojí jedna tužka?',
    content: `<p>Tři stejné sešity a dvě stejné tužky stojí dohromady 96 Kč. Sešit je dvakrát dražší než tužka.</p>`,
    hint: 'Vyjádři cenu sešitu pomocí ceny tužky a všechno převeď na „tužky“.',
    explanation: t`<p>Cenu tužky označme $x$, sešit stojí $2x$. Pak $3 \cdot 2x + 2x = 8x = 96$, tedy $x = 12$ Kč. Zkouška: tři sešity po 24 Kč a dvě tužky po 12 Kč stojí $72 + 24 = 96$ Kč ✔.</p><ul><li><strong>12 Kč</strong> ✔ — osm „tužek“ stojí 96 Kč, jedna tedy $96 : 8 = 12$ Kč.</li><li><strong>24 Kč</strong> ✘ — to je cena sešitu, ne tužky.</li><li><strong>16 Kč</strong> ✘ — vznikne, když se zapomene na dvě tužky a 96 Kč se rozdělí jen na tři sešity ($3 \cdot 2x = 96$).</li><li><strong>19,20 Kč</strong> ✘ — vznikne, když se 96 Kč rozdělí rovným dílem mezi pět věcí, jako by sešit stál stejně jako tužka.</li></ul>`,
    options: [
      { title: '12 Kč', correct: true },
      { title: '16 Kč' },
      { title: '19,20 Kč' },
      { title: '24 Kč' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Kolik vody je třeba přilít do solného roztoku?',
    content: `<p>V 300 g roztoku je 15 % soli. Kolik gramů vody musíme přilít, aby roztok obsahoval 10 % soli?</p>`,
    hint: 'Přiléváním vody se množství soli nemění. Kolik musí vážit roztok, ve kterém tvoří tato sůl 10 %?',
    explanation: t`<p>Soli je $0{,}15 \cdot 300 = 45$ g a přilitím vody se to nezmění. Má-li 45 g tvořit 10 % roztoku, musí roztok vážit $45 : 0{,}1 = 450$ g. Přilít je tedy třeba $450 - 300 = 150$ g vody.</p><ul><li><strong>150 g</strong> ✔ — $\frac{45}{300 + 150} = \frac{45}{450} = 10\,\%$.</li><li><strong>50 g</strong> ✘ — $\frac{45}{350} \approx 12{,}9\,\%$.</li><li><strong>100 g</strong> ✘ — $\frac{45}{400} \approx 11{,}3\,\%$.</li><li><strong>450 g</strong> ✘ — to je hmotnost celého nového roztoku, ne vody, kterou je třeba přilít.</li></ul>`,
    options: [{ title: '50 g' }, { title: '100 g' }, { title: '150 g', correct: true }, { title: '450 g' }],
  },
  {
    type: 'single_choice',
    title: 'Za jak dlouho se cyklisté potkají?',
    content: `<p>Dva cyklisté vyjedou ve stejnou chvíli proti sobě z míst vzdálených 54 km. První jede stálou rychlostí 20 km/h, druhý stálou rychlostí 16 km/h.</p>`,
    hint: 'Když jedou proti sobě, o kolik kilometrů se za hodinu přiblíží?',
    explanation: t`<p>Jedou proti sobě, takže se každou hodinu přiblíží o $20 + 16 = 36$ km. Vzdálenost 54 km urazí za $\frac{54}{36} = 1{,}5$ h, tedy za 1 hodinu a 30 minut. Kontrola: první ujede 30 km, druhý 24 km, dohromady 54 km ✔.</p><ul><li><strong>za 1 h 30 min</strong> ✔ — $54 : 36 = 1{,}5$ hodiny, tedy hodina a půl.</li><li><strong>za 1 h 50 min</strong> ✘ — 1,5 h je půldruhé hodiny, ne hodina a padesát minut.</li><li><strong>za 2 h 42 min</strong> ✘ — tolik by trvalo prvnímu cyklistovi ujet celých 54 km sám ($54 : 20 = 2{,}7$ h).</li><li><strong>za 13 h 30 min</strong> ✘ — vznikne odečtením rychlostí ($54 : 4$), to by platilo, kdyby jeden druhého doháněl ve stejném směru.</li></ul>`,
    options: [
      { title: 'za 1 h 30 min', correct: true },
      { title: 'za 1 h 50 min' },
      { title: 'za 2 h 42 min' },
      { title: 'za 13 h 30 min' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Jaká je pravděpodobnost, že budou obě vytažené kuličky červené?',
    content: `<p>V sáčku je 5 červených a 3 modré kuličky. Naslepo z něj vytáhneme najednou dvě kuličky.</p>`,
    hint: 'Představ si, že kuličky taháš jednu po druhé a první už nevracíš.',
    explanation: t`<p>První kulička je červená s pravděpodobností $\frac{5}{8}$. Pak zbývají 4 červené ze 7, druhá je červená s pravděpodobností $\frac{4}{7}$. Celkem $\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$. Jinak: dvojic červených je $\binom{5}{2} = 10$ ze všech $\binom{8}{2} = 28$ dvojic.</p><ul><li><strong>$\frac{5}{14}$</strong> ✔ — $\frac{10}{28}$.</li><li><strong>$\frac{25}{64}$</strong> ✘ — $\left(\frac{5}{8}\right)^2$ platí pro tah s vracením; tady se první kulička nevrací.</li><li><strong>$\frac{5}{8}$</strong> ✘ — to je pravděpodobnost, že červená bude jen první kulička.</li><li><strong>$\frac{5}{28}$</strong> ✘ — vznikne, když se 10 neuspořádaných dvojic vydělí 56 uspořádanými; počítat je třeba stejným způsobem nahoře i dole.</li></ul>`,
    options: [
      { title: t`$\frac{5}{8}$` },
      { title: t`$\frac{25}{64}$` },
      { title: t`$\frac{5}{14}$`, correct: true },
      { title: t`$\frac{5}{28}$` },
    ],
  },

  /* Algebra a geometrie */
  {
    type: 'single_choice',
    title: 'Jaké je řešení rovnice se zlomkem?',
    content: t`<p>Řeš rovnici $\frac{x}{3} + 4 = 10$.</p>`,
    explanation: t`<p>Odečteme 4: $\frac{x}{3} = 6$. Vynásobíme třemi: $x = 18$. Zkouška: $\frac{18}{3} + 4 = 6 + 4 = 10$ ✔.</p><ul><li><strong>$18$</strong> ✔ — jediné řešení.</li><li><strong>$2$</strong> ✘ — šestka se vydělila třemi místo vynásobení; $\frac{2}{3} + 4 \neq 10$.</li><li><strong>$6$</strong> ✘ — to je hodnota $\frac{x}{3}$, ne $x$.</li><li><strong>$42$</strong> ✘ — čtyřka se přičetla místo odečtení: $(10 + 4) \cdot 3$.</li></ul>`,
    options: [{ title: t`$2$` }, { title: t`$6$` }, { title: t`$18$`, correct: true }, { title: t`$42$` }],
  },
  {
    type: 'single_choice',
    title: 'Kolik je součin neznámých, které řeší soustavu rovnic?',
    content: t`<p>Čísla $x$ a $y$ řeší soustavu rovnic</p>$$2x + y = 11, \qquad x - y = 1.$$<p>Kolik je $x \cdot y$?</p>`,
    hint: t`Rovnice sečti: neznámá $y$ zmizí.`,
    explanation: t`<p>Sečtením rovnic dostaneme $3x = 12$, tedy $x = 4$, a z druhé rovnice $y = x - 1 = 3$. Zkouška: $2 \cdot 4 + 3 = 11$ ✔, $4 - 3 = 1$ ✔. Součin je $4 \cdot 3 = 12$.</p><ul><li><strong>$12$</strong> ✔ — $4 \cdot 3$.</li><li><strong>$7$</strong> ✘ — to je součet $x + y$, ne součin.</li><li><strong>$4$</strong> ✘ — to je jen hodnota $x$.</li><li><strong>$1$</strong> ✘ — to je rozdíl $x - y$ ze zadání.</li></ul>`,
    options: [{ title: t`$1$` }, { title: t`$4$` }, { title: t`$7$` }, { title: t`$12$`, correct: true }],
  },
  {
    type: 'single_choice',
    title: 'Jak dlouhá je úhlopříčka obdélníku s obvodem 46 cm?',
    content: `<p>Obdélník má obvod 46 cm a jedna jeho strana měří 15 cm. Jak dlouhá je jeho úhlopříčka?</p>`,
    hint: 'Nejdřív dopočítej druhou stranu z obvodu, pak použij Pythagorovu větu.',
    explanation: t`<p>Součet dvou sousedních stran je polovina obvodu: $46 : 2 = 23$ cm, druhá strana tedy měří $23 - 15 = 8$ cm. Úhlopříčka je přepona pravoúhlého trojúhelníku s odvěsnami 15 a 8: $\sqrt{15^2 + 8^2} = \sqrt{225 + 64} = \sqrt{289} = 17$ cm.</p><ul><li><strong>17 cm</strong> ✔ — trojice $8, 15, 17$.</li><li><strong>23 cm</strong> ✘ — to je součet stran, úhlopříčka je vždy kratší.</li><li><strong>$\sqrt{481}$ cm</strong> ✘ — vznikne, když se druhá strana spočítá jako $46 - 2 \cdot 15 = 16$ bez dělení dvěma.</li><li><strong>$\sqrt{161}$ cm</strong> ✘ — vznikne odečtením čtverců ($225 - 64$) místo jejich sečtení.</li></ul>`,
    options: [
      { title: '23 cm' },
      { title: '17 cm', correct: true },
      { title: t`$\sqrt{481}$ cm` },
      { title: t`$\sqrt{161}$ cm` },
    ],
  },
  {
    type: 'single_choice',
    title: 'Jaký obsah má čtverec vepsaný do kružnice?',
    content: `<p>Všechny čtyři vrcholy čtverce leží na kružnici o poloměru 5 cm. Jaký obsah má čtverec?</p>`,
    hint: 'Co je úhlopříčka čtverce, jehož vrcholy leží na kružnici?',
    explanation: t`<p>Úhlopříčka čtverce vepsaného do kružnice je jejím průměrem: $d = 10$ cm. Obsah čtverce z úhlopříčky je $\frac{d^2}{2} = \frac{100}{2} = 50\ \text{cm}^2$. (Strana je $\frac{10}{\sqrt{2}} = 5\sqrt{2}$ cm a $(5\sqrt{2})^2 = 50$.)</p><ul><li><strong>50 cm²</strong> ✔ — polovina čtverce sestrojeného nad úhlopříčkou.</li><li><strong>25 cm²</strong> ✘ — vznikne, když se za stranu čtverce vezme poloměr.</li><li><strong>100 cm²</strong> ✘ — to je obsah čtverce <em>opsaného</em> kružnici, se stranou rovnou průměru.</li><li><strong>$25\pi$ cm²</strong> ✘ — to je obsah kruhu, do kterého je čtverec vepsán.</li></ul>`,
    options: [
      { title: '25 cm²' },
      { title: '50 cm²', correct: true },
      { title: '100 cm²' },
      { title: t`$25\pi$ cm²` },
    ],
  },

  /* Smyšlené operace */
  {
    type: 'single_choice',
    title: 'Operace ⊕: hodnota výrazu',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \oplus b = 2a - b + 1$.</p><p>Kolik je $5 \oplus 3$?</p>`,
    explanation: t`<p>Dosadíme $a = 5$, $b = 3$: $5 \oplus 3 = 2 \cdot 5 - 3 + 1 = 8$.</p><ul><li><strong>$8$</strong> ✔ — $10 - 3 + 1$.</li><li><strong>$2$</strong> ✘ — vznikne po prohození operandů: $3 \oplus 5 = 6 - 5 + 1$; operace není záměnná.</li><li><strong>$7$</strong> ✘ — chybí přičtení jedničky.</li><li><strong>$14$</strong> ✘ — trojka se přičetla místo odečtení.</li></ul>`,
    options: [{ title: t`$2$` }, { title: t`$7$` }, { title: t`$8$`, correct: true }, { title: t`$14$` }],
  },
  {
    type: 'single_choice',
    title: 'Operace ⊛: kladné řešení rovnice',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \circledast b = a^2 + ab$.</p><p>Pro které kladné číslo $x$ platí $x \circledast 3 = 40$?</p>`,
    hint: t`Dosaď do definice $a = x$ a $b = 3$. Vzniklou rovnici vyřeš, nebo do ní dosazuj nabízené možnosti.`,
    explanation: t`<p>$x \circledast 3 = x^2 + 3x$, takže řešíme $x^2 + 3x - 40 = 0$, tedy $(x - 5)(x + 8) = 0$. Řešení jsou $5$ a $-8$; kladné je jen $x = 5$. Zkouška: $25 + 15 = 40$ ✔.</p><ul><li><strong>$5$</strong> ✔ — $5^2 + 5 \cdot 3 = 40$.</li><li><strong>$8$</strong> ✘ — druhý kořen rovnice je $-8$, ne $8$; $8^2 + 24 = 88$.</li><li><strong>$4$</strong> ✘ — $16 + 12 = 28$.</li><li><strong>$6$</strong> ✘ — $36 + 18 = 54$.</li></ul>`,
    options: [{ title: t`$4$` }, { title: t`$5$`, correct: true }, { title: t`$6$` }, { title: t`$8$` }],
  },
  {
    type: 'single_choice',
    title: 'Operace ∗: kdy se dva výrazy rovnají',
    content: t`<p>Pro všechna reálná čísla $a$, $b$ je definována operace $a \ast b = ab - a - b$.</p><p>Pro která reálná čísla $x$ platí $x \ast x = x \ast 2$?</p>`,
    hint: 'Obě strany rozepiš podle definice a vyřeš vzniklou rovnici. Pozor: kvadratická rovnice může mít dvě řešení.',
    explanation: t`<p>Levá strana: $x \ast x = x^2 - 2x$. Pravá strana: $x \ast 2 = 2x - x - 2 = x - 2$. Rovnice $x^2 - 2x = x - 2$ dává $x^2 - 3x + 2 = 0$, tedy $(x - 1)(x - 2) = 0$. Zkouška: $1 \ast 1 = -1$ a $1 \ast 2 = 2 - 1 - 2 = -1$ ✔; pro $x = 2$ jsou obě strany dokonce tentýž výraz $2 \ast 2 = 0$ ✔.</p><ul><li><strong>pro $x = 1$ i pro $x = 2$</strong> ✔ — obě čísla rovnici splňují a jiná ne.</li><li><strong>jen pro $x = 2$</strong> ✘ — $x = 2$ je řešení na první pohled, ale přehlíží druhé řešení $x = 1$.</li><li><strong>jen pro $x = 1$</strong> ✘ — chybí řešení $x = 2$, které se ztratí třeba při dělení obou stran výrazem $x - 2$.</li><li><strong>pro žádné reálné $x$</strong> ✘ — rovnice má dvě reálná řešení.</li></ul>`,
    options: [
      { title: t`jen pro $x = 2$` },
      { title: t`jen pro $x = 1$` },
      { title: t`pro $x = 1$ i pro $x = 2$`, correct: true },
      { title: t`pro žádné reálné $x$` },
    ],
  },

  /* Logické úsudky */
  {
    type: 'single_choice',
    title: 'Kdo rozbil vázu?',
    content: `<p>Jedno ze čtyř dětí rozbilo vázu. Alena říká: „Byl to Boris.“ Boris říká: „Byla to Dana.“ Cyril říká: „Já to nebyl.“ Dana říká: „Boris lže.“ Víme, že pravdu mluví právě jedno z dětí. Kdo rozbil vázu?</p>`,
    hint: 'Najdi dvě výpovědi, které si přímo odporují: pravdivá je právě jedna z nich. Co z toho plyne pro ostatní výpovědi?',
    explanation: `<p>Boris a Dana si přímo odporují („Byla to Dana.“ × „Boris lže.“), takže pravdu mluví právě jeden z nich. Protože pravdu mluví jen jedno dítě, Alena i Cyril lžou. Cyril lže ve větě „Já to nebyl“ — vázu tedy rozbil <strong>Cyril</strong>. Kontrola: Alena („Byl to Boris“) lže ✔, Boris („Byla to Dana“) lže ✔, Dana („Boris lže“) mluví pravdu ✔ — pravdu mluví právě jedno dítě.</p><ul><li><strong>Cyril</strong> ✔ — jen v tomto případě mluví pravdu právě jedno dítě (Dana).</li><li><strong>Alena</strong> ✘ — pravdu by mluvili Cyril i Dana, tedy dvě děti.</li><li><strong>Boris</strong> ✘ — pravdu by mluvili Alena, Cyril i Dana.</li><li><strong>Dana</strong> ✘ — pravdu by mluvili Boris i Cyril.</li></ul>`,
    options: [{ title: 'Alena' }, { title: 'Boris' }, { title: 'Cyril', correct: true }, { title: 'Dana' }],
  },
  {
    type: 'single_choice',
    title: 'Který výrok říká totéž co „Když prší, nejdu běhat“?',
    content: `<p>Který z výroků je rovnocenný výroku <em>„Když prší, nejdu běhat.“</em> — tedy platí přesně tehdy, když platí on?</p>`,
    hint: 'Implikaci nelze jen obrátit ani jen znegovat. Co se stane, když uděláš obojí zároveň?',
    explanation: t`<p>Výrok má tvar $A \Rightarrow B$ (A: prší, B: nejdu běhat). Rovnocenná je s ním jen jeho obměna $\neg B \Rightarrow \neg A$: „Když jdu běhat, neprší.“ Kdybych šel běhat za deště, porušil bych oba výroky zároveň.</p><ul><li><strong>Když jdu běhat, neprší.</strong> ✔ — obměna implikace, platí vždy současně s ní.</li><li><strong>Když neprší, jdu běhat.</strong> ✘ — o dnech bez deště původní výrok nic neříká; můžu nejít běhat, ani když neprší.</li><li><strong>Když nejdu běhat, prší.</strong> ✘ — obrácená implikace; běhat nemusím jít i z jiných důvodů.</li><li><strong>Prší a nejdu běhat.</strong> ✘ — tvrdí, že prší, kdežto původní výrok říká jen, co platí, <em>když</em> prší.</li></ul>`,
    options: [
      { title: 'Když jdu běhat, neprší.', correct: true },
      { title: 'Když neprší, jdu běhat.' },
      { title: 'Když nejdu běhat, prší.' },
      { title: 'Prší a nejdu běhat.' },
    ],
  },

  /* Soubor podmínek */
  {
    type: 'single_choice',
    title: 'Přednášky: který rozvrh je možný?',
    content: `${PREDNASKY}<p>Který rozvrh (od pondělí do soboty) splňuje všechny podmínky?</p>`,
    hint: 'Ověřuj každou možnost podmínku po podmínce; jakmile jednu poruší, vyřaď ji.',
    explanation: `<p>Všechny podmínky splňuje jediný z rozvrhů, každý ze zbývajících porušuje právě jednu.</p><ul><li><strong>chemie, astronomie, dějepis, filozofie, ekonomie, biologie</strong> ✔ — chemie (po) je před biologií (so), dějepis je ve středu a filozofie ve čtvrtek, astronomie (út) a ekonomie (pá) spolu nesousedí a ekonomie není v pondělí ani v sobotu.</li><li><strong>astronomie, ekonomie, chemie, dějepis, filozofie, biologie</strong> ✘ — astronomie a ekonomie jsou v pondělí a v úterý, tedy po sobě (podmínka 3).</li><li><strong>chemie, ekonomie, dějepis, biologie, filozofie, astronomie</strong> ✘ — dějepis je ve středu, ale filozofie až v pátek (podmínka 4).</li><li><strong>biologie, ekonomie, dějepis, filozofie, chemie, astronomie</strong> ✘ — biologie je dříve než chemie (podmínka 1).</li></ul>`,
    options: [
      { title: 'astronomie, ekonomie, chemie, dějepis, filozofie, biologie' },
      { title: 'chemie, astronomie, dějepis, filozofie, ekonomie, biologie', correct: true },
      { title: 'chemie, ekonomie, dějepis, biologie, filozofie, astronomie' },
      { title: 'biologie, ekonomie, dějepis, filozofie, chemie, astronomie' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Přednášky: astronomie je v pondělí',
    content: `${PREDNASKY}<p>Astronomie je v pondělí. Které z následujících tvrzení potom musí platit?</p>`,
    hint: PREDNASKY_HINT,
    explanation: `<p>Ekonomie nesmí být v úterý (sousedila by s astronomií) ani v sobotu (podmínka 5). Dvojice dějepis–filozofie je buď ve středu a čtvrtek, nebo ve čtvrtek a pátek.</p><ol><li>Dějepis ve středu, filozofie ve čtvrtek: na úterý, pátek a sobotu zbývá biologie, chemie a ekonomie; ekonomie může jen na pátek, chemie před biologií tedy na úterý a biologie na sobotu.</li><li>Dějepis ve čtvrtek, filozofie v pátek: na úterý, středu a sobotu zbývá totéž; ekonomie může jen na středu, chemie na úterý a biologie na sobotu.</li></ol><ul><li><strong>Biologie je v sobotu.</strong> ✔ — platí v obou možných rozvrzích.</li><li><strong>Dějepis je ve středu.</strong> ✘ — ve druhém rozvrhu je dějepis ve čtvrtek.</li><li><strong>Ekonomie je v pátek.</strong> ✘ — ve druhém rozvrhu je ekonomie ve středu.</li><li><strong>Filozofie je ve čtvrtek.</strong> ✘ — ve druhém rozvrhu je filozofie v pátek.</li></ul>`,
    options: [
      { title: 'Dějepis je ve středu.' },
      { title: 'Ekonomie je v pátek.' },
      { title: 'Filozofie je ve čtvrtek.' },
      { title: 'Biologie je v sobotu.', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Přednášky: kdy nemůže být ekonomie?',
    content: `${PREDNASKY}<p>Ve který z uvedených dnů se přednáška z ekonomie konat nemůže?</p>`,
    hint: PREDNASKY_HINT,
    explanation: `<p>Kdyby byla ekonomie ve čtvrtek, musel by být dějepis ve středu (čtvrtek je obsazený) a filozofie den po něm — zase ve čtvrtek. To nejde, a proto ekonomie ve čtvrtek být nemůže. Ostatní dny jsou možné, jak ukazují rozvrhy níže.</p><ul><li><strong>ve čtvrtek</strong> ✔ — čtvrtek by potřebovala i dvojice dějepis–filozofie, ať stojí kdekoli.</li><li><strong>v úterý</strong> ✘ — možné, např. chemie, ekonomie, dějepis, filozofie, astronomie, biologie.</li><li><strong>ve středu</strong> ✘ — možné, např. astronomie, chemie, ekonomie, dějepis, filozofie, biologie.</li><li><strong>v pátek</strong> ✘ — možné, např. chemie, astronomie, dějepis, filozofie, ekonomie, biologie.</li></ul>`,
    options: [
      { title: 'v úterý' },
      { title: 've středu' },
      { title: 've čtvrtek', correct: true },
      { title: 'v pátek' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Přednášky: dějepis je ve čtvrtek',
    content: `${PREDNASKY}<p>Dějepis je ve čtvrtek. Kolik různých rozvrhů potom splňuje všechny podmínky?</p>`,
    hint: 'Když je dějepis ve čtvrtek, víš, kdy je filozofie. Pak rozeber, kam může ekonomie, a u každé možnosti dopočítej zbytek.',
    explanation: `<p>Filozofie je v pátek. Ekonomie nesmí být v pondělí ani v sobotu, zbývá jí úterý, nebo středa.</p><ol><li>Ekonomie v úterý: astronomie nesmí do pondělí ani do středy (sousedila by s ní), takže je v sobotu; chemie před biologií obsadí pondělí a středu. Rozvrh: chemie, ekonomie, biologie, dějepis, filozofie, astronomie.</li><li>Ekonomie ve středu: astronomie nesmí do úterý, je tedy v pondělí, nebo v sobotu. V pondělí: chemie v úterý, biologie v sobotu. V sobotu: chemie v pondělí, biologie v úterý. To jsou dva rozvrhy.</li></ol><ul><li><strong>tři</strong> ✔ — jeden rozvrh s ekonomií v úterý a dva s ekonomií ve středu.</li><li><strong>jeden</strong> ✘ — přehlíží dva ze tří rozvrhů uvedených výše.</li><li><strong>dva</strong> ✘ — přehlíží jeden ze tří rozvrhů uvedených výše.</li><li><strong>šest</strong> ✘ — tolik rozvrhů vyjde, když se zapomene na podmínku 3 o astronomii a ekonomii.</li></ul>`,
    options: [{ title: 'jeden' }, { title: 'dva' }, { title: 'tři', correct: true }, { title: 'šest' }],
  },
];

/* ------------------------------------------------------------------ */
/* The mock test                                                       */
/* ------------------------------------------------------------------ */

export const ospMock: SeedMockTest = {
  family: 'osp',
  title: 'OSP nanečisto: celý test',
  description: `<p><strong>Obecné studijní předpoklady (OSP)</strong> jsou test Národních srovnávacích zkoušek společnosti Scio, který při přijímacím řízení používá řada vysokých škol. Neprověřuje, co ses naučil/a na střední škole, ale jak přesně rozumíš textu a jak dokážeš uvažovat s čísly a informacemi.</p>
<p>Tento test nanečisto má stejnou podobu jako ostrý test. Oddíly jdou v tomto pořadí:</p>
<ol>
<li><strong>Verbální oddíl</strong> — 33 úloh, 35 minut: doplňování slov do vět, analogie, synonyma a antonyma, logická posloupnost a odvozování z textu, porozumění textu.</li>
<li><strong>Analytický oddíl</strong> — 33 úloh, 50 minut: tabulka, porovnávání hodnot, dostačující tvrzení, číselné řady, slovní úlohy, algebra a geometrie, smyšlené operace, logické úsudky a soubor podmínek.</li>
</ol>
<p>Každá úloha má <strong>čtyři možnosti</strong> a právě jedna z nich je správná. Celkem je 66 úloh za 85 minut.</p>
<p>V ostrém testu má každý oddíl vlastní čas a do skončeného oddílu se už nevrátíš. Tady běží jeden společný čas 85 minut, tak si ho rozděl stejně: prvních 35 minut verbální oddíl, pak 50 minut analytický.</p>
<h3>Bodování</h3>
<ul>
<li>správná odpověď: <strong>+1 bod</strong>,</li>
<li>chybná odpověď: <strong>−1/3 bodu</strong>,</li>
<li>vynechaná úloha: <strong>0 bodů</strong>.</li>
</ul>
<p>Tři chybné odpovědi tedy smažou jednu správnou. Celkové skóre může být od −22 do 66 bodů. Úlohy jsou stejně jako v ostrém testu od snadných po velmi těžké: průměrný řešitel zvládne zhruba polovinu, takže se nenech rozhodit tím, že něco nestihneš nebo nevyřešíš.</p>
<h3>Kdy se vyplatí tipovat</h3>
<p>Když tipuješ úplně naslepo, trefíš se s pravděpodobností jedna ku čtyřem a získáš bod; ve třech případech ze čtyř ztratíš třetinu bodu. V průměru je to <strong>přesně nula</strong> — hádání naslepo ti nepomůže ani neuškodí. Jakmile ale s jistotou <strong>vyloučíš aspoň jednu možnost</strong>, vybíráš ze tří a v průměru si tipem přilepšíš (asi o devítinu bodu na úlohu); po vyloučení dvou možností už o třetinu bodu. Vyplatí se tedy tipovat, kdykoli umíš aspoň jednu možnost spolehlivě škrtnout.</p>
<h3>Výsledek</h3>
<p>Ve výsledku uvidíš počet správných, chybných a vynechaných odpovědí a body za každý oddíl, za celý test pak i <strong>percentil</strong>: srovnání se všemi, kdo tento test nanečisto psali. Percentil 70 znamená, že stejně nebo hůř dopadlo 70 % z nich.</p>`,
  wrongPenalty: '1/3',
  optionsPerItem: 4,
  sharedMinutes: null,
  parts: [
    { title: 'Verbální oddíl', minutes: 35, items: verbalItems },
    { title: 'Analytický oddíl', minutes: 50, items: analyticItems },
  ],
};
