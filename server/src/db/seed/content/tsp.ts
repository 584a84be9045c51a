/**
 * TSP — Test studijních předpokladů (Masarykova univerzita): verbální, kritické, analytické
 * a numerické myšlení a prostorová představivost. Czech demo content.
 */
import type { SeedFamily } from '../content-types';
import { tspShowYourWork } from './assignments';
import { tspCultureSection } from './tsp-culture';

/** Shared passage for the reading questions in „Práce s textem“. */
const TEXT_TELEFON = `<blockquote><p>Výzkumný tým sledoval po dobu jednoho semestru 240 studentů prvního ročníku. Studenti, kteří při učení odkládali mobilní telefon do jiné místnosti, dosáhli u zkoušek v průměru lepších výsledků než studenti, kteří měli telefon při učení na stole. Autoři upozorňují, že šlo o observační studii: studenti si sami vybírali, kam telefon odloží, a proto z ní nelze bezpečně vyvodit, že odložený telefon lepší výsledky způsobuje. Je možné, že studenti, kteří telefon odkládají, mají zároveň i víc sebekázně při učení. Tým proto na příští rok připravuje experiment, v němž bude polovině dobrovolníků místo pro telefon určeno náhodně.</p></blockquote>`;

const TEXT_KNIHOVNA = `<blockquote><p>Městská knihovna v Lipníku byla dosud otevřená jen ve všední dny. Od ledna 2025 otevírá i v sobotu. Za rok 2025 zaznamenala 57 200 výpůjček, zatímco v roce 2024 jich bylo 52 000. V sobotu se během roku 2025 uskutečnilo 1 800 výpůjček. Ředitelka knihovny nárůst přičítá hlavně sobotnímu provozu. Ve stejném roce knihovna začala čtenářům posílat e-mailové upozornění, když je rezervovaná kniha připravena k vyzvednutí.</p></blockquote>`;

