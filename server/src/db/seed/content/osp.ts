import type { SeedFamily } from '../content-types';
import { ospOwnAnalogies } from './assignments';
import { ospComparisonSection, ospConditionsSection } from './osp-formats';

/**
 * A deliberately bad question of the demo (decision 0030): two options follow from the premises, the key
 * names the one the weaker learners pick, and the strong learners choose the other ("distractor"), so item
 * analysis flags it with a negative discrimination; its third option nobody chooses. The seeded cohort
 * answers it that way (`cohort-attempts.ts`).
 */
export const MISKEYED_QUESTION_TITLE =
  'Žádný plaz není savec. Všichni hadi jsou plazi. Které tvrzení z toho nutně plyne?';

/** Strings with TeX keep their backslashes verbatim. */
const t = String.raw;

/* ------------------------------------------------------------------ */
/* Shared passages and tables                                          */
/* ------------------------------------------------------------------ */

const textStromy = `<blockquote><p>Stromy ve městě nejsou jen ozdobou. Vzrostlá lípa dokáže za horkého dne odpařit stovky litrů vody, a ochladit tak své okolí o několik stupňů. Koruny stromů navíc zachycují prach a zpomalují odtok dešťové vody. Mladý strom však tyto služby poskytuje jen v omezené míře: plného efektu dosahuje až po desítkách let. Proto odborníci upozorňují, že vykácení starého stromu nelze vyvážit vysazením jediného mladého. Některá města už při posuzování kácení počítají s takzvanou ekologickou hodnotou dřeviny, která zohledňuje velikost koruny, zdravotní stav i umístění stromu.</p></blockquote>`;

const textSpanek = `<blockquote><p>Ve studii, které se zúčastnilo 120 vysokoškoláků, se polovina studentů učila cizí slovíčka večer a druhá polovina ráno. Obě skupiny byly přezkoušeny po dvanácti hodinách. Studenti, kteří se učili večer a mezi učením a testem spali, si vybavili v průměru o 15 % více slovíček. Autoři studie upozorňují, že výsledek nemusí platit pro jiné typy učiva, například pro řešení matematických úloh, a že vzorek tvořili jen mladí dospělí. Přesto doporučují zařadit opakování důležité látky spíše na večer.</p></blockquote>`;

const tabulkaAquapark = `<table><caption>Počet návštěvníků aquaparku (v tisících)</caption><thead><tr><th>Rok</th><th>2021</th><th>2022</th><th>2023</th><th>2024</th><th>2025</th></tr></thead><tbody><tr><td>Návštěvníci</td><td>40</td><td>50</td><td>45</td><td>60</td><td>75</td></tr></tbody></table>`;

const tabulkaDoprava = `<table><caption>Jak se žáci třídy 4.B (40 žáků) dopravují do školy</caption><thead><tr><th>Způsob dopravy</th><th>Podíl žáků</th></tr></thead><tbody><tr><td>Autobus</td><td>35 %</td></tr><tr><td>Pěšky</td><td>25 %</td></tr><tr><td>Auto (vezou je rodiče)</td><td>20 %</td></tr><tr><td>Kolo</td><td>15 %</td></tr><tr><td>Vlak</td><td>5 %</td></tr></tbody></table>`;

/* ------------------------------------------------------------------ */
/* Family                                                              */
/* ------------------------------------------------------------------ */