export const tsp: SeedFamily = {
  category: {
    slug: 'tsp',
    name: 'TSP — Test studijních předpokladů',
    description:
      'Příprava na Test studijních předpokladů Masarykovy univerzity: verbální, kritické, analytické a numerické myšlení a prostorová představivost. Vysvětlení, řešené příklady a testy s vyhodnocením a percentilem.',
    premium: ['tsp'],
    image: 'tsp-category.svg',
  },

  instructors: [
    {
      username: 'lektorka.novakova',
      displayName: 'Mgr. Kateřina Nováková',
      nickname: 'Kateřina Nováková',
      description:
        'Vystudovala češtinu a filozofii na Filozofické fakultě MU. Přes osm let připravuje uchazeče na přijímací zkoušky a nejraději učí, jak číst text pozorně a jak poznat slabý argument.',
      avatar: 'tsp-avatar-novakova.svg',
    },
    {
      username: 'lektor.benes',
      displayName: 'RNDr. Pavel Beneš',
      nickname: 'Pavel Beneš',
      description:
        'Matematik a středoškolský učitel z Brna. Logické úlohy, procenta i skládání krychlí vysvětluje krok za krokem, aby sis postup zapamatoval i bez biflování vzorců.',
      avatar: 'tsp-avatar-benes.svg',
    },
  ],

  courses: [
    // ───────────────────────────────────────────────────────── Course 1 (free)
    {
      slug: 'tsp-verbalni-a-kriticke-mysleni',
      title: 'TSP: Verbální a kritické myšlení',
      instructor: 'lektorka.novakova',
      image: 'tsp-cover-verbalni-kriticke.svg',
      price: 0,
      duration: '4 týdny',
      excerpt:
        'Slovní analogie, synonyma a antonyma, porozumění textu, rozbor argumentů a kulturní přehled. Bezplatný kurz, se kterým si vyzkoušíš verbální a kritickou část TSP.',
      overview: `<p>Verbální a kritické myšlení tvoří v Testu studijních předpokladů velkou část úloh a dají se natrénovat lépe, než si většina uchazečů myslí. V kurzu se naučíš hledat přesný vztah mezi slovy, číst výchozí text bez domýšlení a rozebrat argument na premisy, závěr a skryté předpoklady.</p>
<h3>Co v kurzu najdeš</h3>
<ul>
  <li>4 lekce s vysvětlením a řešenými příklady,</li>
  <li>4 testy s podrobným vysvětlením každé odpovědi,</li>
  <li>úlohy na analogie, synonyma, antonyma, porozumění textu, logické chyby a platnost úsudků,</li>
  <li>kulturní přehled — literaturu, hudbu, výtvarné umění, architekturu, film a dějiny, jak je zkoušel dřívější subtest TSP,</li>
  <li>jeden test na čas, abys získal cit pro tempo skutečné zkoušky.</li>
</ul>
<p>Kurz je zdarma. Počítej zhruba se dvěma hodinami studia týdně.</p>`,
      passingCondition: 60,
      retakeCount: -1,
      publishedAt: '2026-01-12T08:00:00.000Z',
      sections: [
        {
          title: 'Verbální myšlení: vztahy mezi slovy',
          description: 'Analogie, synonyma, antonyma a vyřazování slov, která do skupiny nepatří.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Analogie, synonyma a antonyma',
              durationMinutes: 15,
              preview: true,
              content: `<h2>Co tě ve verbálním myšlení čeká</h2>
<p>Verbální oddíl TSP neověřuje, kolik cizích slov znáš nazpaměť, ale jak přesně rozumíš významům a vztahům mezi slovy. Typické úlohy jsou slovní analogie (A : B = C : ?), hledání synonym a antonym, vyřazení slova, které do skupiny nepatří, a doplňování slov do vět.</p>
<h2>Nejčastější vztahy v analogiích</h2>
<ul>
  <li><strong>synonymum</strong> – stejný nebo velmi blízký význam (<em>odvážný – statečný</em>),</li>
  <li><strong>antonymum</strong> – opačný význam (<em>štědrý – lakomý</em>),</li>
  <li><strong>druh – rod</strong> – podřazený a nadřazený pojem (<em>dub – strom</em>),</li>
  <li><strong>část – celek</strong> (<em>klávesa – klavír</em>),</li>
  <li><strong>nástroj – činnost</strong> (<em>nůžky – stříhat</em>),</li>
  <li><strong>osoba – nástroj nebo výtvor</strong> (<em>sochař – dláto</em>, <em>básník – báseň</em>),</li>
  <li><strong>stupeň intenzity</strong> (<em>šepot – křik</em>, <em>mrholení – liják</em>).</li>
</ul>
<h2>Postup: vyslov vztah celou větou</h2>
<p>Nejspolehlivější trik je popsat vztah první dvojice konkrétní větou a tu pak dosadit do druhé dvojice. Věta „A souvisí s B“ je příliš obecná – sedí skoro na cokoli. Věta „A je ruční nástroj, kterým se dělá B“ už většinu nabídnutých možností vyřadí.</p>
<h3>Řešený příklad</h3>
<p><strong>LOPATA : KOPAT = ? : ŠÍT</strong>; možnosti: a) nit, b) jehla, c) krejčí, d) látka, e) šicí stroj.</p>
<p>Věta: „Lopata je ruční nástroj, kterým se kope.“ Dosadíme: „? je ruční nástroj, kterým se šije.“ Nit je materiál, krejčí je osoba, látka je to, co se sešívá. Šicí stroj sice také šije, ale není to jednoduchý ruční nástroj jako lopata. Nejpřesněji sedí <strong>jehla</strong>.</p>
<p>Druhý příklad: <strong>ŠEPOT : KŘIK = MRHOLENÍ : ?</strong> Vztah zní „slabší projev – silnější projev téhož jevu“. Hledáme tedy silný déšť, <strong>liják</strong> – ne třeba „bouřku“, to je jiný jev.</p>
<h2>Tipy do testu</h2>
<ul>
  <li>Hlídej <strong>směr vztahu</strong>: <em>dub : strom</em> není totéž co <em>strom : dub</em>.</li>
  <li>Hlídej <strong>slovní druh</strong>: je-li v první dvojici sloveso, bude sloveso i v řešení.</li>
  <li>U synonym a antonym si slovo zasaď do věty – spojení <em>laxní přístup</em> ti napoví víc než samotné slovo.</li>
  <li>Když váháš mezi dvěma možnostmi, zpřesni svou větu. Obvykle jedna z nich vztah splňuje jen „zhruba“.</li>
  <li>Cizí slova se vyplatí učit ve dvojicích: <em>explicitní – implicitní</em>, <em>progresivní – konzervativní</em>, <em>abstraktní – konkrétní</em>.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Procvičení: vztahy mezi slovy',
              description: `<p>Osm úloh na analogie, synonyma, antonyma a třídění slov. Odpověď se ti vyhodnotí hned po zodpovězení, takže z každé chyby se můžeš okamžitě poučit. Test si můžeš opakovat bez omezení.</p>`,
              durationMinutes: 10,
              preview: true,
              passingGrade: 60,
              retakeCount: -1,
              instantCheck: true,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Doplň analogii: TEPLOMĚR : TEPLOTA = ? : TLAK VZDUCHU',
                  hint: 'Vyslov vztah větou: „Teploměr je přístroj, kterým se měří teplota.“',
                  explanation: `<p>Vztah první dvojice je <strong>měřicí přístroj – veličina, kterou měří</strong>. Atmosférický tlak měří <strong>barometr</strong>.</p>
<ul><li>vlhkoměr (hygrometr) měří vlhkost vzduchu,</li><li>anemometr měří rychlost větru,</li><li>tachometr rychlost vozidla,</li><li>voltmetr elektrické napětí.</li></ul>`,
                  options: [
                    { title: 'vlhkoměr' },
                    { title: 'barometr', correct: true },
                    { title: 'anemometr' },
                    { title: 'tachometr' },
                    { title: 'voltmetr' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Vyber antonymum ke slovu LAKONICKÝ.',
                  hint: 'Zasaď slovo do spojení „… odpověď“ a hledej slovo, které by větě dalo opačný smysl.',
                  explanation: `<p><em>Lakonický</em> znamená stručný, úsporný ve slovech (podle Lakóňanů neboli Sparťanů, proslulých strohou řečí). Opačný význam má <strong>rozvláčný</strong> (zbytečně dlouhý, mnohomluvný).</p>
<p><em>Stručný</em> a <em>strohý</em> jsou naopak synonyma. <em>Lakotný</em> je paronymum – zní podobně, ale znamená chamtivý. <em>Spartánský</em> má se slovem lakonický společný původ, znamená ale prostý a odříkavý; o způsobu vyjadřování nic neříká.</p>`,
                  options: [
                    { title: 'stručný' },
                    { title: 'rozvláčný', correct: true },
                    { title: 'lakotný' },
                    { title: 'spartánský' },
                    { title: 'strohý' },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Které dvojice tvoří synonyma?',
                  content: '<p>Vyber všechny správné možnosti.</p>',
                  hint: 'Zasaď obě slova do stejné věty, např. „Jeho postoj byl …“, a porovnej význam.',
                  explanation: `<ul>
<li><strong>evidentní – zřejmý</strong>: synonyma (jasný, očividný).</li>
<li><strong>laxní – nedbalý</strong>: synonyma (laxní = vlažný, ledabylý).</li>
<li><strong>prozaický – všední</strong>: synonyma v přeneseném významu (prozaický = střízlivý, obyčejný).</li>
<li><em>eminentní – nepatrný</em>: <strong>ne</strong>, eminentní znamená mimořádný, velmi výrazný; dvojice je spíše opačná.</li>
<li><em>explicitní – naznačený</em>: <strong>ne</strong>, explicitní znamená výslovný; naznačený je naopak implicitní.</li>
</ul>`,
                  options: [
                    { title: 'evidentní – zřejmý', correct: true },
                    { title: 'laxní – nedbalý', correct: true },
                    { title: 'eminentní – nepatrný' },
                    { title: 'prozaický – všední', correct: true },
                    { title: 'explicitní – naznačený' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Dvojice SLOVNÍK : KNIHA vyjadřuje stejný vztah jako DUB : STROM.',
                  hint: 'Pojmenuj vztah v obou dvojicích stejnou větou.',
                  explanation: `<p><strong>Pravda.</strong> Slovník je druh knihy a dub je druh stromu. V obou dvojicích jde o vztah <strong>druh – rod</strong> (podřazený – nadřazený pojem) a směr je stejný: nejdřív užší pojem, pak širší.</p>`,
                  answer: true,
                },
                {
                  type: 'true_or_false',
                  title: 'Dvojice PEDÁL : BICYKL vyjadřuje stejný vztah jako PES : SAVEC.',
                  hint: 'Popiš vztah první dvojice přesnou větou a zkus do ní dosadit druhou dvojici.',
                  explanation: `<p><strong>Nepravda.</strong> Pedál je <strong>součástí</strong> bicyklu (vztah část – celek), kdežto pes je <strong>druhem</strong> savce (vztah druh – rod). Oba vztahy vypadají podobně („menší – větší“), ale nejsou stejné – pes není kus savce.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Které slovo do skupiny nepatří?',
                  hint: 'Jak se na jednotlivé nástroje hraje?',
                  explanation: `<p>Housle, viola, violoncello i kontrabas jsou <strong>smyčcové</strong> nástroje – hraje se na ně smyčcem po strunách. <strong>Flétna</strong> je dechový nástroj, proto do skupiny nepatří.</p>`,
                  options: [
                    { title: 'housle' },
                    { title: 'viola' },
                    { title: 'violoncello' },
                    { title: 'kontrabas' },
                    { title: 'flétna', correct: true },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň slova tak, aby obě analogie platily.',
                  hint: 'První dvojice: tvor – jeho obydlí. Druhá: osoba – její základní pracovní nástroj.',
                  explanation: `<p><strong>PTÁK : HNÍZDO = VČELA : ÚL</strong> – tvor a místo, kde žije a vychovává potomstvo.</p>
<p><strong>ŠVADLENA : JEHLA = MALÍŘ : ŠTĚTEC</strong> – osoba a její základní ruční nástroj. U malíře pokojů uznáváme i <em>štětku</em> nebo <em>váleček</em>.</p>`,
                  text: 'PTÁK : HNÍZDO = VČELA : {{b1}}<br>ŠVADLENA : JEHLA = MALÍŘ : {{b2}}',
                  blanks: [
                    { id: 'b1', comparison: 'any', answers: ['úl'] },
                    { id: 'b2', comparison: 'any', answers: ['štětec', 'štětka', 'váleček'] },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď slova podle intenzity deště od nejslabšího po nejsilnější.',
                  hint: 'Ke každému slovu si představ, jak rychle bys v takovém dešti bez deštníku zmokl.',
                  explanation: `<p><strong>mrholení → déšť → liják → průtrž mračen.</strong> Mrholení jsou drobné kapky, které se spíš vznášejí, než padají. Déšť je běžné označení bez zvláštní intenzity, liják je silný a vydatný déšť a průtrž mračen je náhlý, velmi prudký liják, po kterém se rozvodňují potoky. Úlohy na stupeň intenzity se v analogiích objevují často (např. <em>šepot : křik = mrholení : liják</em>).</p>`,
                  ordered: ['mrholení', 'déšť', 'liják', 'průtrž mračen'],
                },
              ],
            },
          ],
        },
        {
          title: 'Verbální myšlení: porozumění textu',
          description: 'Co z textu vyplývá, co je s ním v rozporu a o čem text mlčí.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Porozumění textu: co text říká a co ne',
              durationMinutes: 15,
              content: `<h2>Odpovídej z textu, ne ze svých znalostí</h2>
<p>V úlohách na porozumění textu dostaneš krátký výchozí text a několik tvrzení. Tvým úkolem je rozhodnout, co z textu <strong>vyplývá</strong>, co je s ním <strong>v rozporu</strong> a o čem text <strong>nic neříká</strong>. Nejčastější chyba: uchazeč vybere tvrzení, které je pravdivé ve skutečném světě, ale v textu pro ně opora není.</p>
<h2>Tři kategorie tvrzení</h2>
<ul>
  <li><strong>Vyplývá</strong> – text to říká přímo, nebo to jednoznačně plyne z toho, co říká.</li>
  <li><strong>Je v rozporu</strong> – text tvrdí opak.</li>
  <li><strong>Nelze určit</strong> – může to být pravda, ale text to nepotvrzuje ani nevyvrací.</li>
</ul>
<h2>Pozor na malá slova</h2>
<p>Rozdíl mezi správnou a špatnou odpovědí často leží v jediném slově. Hlídej <strong>kvantifikátory</strong> (<em>všichni, většina, někteří, žádný</em>), <strong>míru jistoty</strong> (<em>prokázal × naznačuje × je možné</em>) a <strong>příčinnost</strong> (<em>souvisí × způsobuje</em>). Když text říká „v průměru“, neplatí to automaticky pro každého jednotlivce.</p>
<h3>Řešený příklad</h3>
<blockquote><p>Obyvatelé obce Lipová, kteří pravidelně sportují, navštěvují lékaře v průměru méně často než ti, kdo nesportují. Průzkum ale zahrnul jen lidi mladší 50 let.</p></blockquote>
<ol>
  <li><em>„Sport snižuje počet návštěv u lékaře.“</em> – <strong>Nelze určit.</strong> Text popisuje souvislost, ne příčinu. Možná sportují hlavně ti, kdo jsou od začátku zdravější.</li>
  <li><em>„Každý sportující obyvatel chodí k lékaři méně často než každý nesportující.“</em> – <strong>Nelze určit</strong> a rozhodně to nevyplývá: text mluví o průměru, ne o jednotlivcích.</li>
  <li><em>„Průzkum nezahrnul obyvatele ve věku 60 let.“</em> – <strong>Vyplývá</strong>: šedesátiletí nejsou mladší 50 let.</li>
  <li><em>„Průzkum se týkal i seniorů nad 70 let.“</em> – <strong>Je v rozporu</strong> s textem.</li>
</ol>
<h2>Postup při řešení</h2>
<ol>
  <li>Nejdřív si přečti otázku, ať víš, co v textu hledáš.</li>
  <li>Pak čti text a všímej si kvantifikátorů, čísel a slov vyjadřujících jistotu.</li>
  <li>Každou možnost porovnej s konkrétním místem v textu. Když žádné takové místo nenajdeš, tvrzení nejspíš „nelze určit“.</li>
  <li>Vyřazuj možnosti, které text přehánějí („vždy“, „prokázal“) nebo k němu přidávají informace navíc.</li>
</ol>
<p><strong>Tip:</strong> Počítej i s čísly. Když text uvádí dvě hodnoty, často se ptá na rozdíl nebo na procentní změnu – rychlý výpočet na okraji papíru se vyplatí.</p>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Práce s textem',
              description: `<p>Dva krátké výchozí texty a osm otázek k nim. Odpovídej jen podle toho, co v textu skutečně stojí. Test můžeš opakovat dvakrát.</p>`,
              durationMinutes: 15,
              passingGrade: 70,
              retakeCount: 2,
              questions: [
                {
                  type: 'true_or_false',
                  title:
                    'Podle textu studie prokázala, že odložení telefonu do jiné místnosti zlepšuje výsledky u zkoušek.',
                  content: TEXT_TELEFON,
                  hint: 'Všimni si, co autoři říkají o typu své studie.',
                  explanation: `<p><strong>Nepravda.</strong> Autoři výslovně upozorňují, že studie byla observační a že z ní <em>nelze bezpečně vyvodit</em>, že odložený telefon lepší výsledky způsobuje. Studie zjistila jen souvislost (korelaci), nikoli příčinu.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Které tvrzení ze zprávy o studii vyplývá?',
                  content: TEXT_TELEFON,
                  hint: 'Hlídej slova „všichni“ a „v průměru“.',
                  explanation: `<p>Z textu vyplývá jen tvrzení o <strong>průměrných</strong> výsledcích obou skupin – to je přímo jeho druhá věta.</p>
<ul>
<li>„Všichni studenti…“ – text mluví o průměru, ne o každém jednotlivci.</li>
<li>„Sebekázeň zlepšuje výsledky u zkoušek“ – text sebekázeň zmiňuje jen jako <em>možné</em> vysvětlení.</li>
<li>Experiment se teprve připravuje, takže nic nepotvrdil.</li>
<li>Sledováni byli jen studenti prvního ročníku.</li>
</ul>`,
                  options: [
                    {
                      title:
                        'Všichni studenti, kteří odkládali telefon do jiné místnosti, měli lepší výsledky než studenti s telefonem na stole.',
                    },
                    {
                      title:
                        'Studenti, kteří odkládali telefon do jiné místnosti, měli v průměru lepší výsledky než studenti s telefonem na stole.',
                      correct: true,
                    },
                    { title: 'Sebekázeň zlepšuje výsledky u zkoušek.' },
                    { title: 'Experiment s náhodně určeným místem pro telefon výsledky studie potvrdil.' },
                    { title: 'Studie zahrnovala studenty všech ročníků.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Proč chce tým v experimentu určit místo pro telefon náhodně?',
                  content: TEXT_TELEFON,
                  hint: 'Co autorům na observační studii vadí?',
                  explanation: `<p>V observační studii si studenti místo pro telefon volili sami, takže se skupiny mohly lišit i v dalších věcech (např. v sebekázni), které ovlivňují výsledky. Náhodné určení místa pro telefon tyto rozdíly mezi skupinami vyrovná, a umožní tak posoudit, zda výsledky <strong>způsobuje</strong> právě odložený telefon.</p>
<p>Ostatní možnosti text nepodporuje: o malém počtu účastníků, nepravdivých údajích ani o měření času stráveného s telefonem v něm nic není.</p>`,
                  options: [
                    {
                      title:
                        'Aby vyloučil vliv dalších faktorů, které mohou souviset s tím, kam student telefon odkládá, i s výsledky.',
                      correct: true,
                    },
                    { title: 'Protože observační studie měla příliš málo účastníků.' },
                    { title: 'Protože studenti v observační studii o svém telefonu lhali.' },
                    { title: 'Aby zjistil, kolik času studenti prvního ročníku tráví s telefonem.' },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'O kterých tvrzeních text NIC neříká (nelze je z něj ověřit ani vyvrátit)?',
                  content: `${TEXT_TELEFON}<p>Vyber všechny správné možnosti.</p>`,
                  hint: 'U každého tvrzení hledej konkrétní větu textu. Když ji nenajdeš, tvrzení nelze ověřit.',
                  explanation: `<ul>
<li><strong>Výsledky studentů s telefonem v tašce</strong> text neuvádí – porovnává jen skupiny „telefon v jiné místnosti“ a „telefon na stole“. Nelze určit.</li>
<li><strong>Místo konání experimentu</strong> text neuvádí. Nelze určit.</li>
<li>Délka studie (jeden semestr), počet studentů (240) a to, že si studenti místo pro telefon vybírali sami, v textu výslovně stojí – tato tvrzení tedy ověřit lze.</li>
</ul>`,
                  options: [
                    { title: 'Studie trvala jeden semestr.' },
                    {
                      title:
                        'Studenti, kteří měli telefon při učení v tašce, měli výsledky mezi oběma sledovanými skupinami.',
                      correct: true,
                    },
                    { title: 'Studie sledovala 240 studentů.' },
                    { title: 'Experiment proběhne na stejné univerzitě.', correct: true },
                    { title: 'Studenti si sami vybírali, kam telefon odloží.' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď věty tak, aby vytvořily souvislý odstavec.',
                  hint: 'Hledej návaznost: „proto“, „o několik týdnů později“, „tento pokus“.',
                  explanation: `<p>Odstavec začíná <strong>pozorováním</strong> (dojičky neonemocněly), na které navazuje <strong>rozhodnutí</strong> („rozhodl se proto“). Následuje <strong>ověření</strong> („o několik týdnů později“) a nakonec <strong>zhodnocení</strong> („tento pokus“), které odkazuje na vše předchozí. Ukazovací a navazovací výrazy (<em>proto, později, tento</em>) jsou nejlepším vodítkem.</p>`,
                  ordered: [
                    'Na konci 18. století si anglický lékař Edward Jenner všiml, že dojičky, které prodělaly kravské neštovice, neonemocněly pravými neštovicemi.',
                    'Rozhodl se proto osmiletému chlapci vpravit do kůže hnis z puchýře nakažené dojičky.',
                    'Když chlapci o několik týdnů později vpravil i látku z pravých neštovic, chlapec neonemocněl.',
                    'Tento pokus se stal základem očkování, jehož mezinárodní název vakcinace pochází z latinského slova vacca – kráva.',
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Dopočítej údaje z textu.',
                  content: TEXT_KNIHOVNA,
                  hint: 'Procentní změna = rozdíl / původní hodnota · 100. Výpůjčky ve všední dny = všechny výpůjčky − sobotní.',
                  explanation: `<p><strong>Celkový nárůst:</strong> $57\\,200 - 52\\,000 = 5\\,200$, tj. $\\frac{5\\,200}{52\\,000} = 0{,}1 = 10\\,\\%$.</p>
<p><strong>Všední dny:</strong> v roce 2025 se ve všední dny uskutečnilo $57\\,200 - 1\\,800 = 55\\,400$ výpůjček. V roce 2024 byla knihovna otevřená jen ve všední dny, všech $52\\,000$ výpůjček tedy připadlo na všední dny. Rozdíl je $55\\,400 - 52\\,000 = 3\\,400$.</p>`,
                  text: 'Celkový počet výpůjček vzrostl o {{b1}} %. Ve všední dny se v roce 2025 uskutečnilo o {{b2}} výpůjček více než v roce 2024.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 10, max: 10 },
                    { id: 'b2', comparison: 'range', min: 3400, max: 3400 },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Proč údaje v textu zpochybňují vysvětlení ředitelky?',
                  content: TEXT_KNIHOVNA,
                  hint: 'Porovnej počet sobotních výpůjček s celkovým nárůstem.',
                  explanation: `<p>Celkový nárůst je $5\\,200$ výpůjček, ale v sobotu se uskutečnilo jen $1\\,800$ výpůjček, tedy přibližně $\\frac{1\\,800}{5\\,200} \\approx 35\\,\\%$ – asi třetina. Zbylých $3\\,400$ výpůjček přibylo ve všední dny, kdy se provoz nezměnil. Sobotní otevírací doba tedy nárůst vysvětluje jen z menší části.</p>
<p>Ostatní možnosti jsou s textem v rozporu, nebo tvrdí víc, než text říká (o příčině nárůstu ve všední dny text nic nedokazuje).</p>`,
                  options: [
                    {
                      title:
                        'Sobotní výpůjčky tvoří jen asi třetinu celkového nárůstu, větší část připadá na všední dny.',
                      correct: true,
                    },
                    { title: 'V sobotu se uskutečnilo více výpůjček než ve všechny všední dny dohromady.' },
                    { title: 'Celkový počet výpůjček ve skutečnosti klesl.' },
                    { title: 'Sobotní provoz začal až v roce 2026.' },
                    { title: 'E-mailová upozornění prokazatelně způsobila celý nárůst.' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Z textu vyplývá, že nárůst výpůjček ve všední dny způsobila e-mailová upozornění.',
                  content: TEXT_KNIHOVNA,
                  hint: 'Říká text, že mezi upozorněními a výpůjčkami je příčinná souvislost?',
                  explanation: `<p><strong>Nepravda.</strong> Text jen uvádí, že upozornění knihovna zavedla <em>ve stejném roce</em>. Časová shoda není důkazem příčiny – nárůst mohl mít i jiné důvody (nové knihy, propagace, více obyvatel). Upozornění jsou možné vysvětlení, ale z textu nevyplývá.</p>`,
                  answer: false,
                },
              ],
            },
          ],
        },
        {
          title: 'Kritické myšlení: argumenty a úsudky',
          description: 'Premisy, závěr, skryté předpoklady, oslabení argumentu a logické chyby.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Argument, předpoklad a logické chyby',
              durationMinutes: 20,
              content: `<h2>Z čeho se argument skládá</h2>
<p>Argument je soubor tvrzení, v němž některá z nich (<strong>premisy</strong>) mají podpořit jiné tvrzení (<strong>závěr</strong>). Závěr poznáš podle slov <em>proto, tedy, a tak, z toho plyne, měli bychom</em>; premisy často uvozují slova <em>protože, neboť, jelikož</em>. Závěr ale nemusí stát na konci – klidně může být první větou.</p>
<h2>Skrytý předpoklad</h2>
<p>Většina argumentů v běžném životě je neúplná. Mezi premisami a závěrem zůstává mezera, kterou autor mlčky považuje za samozřejmou. Tomuto nevyslovenému tvrzení říkáme <strong>skrytý předpoklad</strong>. Jednoduchý test: když předpoklad popřeš, argument se zhroutí.</p>
<h3>Řešený příklad</h3>
<blockquote><p>Náš tým vyhrál všech pět zápasů, v nichž nastoupil Petr. V sobotu Petr nastoupí, takže vyhrajeme.</p></blockquote>
<ul>
  <li><strong>Závěr:</strong> V sobotu vyhrajeme.</li>
  <li><strong>Premisy:</strong> Tým vyhrál všech pět zápasů s Petrem; Petr v sobotu nastoupí.</li>
  <li><strong>Skrytý předpoklad:</strong> Za vítězstvími stála hlavně Petrova účast a sobotní zápas bude podobný těm předchozím.</li>
  <li><strong>Oslabení:</strong> Všech pět zápasů se hrálo proti nejslabším týmům soutěže, v sobotu hrajeme s lídrem tabulky.</li>
  <li><strong>Posílení:</strong> Ze zápasů, v nichž Petr nehrál, tým většinu prohrál.</li>
</ul>
<h2>Časté logické chyby</h2>
<ul>
  <li><strong>Záměna souvislosti a příčiny</strong> – dvě věci se vyskytují spolu, ale jedna nemusí způsobovat druhou.</li>
  <li><strong>Unáhlené zobecnění</strong> – závěr o celku z několika málo případů.</li>
  <li><strong>Falešné dilema</strong> – argument předstírá, že existují jen dvě možnosti, i když jich je víc.</li>
  <li><strong>Útok na osobu</strong> (<em>argumentum ad hominem</em>) – místo argumentu se napadá ten, kdo ho vyslovil.</li>
  <li><strong>Kluzký svah</strong> – jeden krok prý nevyhnutelně povede ke katastrofě, aniž by to bylo zdůvodněno.</li>
  <li><strong>Kruhový argument</strong> – závěr je skrytě obsažen už v premisách.</li>
</ul>
<h2>Platnost úsudku</h2>
<p>Úsudek je <strong>platný</strong>, když závěr nutně plyne z premis – bez ohledu na to, zda jsou premisy pravdivé. Z premis „Všichni A jsou B“ a „Někteří B jsou C“ <em>nelze</em> vyvodit „Někteří A jsou C“: ta B, která jsou C, nemusí patřit mezi A. Naopak z „Žádné B není C“ a „Všechna A jsou B“ nutně plyne „Žádné A není C“. Pomáhá nakreslit si úsudek jako Vennův diagram.</p>
<h2>Tipy</h2>
<ul>
  <li>Nejdřív najdi závěr, teprve potom hledej, co ho podpírá.</li>
  <li>U otázek „co argument oslabuje“ hledej alternativní vysvětlení nebo narušenou srovnatelnost.</li>
  <li>Neposuzuj, zda s autorem souhlasíš – hodnotíš jen stavbu argumentu.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Kritické myšlení',
              description: `<p>Osm úloh na rozbor argumentů, skryté předpoklady, logické chyby a platnost úsudků. Test je <strong>časově omezený na 12 minut</strong> – zhruba tolik času bys na podobné úlohy měl i u skutečného TSP.</p>`,
              durationMinutes: 12,
              passingGrade: 65,
              retakeCount: 3,
              timeLimitMinutes: 12,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Co je závěrem tohoto argumentu?',
                  content: `<blockquote><p>Obec by měla v centru zavést zónu s nejvyšší povolenou rychlostí 30 km/h. Při nižší rychlosti je brzdná dráha kratší a případný střet s chodcem má méně vážné následky. V centru se přitom pohybuje nejvíce chodců.</p></blockquote>`,
                  hint: 'Které tvrzení ostatní věty podpírají? Zkus před něj dát „proto“.',
                  explanation: `<p>Závěrem je <strong>první věta</strong> – doporučení zavést zónu 30 km/h. Druhá a třetí věta jsou premisy, které ho zdůvodňují („proto by obec měla…“). Tvrzení o rychle jezdících řidičích v argumentu vůbec nezazní.</p>`,
                  options: [
                    { title: 'Obec by měla v centru zavést zónu s rychlostí 30 km/h.', correct: true },
                    { title: 'Při nižší rychlosti je brzdná dráha kratší.' },
                    { title: 'V centru se pohybuje nejvíce chodců.' },
                    { title: 'Řidiči v centru obce jezdí příliš rychle.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Na jakém skrytém předpokladu argument stojí?',
                  content: `<blockquote><p>Kavárna U Lípy loni zdražila kávu a její tržby klesly. Kavárna Na Rohu proto kávu zdražovat nebude, aby o tržby nepřišla.</p></blockquote>`,
                  hint: 'Co musí platit, aby zkušenost jedné kavárny šla přenést na druhou?',
                  explanation: `<p>Argument přenáší zkušenost kavárny U Lípy na kavárnu Na Rohu. Funguje jen tehdy, když <strong>pokles tržeb způsobilo právě zdražení</strong> a když by se u kavárny Na Rohu stalo totéž. Pokud tržby U Lípy klesly z jiného důvodu (rekonstrukce ulice, nová konkurence), argument se zhroutí.</p>
<p>Tvrzení „zdražení je vždy špatné“ je silnější, než argument potřebuje, a srovnání cen nebo počtu zákazníků na závěru nic nemění.</p>`,
                  options: [
                    {
                      title:
                        'Tržby U Lípy klesly kvůli zdražení a u kavárny Na Rohu by zdražení mělo stejný účinek.',
                      correct: true,
                    },
                    { title: 'Káva je v kavárně Na Rohu levnější než U Lípy.' },
                    { title: 'Kavárna U Lípy má více zákazníků než kavárna Na Rohu.' },
                    { title: 'Zdražení je pro kavárnu vždy špatné rozhodnutí.' },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Která tvrzení argument oslabují?',
                  content: `<blockquote><p>Ve školách, které zavedly do výuky tablety, mají žáci lepší výsledky v celostátních testech než ve školách bez tablet. Tablety tedy zlepšují výsledky žáků.</p></blockquote><p>Vyber všechny správné možnosti.</p>`,
                  hint: 'Oslabit argument o příčině můžeš alternativním vysvětlením nebo ukázkou, že rozdíl existoval už předtím.',
                  explanation: `<ul>
<li><strong>Bohatší školy s menšími třídami</strong> – nabízí jiné vysvětlení lepších výsledků (více učitelů, menší třídy). <strong>Oslabuje.</strong></li>
<li><strong>Lepší výsledky už před zavedením tablet</strong> – rozdíl tedy nevznikl kvůli tabletům. <strong>Oslabuje.</strong></li>
<li>Zlepšení škol, které tablety zavedly později, argument naopak <em>posiluje</em>.</li>
<li>Hodina denně s tabletem je jen neutrální informace o rozsahu používání.</li>
</ul>`,
                  options: [
                    {
                      title:
                        'Tablety zavedly hlavně školy s nadprůměrným rozpočtem, které mají i menší třídy a více učitelů.',
                      correct: true,
                    },
                    {
                      title: 'Žáci těchto škol měli lepší výsledky už před zavedením tablet.',
                      correct: true,
                    },
                    {
                      title:
                        'Ve školách, které zavedly tablety později, se výsledky po jejich zavedení zlepšily.',
                    },
                    { title: 'Žáci v těchto školách pracují s tablety v průměru hodinu denně.' },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Je úsudek platný?',
                  content: `<p>Všichni členové šachového kroužku jsou studenti. Někteří studenti hrají na kytaru. <strong>Z toho nutně plyne</strong>, že někteří členové šachového kroužku hrají na kytaru.</p>`,
                  hint: 'Nakresli premisy jako Vennův diagram a zkus najít rozložení, ve kterém obě platí, a závěr přesto ne.',
                  explanation: `<p><strong>Nepravda – úsudek není platný.</strong> Šachisté tvoří podmnožinu studentů, ale studenti, kteří hrají na kytaru, mohou ležet úplně mimo šachový kroužek. Premisy mohou být pravdivé a závěr přesto nepravdivý, a to stačí k neplatnosti úsudku.</p>`,
                  answer: false,
                },
                {
                  type: 'true_or_false',
                  title: 'Je úsudek platný?',
                  content: `<p>Žádný člen výboru není nezletilý. Všichni pokladníci klubu jsou členy výboru. <strong>Z toho nutně plyne</strong>, že žádný pokladník klubu není nezletilý.</p>`,
                  hint: 'Nakresli premisy jako Vennův diagram a zkus najít pokladníka, který by byl nezletilý.',
                  explanation: `<p><strong>Pravda – úsudek je platný.</strong> Množina pokladníků leží celá uvnitř množiny členů výboru a ta se s množinou nezletilých vůbec nepřekrývá. Proto se s ní nemohou překrývat ani pokladníci: nezletilého pokladníka do diagramu umístit nelze, aniž by porušil jednu z premis.</p>`,
                  answer: true,
                },
                {
                  type: 'single_choice',
                  title: 'Jakou logickou chybu obsahuje výrok?',
                  content: `<blockquote><p>Buď ve městě úplně zakážeme auta, nebo se tu za deset let nebude dát dýchat.</p></blockquote>`,
                  hint: 'Kolik možností výrok připouští?',
                  explanation: `<p>Jde o <strong>falešné dilema</strong>: výrok nabízí jen dvě krajní možnosti, ačkoli existuje mnoho dalších (nízkoemisní zóny, lepší veřejná doprava, omezení vjezdu do centra…). Nikoho neuráží (není to ad hominem), neodvolává se na autoritu, nezobecňuje z jednotlivých případů a závěr není skryt v premise.</p>`,
                  options: [
                    { title: 'falešné dilema', correct: true },
                    { title: 'útok na osobu (ad hominem)' },
                    { title: 'argument autoritou' },
                    { title: 'unáhlené zobecnění' },
                    { title: 'kruhový argument' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď kroky úvahy tak, aby každý krok vycházel jen z předchozích.',
                  hint: 'Začni jediným faktem, který nic dalšího nepotřebuje.',
                  explanation: `<p>Úvaha je řetěz implikací: <strong>prší → silnice je mokrá → brzdná dráha je delší → je třeba větší odstup</strong>. Každý krok používá závěr předchozího kroku jako svou premisu, proto je pořadí jednoznačné. Na začátku musí stát fakt „Dnes prší“, na který se nic neodvolává.</p>`,
                  ordered: [
                    'Dnes prší.',
                    'Když prší, je silnice mokrá, takže silnice je dnes mokrá.',
                    'Na mokré silnici se prodlužuje brzdná dráha, takže dnes je brzdná dráha delší.',
                    'Při delší brzdné dráze je potřeba větší odstup, takže dnes je třeba jet s větším odstupem.',
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň odborné pojmy.',
                  hint: 'Obojí najdeš v lekci o stavbě argumentu a logických chybách. Druhý pojem je latinský.',
                  explanation: `<p>Nevyslovené tvrzení, bez kterého by závěr z premis neplynul, je <strong>skrytý předpoklad</strong>. Chyba, kdy se místo argumentu napadá osoba, se latinsky nazývá <strong>argumentum ad hominem</strong> (doslova „argument k člověku“).</p>`,
                  text: 'Tvrzení, které argument nevyslovuje, ale bez kterého by závěr z premis neplynul, se nazývá skrytý {{b1}}. Chyba, kdy místo argumentu napadneme osobu protivníka, se latinsky označuje argumentum ad {{b2}}.',
                  blanks: [
                    { id: 'b1', comparison: 'any', answers: ['předpoklad'] },
                    { id: 'b2', comparison: 'equal', answer: 'hominem' },
                  ],
                },
              ],
            },
            tspShowYourWork,
          ],
        },
        // added after the release: appended, so no earlier id moves
        tspCultureSection,
      ],
    },

    // ───────────────────────────────────────────────────────── Course 2 (paid)
    {
      slug: 'tsp-analyticke-numericke-prostorove',
      title: 'TSP: Analytické, numerické myšlení a prostorová představivost',
      instructor: 'lektor.benes',
      image: 'tsp-cover-analyticke-numericke.svg',
      price: 990,
      duration: '6 týdnů',
      excerpt:
        'Logické úlohy, procenta, poměry, číselné řady, sítě krychle a otáčení těles. Systematická příprava na „počítací“ část TSP s řešenými příklady.',
      overview: `<p>Analytické a numerické úlohy a prostorová představivost jsou části TSP, ve kterých se dá získat nejvíc bodů právě tréninkem – většinou nejde o těžkou matematiku, ale o správný postup a pečlivost pod časovým tlakem.</p>
<h3>Co v kurzu získáš</h3>
<ul>
  <li><strong>Analytické myšlení:</strong> implikace a jejich obměny, negace, uspořádací úlohy, pravdomluvní a lháři.</li>
  <li><strong>Numerické myšlení:</strong> procenta jako koeficienty, poměry, úměrnosti, číselné řady a rychlý odhad.</li>
  <li><strong>Prostorová představivost:</strong> sítě krychle, překlápění hrací kostky, počítání krychlí a řezy tělesy.</li>
  <li>4 testy: tři na čas, z toho dva se <strong>záporným bodováním</strong> jako u skutečného TSP, a jeden s průběžnou kontrolou odpovědí.</li>
  <li><strong>TSP nanečisto:</strong> celý test ve formátu od roku 2023 – tři části po 15 úlohách s pěti možnostmi, skutečné bodování a percentil mezi všemi, kdo ho psali.</li>
</ul>
<p>Každá otázka má podrobné řešení krok za krokem. Ukázkovou lekci a první test si můžeš vyzkoušet zdarma.</p>`,
      passingCondition: 65,
      retakeCount: 3,
      publishedAt: '2026-02-09T08:00:00.000Z',
      sections: [
        {
          title: 'Analytické myšlení',
          description: 'Implikace, negace, uspořádací úlohy a výroky pravdomluvných a lhářů.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Logické úlohy: podmínky, negace a vylučovací metoda',
              durationMinutes: 20,
              preview: true,
              content: `<h2>Co je analytické myšlení v TSP</h2>
<p>V analytickém oddílu řešíš úlohy, v nichž je všechno potřebné přímo v zadání: uspořádání osob podle podmínek, výroky pravdomluvných a lhářů, vyvozování z implikací nebo řady znaků. Nepotřebuješ žádné znalosti – jen pečlivost a systém.</p>
<h2>Implikace a její obměna</h2>
<p>Výrok „Jestliže A, pak B“ je rovnocenný své <strong>obměně</strong> „Jestliže ne B, pak ne A“. <em>Neplyne</em> z něj ale <strong>obrácení</strong> „Jestliže B, pak A“ ani „Jestliže ne A, pak ne B“.</p>
<p>Příklad: „Když prší, je chodník mokrý.“ Je-li chodník suchý, nepršelo (obměna – platí). Je-li chodník mokrý, nemuselo pršet – mohl ho třeba někdo pokropit (obrácení – neplatí).</p>
<h2>Negace kvantifikátorů</h2>
<ul>
  <li>Negace „Všichni jsou X“ zní „Alespoň jeden není X“ (ne „Nikdo není X“).</li>
  <li>Negace „Někdo je X“ zní „Nikdo není X“.</li>
  <li>Negace „A a zároveň B“ zní „ne A nebo ne B“.</li>
</ul>
<h3>Řešený příklad: uspořádání</h3>
<p>Adam, Bára, Cyril a Dana stojí ve frontě na místech 1–4. Víme: (1) Bára stojí hned za Adamem. (2) Cyril není první ani poslední. (3) Dana stojí někde před Cyrilem. Jak stojí?</p>
<ol>
  <li>Podle podmínky (2) je Cyril na místě 2, nebo 3.</li>
  <li><strong>Cyril na místě 3:</strong> Dana musí být na místě 1 nebo 2. Adamovi a Báře pak zbudou místa {2, 4}, nebo {1, 4} – ani jedna dvojice není sousední, takže podmínku (1) splnit nelze.</li>
  <li><strong>Cyril na místě 2:</strong> Dana musí být na místě 1 a Adam s Bárou obsadí místa 3 a 4.</li>
</ol>
<p>Řešení je jediné: <strong>Dana, Cyril, Adam, Bára</strong>. Všimni si postupu: začni podmínkou s nejmenším počtem možností, rozděl úlohu na případy a každý případ dotáhni, dokud nenarazíš na spor.</p>
<h2>Pravdomluvní a lháři</h2>
<p>Postupně předpokládej, že lže každá z osob, a hledej spor. Varianta, která sporem neskončí, je řešením. Pokud bez sporu vyjde víc variant, odpověď zní „nelze určit“.</p>
<h2>Tipy</h2>
<ul>
  <li>Kresli si tabulky a osy – v hlavě se podmínky snadno ztratí.</li>
  <li>Podmínku „hned za“ zpracuj jako jeden neoddělitelný blok.</li>
  <li>V TSP se od roku 2023 za chybnou odpověď strhává pětina bodu (dříve čtvrtina), vynechaná otázka nic neubírá. Při pěti možnostech vynese i úplně náhodný tip v průměru $\\frac{1}{5} \\cdot 1 - \\frac{4}{5} \\cdot \\frac{1}{5} = \\frac{1}{25}$ bodu, tedy skoro nic; jakmile ale vyřadíš aspoň jednu možnost, tip se vyplatí zřetelně.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Analytické myšlení',
              description: `<p>Osm logických úloh na 15 minut, bodovaných jako skutečný TSP: za správnou odpověď bod, za chybnou se <strong>odečte pětina bodu</strong>, vynechaná otázka nic neubírá. Dobře si rozmysli, kdy tipovat: tip se vyplatí, jakmile vyřadíš aspoň jednu možnost.</p>`,
              durationMinutes: 15,
              preview: true,
              passingGrade: 60,
              retakeCount: 2,
              timeLimitMinutes: 15,
              wrongPenalty: '1/5',
              questions: [
                {
                  type: 'single_choice',
                  title: 'Platí: „Jestliže je v laboratoři rozsvíceno, je tam Petr.“ Co z toho nutně plyne?',
                  hint: 'Hledej obměnu implikace: „jestliže ne B, pak ne A“.',
                  explanation: `<p>Implikace „rozsvíceno → Petr je tam“ je rovnocenná své obměně <strong>„Petr tam není → není rozsvíceno“</strong>.</p>
<ul>
<li>„Je-li tam Petr, je rozsvíceno“ je obrácení – neplyne (Petr tam může sedět potmě).</li>
<li>„Není-li rozsvíceno, Petr tam není“ také neplyne – Petr tam může být i při zhasnutém světle.</li>
<li>Že je tam Petr vždy, z ničeho neplyne.</li>
</ul>`,
                  options: [
                    { title: 'Jestliže Petr v laboratoři není, není tam rozsvíceno.', correct: true },
                    { title: 'Jestliže je Petr v laboratoři, je tam rozsvíceno.' },
                    { title: 'Jestliže v laboratoři není rozsvíceno, Petr tam není.' },
                    { title: 'Petr je v laboratoři vždy.' },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Která věta je negací výroku „Každý vlak z Brna dnes přijel načas“?',
                  hint: 'Kdy by původní výrok přestal platit? Hledej nejslabší situaci, která ho vyvrátí.',
                  explanation: `<p>Výrok o <em>každém</em> vlaku přestane platit, jakmile existuje <strong>alespoň jeden</strong> vlak, který načas nepřijel. Negace je tedy „Alespoň jeden vlak z Brna dnes nepřijel načas.“</p>
<p>„Žádný vlak nepřijel načas“ a „Každý vlak přijel se zpožděním“ jsou mnohem silnější tvrzení – nemusí platit, i když původní výrok neplatí. „Některé vlaky přijely načas“ s původním výrokem vůbec není v rozporu a „většina nepřijela načas“ také není nutná.</p>`,
                  options: [
                    { title: 'Žádný vlak z Brna dnes nepřijel načas.' },
                    { title: 'Alespoň jeden vlak z Brna dnes nepřijel načas.', correct: true },
                    { title: 'Některé vlaky z Brna dnes přijely načas.' },
                    { title: 'Většina vlaků z Brna dnes nepřijela načas.' },
                    { title: 'Každý vlak z Brna dnes přijel se zpožděním.' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď běžce v pořadí, v jakém doběhli do cíle (od prvního).',
                  content: `<p>Pět běžců – Ondra, Pavel, Radek, Standa a Tomáš – doběhlo do cíle, nikdo současně. Víme:</p>
<ol>
<li>Radek doběhl hned za Tomášem.</li>
<li>Pavel doběhl před Ondrou, ale za Standou.</li>
<li>Ondra nebyl poslední.</li>
<li>Tomáš nebyl první ani druhý.</li>
</ol>`,
                  hint: 'Dvojici Tomáš–Radek ber jako blok a zkus ho umístit na místa 1–2, 2–3, 3–4 a 4–5.',
                  explanation: `<p>Blok <strong>Tomáš–Radek</strong> může stát na místech 1–2, 2–3, 3–4 nebo 4–5. Zbylá tři místa obsadí Standa, Pavel a Ondra v tomto pořadí (podmínka 2).</p>
<ul>
<li>1–2 a 2–3: Tomáš by byl první nebo druhý – vyloučeno podmínkou 4.</li>
<li>3–4: Standa, Pavel, Ondra by obsadili místa 1, 2, 5 a Ondra by byl poslední – vyloučeno podmínkou 3.</li>
<li>4–5: Standa 1., Pavel 2., Ondra 3., Tomáš 4., Radek 5. – všechny podmínky platí.</li>
</ul>
<p>Pořadí: <strong>Standa, Pavel, Ondra, Tomáš, Radek</strong>.</p>`,
                  ordered: ['Standa', 'Pavel', 'Ondra', 'Tomáš', 'Radek'],
                },
                {
                  type: 'multi_choice',
                  title: 'Která tvrzení nutně platí?',
                  content: `<p>V klubu deskových her platí:</p>
<ul><li>Každý, kdo hraje šachy, hraje i go.</li><li>Nikdo, kdo hraje go, nehraje poker.</li></ul>
<p>Vyber všechny správné možnosti.</p>`,
                  hint: 'Spoj obě pravidla do řetězu: šachy → go → ne poker.',
                  explanation: `<p>Z pravidel plyne řetěz <strong>šachy → go → ne poker</strong>.</p>
<ul>
<li>„Nikdo, kdo hraje šachy, nehraje poker“ – přímo z řetězu. <strong>Platí.</strong></li>
<li>„Kdo hraje poker, nehraje šachy“ – obměna předchozího tvrzení. <strong>Platí.</strong></li>
<li>„Kdo hraje go, hraje i šachy“ – obrácení prvního pravidla, neplyne.</li>
<li>„Kdo nehraje šachy, hraje poker“ – neplyne; člověk může nehrát nic.</li>
<li>„Někdo hraje šachy i poker“ – je to naopak vyloučeno.</li>
</ul>`,
                  options: [
                    { title: 'Nikdo, kdo hraje šachy, nehraje poker.', correct: true },
                    { title: 'Kdo hraje poker, nehraje šachy.', correct: true },
                    { title: 'Kdo hraje go, hraje i šachy.' },
                    { title: 'Kdo nehraje šachy, hraje poker.' },
                    { title: 'Někdo v klubu hraje šachy i poker.' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň další člen řady písmen.',
                  content:
                    '<p>Počítej s anglickou abecedou (bez Ch a bez písmen s diakritikou): A = 1, B = 2, …, Z = 26.</p>',
                  hint: 'Převeď písmena na pořadová čísla a podívej se na rozdíly.',
                  explanation: `<p>Pořadí písmen: A = 1, C = 3, F = 6, J = 10, O = 15. Rozdíly jsou $2, 3, 4, 5$, další rozdíl je tedy $6$ a $15 + 6 = 21$, což je písmeno <strong>U</strong>. (Čísla $1, 3, 6, 10, 15, 21$ jsou tzv. trojúhelníková čísla.)</p>`,
                  text: 'A, C, F, J, O, {{b1}}',
                  blanks: [{ id: 'b1', comparison: 'equal', answer: 'U' }],
                },
                {
                  type: 'true_or_false',
                  title: 'K ověření pravidla stačí otočit karty E a 7.',
                  content: `<p>Každá karta má na jedné straně písmeno a na druhé číslo. Pravidlo zní: <em>Má-li karta na jedné straně samohlásku, má na druhé straně sudé číslo.</em> Na stole leží karty s viditelnými stranami <strong>E, K, 4, 7</strong>.</p>`,
                  hint: 'Která karta by mohla pravidlo porušit? Pravidlo nic neříká o souhláskách.',
                  explanation: `<p><strong>Pravda.</strong> Pravidlo by porušila jen karta se samohláskou a lichým číslem.</p>
<ul>
<li><strong>E</strong> – samohláska, musíme ověřit, že na druhé straně je sudé číslo.</li>
<li><strong>7</strong> – liché číslo, musíme ověřit, že na druhé straně <em>není</em> samohláska (obměna pravidla).</li>
<li>K – o souhláskách pravidlo nic neříká.</li>
<li>4 – sudé číslo smí mít na druhé straně cokoli; pravidlo není obrácené.</li>
</ul>`,
                  answer: true,
                },
                {
                  type: 'single_choice',
                  title: 'Kdo lže?',
                  content: `<p>Z trojice Alena, Bohouš a Cecílie právě jeden vždy lže, zbylí dva vždy mluví pravdu.</p>
<ul>
<li>Alena: „Bohouš lže.“</li>
<li>Bohouš: „Cecílie mluví pravdu.“</li>
<li>Cecílie: „Já nelžu.“</li>
</ul>`,
                  hint: 'Vyzkoušej postupně předpoklad „lže Alena“, „lže Bohouš“, „lže Cecílie“ a hledej spor.',
                  explanation: `<ul>
<li><strong>Lže Bohouš:</strong> jeho výrok „Cecílie mluví pravdu“ je nepravdivý, takže lže i Cecílie – dva lháři, spor.</li>
<li><strong>Lže Cecílie:</strong> Alena mluví pravdu, tedy Bohouš lže – opět dva lháři, spor.</li>
<li><strong>Lže Alena:</strong> Bohouš tedy nelže (Alenin výrok je nepravdivý), Bohouš pravdivě říká, že Cecílie mluví pravdu, a Cecílie pravdivě říká, že nelže. Vše sedí.</li>
</ul>
<p>Lže tedy <strong>Alena</strong> a řešení je jednoznačné.</p>`,
                  options: [
                    { title: 'Alena', correct: true },
                    { title: 'Bohouš' },
                    { title: 'Cecílie' },
                    { title: 'Nelze jednoznačně určit.' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Na jaký den v týdnu připadne 1. duben 2026?',
                  content: '<p>Víš, že 1. března 2026 je neděle.</p>',
                  hint: 'Březen má 31 dní. Kolik je to celých týdnů a kolik dní navíc?',
                  explanation: `<p>Od 1. března do 1. dubna uplyne 31 dní (březen má 31 dní). $31 = 4 \\cdot 7 + 3$, takže se den v týdnu posune o 3 dny: neděle → pondělí → úterý → <strong>středa</strong>.</p>`,
                  text: '1. dubna 2026 je {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['středa', 've středu', 'středu'] }],
                },
              ],
            },
          ],
        },
        {
          title: 'Numerické myšlení',
          description: 'Procenta, poměry, úměrnosti, číselné řady a porovnávání čísel.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Procenta, poměry a číselné řady',
              durationMinutes: 20,
              content: `<h2>Procenta jako násobení</h2>
<p>Nejrychlejší způsob, jak počítat s procenty, je převést je na <strong>koeficient</strong>. Zvýšení o $p\\,\\%$ znamená vynásobit číslo koeficientem $\\left(1+\\frac{p}{100}\\right)$, snížení o $p\\,\\%$ koeficientem $\\left(1-\\frac{p}{100}\\right)$.</p>
<ul>
  <li>zdražení o 25 % → $\\cdot\\,1{,}25$,</li>
  <li>sleva 30 % → $\\cdot\\,0{,}7$,</li>
  <li>postupné změny se <strong>násobí</strong>, nesčítají.</li>
</ul>
<h3>Řešený příklad 1</h3>
<p>Kolo stálo 8 000 Kč. Nejdřív zdražilo o 25 %, pak bylo zlevněno o 20 %. Kolik stojí teď?</p>
<p>$8000 \\cdot 1{,}25 = 10\\,000$ Kč a potom $10\\,000 \\cdot 0{,}8 = 8000$ Kč. Cena je stejná jako na začátku, protože $1{,}25 \\cdot 0{,}8 = 1$. Pozor, není to pravidlo: „+10 % a pak −10 %“ dává $1{,}1 \\cdot 0{,}9 = 0{,}99$, tedy pokles o 1 %.</p>
<h2>Poměry</h2>
<p>Poměr $a : b$ rozděluje celek na $a + b$ stejných dílů. Když rozdělíš 60 g v poměru $3 : 2$, jeden díl má $60 : 5 = 12$ g a části mají $36$ g a $24$ g.</p>
<h2>Přímá a nepřímá úměrnost</h2>
<p>Více zboží → vyšší cena (přímá úměrnost, podíl je stálý). Více pracovníků → kratší doba (nepřímá úměrnost): stálý zůstává <strong>součin</strong> „počet pracovníků × čas“.</p>
<h2>Číselné řady</h2>
<p>Hledej postupně:</p>
<ol>
  <li><strong>rozdíly</strong> sousedních členů (případně rozdíly rozdílů),</li>
  <li><strong>podíly</strong> sousedních členů,</li>
  <li>kombinace typu „krát 2 a plus 1“,</li>
  <li>dvě proložené řady (liché a sudé pozice zvlášť),</li>
  <li>známé posloupnosti: druhé mocniny, prvočísla, Fibonacciho řada.</li>
</ol>
<h3>Řešený příklad 2</h3>
<p>Řada $2,\\ 6,\\ 12,\\ 20,\\ 30,\\ ?$ má rozdíly $4, 6, 8, 10$. Další rozdíl je $12$, hledaný člen je tedy $30 + 12 = 42$. Kontrola jiným pohledem: členy jsou $1\\cdot 2,\\ 2\\cdot 3,\\ 3\\cdot 4,\\ 4\\cdot 5,\\ 5\\cdot 6$, další je $6 \\cdot 7 = 42$.</p>
<h2>Tipy</h2>
<ul>
  <li>Než začneš počítat, <strong>odhadni</strong> výsledek. V nabídce bývají možnosti, které jsou řádově mimo.</li>
  <li>Zlomky porovnávej převodem na desetinná čísla nebo na společného jmenovatele.</li>
  <li>Čas převáděj pečlivě: 1 h 30 min = 1,5 h, ne 1,3 h.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Numerické myšlení',
              description: `<p>Devět úloh na procenta, poměry, úměrnosti a číselné řady. Na test máš <strong>20 minut</strong>. Kalkulačku nepoužívej – u TSP ji také mít nebudeš.</p>`,
              durationMinutes: 20,
              passingGrade: 70,
              retakeCount: 3,
              timeLimitMinutes: 20,
              questions: [
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň další člen číselné řady.',
                  content: '<p>$3,\\ 7,\\ 15,\\ 31,\\ 63,\\ \\ldots$</p>',
                  hint: 'Rozdíly jsou 4, 8, 16, 32. Nebo zkus: krát 2 a …',
                  explanation: `<p>Každý člen vznikne z předchozího jako $2x + 1$: $3 \\to 7 \\to 15 \\to 31 \\to 63 \\to 2 \\cdot 63 + 1 = 127$. Stejně to vidíš z rozdílů $4, 8, 16, 32$, další rozdíl je $64$ a $63 + 64 = 127$. (Členy jsou $2^n - 1$.)</p>`,
                  text: '3, 7, 15, 31, 63, {{b1}}',
                  blanks: [{ id: 'b1', comparison: 'range', min: 127, max: 127 }],
                },
                {
                  type: 'single_choice',
                  title:
                    'Cena bundy se zvýšila o 20 % a poté snížila o 20 %. Jak se změnila oproti původní ceně?',
                  hint: 'Převeď změny na koeficienty a vynásob je.',
                  explanation: `<p>Koeficienty: $1{,}2 \\cdot 0{,}8 = 0{,}96$. Konečná cena je $96\\,\\%$ původní, tedy o <strong>4 % nižší</strong>. Druhých 20 % se počítá z vyšší ceny, proto je pokles větší než předchozí zdražení. Např. $1000 \\to 1200 \\to 960$ Kč.</p>`,
                  options: [
                    { title: 'nezměnila se' },
                    { title: 'klesla o 4 %', correct: true },
                    { title: 'vzrostla o 4 %' },
                    { title: 'klesla o 2 %' },
                    { title: 'klesla o 0,4 %' },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Jaká byla průměrná rychlost?',
                  content:
                    '<p>Auto ujelo 150 km za 1 hodinu a 48 minut. Výsledek v km/h zaokrouhli na celé číslo nebo na jedno desetinné místo.</p>',
                  hint: '48 minut je $\\frac{48}{60}$ hodiny.',
                  explanation: `<p>$48\\ \\text{min} = \\frac{48}{60}\\ \\text{h} = 0{,}8\\ \\text{h}$, celkem tedy $1{,}8$ h.</p>
<p>$v = \\frac{150}{1{,}8} = \\frac{1500}{18} = 83{,}\\overline{3}\\ \\text{km/h} \\approx 83\\ \\text{km/h}$.</p>
<p>Uznáváme 83 i 83,3 (a přesnější 83,33). Odpověď 83,5 nebo 84 je chybně zaokrouhlená. Častá chyba: počítat 1 h 48 min jako 1,48 h – vyšlo by přibližně 101 km/h.</p>`,
                  text: 'Průměrná rychlost byla přibližně {{b1}} km/h.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 83, max: 83.34 }],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď zlomky, desetinná čísla a procenta podle velikosti od nejmenšího.',
                  hint: 'Převeď všechno na desetinná čísla se třemi desetinnými místy.',
                  explanation: `<p>Převod na desetinná čísla:</p>
<ul>
<li>$\\frac{3}{8} = 0{,}375$</li>
<li>$0{,}38$</li>
<li>$\\frac{2}{5} = 0{,}4$</li>
<li>$\\frac{5}{12} = 0{,}41\\overline{6}$</li>
<li>$42\\,\\% = 0{,}42$</li>
</ul>
<p>Pořadí: $\\frac{3}{8} < 0{,}38 < \\frac{2}{5} < \\frac{5}{12} < 42\\,\\%$.</p>`,
                  ordered: ['$\\frac{3}{8}$', '$0{,}38$', '$\\frac{2}{5}$', '$\\frac{5}{12}$', '$42\\,\\%$'],
                },
                {
                  type: 'single_choice',
                  title: 'Kolik kilogramů cementu je ve 35 kg směsi?',
                  content: '<p>Směs obsahuje písek a cement v poměru $5 : 2$.</p>',
                  hint: 'Kolik dílů má celá směs?',
                  explanation: `<p>Směs má $5 + 2 = 7$ dílů, jeden díl váží $35 : 7 = 5$ kg. Cement tvoří 2 díly: $2 \\cdot 5 = $ <strong>10 kg</strong> (písek 25 kg). Možnost 14 kg vznikne chybným výpočtem $35 \\cdot \\frac{2}{5}$.</p>`,
                  options: [
                    { title: '7 kg' },
                    { title: '10 kg', correct: true },
                    { title: '12,5 kg' },
                    { title: '14 kg' },
                    { title: '25 kg' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď kroky výpočtu konečné ceny.',
                  content:
                    '<p>Zboží stálo 1 200 Kč. Nejdřív zdražilo o 15 %, potom bylo zlevněno o 10 %.</p>',
                  hint: 'Každý krok pracuje s výsledkem předchozího kroku.',
                  explanation: `<p>Zdražení o 15 % je násobení koeficientem $1{,}15$: $1200 \\cdot 1{,}15 = 1380$ Kč. Sleva 10 % se počítá <strong>z nové ceny</strong>, tedy $1380 \\cdot 0{,}9 = 1242$ Kč.</p>
<p>Kontrola jedním koeficientem: $1{,}15 \\cdot 0{,}9 = 1{,}035$ a $1200 \\cdot 1{,}035 = 1242$ Kč.</p>`,
                  ordered: [
                    'Zdražení o 15 %: $1200 \\cdot 1{,}15$',
                    'Cena po zdražení: $1380$ Kč',
                    'Sleva 10 % z nové ceny: $1380 \\cdot 0{,}9$',
                    'Konečná cena: $1242$ Kč',
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Za kolik hodin vymalují byt čtyři malíři?',
                  content: '<p>Tři malíři vymalují byt za 8 hodin. Všichni pracují stejným tempem.</p>',
                  hint: 'Nepřímá úměrnost: stálý je součin „počet malířů × hodiny“.',
                  explanation: `<p>Práce na celý byt odpovídá $3 \\cdot 8 = 24$ „malířohodinám“. Čtyři malíři ji zvládnou za $24 : 4 = $ <strong>6 hodin</strong>.</p>`,
                  text: 'Čtyři malíři vymalují byt za {{b1}} hodin.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 6, max: 6 }],
                },
                {
                  type: 'multi_choice',
                  title: 'Která čísla jsou dělitelná šesti?',
                  content: '<p>Vyber všechny správné možnosti.</p>',
                  hint: 'Číslo je dělitelné 6, právě když je sudé a jeho ciferný součet je dělitelný 3.',
                  explanation: `<ul>
<li><strong>114</strong>: sudé, ciferný součet 6 → dělitelné ($114 = 6 \\cdot 19$).</li>
<li>236: sudé, ale ciferný součet 11 → nedělitelné třemi.</li>
<li><strong>402</strong>: sudé, ciferný součet 6 → dělitelné ($402 = 6 \\cdot 67$).</li>
<li>515: liché → nedělitelné.</li>
<li><strong>1002</strong>: sudé, ciferný součet 3 → dělitelné ($1002 = 6 \\cdot 167$).</li>
</ul>`,
                  options: [
                    { title: '114', correct: true },
                    { title: '236' },
                    { title: '402', correct: true },
                    { title: '515' },
                    { title: '1002', correct: true },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Aritmetický průměr čísel 4, 8, 15, 16, 23, 42 je větší než jejich medián.',
                  hint: 'Medián sudého počtu čísel je průměr dvou prostředních.',
                  explanation: `<p><strong>Pravda.</strong> Součet je $4 + 8 + 15 + 16 + 23 + 42 = 108$, průměr $108 : 6 = 18$. Čísla jsou už seřazená, medián je průměr 3. a 4. čísla: $\\frac{15 + 16}{2} = 15{,}5$. Platí $18 > 15{,}5$ – průměr „táhne nahoru“ velká hodnota 42.</p>`,
                  answer: true,
                },
              ],
            },
          ],
        },
        {
          title: 'Prostorová představivost',
          description: 'Sítě krychle, otáčení hrací kostky, stavby z krychlí a řezy tělesy.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Sítě krychle, otáčení a počítání krychlí',
              durationMinutes: 20,
              content: `<h2>Síť krychle</h2>
<p>Síť krychle je šest čtverců spojených hranami, ze kterých lze krychli složit. Různých sítí je přesně <strong>11</strong> (otočené a zrcadlově převrácené nepočítáme zvlášť). Síť nikdy neobsahuje čtverec 2 × 2 ani pět čtverců v jedné řadě.</p>
<h3>Jak poznat protější stěny</h3>
<ul>
  <li>Dva čtverce v jedné přímé řadě, mezi nimiž leží <strong>právě jeden</strong> čtverec, budou protější.</li>
  <li>Čtverce, které v síti sousedí hranou, budou sousedit i na krychli.</li>
  <li>Každá stěna má právě jednu protější stěnu; se zbylými čtyřmi sousedí.</li>
</ul>
<h3>Řešený příklad</h3>
<p>Síť tvaru kříže: vodorovný pruh ze čtyř čtverců A, B, C, D (zleva doprava), nad čtvercem B je čtverec E a pod čtvercem B čtverec F. Protější dvojice jsou A–C (v řadě ob jeden), B–D (ob jeden) a E–F (nad a pod B, mezi nimi leží B). Kontrola: tři dvojice, každá stěna právě jednou. Pruh A, B, C, D se při skládání stočí do „prstence“ a E s F ho uzavřou z obou stran – proto E i F sousedí se všemi čtyřmi stěnami pruhu.</p>
<h2>Hrací kostka a otáčení</h2>
<p>Na klasické hrací kostce mají protější stěny součet 7: 1–6, 2–5, 3–4. Při otáčení sleduj, co se stane se stěnami kolem osy otáčení:</p>
<ul>
  <li>Překlopení <strong>doprava</strong> (přes pravou dolní hranu): horní → pravá, pravá → spodní, spodní → levá, levá → horní. Přední a zadní stěna zůstanou na místě.</li>
  <li>Překlopení <strong>dopředu</strong> (k sobě): horní → přední, přední → spodní, spodní → zadní, zadní → horní.</li>
</ul>
<h2>Počítání krychlí</h2>
<p>Stavby z krychlí počítej <strong>po vrstvách</strong> nebo <strong>po sloupcích</strong> – do půdorysu si zapiš, kolik krychlí stojí na každém políčku. Nezapomeň na skryté krychle, které nesou ty horní.</p>
<h3>Obarvená krychle</h3>
<p>Krychli o hraně $n$ natřenou zvenku rozřežeme na $n^3$ krychliček. Pak mají:</p>
<ul>
  <li>3 obarvené stěny rohové krychličky: vždy $8$,</li>
  <li>2 obarvené stěny krychličky na hranách: $12\\,(n-2)$,</li>
  <li>1 obarvenou stěnu krychličky uprostřed stěn: $6\\,(n-2)^2$,</li>
  <li>žádnou obarvenou stěnu krychličky uvnitř: $(n-2)^3$.</li>
</ul>
<p>Pro $n = 3$: $8 + 12 + 6 + 1 = 27 = 3^3$. Kontrola součtem je rychlá a spolehlivá.</p>
<h2>Tipy</h2>
<ul>
  <li>Jednu stěnu si v duchu „označ“ a sleduj jen ji.</li>
  <li>Otočení o 180° v rovině je totéž jako překlopení podle svislé osy a pak podle vodorovné osy.</li>
  <li>Když nevíš, nakresli si síť na papír a pomoz si popisky stěn.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Prostorová představivost',
              description: `<p>Devět úloh na sítě krychle, otáčení, stavby z krychlí a řezy. Všechny úlohy jsou popsané slovy – představ si je, nebo si je nakresli. Každá odpověď se ti vyhodnotí hned a test můžeš opakovat bez omezení.</p>`,
              durationMinutes: 15,
              passingGrade: 75,
              retakeCount: -1,
              instantCheck: true,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Která stěna bude po složení protější ke stěně 5?',
                  content: `<p>Síť krychle tvoří svislý sloupec čtyř čtverců očíslovaných shora dolů 1, 2, 3, 4. Vlevo od čtverce 3 je přiložen čtverec 5 a vpravo od čtverce 2 čtverec 6.</p>`,
                  hint: 'Sloupec 1–4 se stočí do prstence. Co ho uzavře z obou stran?',
                  explanation: `<p>Sloupec čtverců 1, 2, 3, 4 se při skládání stočí do prstence (pláště) – protější jsou 1–3 a 2–4. Čtverce 5 a 6 jsou přiložené z opačných stran sloupce (jeden zleva, druhý zprava), a proto uzavřou prstenec z opačných stran. Nezáleží na tom, že jsou připojené k různým čtvercům sloupce. Ke stěně 5 je tedy protější <strong>stěna 6</strong>.</p>`,
                  options: [
                    { title: 'stěna 1' },
                    { title: 'stěna 2' },
                    { title: 'stěna 3' },
                    { title: 'stěna 4' },
                    { title: 'stěna 6', correct: true },
                  ],
                },
                {
                  type: 'multi_choice',
                  title: 'Se kterými stěnami bude po složení sousedit stěna 1?',
                  content: `<p>Stejná síť jako v předchozí úloze: svislý sloupec čtverců 1, 2, 3, 4 (shora dolů), vlevo od čtverce 3 je čtverec 5, vpravo od čtverce 2 je čtverec 6. Vyber všechny správné možnosti.</p>`,
                  hint: 'Stěna sousedí se všemi stěnami kromě té protější.',
                  explanation: `<p>Každá stěna krychle sousedí se čtyřmi stěnami a s jednou je protější. Ve sloupci 1, 2, 3, 4 leží stěny 1 a 3 ob jednu, proto jsou <strong>protější</strong>. Stěna 1 tedy sousedí se stěnami <strong>2, 4, 5 a 6</strong>. Se stěnou 4 se setká po stočení prstence (4 se přehne až k 1), se stěnami 5 a 6 proto, že uzavírají prstenec ze stran.</p>`,
                  options: [
                    { title: 'stěna 2', correct: true },
                    { title: 'stěna 3' },
                    { title: 'stěna 4', correct: true },
                    { title: 'stěna 5', correct: true },
                    { title: 'stěna 6', correct: true },
                  ],
                },
                {
                  type: 'true_or_false',
                  title: 'Obdélník ze šesti čtverců uspořádaných do dvou řad po třech je sítí krychle.',
                  hint: 'Může síť krychle obsahovat čtverec 2 × 2?',
                  explanation: `<p><strong>Nepravda.</strong> Obdélník 2 × 3 obsahuje blok 2 × 2. Čtyři čtverce kolem jednoho společného vrcholu nelze složit na krychli, protože u každého vrcholu krychle se potkávají jen <strong>tři</strong> stěny. Takový útvar proto není sítí krychle.</p>`,
                  answer: false,
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Obarvená krychle o hraně 4 cm',
                  content:
                    '<p>Krychli o hraně 4 cm natřeme zvenku červeně a rozřežeme ji na krychličky o hraně 1 cm.</p>',
                  hint: 'Krychličky s jednou obarvenou stěnou leží uprostřed každé stěny, neobarvené tvoří vnitřní krychli.',
                  explanation: `<p>Vznikne $4^3 = 64$ krychliček.</p>
<ul>
<li><strong>Jedna obarvená stěna:</strong> na každé stěně je vnitřní čtverec $2 \\times 2$, tedy $6 \\cdot 2^2 = 24$.</li>
<li><strong>Žádná obarvená stěna:</strong> vnitřní krychle $2 \\times 2 \\times 2 = 8$.</li>
</ul>
<p>Kontrola: 8 rohových (3 stěny) + $12 \\cdot 2 = 24$ hranových (2 stěny) + 24 + 8 = 64. ✓</p>`,
                  text: 'Právě jednu obarvenou stěnu má {{b1}} krychliček. Žádnou obarvenou stěnu nemá {{b2}} krychliček.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 24, max: 24 },
                    { id: 'b2', comparison: 'range', min: 8, max: 8 },
                  ],
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Stavba z krychlí',
                  content: `<p>Stavba je složená ze stejných krychlí a nemá uvnitř žádné dutiny:</p>
<ul>
<li>spodní vrstva je čtverec 3 × 3 krychle,</li>
<li>prostřední vrstva je čtverec 2 × 2 krychle položený na levý zadní roh spodní vrstvy,</li>
<li>horní vrstvu tvoří jediná krychle položená na levou zadní krychli prostřední vrstvy.</li>
</ul>`,
                  hint: 'Sečti krychle po vrstvách. Plný kvádr 3 × 3 × 3 má $3^3$ krychlí.',
                  explanation: `<p>Po vrstvách: $9 + 4 + 1 = $ <strong>14 krychlí</strong>.</p>
<p>Plný kvádr (krychle) $3 \\times 3 \\times 3$ má $27$ krychlí, chybí tedy $27 - 14 = $ <strong>13 krychlí</strong>.</p>`,
                  text: 'Stavba obsahuje {{b1}} krychlí. Aby z ní vznikla plná krychle 3 × 3 × 3, je potřeba doplnit {{b2}} krychlí.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 14, max: 14 },
                    { id: 'b2', comparison: 'range', min: 13, max: 13 },
                  ],
                },
                {
                  type: 'single_choice',
                  title: 'Které číslo bude nahoře po překlopení kostky doprava?',
                  content: `<p>Klasická hrací kostka (součet protějších stěn je 7) leží na stole. Nahoře je 1, na přední stěně (směrem k tobě) 2 a na pravé stěně 3. Kostku jednou překlopíš doprava přes její pravou dolní hranu.</p>`,
                  hint: 'Urči osu otáčení: stěny, kterými prochází, zůstanou na místě, ostatní se posunou o jednu pozici. Chybějící číslo dopočítej ze součtu protějších stěn.',
                  explanation: `<p>Při překlopení doprava se kostka otáčí kolem osy vedoucí zepředu dozadu: horní stěna přejde doprava, pravá dolů, spodní doleva a <strong>levá nahoru</strong>. Levá stěna je protější k pravé (3), takže na ní je $7 - 3 = 4$. Nahoře bude <strong>4</strong>. Přední stěna (2) zůstane vpředu.</p>`,
                  options: [
                    { title: '2' },
                    { title: '3' },
                    { title: '4', correct: true },
                    { title: '5' },
                    { title: '6' },
                  ],
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď tělesa podle počtu hran od nejmenšího po největší.',
                  hint: 'Jehlan s $n$-úhelníkovou podstavou má $2n$ hran, hranol $3n$ hran.',
                  explanation: `<ul>
<li>čtyřstěn (trojboký jehlan): $2 \\cdot 3 = 6$ hran,</li>
<li>čtyřboký jehlan: $2 \\cdot 4 = 8$ hran,</li>
<li>trojboký hranol: $3 \\cdot 3 = 9$ hran,</li>
<li>krychle (čtyřboký hranol): $3 \\cdot 4 = 12$ hran,</li>
<li>šestiboký hranol: $3 \\cdot 6 = 18$ hran.</li>
</ul>`,
                  ordered: ['čtyřstěn', 'čtyřboký jehlan', 'trojboký hranol', 'krychle', 'šestiboký hranol'],
                },
                {
                  type: 'true_or_false',
                  title:
                    'Písmeno F otočené v rovině o 180° vypadá stejně jako písmeno F překlopené podle vodorovné osy.',
                  hint: 'Otočení o 180° = překlopení podle vodorovné osy a navíc podle svislé osy.',
                  explanation: `<p><strong>Nepravda.</strong> Po překlopení podle vodorovné osy zůstane svislá čára F vlevo a vodorovné čárky míří doprava, jen jsou teď dole. Po otočení o 180° je svislá čára vpravo a čárky míří doleva. Oba obrazy se liší o překlopení podle svislé osy, a protože F není souměrné podle svislé osy, vypadají různě.</p>`,
                  answer: false,
                },
                {
                  type: 'single_choice',
                  title: 'Jaký tvar má řez krychlí?',
                  content:
                    '<p>Krychli rozřízneme jedním rovinným řezem, který prochází třemi vrcholy sousedícími s jedním zvoleným vrcholem – „odřízneme roh“.</p>',
                  hint: 'Každá strana řezu je úhlopříčkou jedné stěny krychle.',
                  explanation: `<p>Tři vrcholy sousedící s jedním vrcholem krychle leží na třech různých stěnách a každé dva z nich spojuje <strong>stěnová úhlopříčka</strong> délky $a\\sqrt{2}$. Všechny tři strany řezu jsou tedy stejně dlouhé a řezem je <strong>rovnostranný trojúhelník</strong>.</p>`,
                  options: [
                    { title: 'rovnostranný trojúhelník', correct: true },
                    { title: 'pravoúhlý trojúhelník' },
                    { title: 'čtverec' },
                    { title: 'obdélník' },
                    { title: 'pravidelný šestiúhelník' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