export const osp: SeedFamily = {
  category: {
    slug: 'osp',
    name: 'Obecné studijní předpoklady (OSP)',
    description:
      'Příprava na test Obecných studijních předpokladů, který k přijetí vyžaduje řada vysokých škol. Procvičíš verbální i analytický a kvantitativní oddíl na řešených příkladech a testech s vysvětlením.',
    premium: ['osp'],
    image: 'osp-category.svg',
  },

  instructors: [
    {
      username: 'lektorka.dvorakova',
      displayName: 'Mgr. Tereza Dvořáková',
      nickname: 'Tereza Dvořáková',
      description:
        'Vystudovala češtinu a filozofii na Univerzitě Karlově a devět let učí na gymnáziu. Na přijímací zkoušky připravuje studenty hlavně ve verbálních úlohách: v analogiích, práci s textem a slovní zásobě.',
      avatar: 'osp-avatar-dvorakova.svg',
    },
    {
      username: 'lektor.kucera',
      displayName: 'Ing. Martin Kučera',
      nickname: 'Martin Kučera',
      description:
        'Absolvent ČVUT, datový analytik a lektor přípravy na OSP. Rád ukazuje, že většina „těžkých“ početních úloh se dá vyřešit bez kalkulačky, s náčrtkem a pár osvědčenými postupy.',
      avatar: 'osp-avatar-kucera.svg',
    },
  ],

  courses: [
    /* ================================================================ */
    /* Course 1: Verbální oddíl (free)                                  */
    /* ================================================================ */
    {
      slug: 'osp-verbalni-oddil',
      title: 'OSP: Verbální oddíl',
      instructor: 'lektorka.dvorakova',
      image: 'osp-verbalni-oddil.svg',
      price: 0,
      duration: '3 týdny',
      excerpt:
        'Analogie, doplňování vět, synonyma, antonyma a porozumění textu. Výklad s řešenými příklady a procvičovací testy s vysvětlením — zdarma.',
      overview: `<p>Verbální oddíl OSP prověřuje, jak přesně rozumíš češtině: jestli poznáš vztah mezi slovy, vybereš do věty výraz, který dává smysl, a pochopíš, co text opravdu říká — a co si jen domýšlíme.</p>
<p>V kurzu projdeš všechny typy verbálních úloh:</p>
<ul>
<li><strong>slovní analogie</strong> a nejčastější vztahy mezi slovy,</li>
<li><strong>doplňování vět</strong> podle signálních slov,</li>
<li><strong>synonyma a antonyma</strong> včetně zrádných paronym,</li>
<li><strong>porozumění textu</strong> a rozlišení, co z textu vyplývá a co ne.</li>
</ul>
<p>Každá kapitola má výklad s řešeným příkladem a procvičovací test, u kterého ke každé otázce najdeš vysvětlení. Kurz je zdarma — vyzkoušej si, jak ti verbální úlohy jdou, a zjisti, na co se zaměřit.</p>`,
      passingCondition: 70,
      retakeCount: 3,
      publishedAt: '2026-01-12T08:00:00.000Z',
      sections: [
        /* -------------------------------------------------------------- */
        {
          title: 'Slovní analogie',
          description: 'Typy vztahů mezi slovy a postup, jak analogii spolehlivě vyřešit.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Jak řešit slovní analogie',
              durationMinutes: 12,
              preview: true,
              content: `<h2>Co je slovní analogie</h2>
<p>Analogie je úloha typu <strong>A : B = C : ?</strong>. Dostaneš dvojici slov a hledáš jinou dvojici, mezi jejímiž slovy je <em>stejný vztah</em>. Nerozhoduje, jestli slova patří do stejného tématu — rozhoduje jen vztah.</p>
<h3>Nejčastější typy vztahů</h3>
<ul>
<li><strong>Část a celek:</strong> kapitola : kniha, list : strom</li>
<li><strong>Nástroj a činnost:</strong> nůžky : stříhat, pila : řezat</li>
<li><strong>Pracovník a jeho nástroj nebo místo:</strong> malíř : štětec, lékař : ordinace</li>
<li><strong>Příčina a následek:</strong> vichřice : polom, požár : spáleniště</li>
<li><strong>Prvek a skupina:</strong> včela : roj, ovce : stádo</li>
<li><strong>Druh a rod:</strong> dub : strom, kapr : ryba</li>
<li><strong>Stupeň intenzity:</strong> teplý : horký, smutný : zoufalý</li>
<li><strong>Protiklad:</strong> vzestup : pád, štědrý : lakomý</li>
<li><strong>Mládě a dospělé zvíře:</strong> hříbě : kůň, tele : kráva</li>
</ul>
<h3>Postup ve třech krocích</h3>
<ol>
<li><strong>Popiš vztah celou větou.</strong> Ne „souvisí to spolu“, ale přesně: „Nůžkami se stříhá.“</li>
<li><strong>Dosaď do stejné věty každou možnost.</strong> „Pilou se řeže“ ✔, „Tužkou se papír“ ✘.</li>
<li><strong>Když vyhovuje víc možností, větu zpřesni.</strong> Přidej směr vztahu, míru nebo slovní druh.</li>
</ol>
<h3>Řešený příklad 1</h3>
<p><strong>pták : hnízdo = včela : ?</strong> — (a) med, (b) úl, (c) květ, (d) roj</p>
<p>Věta: „Pták bydlí a vyvádí mláďata v hnízdě.“ Dosadíme: „Včela bydlí a vyvádí mláďata v úlu.“ ✔ Med je to, co včela vyrábí, na květu sbírá nektar a roj je skupina včel. Správně je <strong>(b) úl</strong>.</p>
<h3>Řešený příklad 2</h3>
<p><strong>kniha : kapitola = ?</strong> — (a) dům : cihla, (b) symfonie : věta, (c) strom : les</p>
<p>První věta „Kniha se skládá z kapitol“ sedí na (a) i (b). Zpřesníme ji: „Kapitola je jeden z velkých oddílů, na které se kniha člení.“ Cihla je stavební materiál, ne oddíl domu, zatímco věta je skutečně samostatný oddíl symfonie. Možnost (c) má obrácený směr (část : celek). Správně je <strong>(b)</strong>.</p>
<h3>Tipy</h3>
<ul>
<li>Hlídej <strong>pořadí</strong>: celek : část není totéž co část : celek.</li>
<li>Hlídej <strong>slovní druh</strong>: je-li v zadání podstatné jméno : sloveso, hledej totéž.</li>
<li>Nenech se nachytat tématem — „les : strom“ a „les : houba“ mluví o lese, ale vztah je jiný.</li>
<li>Když váháš, nejdřív vyřaď možnosti, ve kterých tvoje věta jasně nefunguje.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Analogie – procvičování',
              description: `<p>Devět analogií na zahřátí. Každou odpověď ti hned vyhodnotíme a ukážeme vysvětlení, takže se učíš průběžně. Test si můžeš zopakovat, kolikrát chceš.</p>`,
              durationMinutes: 10,
              preview: true,
              passingGrade: 70,
              retakeCount: -1,
              instantCheck: true,
              questions: [
                {
                  type: 'single_choice',
                  title: 'lékař : nemocnice = učitel : ?',
                  hint: 'Řekni si vztah celou větou: „Lékař pracuje v …“',
                  explanation: `<p>Nemocnice je <strong>místo, kde lékař pracuje</strong>. Stejný vztah má dvojice <strong>učitel : škola</strong>.</p><ul><li><em>žák</em> je člověk, se kterým učitel pracuje (obdoba pacienta),</li><li><em>tabule</em> je pomůcka,</li><li><em>vysvědčení</em> je výsledek práce.</li></ul>`,
                  options: [
                    { title: 'žák' },
                    { title: 'škola', correct: true },
                    { title: 'tabule' },
                    { title: 'vysvědčení' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'hříbě : kůň = ?',
                  hint: 'Hříbě je mládě koně. Hledej dvojici ve stejném pořadí: mládě : dospělé zvíře.',
                  explanation: `<p>Vztah je <strong>mládě : dospělé zvíře</strong>. Stejně je na tom <strong>štěně : pes</strong>.</p><ul><li><em>kotě : myš</em> — kotě je mládě kočky, ne myši.</li><li><em>kuře : vejce</em> — kuře se z vejce líhne, vejce není dospělé zvíře.</li><li><em>ovce : beran</em> — samice a samec, žádné mládě.</li></ul>`,
                  options: [
                    { title: 'štěně : pes', correct: true },
                    { title: 'kotě : myš' },
                    { title: 'kuře : vejce' },
                    { title: 'ovce : beran' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'teplý : horký = ?',
                  hint: 'Nejde jen o teplotu. Všimni si, kterým směrem se mění intenzita.',
                  explanation: `<p><em>Horký</em> je <strong>vyšší stupeň</strong> téže vlastnosti jako <em>teplý</em>. Stejně je <em>mrazivý</em> vyšší stupeň od <em>chladný</em>, proto <strong>chladný : mrazivý</strong>.</p><ul><li><em>horký : teplý</em> a <em>mokrý : vlhký</em> mají intenzitu obráceně — od silnějšího ke slabšímu.</li><li><em>studený : teplý</em> je protiklad.</li></ul>`,
                  options: [
                    { title: 'horký : teplý' },
                    { title: 'studený : teplý' },
                    { title: 'chladný : mrazivý', correct: true },
                    { title: 'mokrý : vlhký' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title:
                    'Na pořadí slov ve dvojici nezáleží: „kniha : kapitola“ vyjadřuje stejný vztah jako „kapitola : kniha“.',
                  hint: 'Zkus obě dvojice popsat stejnou větou.',
                  explanation: `<p><strong>Nepravda.</strong> „Kniha : kapitola“ je vztah <em>celek : část</em>, „kapitola : kniha“ je <em>část : celek</em>. V analogii musí druhá dvojice zachovat i <strong>směr</strong> vztahu, proto by k první patřilo třeba „symfonie : věta“, ke druhé „věta : symfonie“.</p>`,
                  answer: false,
                },
                {
                  type: 'multi_choice',
                  title: 'Vyber všechny dvojice se stejným vztahem jako „pila : řezat“.',
                  hint: 'Věta zní: „Pilou se řeže.“ Dosaď do ní každou dvojici.',
                  explanation: `<p>Vztah je <strong>nástroj : činnost, kterou se s ním vykonává</strong>.</p><ul><li><em>sekera : štípat</em> ✔ (sekerou se štípe dříví),</li><li><em>jehla : šít</em> ✔,</li><li><em>lopata : kopat</em> ✔,</li><li><em>kladivo : hřebík</em> ✘ — nástroj : předmět, na který se nástroj používá,</li><li><em>truhlář : hoblík</em> ✘ — pracovník : nástroj.</li></ul>`,
                  options: [
                    { title: 'sekera : štípat', correct: true },
                    { title: 'kladivo : hřebík' },
                    { title: 'jehla : šít', correct: true },
                    { title: 'truhlář : hoblík' },
                    { title: 'lopata : kopat', correct: true },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň slovo tak, aby vznikla správná analogie.',
                  hint: 'Kapitola je oddíl knihy. Čeho oddílem je sloka?',
                  explanation: `<p>Kapitola je <strong>oddíl knihy</strong>, sloka je <strong>oddíl básně nebo písně</strong>. Uznáváme proto odpovědi <em>báseň</em>, <em>píseň</em> i <em>písnička</em>.</p>`,
                  text: 'kapitola : kniha = sloka : {{b1}}',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['báseň', 'píseň', 'písnička'] }],
                },
                {
                  type: 'single_choice',
                  title: 'malíř : štětec = ?',
                  hint: 'Malíř štětcem maluje. Hledej pracovníka a nástroj, kterým tvoří.',
                  explanation: `<p>Štětec je <strong>nástroj, kterým malíř tvoří</strong>. Sochař tvoří dlátem, proto <strong>sochař : dláto</strong>.</p><ul><li><em>spisovatel : román</em> — pracovník : výtvor,</li><li><em>kuchař : restaurace</em> — pracovník : místo,</li><li><em>zedník : dům</em> — pracovník : výtvor.</li></ul>`,
                  options: [
                    { title: 'spisovatel : román' },
                    { title: 'sochař : dláto', correct: true },
                    { title: 'kuchař : restaurace' },
                    { title: 'zedník : dům' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'požár : spáleniště = ?',
                  hint: 'Spáleniště je to, co po požáru zůstane.',
                  explanation: `<p>Vztah je <strong>příčina : to, co po ní zbude</strong>. Po vichřici zůstane polom (vyvrácené a zlomené stromy), proto <strong>vichřice : polom</strong>.</p><ul><li><em>popel : oheň</em> má obrácený směr (následek : příčina),</li><li><em>hasič : požár</em> je pracovník : jev, proti kterému zasahuje,</li><li><em>bouřka : léto</em> je jev : roční období.</li></ul>`,
                  options: [
                    { title: 'popel : oheň' },
                    { title: 'hasič : požár' },
                    { title: 'vichřice : polom', correct: true },
                    { title: 'bouřka : léto' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'štědrý : lakomý = ?',
                  hint: 'Jsou to slova podobného, nebo opačného významu?',
                  explanation: `<p><em>Štědrý</em> a <em>lakomý</em> jsou <strong>antonyma</strong> (protiklady). Protikladem je i dvojice <strong>odvážný : zbabělý</strong>.</p><ul><li><em>chytrý : moudrý</em> a <em>veselý : šťastný</em> jsou slova blízkého významu,</li><li><em>rychlý : rychlejší</em> je stupňování téhož přídavného jména.</li></ul>`,
                  options: [
                    { title: 'chytrý : moudrý' },
                    { title: 'odvážný : zbabělý', correct: true },
                    { title: 'veselý : šťastný' },
                    { title: 'rychlý : rychlejší' },
                  ],
                },
              ],
            },
            ospOwnAnalogies,
          ],
        },

        /* -------------------------------------------------------------- */
        {
          title: 'Doplňování vět, synonyma a antonyma',
          description: 'Signální slova ve větě, význam slov v kontextu a zrádná paronyma.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Doplňování vět a práce s významem slov',
              durationMinutes: 15,
              content: `<h2>Doplňování vět</h2>
<p>Dostaneš větu s jedním nebo dvěma vynechanými místy a vybíráš výrazy, které do ní věcně i jazykově zapadnou. Klíčem bývají <strong>signální slova</strong>, která prozradí vztah mezi částmi věty:</p>
<ul>
<li><strong>protiklad:</strong> ale, avšak, přestože, i když, naopak, zatímco</li>
<li><strong>shoda nebo důsledek:</strong> a, proto, a tak, tudíž, protože, navíc</li>
</ul>
<h3>Postup</h3>
<ol>
<li>Přečti celou větu a na možnosti se zatím nedívej.</li>
<li>Najdi signální slovo a urči, jestli ohlašuje protiklad, nebo shodu.</li>
<li>Doplň si <em>vlastní</em> slovo, které by tam pasovalo, a teprve potom hledej nejbližší možnost.</li>
<li>U dvou mezer ověř <strong>obě</strong> slova — častou pastí je možnost, ve které sedí jen jedno.</li>
</ol>
<h3>Řešený příklad</h3>
<p><em>Přestože byl výklad zpočátku ______, po několika příkladech se ukázal jako ______.</em></p>
<p>(a) srozumitelný – jasný, (b) nepřehledný – pochopitelný, (c) zábavný – poutavý, (d) stručný – krátký</p>
<p>Slovo <strong>přestože</strong> ohlašuje protiklad: výklad byl nejdřív nějaký a později opačný. Možnosti (a), (c) a (d) obsahují dvojice slov podobného významu, protiklad vytváří jen <strong>(b)</strong>.</p>
<h2>Synonyma a antonyma</h2>
<p><strong>Synonyma</strong> jsou slova stejného nebo velmi blízkého významu (<em>odvážný – statečný</em>), <strong>antonyma</strong> slova opačného významu (<em>odvážný – zbabělý</em>). V testu rozhoduje význam v dané větě, protože mnoho slov je mnohoznačných:</p>
<ul>
<li><em>lehký kufr</em> ↔ <em>těžký kufr</em>, ale <em>lehký úkol</em> ↔ <em>obtížný úkol</em>,</li>
<li><em>jasná obloha</em> = <em>bezmračná</em>, ale <em>jasný důkaz</em> = <em>nezpochybnitelný</em>.</li>
</ul>
<h3>Na co si dát pozor</h3>
<ul>
<li><strong>Slovní druh:</strong> synonymem přídavného jména je přídavné jméno, ne sloveso.</li>
<li><strong>Paronyma</strong> — slova podobně znějící, ale s jiným významem: <em>efektivní</em> (účinný) × <em>efektní</em> (působivý), <em>evidentní</em> (zřejmý) × <em>eventuální</em> (případný).</li>
<li><strong>Míra:</strong> <em>mrholit</em> a <em>lít</em> popisují déšť, ale synonyma nejsou — liší se intenzitou.</li>
</ul>
<h3>Řešený příklad</h3>
<p>Ve větě <em>Rozdíl mezi výsledky byl zanedbatelný</em> je synonymem slova <strong>zanedbatelný</strong> slovo <strong>nepatrný</strong> a antonymem slovo <strong>podstatný</strong>. Slovo <em>zanedbaný</em> (o který se nikdo nestaral) zní podobně, ale znamená něco úplně jiného.</p>
<h3>Tip</h3>
<p>Když si významem slova nejsi jistý/á, dosaď možnost přímo do věty a přečti si ji nahlas. Synonymum větu nezmění, antonymum ji obrátí.</p>`,
            },
            {
              type: 'lp_quiz',
              title: 'Doplňování vět, synonyma a antonyma – test',
              description: `<p>Osm úloh na doplňování vět a význam slov. Vyhodnocení uvidíš po odevzdání celého testu. Test můžeš zopakovat dvakrát — před dalším pokusem si projdi vysvětlení u chybných odpovědí.</p>`,
              durationMinutes: 12,
              passingGrade: 70,
              retakeCount: 2,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Doplň větu vhodnou dvojicí slov.',
                  content: `<p><em>Vědci dlouho považovali teorii za ______, ale nové měření ji ______.</em></p>`,
                  hint: 'Spojka „ale“ ohlašuje protiklad mezi původním názorem a výsledkem měření.',
                  explanation: `<p>Spojka <strong>ale</strong> vyžaduje, aby nové měření původní názor vědců <strong>zpochybnilo</strong>. Teorii považovali za spolehlivou, ale měření ji vyvrátilo — to je jediný protiklad.</p><ul><li><em>chybnou – vyvrátilo</em>: měření by názor vědců potvrdilo, žádný protiklad.</li><li><em>spolehlivou – potvrdilo</em>: opět shoda, ne protiklad.</li><li><em>zajímavou – zveřejnilo</em>: nedává smysl, měření teorii „nezveřejňuje“.</li></ul>`,
                  options: [
                    { title: 'spolehlivou – vyvrátilo', correct: true },
                    { title: 'chybnou – vyvrátilo' },
                    { title: 'spolehlivou – potvrdilo' },
                    { title: 'zajímavou – zveřejnilo' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Doplň větu vhodnou dvojicí slov.',
                  content: `<p><em>Protože byl rozpočet velmi ______, museli organizátoři některé akce ______.</em></p>`,
                  hint: '„Protože“ ohlašuje příčinu a důsledek — obě slova musí vyjadřovat totéž směřování.',
                  explanation: `<p>Věta popisuje <strong>příčinu a důsledek</strong>: malý rozpočet vede k rušení akcí. Jedině dvojice <strong>omezený – zrušit</strong> dává smysl.</p><ul><li><em>štědrý – zrušit</em>: velký rozpočet není důvod akce rušit.</li><li><em>napjatý – rozšířit</em>: napjatý rozpočet nedovoluje akce rozšiřovat.</li><li><em>dostatečný – zkrátit</em>: dostatek peněz není důvod ke zkracování.</li></ul>`,
                  options: [
                    { title: 'štědrý – zrušit' },
                    { title: 'napjatý – rozšířit' },
                    { title: 'omezený – zrušit', correct: true },
                    { title: 'dostatečný – zkrátit' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Které slovo má ve větě nejbližší význam slovu „ojedinělý“?',
                  content: `<p><em>Šlo o ojedinělý případ, který se už nikdy neopakoval.</em></p>`,
                  hint: 'Ojedinělý případ je takový, který se stává jen zřídka.',
                  explanation: `<p><em>Ojedinělý</em> znamená <strong>vyskytující se jen výjimečně, vzácný</strong>, synonymem je tedy <strong>výjimečný</strong>.</p><ul><li><em>osamělý</em> se týká člověka bez společnosti, ne četnosti jevu,</li><li><em>obvyklý</em> je naopak antonymum,</li><li><em>jednotný</em> znamená stejný pro všechny, souvislost je jen ve zvuku slova.</li></ul>`,
                  options: [
                    { title: 'osamělý' },
                    { title: 'výjimečný', correct: true },
                    { title: 'obvyklý' },
                    { title: 'jednotný' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Vyber antonymum ke slovu „skromný“ ve větě.',
                  content: `<p><em>Až do smrti vedl skromný život v malém domku na venkově.</em></p>`,
                  hint: 'Jde o skromnost ve způsobu života, ne v povaze.',
                  explanation: `<p>Skromný život je <strong>prostý, bez nadbytku</strong>. Opakem je život <strong>přepychový</strong>.</p><ul><li><em>pokorný</em> je spíš synonymum (skromný v povaze),</li><li><em>tichý</em> a <em>spokojený</em> s mírou přepychu nesouvisejí.</li></ul>`,
                  options: [
                    { title: 'pokorný' },
                    { title: 'tichý' },
                    { title: 'spokojený' },
                    { title: 'přepychový', correct: true },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Vyber všechna synonyma slova „ochotný“.',
                  hint: 'Dosaď každou možnost do věty „Prodavač byl velmi … a se vším mi poradil.“ a posuď, jestli se význam nezměnil.',
                  explanation: `<p><em>Ochotný</em> znamená <strong>připravený pomoci, vyhovět</strong>. Synonymy jsou <strong>vstřícný</strong> a <strong>úslužný</strong>.</p><ul><li><em>lhostejný</em> je člověk, kterému na druhých nezáleží — spíš opak,</li><li><em>zdrženlivý</em> znamená rezervovaný, opatrný v projevu.</li></ul>`,
                  options: [
                    { title: 'vstřícný', correct: true },
                    { title: 'lhostejný' },
                    { title: 'úslužný', correct: true },
                    { title: 'zdrženlivý' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Slova „efektivní“ a „efektní“ jsou synonyma.',
                  hint: 'Efektivní řešení šetří čas a peníze. A efektní?',
                  explanation: `<p><strong>Nepravda.</strong> Jde o <strong>paronyma</strong> — slova podobně znějící, ale s odlišným významem. <em>Efektivní</em> znamená účinný, hospodárný (efektivní postup), <em>efektní</em> znamená působivý, nápadný (efektní šaty). Efektní řešení nemusí být vůbec efektivní.</p>`,
                  answer: false,
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň jedním slovem antonymum ke slovu „spořivý“.',
                  hint: 'Věta staví Petra do protikladu k sestře. Hledej přídavné jméno opačného významu, ne jen jinou vlastnost.',
                  explanation: `<p>Opakem <em>spořivého</em> člověka je ten, kdo s penězi nehospodaří a utrácí je: <strong>marnotratný</strong>, <strong>rozhazovačný</strong>, <strong>nehospodárný</strong> nebo <strong>rozmařilý</strong>. Uznáváme kterékoli z nich.</p>`,
                  text: 'Na rozdíl od své spořivé sestry byl Petr {{b1}}.',
                  blanks: [
                    {
                      id: 'b1',
                      comparison: 'any',
                      answers: ['marnotratný', 'rozhazovačný', 'nehospodárný', 'rozmařilý'],
                    },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď slova podle síly větru od nejslabšího po nejsilnější.',
                  hint: 'Vánek sotva rozhoupe listí, orkán strhává střechy.',
                  explanation: `<p>Slova popisují vítr s rostoucí intenzitou: <strong>vánek</strong> (slabý příjemný vítr) → <strong>vítr</strong> → <strong>vichřice</strong> (velmi silný, škodlivý vítr) → <strong>orkán</strong> (nejsilnější vítr, nejvyšší stupeň Beaufortovy stupnice). Taková řada se hodí i v analogiích typu „stupeň intenzity“.</p>`,
                  ordered: ['vánek', 'vítr', 'vichřice', 'orkán'],
                },
              ],
            },
          ],
        },

        /* -------------------------------------------------------------- */
        {
          title: 'Porozumění textu',
          description: 'Jak poznat, co text tvrdí, co z něj vyplývá a co si jen domýšlíme.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Porozumění textu: co text opravdu říká',
              durationMinutes: 15,
              content: `<h2>Typy otázek k textu</h2>
<ul>
<li><strong>Hlavní myšlenka</strong> — která věta shrnuje celý text, ne jen jeho část.</li>
<li><strong>Co text tvrdí</strong> — informace, která v textu výslovně stojí.</li>
<li><strong>Co z textu vyplývá</strong> — závěr, který musí platit, pokud platí všechno, co text říká.</li>
<li><strong>Význam slova v kontextu</strong> — ne slovníkový význam, ale ten, ve kterém je slovo použito.</li>
<li><strong>Záměr autora</strong> — informuje, přesvědčuje, varuje, nebo kritizuje?</li>
</ul>
<h3>Zlaté pravidlo: jen z textu</h3>
<p>Odpovídej pouze na základě výchozího textu, i když o tématu víš víc. Správná odpověď může znít obyčejně a nesprávná velmi rozumně — rozhoduje jen to, jestli má v textu oporu.</p>
<h3>Typické pasti</h3>
<ul>
<li><strong>Zobecnění:</strong> text říká „některá města“, možnost tvrdí „všechna města“. Zpozorni u slov <em>vždy, nikdy, všichni, jediný</em>.</li>
<li><strong>Souvislost místo příčiny:</strong> dvě věci nastaly zároveň, ale text netvrdí, že jedna způsobila druhou.</li>
<li><strong>Pravdivé, ale nezmíněné:</strong> tvrzení platí v reálném světě, v textu ale není.</li>
<li><strong>Posun míry:</strong> „jen v omezené míře“ není totéž co „vůbec ne“.</li>
</ul>
<h3>Postup</h3>
<ol>
<li>Přečti si nejdřív otázky, ať víš, co v textu hledat.</li>
<li>Čti aktivně: všímej si spojek (<em>ale, proto, přesto</em>) a omezujících slov (<em>některé, zatím, většinou</em>).</li>
<li>Ke každé možnosti najdi v textu konkrétní místo, které ji potvrzuje, nebo vyvrací.</li>
</ol>
<h3>Řešený příklad</h3>
<blockquote><p>Městská knihovna loni rozšířila otevírací dobu o sobotní dopoledne. Počet výpůjček za rok vzrostl o 8 %, přičemž nejvíce přibylo čtenářů mezi studenty. Vedení knihovny zatím nerozhodlo, zda sobotní provoz zachová i v dalším roce.</p></blockquote>
<ul>
<li>„Knihovna bude mít v sobotu otevřeno i příští rok.“ — <strong>nevyplývá</strong>: text výslovně říká, že o tom zatím není rozhodnuto.</li>
<li>„Výpůjčky vzrostly díky sobotnímu provozu.“ — <strong>nevyplývá</strong>: text uvádí jen to, že obojí nastalo ve stejném roce; příčinu netvrdí.</li>
<li>„Loni byla knihovna otevřena i v sobotu dopoledne.“ — <strong>vyplývá</strong>: přímo to stojí v první větě.</li>
</ul>
<h3>Tip na čas</h3>
<p>Texty v OSP nejsou dlouhé, ale otázky vyžadují přesnost. Když váháš mezi dvěma možnostmi, vrať se do textu a najdi slovo, ve kterém se liší — tam se obvykle rozhoduje.</p>`,
            },
            {
              type: 'lp_quiz',
              title: 'Porozumění textu – test na čas',
              description: `<p>Dva krátké texty a osm otázek. Na celý test máš <strong>15 minut</strong>, pak se odevzdá automaticky. Odpovídej jen podle toho, co v textu stojí.</p>`,
              durationMinutes: 15,
              passingGrade: 60,
              retakeCount: 3,
              timeLimitMinutes: 15,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Která věta nejlépe vystihuje hlavní myšlenku textu?',
                  content: textStromy,
                  hint: 'Hlavní myšlenka musí pokrýt celý text, ne jeho jedinou větu.',
                  explanation: `<p>Text vysvětluje, co vzrostlé stromy městu přinášejí, a zdůrazňuje, že mladý strom jich dosáhne až po desítkách let. Nejlépe to shrnuje <strong>„Vzrostlé stromy mají pro město hodnotu, kterou mladé stromy dlouho nenahradí.“</strong></p><ul><li>Lípa je v textu jen příklad, druhy stromů se nesrovnávají.</li><li>Zákaz kácení text nepožaduje, zmiňuje jen posuzování ekologické hodnoty.</li><li>Že jsou stromy „především ozdobou“, text naopak popírá hned v první větě.</li></ul>`,
                  options: [
                    { title: 'Lípa je pro výsadbu ve městech nejvhodnější strom.' },
                    {
                      title: 'Vzrostlé stromy mají pro město hodnotu, kterou mladé stromy dlouho nenahradí.',
                      correct: true,
                    },
                    { title: 'Města by měla kácení stromů úplně zakázat.' },
                    { title: 'Stromy ve městě jsou především ozdobou.' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title:
                    'Z textu vyplývá, že všechna města při posuzování kácení počítají s ekologickou hodnotou dřeviny.',
                  content: textStromy,
                  hint: 'Porovnej, o kolika městech mluví tvrzení a o kolika text.',
                  explanation: `<p><strong>Nepravda.</strong> Text říká, že s ekologickou hodnotou počítají <strong>„některá města“</strong>. Tvrzení o všech městech je neoprávněné zobecnění.</p>`,
                  answer: false,
                },
                {
                  type: 'multi_choice',
                  title: 'Které přínosy stromů text výslovně uvádí?',
                  content: textStromy,
                  hint: 'Hledej jen to, co v textu opravdu stojí, ne co o stromech víš odjinud.',
                  explanation: `<p>Text uvádí, že stromy <strong>ochlazují okolí</strong> (odpařováním vody), <strong>zachycují prach</strong> a <strong>zpomalují odtok dešťové vody</strong>. Snižování hluku a produkci kyslíku stromy ve skutečnosti také zajišťují, ale text je nezmiňuje — proto je nevybíráme.</p>`,
                  options: [
                    { title: 'ochlazování okolí', correct: true },
                    { title: 'snižování hluku' },
                    { title: 'zachycování prachu', correct: true },
                    { title: 'zpomalení odtoku dešťové vody', correct: true },
                    { title: 'produkce kyslíku' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Proč podle textu nelze vykácení starého stromu vyvážit vysazením jediného mladého?',
                  content: textStromy,
                  hint: 'Odpověď stojí ve větě těsně před slovem „Proto“.',
                  explanation: `<p>Věta začínající „Proto“ navazuje na předchozí: mladý strom poskytuje své služby jen v omezené míře a <strong>plného efektu dosahuje až po desítkách let</strong>.</p><ul><li>O hynutí mladých stromů ani o cenách výsadby text nemluví.</li><li>„Nezachytí žádný prach“ je posun míry — text říká „jen v omezené míře“, ne „vůbec“.</li></ul>`,
                  options: [
                    { title: 'Mladé stromy ve městě obvykle brzy uhynou.' },
                    { title: 'Výsadba mladého stromu je dražší než kácení starého.' },
                    { title: 'Mladý strom plného efektu dosáhne až po desítkách let.', correct: true },
                    { title: 'Mladý strom nezachytí žádný prach.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Které tvrzení z textu vyplývá?',
                  content: textSpanek,
                  hint: 'Pozor na slova „jakékoli“ a „každý“ a na výsledky uvedené jen v průměru.',
                  explanation: `<p>Text uvádí, že studenti, kteří se učili večer a před testem spali, si vybavili <strong>v průměru</strong> o 15 % více slovíček — tedy <strong>ve studii si lépe vybavili slovíčka ti, kdo mezi učením a testem spali</strong>.</p><ul><li>„Jakékoli učivo“ — autoři výslovně upozorňují, že výsledek nemusí platit pro jiné typy učiva.</li><li>Starší lidé ve studii vůbec nebyli, vzorek tvořili mladí dospělí.</li><li>Průměr neříká nic o <em>každém</em> jednotlivci; někteří studenti z ranní skupiny mohli dopadnout lépe než někteří z večerní.</li></ul>`,
                  options: [
                    { title: 'Spánek zlepšuje zapamatování jakéhokoli učiva.' },
                    {
                      title:
                        'Ve studii si lépe vybavili slovíčka studenti, kteří mezi učením a testem spali.',
                      correct: true,
                    },
                    { title: 'Pro starší lidi je účinnější učit se ráno.' },
                    {
                      title:
                        'Každý student z večerní skupiny si vybavil víc slovíček než kterýkoli student z ranní skupiny.',
                    },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň čísla podle textu.',
                  content: textSpanek,
                  hint: 'Studentů bylo celkem 120 a rozdělili se na dvě stejné poloviny.',
                  explanation: `<p>Studie měla 120 účastníků a <strong>polovina</strong> se učila večer: $120 : 2 = 60$ studentů. Obě skupiny byly přezkoušeny <strong>po dvanácti hodinách</strong>.</p>`,
                  text: 'Večer se učilo {{b1}} studentů a obě skupiny byly přezkoušeny po {{b2}} hodinách.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 60, max: 60 },
                    { id: 'b2', comparison: 'any', answers: ['12', 'dvanácti'] },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Autoři studie tvrdí, že večerní učení zlepšuje i řešení matematických úloh.',
                  content: textSpanek,
                  hint: 'Co autoři říkají o jiných typech učiva?',
                  explanation: `<p><strong>Nepravda.</strong> Autoři naopak upozorňují, že výsledek <strong>nemusí platit</strong> pro jiné typy učiva, a řešení matematických úloh uvádějí právě jako příklad.</p>`,
                  answer: false,
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď věty tak, aby vznikl souvislý odstavec.',
                  hint: 'Hledej slova, která odkazují na předchozí větu: „proto“, „doklad o zaplacení“, „jejím“.',
                  explanation: `<p>Odstavec drží pohromadě díky odkazovacím výrazům:</p><ol><li>Nejdřív popis problému — drahé poštovné placené adresátem.</li><li>„<strong>Proto</strong>“ uvádí řešení: jednotné poštovné placené předem.</li><li>„Doklad <strong>o zaplacení</strong>“ navazuje na předplacené poštovné.</li><li>„Po <strong>jejím</strong> zavedení“ odkazuje na známku z předchozí věty.</li></ol>`,
                  ordered: [
                    'Na začátku 19. století bylo psaní dopisů drahé, protože poštovné platil adresát podle vzdálenosti a počtu listů.',
                    'Roku 1840 proto Británie zavedla jednotné poštovné, které zaplatil odesílatel předem.',
                    'Jako doklad o zaplacení sloužila nalepovací známka, dnes známá jako Penny Black.',
                    'Po jejím zavedení počet odeslaných dopisů během několika let výrazně vzrostl.',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },

    /* ================================================================ */
    /* Course 2: Analytický a kvantitativní oddíl (paid)                */
    /* ================================================================ */
    {
      slug: 'osp-analyticky-a-kvantitativni-oddil',
      title: 'OSP: Analytický a kvantitativní oddíl',
      instructor: 'lektor.kucera',
      image: 'osp-analyticky-a-kvantitativni-oddil.svg',
      price: 1290,
      salePrice: 990,
      duration: '5 týdnů',
      excerpt:
        'Číselné řady, logické úsudky, slovní úlohy, algebra, geometrie a práce s grafy a tabulkami. Postupy, díky kterým počítáš rychle a bez kalkulačky.',
      overview: `<p>Analytický a kvantitativní oddíl OSP neprověřuje, kolik vzorců si pamatuješ ze střední školy, ale jak rychle a spolehlivě přemýšlíš s čísly a informacemi. Většina úloh se dá vyřešit bez kalkulačky — když znáš správný postup.</p>
<p>V kurzu se naučíš:</p>
<ul>
<li>najít pravidlo číselné řady podle osvědčeného kontrolního seznamu,</li>
<li>poznat, co z předpokladů nutně vyplývá, a správně negovat výroky,</li>
<li>převádět slovní úlohy na rovnice a řešit procenta, poměry, rychlost i společnou práci,</li>
<li>používat základní vzorce geometrie a Pythagorovu větu,</li>
<li>číst grafy a tabulky, počítat procentní změny, průměr a medián,</li>
<li>řešit typy úloh, které jinde nepotkáš: porovnávání hodnot, dostačující tvrzení, soubory podmínek včetně „zebry“, smyšlené operace a vynechávky.</li>
</ul>
<p>Každá kapitola obsahuje výklad s řešenými příklady a test s podrobným postupem u každé otázky. Testy jsou zčásti časované a dva strhávají body za chybnou odpověď — dobrý trénink v rozhodování, kdy odpověď riskovat a kdy otázku přeskočit.</p>
<p>Na konci kurzu čeká <strong>OSP nanečisto</strong>: celý test ve formátu Scia – verbální a analytický oddíl po 33 úlohách, 85 minut, skutečné bodování a percentil mezi všemi, kdo ho psali.</p>`,
      passingCondition: 70,
      retakeCount: 2,
      publishedAt: '2026-02-09T08:00:00.000Z',
      sections: [
        /* -------------------------------------------------------------- */
        {
          title: 'Číselné řady a logické úsudky',
          description: 'Jak najít pravidlo řady a co z předpokladů nutně vyplývá.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Číselné řady: jak najít pravidlo',
              durationMinutes: 12,
              preview: true,
              content: t`<h2>Co se po tobě chce</h2>
<p>V úloze s číselnou řadou dostaneš několik čísel, která vznikla podle jednoho pravidla, a máš určit další nebo chybějící člen. Autoři testů používají stále stejnou sadu pravidel, takže když je budeš zkoušet v pevném pořadí, najdeš odpověď rychle.</p>
<h3>Kontrolní seznam pravidel</h3>
<ol>
<li><strong>Rozdíly sousedních členů.</strong> Je rozdíl stále stejný (aritmetická řada), nebo se pravidelně mění?</li>
<li><strong>Podíly sousedních členů.</strong> Násobí se každý člen stejným číslem (geometrická řada)?</li>
<li><strong>Kombinace operací.</strong> Například „krát 2 a plus 1“: $2,\ 5,\ 11,\ 23,\ \ldots$</li>
<li><strong>Dvě prolínající se řady.</strong> Liché a sudé pozice se řídí každá svým pravidlem, nebo se pravidelně střídají dvě operace.</li>
<li><strong>Známé posloupnosti.</strong> Druhé mocniny $1, 4, 9, 16, \ldots$, třetí mocniny $1, 8, 27, 64, \ldots$, prvočísla $2, 3, 5, 7, 11, \ldots$ a Fibonacciho řada, v níž je každý člen součtem dvou předchozích: $1, 1, 2, 3, 5, 8, \ldots$</li>
</ol>
<h3>Řešený příklad 1</h3>
<p>Urči další člen řady $3,\ 5,\ 9,\ 15,\ 23,\ \ldots$</p>
<p>Rozdíly: $5-3=2$, $9-5=4$, $15-9=6$, $23-15=8$. Rozdíly tvoří řadu sudých čísel, další rozdíl tedy bude $10$ a další člen $23+10=33$.</p>
<h3>Řešený příklad 2</h3>
<p>Urči další člen řady $2,\ 6,\ 3,\ 9,\ 6,\ 18,\ \ldots$</p>
<p>Rozdíly $+4, -3, +6, -3, +12$ žádné jednoduché pravidlo neukazují. Zkusíme tedy operace mezi sousedy: $2 \cdot 3 = 6$, $6 - 3 = 3$, $3 \cdot 3 = 9$, $9 - 3 = 6$, $6 \cdot 3 = 18$. Střídá se „krát 3“ a „minus 3“, další člen je proto $18 - 3 = 15$.</p>
<h3>Tipy</h3>
<ul>
<li>Rozdíly si piš přímo mezi členy řady — „druhou řadu“ pak uvidíš na první pohled.</li>
<li>Když čísla rostou velmi rychle, zkoušej spíš násobení nebo mocniny než sčítání.</li>
<li>Když řada skáče nahoru a dolů, podívej se zvlášť na liché a sudé pozice.</li>
<li>Výsledek vždy ověř: nalezené pravidlo musí platit pro <em>všechny</em> zadané členy, ne jen pro první dva.</li>
</ul>`,
            },
            {
              type: 'lp_lesson',
              title: 'Logické úsudky: co opravdu vyplývá',
              durationMinutes: 15,
              content: t`<h2>Vyplývá, nebo jen možná platí?</h2>
<p>V logických úlohách dostaneš několik předpokladů a rozhoduješ, který závěr z nich <strong>nutně</strong> vyplývá. Nutně znamená, že závěr platí v každé situaci, ve které platí předpoklady. Nezáleží na tom, jestli se ti závěr zdá pravděpodobný nebo jestli odpovídá skutečnosti — pracuješ jen se zadáním.</p>
<h3>Implikace „pokud A, pak B“</h3>
<p>Z výroku „Pokud prší, je silnice mokrá“ plyne:</p>
<ul>
<li>Prší → silnice je mokrá. ✔</li>
<li>Silnice <em>není</em> mokrá → <em>neprší</em>. ✔ (obměna, platí vždy)</li>
<li>Silnice je mokrá → prší? ✘ Silnici mohl pokropit kropicí vůz.</li>
<li>Neprší → silnice není mokrá? ✘ Ze stejného důvodu.</li>
</ul>
<p>Zapamatuj si: implikaci smíš použít „dopředu“ a obměnu „dozadu s negacemi“. Obrátit ji nesmíš.</p>
<h3>Zápis symboly</h3>
<p>Implikaci „pokud $A$, pak $B$“ zapisujeme $A \Rightarrow B$, negaci výroku $A$ jako $\neg A$. Pro implikaci platí:</p>
<ul>
<li>obměna je s ní rovnocenná: $(A \Rightarrow B) \iff (\neg B \Rightarrow \neg A)$,</li>
<li>obrácená implikace $B \Rightarrow A$ z ní <em>neplyne</em>,</li>
<li>její negace zní „$A$ platí, a přesto $B$ neplatí“: $\neg(A \Rightarrow B) \iff A \land \neg B$.</li>
</ul>
<h3>Negace výroků</h3>
<ul>
<li>„Všichni studenti prošli.“ → „<strong>Alespoň jeden</strong> student neprošel.“</li>
<li>„Někdo přišel pozdě.“ → „Nikdo nepřišel pozdě.“</li>
<li>„Prší a fouká.“ → „Neprší <strong>nebo</strong> nefouká.“</li>
<li>„Pokud prší, vezmu si deštník.“ → „Prší <strong>a</strong> deštník si nevezmu.“</li>
</ul>
<p>Pro „a“ ($\land$) a „nebo“ ($\lor$) to shrnují De Morganova pravidla — negace prohodí spojku:</p>
$$\neg(A \land B) \iff \neg A \lor \neg B$$
$$\neg(A \lor B) \iff \neg A \land \neg B$$
<p>Častá chyba: negací věty „Všichni prošli“ <em>není</em> „Nikdo neprošel“. To je mnohem silnější tvrzení — k vyvrácení věty o všech přitom stačí jediný student, který neprošel.</p>
<h3>Slova „všichni“, „někteří“, „žádný“</h3>
<p>„Někteří“ znamená v logice „alespoň jeden“. Z věty „Někteří studenti mají psa“ tedy neplyne, že někteří psa nemají — klidně ho mohou mít všichni.</p>
<h3>Řešený příklad</h3>
<p><strong>Předpoklady:</strong> Každý, kdo hraje v orchestru, umí číst noty. Tomáš neumí číst noty.</p>
<p><strong>Který závěr nutně plyne?</strong> (a) Tomáš hraje v orchestru. (b) Tomáš nehraje v orchestru. (c) Tomáš se učí noty.</p>
<p>První předpoklad je implikace „hraje v orchestru → umí číst noty“. Druhý předpoklad popírá její důsledek, takže podle obměny platí „neumí číst noty → nehraje v orchestru“. Správně je <strong>(b)</strong>. Možnost (c) může být pravdivá, ale z předpokladů neplyne.</p>
<h3>Tipy</h3>
<ul>
<li>Přepiš věty do schématu A → B a hledej obměnu.</li>
<li>U „všichni/někteří“ si nakresli dva kruhy (Vennův diagram) a zkus najít situaci, ve které závěr neplatí. Pokud ji najdeš, závěr nutně neplyne.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Číselné řady a úsudky – procvičování',
              description: `<p>Devět úloh na číselné řady, porovnávání čísel a logické úsudky. Každou odpověď si můžeš hned zkontrolovat a test opakovat bez omezení.</p>`,
              durationMinutes: 15,
              preview: true,
              passingGrade: 70,
              retakeCount: -1,
              instantCheck: true,
              questions: [
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň další člen řady.',
                  content: t`<p>$4,\ 7,\ 12,\ 19,\ 28,\ \ldots$</p>`,
                  hint: 'Spočítej rozdíly sousedních členů.',
                  explanation: t`<p>Rozdíly jsou $7-4=3$, $12-7=5$, $19-12=7$, $28-19=9$ — po sobě jdoucí lichá čísla. Další rozdíl je $11$, a tedy další člen je $28 + 11 = 39$.</p>`,
                  text: 'Další člen řady je {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 39, max: 39 }],
                },
                {
                  type: 'single_choice',
                  title: 'Který člen řadu doplní?',
                  content: t`<p>$2,\ 3,\ 5,\ 9,\ 17,\ \ldots$</p>`,
                  hint: 'Zkus každý člen vynásobit dvěma a porovnat s následujícím.',
                  explanation: t`<p>Každý další člen vznikne jako dvojnásobek předchozího zmenšený o 1: $2 \cdot 2 - 1 = 3$, $3 \cdot 2 - 1 = 5$, $5 \cdot 2 - 1 = 9$, $9 \cdot 2 - 1 = 17$. Další člen je $17 \cdot 2 - 1 = 33$.</p><p>Ke stejnému výsledku vedou rozdíly $1, 2, 4, 8$ — každý je dvojnásobkem předchozího, další je $16$ a $17 + 16 = 33$.</p>`,
                  options: [
                    { title: t`$25$` },
                    { title: t`$31$` },
                    { title: t`$33$`, correct: true },
                    { title: t`$34$` },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Který člen řadu doplní?',
                  content: t`<p>$5,\ 10,\ 8,\ 16,\ 14,\ 28,\ \ldots$</p>`,
                  hint: 'Řada střídavě roste a klesá — hledej dvě operace, které se pravidelně střídají.',
                  explanation: t`<p>Střídají se operace „krát 2“ a „minus 2“: $5 \cdot 2 = 10$, $10 - 2 = 8$, $8 \cdot 2 = 16$, $16 - 2 = 14$, $14 \cdot 2 = 28$. Následuje „minus 2“: $28 - 2 = 26$.</p>`,
                  options: [
                    { title: t`$56$` },
                    { title: t`$26$`, correct: true },
                    { title: t`$30$` },
                    { title: t`$24$` },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň chybějící člen řady.',
                  content: t`<p>$2,\ 5,\ 11,\ 23,\ \square,\ 95$</p>`,
                  hint: 'Zkus pravidlo „krát 2 a ještě něco přičíst“.',
                  explanation: t`<p>Každý člen je dvojnásobek předchozího zvětšený o 1: $2 \cdot 2 + 1 = 5$, $5 \cdot 2 + 1 = 11$, $11 \cdot 2 + 1 = 23$. Chybějící člen je $23 \cdot 2 + 1 = 47$. Kontrola s posledním členem: $47 \cdot 2 + 1 = 95$ ✔.</p>`,
                  text: 'Chybějící člen je {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 47, max: 47 }],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď čísla od nejmenšího po největší.',
                  hint: 'Převeď zlomky na desetinná čísla.',
                  explanation: t`<p>Převedeme vše na desetinná čísla: $\frac{3}{5} = 0{,}6$; $\frac{5}{8} = 0{,}625$; $0{,}66$; $\frac{2}{3} = 0{,}666\ldots$; $0{,}7$.</p><p>Pořadí je tedy</p>$$\frac{3}{5} \lt \frac{5}{8} \lt 0{,}66 \lt \frac{2}{3} \lt 0{,}7.$$<p>Pozor hlavně na dvojici $0{,}66$ a $\frac{2}{3}$: $\frac{2}{3} = 0{,}6666\ldots$ je o kousek větší.</p>`,
                  ordered: [t`$\frac{3}{5}$`, t`$\frac{5}{8}$`, t`$0{,}66$`, t`$\frac{2}{3}$`, t`$0{,}7$`],
                },
                {
                  type: 'true_or_false',
                  title:
                    'Platí: „Je-li číslo dělitelné šesti, je dělitelné i třemi.“ Číslo 21 je dělitelné třemi. Z toho plyne, že je dělitelné šesti.',
                  hint: 'Smíš implikaci obrátit?',
                  explanation: t`<p><strong>Nepravda.</strong> Implikace říká jen „dělitelné 6 → dělitelné 3“, symbolicky $6 \mid n \Rightarrow 3 \mid n$. Z dělitelnosti třemi nic neplyne — to by byla obrácená implikace, která neplatí. Číslo $21 = 3 \cdot 7$ je liché, takže šesti dělitelné není ($21 : 6 = 3{,}5$).</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Která věta je negací výroku „Všichni účastníci kurzu složili test“?',
                  hint: 'K vyvrácení tvrzení o všech stačí jediný protipříklad.',
                  explanation: `<p>Výrok o <em>všech</em> je nepravdivý, stačí-li najít <strong>alespoň jednoho</strong>, kdo test nesložil. Negace tedy zní <strong>„Alespoň jeden účastník kurzu test nesložil.“</strong></p><ul><li>„Žádný účastník test nesložil“ i „Všichni účastníci test nesložili“ říkají totéž — že neuspěl nikdo. To je příliš silné tvrzení.</li><li>„Někteří účastníci test složili“ se s původním výrokem vůbec nevylučuje.</li></ul>`,
                  options: [
                    { title: 'Žádný účastník kurzu test nesložil.' },
                    { title: 'Alespoň jeden účastník kurzu test nesložil.', correct: true },
                    { title: 'Někteří účastníci kurzu test složili.' },
                    { title: 'Všichni účastníci kurzu test nesložili.' },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Které závěry z předpokladů nutně vyplývají?',
                  content: `<p><strong>Předpoklady:</strong> Každý člen robotického kroužku umí programovat. Nikdo, kdo umí programovat, se nebojí počítačů. Jana je členkou robotického kroužku.</p>`,
                  hint: 'Zřetěz implikace: člen kroužku → umí programovat → nebojí se počítačů.',
                  explanation: `<p>Předpoklady dávají řetězec <em>člen kroužku → umí programovat → nebojí se počítačů</em>.</p><ul><li>„Jana umí programovat.“ ✔ — Jana je členka, a tedy umí programovat.</li><li>„Jana se nebojí počítačů.“ ✔ — pokračujeme řetězcem.</li><li>„Žádný člen kroužku se nebojí počítačů.“ ✔ — platí pro každého člena, nejen pro Janu.</li><li>„Každý, kdo umí programovat, je členem kroužku.“ ✘ — obrácená implikace; programovat mohou umět i lidé mimo kroužek.</li><li>„Kdo se nebojí počítačů, umí programovat.“ ✘ — opět obrácení.</li></ul>`,
                  options: [
                    { title: 'Jana umí programovat.', correct: true },
                    { title: 'Každý, kdo umí programovat, je členem robotického kroužku.' },
                    { title: 'Jana se nebojí počítačů.', correct: true },
                    { title: 'Kdo se nebojí počítačů, umí programovat.' },
                    { title: 'Žádný člen robotického kroužku se nebojí počítačů.', correct: true },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Co nutně plyne z předpokladů?',
                  content: `<p>Pokud Petr dostane stipendium, pojede do Vídně. Víme, že Petr do Vídně nepojede.</p>`,
                  hint: 'Použij obměnu implikace: „ne B → ne A“.',
                  explanation: `<p>Implikace „stipendium → Vídeň“ má obměnu „nepojede do Vídně → nedostane stipendium“. Protože Petr do Vídně nepojede, <strong>stipendium nedostane</strong>.</p><ul><li>Kdyby stipendium dostal, do Vídně by jel — to je ve sporu se zadáním.</li><li>Jestli pojede jinam, ze zadání nevíme.</li><li>„Nelze nic určit“ neplatí, obměna implikace platí vždy.</li></ul>`,
                  options: [
                    { title: 'Petr stipendium dostane.' },
                    { title: 'Petr stipendium nedostane.', correct: true },
                    { title: 'Petr pojede jinam než do Vídně.' },
                    { title: 'Nelze určit nic.' },
                  ],
                },
              ],
            },
            {
              type: 'lp_quiz',
              title: 'Logické úsudky – test s průběžnou kontrolou',
              description: `<p>Devět úloh na implikace, negace, kvantifikátory a řetězení úsudků. Každou odpověď si hned zkontroluj: uvidíš vysvětlení a k další úloze půjdeš s jistotou, že postupu rozumíš.</p>`,
              durationMinutes: 15,
              passingGrade: 70,
              retakeCount: 3,
              instantCheck: true,
              questions: [
                {
                  type: 'true_or_false',
                  title:
                    'Platí: „Pokud je pondělí, má Eva trénink.“ Eva dnes trénink nemá. Z toho plyne, že dnes není pondělí.',
                  hint: 'Použij obměnu implikace: „ne B → ne A“.',
                  explanation: t`<p><strong>Pravda.</strong> Implikace „pondělí → trénink“ má obměnu „není trénink → není pondělí“, symbolicky $(A \Rightarrow B) \iff (\neg B \Rightarrow \neg A)$. Eva dnes trénink nemá, takže pondělí být nemůže — kdyby bylo, trénink by měla.</p>`,
                  answer: true,
                },
                {
                  type: 'single_choice',
                  title: 'Která věta je negací výroku „Někteří studenti mají psa“?',
                  hint: '„Někteří“ znamená v logice „alespoň jeden“.',
                  explanation: `<p>Výrok tvrdí, že <strong>alespoň jeden</strong> student psa má. Nepravdivý je jedině tehdy, když psa nemá nikdo. Negace tedy zní <strong>„Žádný student nemá psa.“</strong></p><ul><li>„Někteří studenti psa nemají“ se s původním výrokem nevylučuje — obojí může platit zároveň.</li><li>„Všichni studenti mají psa“ původní výrok dokonce zahrnuje.</li><li>„Nejvýše jeden student má psa“ připouští, že jeden psa má, a pak by původní výrok platil.</li></ul>`,
                  options: [
                    { title: 'Někteří studenti psa nemají.' },
                    { title: 'Žádný student nemá psa.', correct: true },
                    { title: 'Všichni studenti mají psa.' },
                    { title: 'Nejvýše jeden student má psa.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Která věta je negací výroku „Venku prší a fouká vítr“?',
                  hint: 'Negace prohodí spojku „a“ na „nebo“ (De Morganova pravidla).',
                  explanation: t`<p>Podle De Morganova pravidla $\neg(A \land B) \iff \neg A \lor \neg B$. Aby výrok „prší a fouká vítr“ neplatil, stačí, aby neplatila jedna jeho část: <strong>„Venku neprší nebo nefouká vítr.“</strong></p><p>Věta „Venku neprší a nefouká vítr“ je příliš silná — vylučuje i déšť za bezvětří, kdy je původní výrok také nepravdivý.</p>`,
                  options: [
                    { title: 'Venku neprší a nefouká vítr.' },
                    { title: 'Venku neprší nebo nefouká vítr.', correct: true },
                    { title: 'Venku prší, ale nefouká vítr.' },
                    { title: 'Pokud venku neprší, nefouká vítr.' },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Které závěry z předpokladů nutně vyplývají?',
                  content: `<p><strong>Předpoklady:</strong> Každý houslista orchestru umí číst noty. Někteří členové sboru jsou houslisté orchestru.</p>`,
                  hint: 'Nakresli si Vennův diagram a hledej situaci, ve které závěr neplatí.',
                  explanation: `<p>Houslisté orchestru leží celí uvnitř množiny lidí, kteří umí číst noty, a část z nich patří do sboru.</p><ul><li>„Někteří členové sboru umí číst noty.“ ✔ — ti členové sboru, kteří jsou houslisty, noty číst umí.</li><li>„Kdo neumí číst noty, není houslistou orchestru.“ ✔ — obměna prvního předpokladu.</li><li>„Všichni členové sboru umí číst noty.“ ✘ — o členech sboru, kteří houslisty nejsou, nevíme nic.</li><li>„Každý, kdo umí číst noty, je houslistou orchestru.“ ✘ — obrácená implikace.</li></ul>`,
                  options: [
                    { title: 'Někteří členové sboru umí číst noty.', correct: true },
                    { title: 'Všichni členové sboru umí číst noty.' },
                    { title: 'Kdo neumí číst noty, není houslistou orchestru.', correct: true },
                    { title: 'Každý, kdo umí číst noty, je houslistou orchestru.' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Kolik žáků hraje oba sporty?',
                  content: `<p>Ve třídě je 30 žáků. Fotbal hraje 18 z nich, florbal 15 a 5 žáků nehraje ani jeden z těchto sportů.</p>`,
                  hint: 'Kolik žáků hraje aspoň jeden sport? Kdo hraje oba, je v součtu fotbalistů a florbalistů dvakrát.',
                  explanation: t`<p>Aspoň jeden sport hraje $30 - 5 = 25$ žáků. Součet fotbalistů a florbalistů je $18 + 15 = 33$ — žáci, kteří hrají oba sporty, jsou v něm započítaní dvakrát. Oba sporty tedy hraje $33 - 25 = 8$ žáků.</p><p>Kontrola: jen fotbal hraje $18 - 8 = 10$ žáků, jen florbal $15 - 8 = 7$, oba $8$ a žádný $5$; celkem $10 + 7 + 8 + 5 = 30$ ✔.</p>`,
                  text: 'Oba sporty hraje {{b1}} žáků.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 8, max: 8 }],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď výroky tak, aby každý vyplýval z předchozího.',
                  content: `<p><strong>Předpoklady:</strong> Když zazvoní budík, Tereza vstane. Když Tereza vstane, uvaří si kávu. Když si Tereza uvaří kávu, stihne autobus. Dnes ráno budík zazvonil.</p>`,
                  hint: 'Začni tím, co víš jistě, a pak používej implikace jednu po druhé.',
                  explanation: `<p>Jistý je jen fakt, že budík zazvonil. Z něj podle první implikace plyne, že Tereza vstala, z toho podle druhé, že si uvařila kávu, a podle třetí, že stihla autobus. Každý krok používá jen předchozí výrok a jednu implikaci — tak vypadá řetězení úsudků.</p>`,
                  ordered: [
                    'Budík zazvonil.',
                    'Tereza vstala.',
                    'Tereza si uvařila kávu.',
                    'Tereza stihla autobus.',
                  ],
                },
                {
                  type: 'true_or_false',
                  title:
                    'Platí: „Někteří sportovci jsou vegetariáni.“ Z toho nutně plyne, že někteří sportovci vegetariáni nejsou.',
                  hint: 'Mohou být vegetariány všichni sportovci?',
                  explanation: `<p><strong>Nepravda.</strong> „Někteří“ znamená v logice „alespoň jeden“. Výrok platí i tehdy, když jsou vegetariány <em>všichni</em> sportovci — a pak by tvrzení „někteří sportovci vegetariáni nejsou“ bylo nepravdivé. V běžné řeči to tak často myslíme, z předpokladu to ale neplyne.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Kdo z trojice mluví pravdu?',
                  content: `<p>Každý z trojice buď vždy mluví pravdu, nebo vždy lže. Adam říká: „Bára lže.“ Bára říká: „Cyril lže.“ Cyril říká: „Adam i Bára lžou.“</p>`,
                  hint: 'Předpokládej, že Cyril mluví pravdu, a hledej spor.',
                  explanation: `<p>Kdyby Cyril mluvil pravdu, lhali by Adam i Bára. Adam by pak lhal ve větě „Bára lže“, takže by Bára mluvila pravdu — spor. <strong>Cyril tedy lže.</strong></p><p>Bářina věta „Cyril lže“ je proto pravdivá a <strong>Bára mluví pravdu</strong>. Adamova věta „Bára lže“ je nepravdivá, <strong>Adam lže</strong>. Kontrola: Cyrilova věta „Adam i Bára lžou“ je opravdu nepravdivá, protože Bára mluví pravdu ✔. Pravdu mluví jen Bára.</p>`,
                  options: [
                    { title: 'Jen Adam.' },
                    { title: 'Jen Bára.', correct: true },
                    { title: 'Jen Cyril.' },
                    { title: 'Adam a Cyril.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: MISKEYED_QUESTION_TITLE,
                  hint: 'Kvantifikátor „žádný“ jde obrátit: „žádné A není B“ znamená totéž co „žádné B není A“.',
                  explanation: `<p>Z první premisy obrácením plyne, že <strong>žádný savec není plaz</strong>.</p>`,
                  options: [
                    { title: 'Žádný savec není plaz.', correct: true },
                    { title: 'Žádný had není savec.' },
                    { title: 'Někteří hadi jsou savci.' },
                  ],
                },
              ],
            },
          ],
        },

        /* -------------------------------------------------------------- */
        {
          title: 'Slovní úlohy, algebra a geometrie',
          description: 'Od textu k rovnici, procenta, poměry, pohyb, společná práce a základní geometrie.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Slovní úlohy: od textu k rovnici',
              durationMinutes: 18,
              content: t`<h2>Slovní úloha ve čtyřech krocích</h2>
<ol>
<li><strong>Urči neznámou.</strong> Napiš si slovy, co hledáš, a označ to $x$.</li>
<li><strong>Přelož text do rovnice.</strong> Každá věta zadání obvykle nese jeden vztah.</li>
<li><strong>Vyřeš rovnici.</strong></li>
<li><strong>Proveď zkoušku</strong> dosazením do původního textu, ne do své rovnice — odhalíš tak i chybu v překladu.</li>
</ol>
<h3>Procenta</h3>
<p>Zlevnění o $p\,\%$ znamená vynásobit cenu číslem $1 - \frac{p}{100}$, zdražení o $p\,\%$ číslem $1 + \frac{p}{100}$:</p>
$$\text{nová cena} = \text{původní cena} \cdot \left(1 \pm \frac{p}{100}\right)$$
<p>Zlevnění o 20 % a následné zdražení o 20 % proto původní cenu <em>nevrátí</em>: $0{,}8 \cdot 1{,}2 = 0{,}96$, cena je o 4 % nižší.</p>
<h3>Řešený příklad 1: původní cena</h3>
<p>Kolo po zlevnění o 20 % stojí 9 600 Kč. Kolik stálo před zlevněním?</p>
<p>Původní cenu označíme $x$. Po zlevnění zbývá 80 % ceny: $0{,}8x = 9\,600$, tedy $x = \frac{9\,600}{0{,}8} = 12\,000$ Kč. Zkouška: 20 % z 12 000 Kč je 2 400 Kč a $12\,000 - 2\,400 = 9\,600$ ✔.</p>
<p><strong>Past:</strong> přičíst 20 % k ceně 9 600 Kč ($9\,600 \cdot 1{,}2 = 11\,520$) je chyba — sleva se počítala z původní ceny, ne ze zlevněné.</p>
<h3>Rychlost, dráha, čas</h3>
<p>Platí $s = v \cdot t$, a tedy $v = \frac{s}{t}$ a $t = \frac{s}{v}$. Hlídej jednotky: 45 minut je $\frac{3}{4}$ hodiny, ne 0,45 hodiny.</p>
<h3>Poměr</h3>
<p>Poměr $a : b$ znamená, že celek má $a + b$ dílů a první část tvoří $\frac{a}{a + b}$ celku. Dělíš-li 600 Kč v poměru $1 : 2$, má celek 3 díly po 200 Kč, tedy 200 Kč a 400 Kč.</p>
<h3>Společná práce</h3>
<p>Kdo práci zvládne za $a$ hodin, udělá za hodinu $\frac{1}{a}$ práce. Výkony pracujících se sčítají, takže dva pracující, kteří by sami potřebovali $a$ a $b$ hodin, zvládnou práci společně za dobu $t$, pro kterou platí</p>
$$\frac{1}{t} = \frac{1}{a} + \frac{1}{b}, \quad\text{tedy}\quad t = \frac{a \cdot b}{a + b}.$$
<h3>Řešený příklad 2: společná práce</h3>
<p>Jeden kohoutek naplní nádrž za 6 hodin, druhý za 3 hodiny. Za jak dlouho ji naplní společně?</p>
<p>Za hodinu naplní $\frac{1}{6} + \frac{1}{3} = \frac{1}{6} + \frac{2}{6} = \frac{1}{2}$ nádrže, celou tedy za <strong>2 hodiny</strong> (podle vzorce $t = \frac{6 \cdot 3}{6 + 3} = \frac{18}{9} = 2$). Průměr $\frac{6 + 3}{2} = 4{,}5$ hodiny je nesmysl — společně musí být rychlejší než i ten rychlejší z nich.</p>
<h3>Tipy</h3>
<ul>
<li>Odhadni výsledek předem, pomůže ti vyřadit nesmyslné možnosti.</li>
<li>V testu s nabídkou odpovědí můžeš možnosti dosazovat do zadání — někdy je to rychlejší než řešit rovnici.</li>
</ul>`,
            },
            {
              type: 'lp_lesson',
              title: 'Geometrie: obvody, obsahy a úhly',
              durationMinutes: 15,
              content: t`<h2>Vzorce, které potřebuješ</h2>
<ul>
<li>Obdélník se stranami $a$, $b$: obvod $o = 2(a + b)$, obsah $S = a \cdot b$.</li>
<li>Trojúhelník se stranou $a$ a výškou $v_a$ na tuto stranu: $S = \frac{a \cdot v_a}{2}$.</li>
<li>Kruh s poloměrem $r$: obvod $o = 2\pi r$, obsah $S = \pi r^2$. Pozor, zadání často uvádí průměr $d = 2r$; pak $S = \frac{\pi d^2}{4}$.</li>
<li>Pravoúhlý trojúhelník s odvěsnami $a$, $b$ a přeponou $c$: $a^2 + b^2 = c^2$ (Pythagorova věta).</li>
<li>Součet vnitřních úhlů trojúhelníku je $180^\circ$, čtyřúhelníku $360^\circ$.</li>
</ul>
<p>Z Pythagorovy věty dopočítáš přeponu i odvěsnu:</p>
$$c = \sqrt{a^2 + b^2} \qquad\qquad a = \sqrt{c^2 - b^2}$$
<h3>Řešený příklad 1</h3>
<p>Odvěsny pravoúhlého trojúhelníku měří 6 cm a 8 cm. Urči délku přepony a obsah.</p>
<p>$c^2 = 6^2 + 8^2 = 36 + 64 = 100$, takže $c = 10$ cm. Odvěsny jsou na sebe kolmé, jedna je tedy výškou na druhou: $S = \frac{6 \cdot 8}{2} = 24\ \text{cm}^2$.</p>
<h3>Řešený příklad 2</h3>
<p>Zahrada tvaru obdélníku má rozměry 12 m × 8 m. Uprostřed je kruhový záhon o průměru 4 m. Kolik m² zbývá na trávník?</p>
<p>Obsah zahrady je $12 \cdot 8 = 96\ \text{m}^2$. Poloměr záhonu je $r = 2$ m, jeho obsah $\pi \cdot 2^2 = 4\pi \approx 12{,}57\ \text{m}^2$. Na trávník zbývá $96 - 12{,}57 \approx 83{,}4\ \text{m}^2$.</p>
<h3>Pythagorejské trojice</h3>
<p>Vyplatí se znát trojice celých čísel, které Pythagorově větě vyhovují: $3, 4, 5$; $5, 12, 13$; $8, 15, 17$ a jejich násobky ($6, 8, 10$; $9, 12, 15$…). Ušetříš tím odmocňování.</p>
<h3>Úhly</h3>
<p>Znáš-li dva úhly trojúhelníku, třetí dopočítáš odečtením od $180^\circ$. V rovnoramenném trojúhelníku jsou úhly při základně shodné, v rovnostranném mají všechny tři úhly $60^\circ$.</p>
<h3>Tipy</h3>
<ul>
<li>Vždy si nakresli náčrtek a popiš ho hodnotami ze zadání.</li>
<li>Hlídej jednotky: obsah je v jednotkách na druhou, obvod v jednotkách délky. Platí $1\ \text{m}^2 = 10\,000\ \text{cm}^2$, ne 100.</li>
<li>Když se ptají na přibližnou hodnotu, počítej s $\pi \approx 3{,}14$.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Slovní úlohy, algebra a geometrie – test',
              description: `<p>Deset úloh, <strong>20 minut</strong>. Za každou chybnou odpověď se ti <strong>bod odečte</strong>, za přeskočenou otázku nic neztrácíš — když váháš, raději otázku vynech. Test můžeš opakovat dvakrát.</p>`,
              durationMinutes: 20,
              passingGrade: 65,
              retakeCount: 2,
              timeLimitMinutes: 20,
              wrongPenalty: '1',
              questions: [
                {
                  type: 'single_choice',
                  title: 'Kolik stála bunda před zlevněním?',
                  content: `<p>Po zlevnění o 25 % stojí bunda 1 800 Kč.</p>`,
                  hint: 'Po zlevnění o 25 % zbývají tři čtvrtiny původní ceny.',
                  explanation: t`<p>Původní cenu označíme $x$. Po zlevnění o 25 % zbývá 75 % ceny: $0{,}75x = 1\,800$, tedy $x = \frac{1\,800}{0{,}75} = 2\,400$ Kč.</p><p>Zkouška: 25 % z 2 400 Kč je 600 Kč a $2\,400 - 600 = 1\,800$ ✔. Možnost 2 250 Kč vznikne chybným přičtením 25 % ke zlevněné ceně ($1\,800 \cdot 1{,}25$).</p>`,
                  options: [
                    { title: '2 250 Kč' },
                    { title: '2 400 Kč', correct: true },
                    { title: '2 000 Kč' },
                    { title: '2 160 Kč' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Vyřeš rovnici.',
                  content: t`<p>$3(x - 2) = x + 8$</p>`,
                  hint: 'Nejdřív roznásob závorku, pak převeď neznámé na jednu stranu.',
                  explanation: t`<p>Roznásobíme závorku, neznámé převedeme na levou stranu a čísla na pravou:</p>$$\begin{aligned} 3(x - 2) &= x + 8 \\ 3x - 6 &= x + 8 \\ 2x &= 14 \\ x &= 7 \end{aligned}$$<p>Zkouška: $3 \cdot (7 - 2) = 15$ a $7 + 8 = 15$ ✔.</p>`,
                  text: t`$x =$ {{b1}}`,
                  blanks: [{ id: 'b1', comparison: 'range', min: 7, max: 7 }],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď kroky řešení rovnice ve správném pořadí.',
                  content: t`<p>$2(x + 3) - 4 = 12$</p>`,
                  hint: 'Nejdřív se zbav závorky, neznámou osamostatníš až nakonec.',
                  explanation: t`<p>Postup: roznásobíme závorku ($2x + 6 - 4 = 12$), sečteme čísla na levé straně ($2x + 2 = 12$), odečteme 2 ($2x = 10$), vydělíme dvěma ($x = 5$) a nakonec uděláme zkoušku: $2 \cdot (5 + 3) - 4 = 16 - 4 = 12$ ✔.</p>`,
                  ordered: [
                    t`Roznásob závorku: $2x + 6 - 4 = 12$`,
                    t`Sečti čísla na levé straně: $2x + 2 = 12$`,
                    t`Odečti 2 od obou stran: $2x = 10$`,
                    t`Vyděl obě strany dvěma: $x = 5$`,
                    t`Proveď zkoušku: $2 \cdot (5 + 3) - 4 = 12$`,
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Jaká byla průměrná rychlost vlaku?',
                  content: `<p>Vlak ujel 150 km za 1 hodinu a 15 minut.</p>`,
                  hint: '15 minut je čtvrt hodiny, ne 0,15 hodiny.',
                  explanation: t`<p>Čas převedeme na hodiny: $1\ \text{h}\ 15\ \text{min} = 1{,}25\ \text{h}$. Rychlost je $v = \frac{s}{t} = \frac{150}{1{,}25} = 120$ km/h.</p><p>Možnost 130 km/h dostaneš, když chybně počítáš s 1,15 h ($150 : 1{,}15 \approx 130$), a 187,5 km/h, když dráhu časem vynásobíš místo vydělení.</p>`,
                  options: [
                    { title: '100 km/h' },
                    { title: '120 km/h', correct: true },
                    { title: '130 km/h' },
                    { title: '187,5 km/h' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Za jak dlouho vyčerpají jímku obě čerpadla společně?',
                  content: `<p>Jedno čerpadlo vyčerpá jímku za 6 hodin, druhé za 12 hodin.</p>`,
                  hint: 'Sečti, jakou část jímky vyčerpá každé čerpadlo za hodinu.',
                  explanation: t`<p>Za hodinu vyčerpá první čerpadlo $\frac{1}{6}$ jímky, druhé $\frac{1}{12}$. Společně $\frac{1}{6} + \frac{1}{12} = \frac{2}{12} + \frac{1}{12} = \frac{3}{12} = \frac{1}{4}$ jímky za hodinu, celou jímku tedy za <strong>4 hodiny</strong>.</p><p>Rychleji to jde vzorcem pro společnou práci: $t = \frac{a \cdot b}{a + b} = \frac{6 \cdot 12}{6 + 12} = \frac{72}{18} = 4$ hodiny.</p>`,
                  text: 'Společně ji vyčerpají za {{b1}} hodiny.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 4, max: 4 }],
                },
                {
                  type: 'multi_choice',
                  title: 'Která čísla jsou řešením rovnice?',
                  content: t`<p>$x^2 - 5x + 6 = 0$</p>`,
                  hint: 'Hledej dvě čísla, jejichž součin je 6 a součet 5.',
                  explanation: t`<p>Rozložíme na součin: $x^2 - 5x + 6 = (x - 2)(x - 3)$, protože $2 \cdot 3 = 6$ a $2 + 3 = 5$. Součin je nulový, právě když $x = 2$ nebo $x = 3$.</p><p>Zkouška: $2^2 - 5 \cdot 2 + 6 = 4 - 10 + 6 = 0$ ✔, $3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6 = 0$ ✔. Pro $x = -2$ vyjde $4 + 10 + 6 = 20$, pro $x = -3$ vyjde $30$ a pro $x = 6$ vyjde $12$.</p>`,
                  options: [
                    { title: t`$2$`, correct: true },
                    { title: t`$-2$` },
                    { title: t`$3$`, correct: true },
                    { title: t`$-3$` },
                    { title: t`$6$` },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Jak dlouhá je přepona pravoúhlého trojúhelníku?',
                  content: `<p>Odvěsny pravoúhlého trojúhelníku měří 5 cm a 12 cm.</p>`,
                  hint: 'Pythagorova věta — nebo si vzpomeň na známé pythagorejské trojice.',
                  explanation: t`<p>Podle Pythagorovy věty $c^2 = 5^2 + 12^2 = 25 + 144 = 169$, takže $c = \sqrt{169} = 13$ cm. Jde o známou trojici $5, 12, 13$. Možnost 17 cm vznikne prostým sečtením odvěsen, což je chyba — přepona je vždy kratší než jejich součet.</p>`,
                  options: [
                    { title: '13 cm', correct: true },
                    { title: '14 cm' },
                    { title: '15 cm' },
                    { title: '17 cm' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Vypočítej obsah kruhu.',
                  content: `<p>Kruh má průměr 10 cm. Výsledek zaokrouhli na celé cm².</p>`,
                  hint: 'Pozor, zadaný je průměr, ne poloměr.',
                  explanation: t`<p>Poloměr je polovina průměru: $r = 5$ cm. Obsah je $S = \pi r^2 = 25\pi \approx 78{,}54\ \text{cm}^2$, po zaokrouhlení na celé cm² <strong>79 cm²</strong>. S $\pi \approx 3{,}14$ vyjde $78{,}5$, což se na celé cm² zaokrouhlí také na 79 (pětka na prvním desetinném místě se zaokrouhluje nahoru). Uznáváme proto 79 i nezaokrouhlené hodnoty od 78,5 do 79. Odpověď 78 je chybně zaokrouhlená. Kdo dosadí průměr místo poloměru, dostane chybných $100\pi \approx 314\ \text{cm}^2$.</p>`,
                  text: 'Obsah kruhu je přibližně {{b1}} cm².',
                  blanks: [{ id: 'b1', comparison: 'range', min: 78.5, max: 79 }],
                },
                {
                  type: 'true_or_false',
                  title: 'Dva vnitřní úhly trojúhelníku mají velikost 47° a 68°. Třetí úhel má tedy 75°.',
                  hint: t`Součet vnitřních úhlů trojúhelníku je $180^\circ$.`,
                  explanation: t`<p><strong>Nepravda.</strong> Třetí úhel je $180^\circ - 47^\circ - 68^\circ = 180^\circ - 115^\circ = 65^\circ$, ne $75^\circ$.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Kolik sirupu potřebuješ?',
                  content: t`<p>Sirup se ředí s vodou v poměru $1 : 4$ (1 díl sirupu na 4 díly vody). Chceš připravit 1,5 litru hotového nápoje.</p>`,
                  hint: 'Kolik dílů má celý nápoj?',
                  explanation: t`<p>Nápoj má $1 + 4 = 5$ dílů. Jeden díl je $1\,500\ \text{ml} : 5 = 300$ ml, a sirup tvoří právě jeden díl: <strong>300 ml</strong>. Zbývajících $1\,200$ ml je voda (poměr $300 : 1\,200 = 1 : 4$ ✔). Možnost 375 ml vznikne chybným dělením čtyřmi.</p>`,
                  options: [
                    { title: '250 ml' },
                    { title: '300 ml', correct: true },
                    { title: '375 ml' },
                    { title: '400 ml' },
                  ],
                },
              ],
            },
          ],
        },

        /* -------------------------------------------------------------- */
        {
          title: 'Grafy, tabulky a data',
          description: 'Procentní změna, procentní body, průměr a medián v praxi.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Jak číst grafy a tabulky',
              durationMinutes: 15,
              content: t`<h2>Nejdřív popisky, pak čísla</h2>
<p>Než začneš počítat, přečti si nadpis, popisky os nebo sloupců a hlavně <strong>jednotky</strong>. Jsou hodnoty v kusech, v tisících, nebo v procentech? Velká část chyb v těchto úlohách vzniká právě tady.</p>
<h3>Procentní změna</h3>
<p>Změna z hodnoty $a$ na hodnotu $b$ v procentech je</p>
$$\text{změna} = \frac{b - a}{a} \cdot 100\,\%.$$
<p>Dělíš vždy <strong>původní</strong> hodnotou; záporný výsledek znamená pokles.</p>
<h3>Procenta a procentní body</h3>
<p>Když podíl vzroste z 20 % na 25 %, vzrostl o <strong>5 procentních bodů</strong>, ale zároveň o <strong>25 %</strong>, protože $\frac{25 - 20}{20} = 0{,}25$. V otázkách se tyto dvě věci často zaměňují.</p>
<h3>Průměr a medián</h3>
<p>Průměr je součet hodnot dělený jejich počtem:</p>
$$\bar{x} = \frac{x_1 + x_2 + \cdots + x_n}{n}$$
<p>Medián je prostřední hodnota po seřazení; při sudém počtu hodnot je to průměr dvou prostředních. Na rozdíl od průměru medián jedna extrémní hodnota „nevytáhne“.</p>
<h3>Řešený příklad</h3>
<table><caption>Prodej kol v obchodě (kusy)</caption><thead><tr><th>Měsíc</th><th>Leden</th><th>Únor</th><th>Březen</th><th>Duben</th></tr></thead><tbody><tr><td>Prodáno</td><td>40</td><td>50</td><td>80</td><td>120</td></tr></tbody></table>
<ul>
<li><strong>Změna únor → březen:</strong> $\frac{80 - 50}{50} \cdot 100\,\% = 60\,\%$.</li>
<li><strong>Změna březen → duben:</strong> $\frac{120 - 80}{80} \cdot 100\,\% = 50\,\%$. Přestože v dubnu přibylo víc kol (40 oproti 30), procentně byl nárůst menší.</li>
<li><strong>Průměr:</strong> $\frac{40 + 50 + 80 + 120}{4} = \frac{290}{4} = 72{,}5$ kusu za měsíc.</li>
<li><strong>Medián:</strong> po seřazení jsou prostřední hodnoty 50 a 80, medián je $\frac{50 + 80}{2} = 65$ kusů.</li>
</ul>
<h3>Tipy</h3>
<ul>
<li>U grafů zkontroluj, jestli osa $y$ začíná nulou — když ne, rozdíly vypadají větší, než jsou.</li>
<li>Nejdřív odhadni, pak počítej. Když se ptají „přibližně“, zaokrouhli čísla a ušetři čas.</li>
<li>U koláčových grafů dávají všechny části dohromady 100 %; chybějící podíl dopočítáš odečtením.</li>
<li>Odpovídej jen z údajů v grafu — nedomýšlej, co se dělo mimo sledované období.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Grafy a tabulky – test na čas',
              description: `<p>Devět otázek ke dvěma tabulkám. Na celý test máš <strong>15 minut</strong>. Tabulky najdeš u každé otázky znovu, nemusíš si je pamatovat.</p>`,
              durationMinutes: 15,
              passingGrade: 70,
              retakeCount: 3,
              timeLimitMinutes: 15,
              questions: [
                {
                  type: 'single_choice',
                  title: 'O kolik procent vzrostl počet návštěvníků mezi lety 2024 a 2025?',
                  content: tabulkaAquapark,
                  hint: 'Rozdíl děl hodnotou z roku 2024, tedy tou původní.',
                  explanation: t`<p>Počet vzrostl z 60 na 75 tisíc, rozdíl je 15 tisíc. Procentní změna: $\frac{75 - 60}{60} \cdot 100\,\% = \frac{15}{60} \cdot 100\,\% = 25\,\%$.</p><p>Možnost 20 % vznikne chybným dělením novou hodnotou ($\frac{15}{75}$), možnost 15 % záměnou tisíců za procenta.</p>`,
                  options: [
                    { title: '15 %' },
                    { title: '20 %' },
                    { title: '25 %', correct: true },
                    { title: t`$33{,}3$ %` },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Jaký byl průměrný roční počet návštěvníků?',
                  content: tabulkaAquapark,
                  hint: 'Sečti všech pět hodnot a vyděl pěti.',
                  explanation: t`<p>$\frac{40 + 50 + 45 + 60 + 75}{5} = \frac{270}{5} = 54$ tisíc návštěvníků ročně.</p>`,
                  text: 'V letech 2021–2025 navštívilo aquapark průměrně {{b1}} tisíc lidí ročně.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 54, max: 54 }],
                },
                {
                  type: 'true_or_false',
                  title: 'Počet návštěvníků aquaparku rostl každý rok.',
                  content: tabulkaAquapark,
                  hint: 'Porovnej každé dva sousední roky.',
                  explanation: `<p><strong>Nepravda.</strong> Mezi lety 2022 a 2023 počet návštěvníků <strong>klesl</strong> z 50 na 45 tisíc.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Ve kterém roce byl meziroční nárůst návštěvnosti v procentech největší?',
                  content: tabulkaAquapark,
                  hint: 'Stejný absolutní přírůstek znamená větší procentní nárůst tam, kde byla původní hodnota menší.',
                  explanation: t`<p>Meziroční změny:</p><ul><li>2022: $\frac{50 - 40}{40} = 25\,\%$</li><li>2023: $\frac{45 - 50}{50} = -10\,\%$ (pokles)</li><li>2024: $\frac{60 - 45}{45} \approx 33{,}3\,\%$</li><li>2025: $\frac{75 - 60}{60} = 25\,\%$</li></ul><p>V letech 2024 i 2025 přibylo shodně 15 tisíc návštěvníků, ale v roce 2024 se počítá z nižšího základu (45 tisíc), proto je procentní nárůst největší právě v roce <strong>2024</strong>.</p>`,
                  options: [
                    { title: '2022' },
                    { title: '2023' },
                    { title: '2024', correct: true },
                    { title: '2025' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď kroky výpočtu procentní změny návštěvnosti mezi lety 2022 a 2023.',
                  content: tabulkaAquapark,
                  hint: 'Nejdřív potřebuješ data, nakonec převod na procenta.',
                  explanation: t`<p>Nejdřív najdeme v tabulce obě hodnoty (50 a 45 tisíc), spočítáme rozdíl $45 - 50 = -5$, vydělíme ho <strong>původní</strong> hodnotou: $\frac{-5}{50} = -0{,}1$, a převedeme na procenta: $-0{,}1 \cdot 100\,\% = -10\,\%$. Návštěvnost tedy klesla o 10 %.</p>`,
                  ordered: [
                    'Najdi v tabulce hodnoty: 50 tisíc (2022) a 45 tisíc (2023).',
                    t`Spočítej rozdíl: $45 - 50 = -5$`,
                    t`Vyděl rozdíl původní hodnotou: $\frac{-5}{50} = -0{,}1$`,
                    t`Převeď na procenta: $-0{,}1 \cdot 100\,\% = -10\,\%$`,
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Jaký je medián počtu návštěvníků v letech 2021–2025?',
                  content: tabulkaAquapark,
                  hint: 'Hodnoty nejdřív seřaď podle velikosti.',
                  explanation: t`<p>Seřazené hodnoty: $40,\ 45,\ 50,\ 60,\ 75$. Hodnot je pět, medián je ta prostřední, tedy <strong>50 tisíc</strong>. Číslo 54 je průměr, ne medián; 45 je prostřední hodnota v neseřazené tabulce.</p>`,
                  options: [
                    { title: '45 tisíc' },
                    { title: '50 tisíc', correct: true },
                    { title: '54 tisíc' },
                    { title: '60 tisíc' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Jaký podíl celkové návštěvnosti připadá na rok 2025?',
                  content: tabulkaAquapark,
                  hint: 'Celková návštěvnost za pět let je 270 tisíc.',
                  explanation: t`<p>Celkem přišlo $40 + 50 + 45 + 60 + 75 = 270$ tisíc návštěvníků, z toho 75 tisíc v roce 2025. Podíl je $\frac{75}{270} \approx 0{,}2778$, tedy po zaokrouhlení na celá procenta <strong>28 %</strong>. Uznáváme 28 i přesnější hodnoty od 27,75 do 28 (například 27,8 nebo 27,78). Odpověď 27 nebo 27,7 je chybně zaokrouhlená.</p>`,
                  text: 'Na rok 2025 připadá přibližně {{b1}} % celkové návštěvnosti za roky 2021–2025 (zaokrouhli na celá procenta).',
                  blanks: [{ id: 'b1', comparison: 'range', min: 27.75, max: 28 }],
                },
                {
                  type: 'multi_choice',
                  title: 'Která tvrzení o třídě 4.B platí?',
                  content: tabulkaDoprava,
                  hint: 'Převeď procenta na počty žáků: 10 % ze 40 jsou 4 žáci.',
                  explanation: t`<p>Ze 40 žáků jezdí autobusem $0{,}35 \cdot 40 = 14$, pěšky chodí $10$, autem jezdí $8$, na kole $6$ a vlakem $2$ žáci.</p><ul><li>„Autobusem jezdí 14 žáků.“ ✔</li><li>„Na kole jezdí o 2 žáky méně než autem.“ ✔ ($8 - 6 = 2$)</li><li>„Pěšky chodí čtvrtina žáků.“ ✔ (25 % je čtvrtina)</li><li>„Vlakem jezdí 5 žáků.“ ✘ — 5 % ze 40 jsou 2 žáci.</li><li>„Autobusem jezdí víc žáků než pěšky a na kole dohromady.“ ✘ — $14 \lt 10 + 6 = 16$.</li></ul>`,
                  options: [
                    { title: 'Autobusem jezdí 14 žáků.', correct: true },
                    { title: 'Vlakem jezdí 5 žáků.' },
                    { title: 'Na kole jezdí o 2 žáky méně než autem.', correct: true },
                    { title: 'Pěšky chodí čtvrtina žáků.', correct: true },
                    { title: 'Autobusem jezdí víc žáků než pěšky a na kole dohromady.' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Procenta, nebo procentní body?',
                  content: tabulkaDoprava,
                  hint: 'Procentní body jsou prostý rozdíl dvou procentních údajů, procentní změna se počítá z původní hodnoty.',
                  explanation: t`<p>Rozdíl podílů je $18 - 15 = 3$ <strong>procentní body</strong>. Relativně jde o nárůst $\frac{18 - 15}{15} \cdot 100\,\% = \frac{3}{15} \cdot 100\,\% = 20\,\%$.</p>`,
                  text: 'Kdyby podíl žáků jezdících na kole vzrostl z 15 % na 18 %, vzrostl by o {{b1}} procentní body, což je nárůst o {{b2}} %.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 3, max: 3 },
                    { id: 'b2', comparison: 'range', min: 20, max: 20 },
                  ],
                },
              ],
            },
          ],
        },

        /* -------------------------------------------------------------- */
        /* Added after the release: appended, so no earlier id moves       */
        ospComparisonSection,
        ospConditionsSection,
      ],
    },
  ],
};
