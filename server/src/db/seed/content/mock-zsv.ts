/**
 * The ZSV mock test (decision 0041): Scio's Základy společenských věd as a whole — 60 single-answer items
 * in three parts of 20, four options each, one 60-minute timer for the whole test, +1 / −1/3 / 0. Every
 * explanation gives a verdict on each option (✔ or ✘) and why. No item repeats a question of `zsv.ts`.
 */
import type { SeedMockItem, SeedMockTest } from '../mock-test-types';

const HINT_AUTHORS =
  '<p>Ke každému jménu si vybav jedno klíčové dílo nebo pojem a dobu, kdy autor žil; pak vyřazuj.</p>';

// ─────────────────────────────────────────────────────────────────────────────────────────────────────
// Part 1: Člověk a společnost — psychologie (5), sociologie (5), filozofie (6), religionistika (4)
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

const personAndSociety: SeedMockItem[] = [
  // psychologie
  {
    type: 'single_choice',
    title: 'Který obranný mechanismus student v ukázce používá?',
    content:
      '<p>Student neudělal přijímací zkoušku na medicínu. Kamarádům pak vysvětluje, že o medicínu vlastně nikdy nestál, protože je to stejně jen dřina bez volného času.</p>',
    options: [
      { title: 'projekce' },
      { title: 'racionalizace', correct: true },
      { title: 'regrese' },
      { title: 'sublimace' },
    ],
    hint: '<p>U každého mechanismu si vybav, co člověk dělá: mění své chování, přesměruje pud, připisuje něco druhým, nebo jen dodatečně vysvětluje, co se stalo?</p>',
    explanation: `<p>Student si neúspěch dodatečně vysvětluje rozumně znějícími důvody, které chrání jeho sebevědomí. To je <strong>racionalizace</strong> – typické „kyselé hrozny“ z Ezopovy bajky o lišce, která hrozny nedosáhla. Obranné mechanismy popsal Sigmund Freud a podrobně je rozpracovala jeho dcera Anna Freudová.</p><ul><li><strong>projekce</strong> ✘ — vlastní nepřijatelné pocity či vlastnosti připisujeme druhým („to on mi závidí“).</li><li><strong>racionalizace</strong> ✔ — zpětné zdůvodnění neúspěchu nebo nepřijatelného jednání.</li><li><strong>regrese</strong> ✘ — návrat k chování z dřívějšího vývojového stadia (dospělý se vzteká jako malé dítě).</li><li><strong>sublimace</strong> ✘ — neuspokojený pud se přesměruje do společensky ceněné činnosti, například do sportu nebo umění.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Co zkoumal Stanley Milgram svým pokusem s domnělými elektrickými šoky?',
    content:
      '<p>Pokusné osoby měly na pokyn experimentátora trestat „žáka“ za chyby stále silnějšími elektrickými šoky. Žák byl ve skutečnosti herec a žádné šoky nedostával.</p>',
    options: [
      { title: 'konformitu se skupinou' },
      { title: 'naučenou bezmoc' },
      { title: 'poslušnost vůči autoritě', correct: true },
      { title: 'kognitivní disonanci' },
    ],
    explanation: `<p>Milgramovy pokusy na Yaleově univerzitě (počátek 60. let 20. století) zkoumaly <strong>poslušnost vůči autoritě</strong>: jak daleko zajde běžný člověk, když mu to přikazuje autorita. V základní variantě pokračovaly až k nejsilnějšímu „šoku“ asi dvě třetiny pokusných osob.</p><ul><li><strong>konformita se skupinou</strong> ✘ — tu zkoumal Solomon Asch: mnozí lidé přitakali zjevně chybnému odhadu délky čar, protože ho předtím vyslovila většina skupiny. U Milgrama nátlak nevycházel ze skupiny, ale od autority.</li><li><strong>naučená bezmoc</strong> ✘ — pojem Martina Seligmana: kdo opakovaně zažije, že nepříjemnou situaci nemůže ovlivnit, přestane se o to pokoušet i tam, kde by mohl.</li><li><strong>poslušnost vůči autoritě</strong> ✔ — přesně to pokus měřil.</li><li><strong>kognitivní disonance</strong> ✘ — teorie Leona Festingera o nepříjemném napětí mezi dvěma neslučitelnými postoji nebo mezi postojem a jednáním.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Které vývojové krizi čelí podle Erika Eriksona člověk v dospívání?',
    options: [
      { title: 'důvěra × nedůvěra' },
      { title: 'intimita × izolace' },
      { title: 'integrita × zoufalství' },
      { title: 'identita × zmatení rolí', correct: true },
    ],
    hint: '<p>Přiřaď každou dvojici k životnímu období: kojenec, dospívající, mladý dospělý, stáří. Co je hlavní otázkou dospívajícího?</p>',
    explanation: `<p>Erik Erikson popsal osm stadií psychosociálního vývoje, každé s vlastní krizí. V dospívání hledá člověk odpověď na otázku „kdo jsem a kam patřím“: úspěchem je ujasněná <strong>identita</strong>, nezdarem <strong>zmatení rolí</strong>.</p><ul><li><strong>důvěra × nedůvěra</strong> ✘ — první rok života: spolehne se dítě na to, že se o něj někdo postará?</li><li><strong>intimita × izolace</strong> ✘ — mladá dospělost: schopnost navázat blízký vztah.</li><li><strong>integrita × zoufalství</strong> ✘ — stáří: smíření s prožitým životem.</li><li><strong>identita × zmatení rolí</strong> ✔ — krize dospívání.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jaké IQ má dítě podle klasického poměrového vzorce?',
    content:
      '<p>Desetileté dítě vyřeší v inteligenčním testu tolik úloh jako průměrné dvanáctileté dítě. Počítej poměrovým vzorcem: IQ = mentální věk / chronologický věk × 100.</p>',
    options: [{ title: '83' }, { title: '100' }, { title: '102' }, { title: '120', correct: true }],
    explanation: `<p>Mentální věk je 12 let, chronologický 10 let: IQ = 12 / 10 × 100 = <strong>120</strong>. Poměr mentálního a skutečného věku navrhl William Stern, násobení stem přidal Lewis Terman. Dnešní testy (například Wechslerovy) už počítají tzv. deviační IQ podle odchylky od průměru vrstevníků, průměr je ale stále 100.</p><ul><li><strong>83</strong> ✘ — obrácený poměr 10 / 12 × 100.</li><li><strong>100</strong> ✘ — IQ dítěte, jehož mentální věk se rovná skutečnému; toto dítě je napřed.</li><li><strong>102</strong> ✘ — chybně ke 100 přičtený rozdíl dvou let.</li><li><strong>120</strong> ✔ — 12 / 10 × 100.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který psychologický směr zdůrazňuje, že vnímáme celistvé tvary, a ne součet jednotlivých vjemů?',
    options: [
      { title: 'tvarová psychologie (gestaltismus)', correct: true },
      { title: 'behaviorismus' },
      { title: 'strukturalismus' },
      { title: 'psychoanalýza' },
    ],
    hint: '<p>Zeptej se u každého směru, co zkoumá: chování, nevědomí, prvky vědomí, nebo celky?</p>',
    explanation: `<p><strong>Tvarová psychologie</strong> (německy <em>Gestalt</em> = tvar) vznikla v Německu na začátku 20. století (Max Wertheimer, Wolfgang Köhler, Kurt Koffka). Tvrdí, že celek vnímáme jako něco jiného než pouhý souhrn částí, a popsala zákony vnímání – například blízkosti, podobnosti a uzavřenosti. Köhler je známý také pokusy se šimpanzi, u nichž popsal učení vhledem.</p><ul><li><strong>tvarová psychologie</strong> ✔ — celek je víc než součet částí.</li><li><strong>behaviorismus</strong> ✘ — zkoumá jen pozorovatelné chování (podnět a reakce), vnímáním celků se nezabývá (J. B. Watson, B. F. Skinner).</li><li><strong>strukturalismus</strong> ✘ — naopak rozkládal vědomí introspekcí na jednotlivé prvky, počitky (E. B. Titchener, navazující na W. Wundta).</li><li><strong>psychoanalýza</strong> ✘ — zabývá se nevědomím a pudy (S. Freud).</li></ul>`,
  },

  // sociologie
  {
    type: 'single_choice',
    title: 'Jak sociologie nazývá situaci z ukázky?',
    content:
      '<p>Učitelka má ve své třídě vlastního syna. Jako matka by mu chtěla pomoci, jako učitelka ho má hodnotit stejně přísně jako ostatní žáky.</p>',
    options: [
      { title: 'konflikt rolí', correct: true },
      { title: 'anomie' },
      { title: 'stigmatizace' },
      { title: 'sociální exkluze' },
    ],
    explanation: `<p>Každý člověk zastává více sociálních rolí a s každou se pojí jiná očekávání. Když si očekávání dvou rolí odporují (matka × učitelka), jde o <strong>konflikt rolí</strong>.</p><ul><li><strong>konflikt rolí</strong> ✔ — střet očekávání spojených s různými rolemi jednoho člověka.</li><li><strong>anomie</strong> ✘ — stav, kdy se ve společnosti rozpadají nebo znejasňují normy (É. Durkheim, R. K. Merton).</li><li><strong>stigmatizace</strong> ✘ — označení člověka negativní „nálepkou“, která pak ovlivňuje, jak s ním druzí jednají (E. Goffman).</li><li><strong>sociální exkluze</strong> ✘ — vyloučení jednotlivců či skupin z běžného života společnosti, například kvůli chudobě.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo rozlišil pospolitost (Gemeinschaft) a společnost (Gesellschaft)?',
    options: [
      { title: 'Émile Durkheim' },
      { title: 'Auguste Comte' },
      { title: 'Herbert Spencer' },
      { title: 'Ferdinand Tönnies', correct: true },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p><strong>Ferdinand Tönnies</strong> v knize <em>Pospolitost a společnost</em> (1887) odlišil dva typy sociálních vztahů: <em>pospolitost</em> stojí na přirozených, citových vazbách (rodina, vesnice), <em>společnost</em> na účelových a smluvních vztazích (město, trh).</p><ul><li><strong>Émile Durkheim</strong> ✘ — mechanická a organická solidarita, anomie, studie o sebevraždě.</li><li><strong>Auguste Comte</strong> ✘ — zavedl slovo sociologie, zakladatel pozitivismu, zákon tří stadií.</li><li><strong>Herbert Spencer</strong> ✘ — sociální evolucionismus, srovnání společnosti s organismem, výraz „přežití nejschopnějších“.</li><li><strong>Ferdinand Tönnies</strong> ✔ — autor dvojice pospolitost × společnost.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jaká solidarita drží podle Durkheima pohromadě moderní společnost s rozvinutou dělbou práce?',
    options: [
      { title: 'mechanická' },
      { title: 'organická', correct: true },
      { title: 'tradiční' },
      { title: 'charismatická' },
    ],
    hint: '<p>Vyřaď nejdřív pojmy, které nepatří Durkheimovi. Pak si představ, co drží pohromadě lidi, kteří dělají každý něco jiného.</p>',
    explanation: `<p>Émile Durkheim v díle <em>O dělbě společenské práce</em> (1893) rozlišil dva druhy solidarity. Moderní společnost drží pohromadě <strong>organická solidarita</strong>: lidé se specializují, liší se od sebe a právě proto jsou na sobě závislí – jako orgány v těle.</p><ul><li><strong>mechanická</strong> ✘ — solidarita podobnosti v malých tradičních společnostech, kde lidé dělají stejnou práci a sdílejí stejné přesvědčení.</li><li><strong>organická</strong> ✔ — solidarita vzájemné závislosti odlišných lidí.</li><li><strong>tradiční</strong> ✘ — jeden z Weberových typů legitimního panství, ne Durkheimova solidarita.</li><li><strong>charismatická</strong> ✘ — také Weberův typ panství (moc z mimořádných vlastností vůdce).</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jakou výzkumnou metodu sociolog použil?',
    content:
      '<p>Sociolog se na rok přestěhoval do ubytovny, žil s jejími obyvateli a zapisoval si, jak spolu jednají a jak tráví den.</p>',
    options: [
      { title: 'dotazníkové šetření' },
      { title: 'obsahovou analýzu' },
      { title: 'zúčastněné pozorování', correct: true },
      { title: 'strukturovaný rozhovor' },
    ],
    explanation: `<p>Výzkumník se stal součástí zkoumané skupiny a sleduje ji zevnitř: to je <strong>zúčastněné pozorování</strong>, typická kvalitativní metoda. Proslavil ji antropolog Bronisław Malinowski svým pobytem na Trobriandských ostrovech.</p><ul><li><strong>dotazníkové šetření</strong> ✘ — kvantitativní metoda: respondenti písemně odpovídají na předem dané otázky.</li><li><strong>obsahová analýza</strong> ✘ — rozbor textů, médií a dokumentů, ne přímé sledování lidí.</li><li><strong>zúčastněné pozorování</strong> ✔ — dlouhodobý pobyt uvnitř zkoumané skupiny.</li><li><strong>strukturovaný rozhovor</strong> ✘ — tazatel klade předem připravené otázky v pevném pořadí.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který z uvedených statusů je připsaný?',
    options: [
      { title: 'primářka nemocnice' },
      { title: 'olympijský vítěz' },
      { title: 'poslankyně' },
      { title: 'následník trůnu', correct: true },
    ],
    hint: '<p>U každého statusu se zeptej: musel pro něj člověk něco udělat, nebo ho dostal bez vlastního přičinění?</p>',
    explanation: `<p><strong>Připsaný</strong> (askriptivní) status dostává člověk bez vlastního přičinění, zpravidla narozením – pohlaví, věk, původ nebo v monarchii postavení <strong>následníka trůnu</strong>. <strong>Získaný</strong> (dosažený) status si člověk vydobude vlastním úsilím nebo volbou.</p><ul><li><strong>primářka nemocnice</strong> ✘ — získaný status: studium a kariéra.</li><li><strong>olympijský vítěz</strong> ✘ — získaný status: sportovní výkon.</li><li><strong>poslankyně</strong> ✘ — získaný status: zvolení.</li><li><strong>následník trůnu</strong> ✔ — postavení dané narozením do panovnické rodiny.</li></ul>`,
  },

  // filozofie
  {
    type: 'single_choice',
    title: 'Se kterým myslitelem je spojena zásada „nezmnožovat entity nad nutnou míru“?',
    options: [
      { title: 'Anselm z Canterbury' },
      { title: 'Vilém Ockham', correct: true },
      { title: 'Pierre Abélard' },
      { title: 'Jan Duns Scotus' },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p>Zásada úspornosti, známá jako <strong>Ockhamova břitva</strong>: z více vysvětlení dáváme přednost tomu, které vystačí s menším počtem předpokladů. Vilém Ockham (asi 1287–1347) byl anglický františkán a nominalista. Slavná latinská formulace <em>entia non sunt multiplicanda praeter necessitatem</em> pochází až od pozdějších autorů, myšlenka se ale spojuje s ním.</p><ul><li><strong>Anselm z Canterbury</strong> ✘ — ontologický důkaz Boží existence, „věřím, abych poznal“.</li><li><strong>Vilém Ockham</strong> ✔ — Ockhamova břitva.</li><li><strong>Pierre Abélard</strong> ✘ — spor o univerzálie (konceptualismus), spis <em>Ano a ne</em>, příběh lásky s Héloïsou.</li><li><strong>Jan Duns Scotus</strong> ✘ — františkánský teolog, pojem <em>haecceitas</em> („tohleství“), Ockhamův předchůdce.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'K jakému etickému směru patří úryvek?',
    content:
      '<blockquote><p>„Příroda postavila lidstvo pod vládu dvou svrchovaných pánů, bolesti a slasti. Jen ony nám ukazují, co bychom měli dělat, a určují, co uděláme.“</p></blockquote>',
    options: [
      { title: 'Kantova etika povinnosti' },
      { title: 'utilitarismus', correct: true },
      { title: 'etika ctností' },
      { title: 'stoicismus' },
    ],
    hint: '<p>Všimni si, podle čeho máme podle úryvku poznat, co dělat. U každého směru si vybav, co považuje za měřítko správného jednání.</p>',
    explanation: `<p>Úryvek otevírá <em>Úvod do principů morálky a zákonodárství</em> (1789) Jeremyho Benthama, zakladatele <strong>utilitarismu</strong>. Jednání se posuzuje podle důsledků: správné je to, co přinese co nejvíce slasti (štěstí) co největšímu počtu lidí. John Stuart Mill později rozlišil slasti vyšší a nižší.</p><ul><li><strong>Kantova etika povinnosti</strong> ✘ — mravnost neodvozuje ze slasti ani z důsledků, ale z povinnosti a kategorického imperativu.</li><li><strong>utilitarismus</strong> ✔ — měřítkem je slast a bolest, tedy důsledky jednání.</li><li><strong>etika ctností</strong> ✘ — Aristotelés: dobrý život spočívá v pěstování ctností jako středu mezi krajnostmi.</li><li><strong>stoicismus</strong> ✘ — život v souladu s rozumem a přírodou; ke slasti a bolesti se má mudrc stavět lhostejně.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo popsal přirozený stav jako „válku všech proti všem“?',
    content: '<p>Z tohoto stavu podle něj lidi vyvede jen smlouva, jíž předají moc silnému suverénovi.</p>',
    options: [
      { title: 'John Locke' },
      { title: 'Jean-Jacques Rousseau' },
      { title: 'Thomas Hobbes', correct: true },
      { title: 'Niccolò Machiavelli' },
    ],
    hint: '<p>Teorii společenské smlouvy rozvíjelo víc myslitelů. Porovnej, jak každý z nich viděl člověka bez státu.</p>',
    explanation: `<p><strong>Thomas Hobbes</strong> v díle <em>Leviathan</em> (1651): bez státu žije člověk ve strachu a jeho život je „osamělý, ubohý, ošklivý, zvířecký a krátký“. Lidé proto smlouvou předají moc suverénovi, který zajistí mír.</p><ul><li><strong>John Locke</strong> ✘ — přirozený stav se řídí přirozeným zákonem, člověk má práva na život, svobodu a majetek; vláda má být omezená (<em>Dvě pojednání o vládě</em>).</li><li><strong>Jean-Jacques Rousseau</strong> ✘ — člověk je od přírody dobrý, kazí ho civilizace a vlastnictví; obecná vůle (<em>O společenské smlouvě</em>, 1762).</li><li><strong>Thomas Hobbes</strong> ✔ — válka všech proti všem, silný suverén.</li><li><strong>Niccolò Machiavelli</strong> ✘ — <em>Vladař</em> radí, jak moc získat a udržet; teorii společenské smlouvy nevytvořil.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo je autorem věty „Existence předchází esenci“?',
    options: [
      { title: 'Jean-Paul Sartre', correct: true },
      { title: 'Georg Wilhelm Friedrich Hegel' },
      { title: 'Auguste Comte' },
      { title: 'Baruch Spinoza' },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p>Věta je jádrem existencialismu <strong>Jeana-Paula Sartra</strong> (přednáška <em>Existencialismus je humanismus</em>, 1945): člověk nejdřív existuje a teprve svými volbami si utváří, čím je. Žádná předem daná „lidská podstata“ neexistuje; člověk je „odsouzen ke svobodě“ a za své volby odpovídá.</p><ul><li><strong>Sartre</strong> ✔ — existence předchází esenci.</li><li><strong>Hegel</strong> ✘ — dialektika, absolutní duch, dějiny jako pokrok ve vědomí svobody.</li><li><strong>Comte</strong> ✘ — pozitivismus, zákon tří stadií.</li><li><strong>Spinoza</strong> ✘ — racionalista 17. století, panteismus „Bůh neboli příroda“, dílo <em>Etika</em>.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kterému filozofovi patří pojmy nadčlověk, vůle k moci a věčný návrat?',
    options: [
      { title: 'Arthur Schopenhauer' },
      { title: 'Søren Kierkegaard' },
      { title: 'Karl Marx' },
      { title: 'Friedrich Nietzsche', correct: true },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p><strong>Friedrich Nietzsche</strong> (1844–1900) – <em>Tak pravil Zarathustra</em>, <em>Radostná věda</em> (výrok „Bůh je mrtev“), kritika křesťanské morálky jako „morálky otroků“.</p><ul><li><strong>Schopenhauer</strong> ✘ — mluví o vůli <em>k životu</em>, ne k moci; pesimista, <em>Svět jako vůle a představa</em>. Nietzsche z něj vyšel, ale jeho pesimismus odmítl.</li><li><strong>Kierkegaard</strong> ✘ — předchůdce existencialismu, stadia existence estetické, etické a náboženské.</li><li><strong>Marx</strong> ✘ — historický materialismus, třídní boj, <em>Kapitál</em>.</li><li><strong>Nietzsche</strong> ✔ — nadčlověk, vůle k moci, věčný návrat téhož.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který český filozof byl jedním z prvních mluvčích Charty 77?',
    options: [
      { title: 'Jan Patočka', correct: true },
      { title: 'Emanuel Rádl' },
      { title: 'Karel Kosík' },
      { title: 'Ladislav Klíma' },
    ],
    hint: '<p>Charta 77 vznikla v lednu 1977. Kdo z nabízených tehdy ještě žil?</p>',
    explanation: `<p><strong>Jan Patočka</strong> (1907–1977), žák Edmunda Husserla a přední český fenomenolog (péče o duši, <em>Kacířské eseje o filosofii dějin</em>). V lednu 1977 se stal spolu s Václavem Havlem a Jiřím Hájkem jedním z prvních mluvčích Charty 77; zemřel v březnu 1977 po výsleších StB.</p><ul><li><strong>Jan Patočka</strong> ✔ — mluvčí Charty 77.</li><li><strong>Emanuel Rádl</strong> ✘ — filozof a biolog, autor knihy <em>Válka Čechů s Němci</em>; zemřel roku 1942.</li><li><strong>Karel Kosík</strong> ✘ — marxistický filozof, autor <em>Dialektiky konkrétního</em> (1963); mluvčím Charty nebyl.</li><li><strong>Ladislav Klíma</strong> ✘ — svérázný filozof a spisovatel (<em>Svět jako vědomí a nic</em>); zemřel roku 1928.</li></ul>`,
  },

  // religionistika
  {
    type: 'single_choice',
    title: 'Který židovský svátek připomíná vyvedení Izraelitů z egyptského otroctví?',
    options: [
      { title: 'Pesach', correct: true },
      { title: 'Jom kipur' },
      { title: 'Chanuka' },
      { title: 'Roš ha-šana' },
    ],
    explanation: `<p><strong>Pesach</strong> se slaví na jaře a připomíná exodus z Egypta. K němu patří sederová večeře a maces, nekvašený chléb.</p><ul><li><strong>Pesach</strong> ✔ — svátek vyjití z Egypta.</li><li><strong>Jom kipur</strong> ✘ — Den smíření, nejposvátnější den roku, spojený s půstem a pokáním.</li><li><strong>Chanuka</strong> ✘ — svátek světel, připomíná znovuvysvěcení jeruzalémského chrámu Makabejskými ve 2. století př. n. l.</li><li><strong>Roš ha-šana</strong> ✘ — židovský Nový rok, slaví se na podzim.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který koncil v letech 1962–1965 otevřel katolickou církev modernímu světu?',
    content:
      '<p>Koncil mimo jiné umožnil slavit bohoslužby v národních jazycích místo latiny a otevřel dialog s ostatními církvemi.</p>',
    options: [
      { title: 'Tridentský koncil' },
      { title: 'Kostnický koncil' },
      { title: 'Druhý vatikánský koncil', correct: true },
      { title: 'První vatikánský koncil' },
    ],
    hint: '<p>Ke každému koncilu si vybav století, ve kterém zasedal, a čím je známý.</p>',
    explanation: `<p><strong>Druhý vatikánský koncil</strong> svolal papež Jan XXIII. a ukončil Pavel VI. Přinesl liturgii v národních jazycích, ekumenický dialog a nový vztah církve k modernímu světu.</p><ul><li><strong>Tridentský koncil</strong> ✘ — 1545–1563, katolická odpověď na reformaci.</li><li><strong>Kostnický koncil</strong> ✘ — 1414–1418, ukončil papežské schizma a odsoudil Jana Husa.</li><li><strong>Druhý vatikánský koncil</strong> ✔ — 1962–1965.</li><li><strong>První vatikánský koncil</strong> ✘ — 1869–1870, vyhlásil dogma o papežské neomylnosti.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Které náboženství založil guru Nának v Paňdžábu?',
    options: [
      { title: 'džinismus' },
      { title: 'zoroastrismus' },
      { title: 'bahá’í' },
      { title: 'sikhismus', correct: true },
    ],
    hint: '<p>Ke každému náboženství si vybav zakladatele a zemi, kde vzniklo.</p>',
    explanation: `<p><strong>Sikhismus</strong> je monoteistické náboženství, které vzniklo na přelomu 15. a 16. století v Paňdžábu na severozápadě indického subkontinentu. Po Nánakovi následovalo dalších devět guruů; posvátnou knihou je <em>Gurú Granth Sáhib</em>, hlavní svatyní Zlatý chrám v Amritsaru.</p><ul><li><strong>džinismus</strong> ✘ — indické náboženství spojené s Mahávírou (6.–5. st. př. n. l.), důraz na nenásilí (ahinsá).</li><li><strong>zoroastrismus</strong> ✘ — prorok Zarathuštra, starověká Persie, boj dobra (Ahura Mazda) se zlem.</li><li><strong>bahá’í</strong> ✘ — založil Bahá’u’lláh v Persii v 19. století, hlásá jednotu náboženství.</li><li><strong>sikhismus</strong> ✔ — zakladatel guru Nának.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jak se nazývá islámské náboženské právo?',
    options: [{ title: 'šaría', correct: true }, { title: 'súra' }, { title: 'hadís' }, { title: 'fatva' }],
    explanation: `<p><strong>Šaría</strong> (arabsky „cesta“) je souhrn norem, které upravují život muslima – modlitbu, půst, rodinu, dědění i trestní právo. Vychází z Koránu a sunny (tradice o Prorokovi); její výklad se liší podle právních škol.</p><ul><li><strong>šaría</strong> ✔ — islámské právo.</li><li><strong>súra</strong> ✘ — kapitola Koránu.</li><li><strong>hadís</strong> ✘ — zpráva o výroku nebo činu Muhammada; hadísy jsou pramenem sunny, a tedy i šaríe, ale samy právem nejsou.</li><li><strong>fatva</strong> ✘ — právní posudek islámského učence (muftího) k jedné konkrétní otázce.</li></ul>`,
  },
];

// ─────────────────────────────────────────────────────────────────────────────────────────────────────
// Part 2: Stát a právo — politologie (6), mezinárodní vztahy (5), právo (9)
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

const stateAndLaw: SeedMockItem[] = [
  // politologie
  {
    type: 'single_choice',
    title: 'Kdo napsal dílo O duchu zákonů, které rozpracovalo dělbu moci?',
    options: [
      { title: 'Jean-Jacques Rousseau' },
      { title: 'Montesquieu', correct: true },
      { title: 'Voltaire' },
      { title: 'Denis Diderot' },
    ],
    explanation: `<p><strong>Montesquieu</strong> (Charles-Louis de Secondat) v díle <em>O duchu zákonů</em> (1748) tvrdí, že moc zákonodárná, výkonná a soudní musí patřit různým orgánům, které se navzájem brzdí – jinak hrozí tyranie. Jeho myšlenky ovlivnily například Ústavu USA.</p><ul><li><strong>Rousseau</strong> ✘ — <em>O společenské smlouvě</em> (1762), obecná vůle, lidová suverenita.</li><li><strong>Montesquieu</strong> ✔ — dělba moci.</li><li><strong>Voltaire</strong> ✘ — osvícenský spisovatel (<em>Candide</em>), kritik církve a náboženské nesnášenlivosti.</li><li><strong>Diderot</strong> ✘ — spolu s d’Alembertem vydával <em>Encyklopedii</em>.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'K čemu podle Duvergerova zákona vede relativní většinový volební systém?',
    content:
      '<p>Jde o systém s jednomandátovými obvody a jediným kolem: vyhrává kandidát s nejvíce hlasy, i když nezíská nadpoloviční většinu.</p>',
    options: [
      { title: 'k roztříštěnému vícestranickému systému' },
      { title: 'k systému jedné hegemonní strany' },
      { title: 'k dvoustranickému systému', correct: true },
      { title: 'k vládám širokých koalic' },
    ],
    hint: '<p>Představ si, jak se zachová volič malé strany, když ví, že v obvodu vyhraje jen jeden kandidát.</p>',
    explanation: `<p>Francouzský politolog Maurice Duverger (<em>Politické strany</em>, 1951) formuloval, že relativní většinový systém vede k <strong>dvoustranictví</strong>. Působí mechanicky (třetí strany získají mnohem méně mandátů, než odpovídá jejich hlasům) i psychologicky (voliči nechtějí „ztratit“ hlas a volí jednu ze dvou velkých stran). Typickým příkladem jsou USA.</p><ul><li><strong>vícestranický systém</strong> ✘ — ten podle Duvergera podporuje poměrný systém (a dvoukolový většinový).</li><li><strong>hegemonní strana</strong> ✘ — převaha jediné strany nevyplývá z volebního systému, typicky ji udržuje nedemokratický režim.</li><li><strong>dvoustranický systém</strong> ✔ — Duvergerův zákon.</li><li><strong>široké koalice</strong> ✘ — vznikají tam, kde do parlamentu projde mnoho stran, tedy spíše u poměrného systému; většinový systém naopak často dává jedné straně samostatnou většinu.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Čím se totalitní režim liší od autoritářského?',
    options: [
      { title: 'Nekonají se v něm svobodné a soutěživé volby.' },
      { title: 'Omezuje svobodu tisku a shromažďování.' },
      { title: 'V jeho čele vždy stojí jediný vůdce.' },
      { title: 'Chce ovládnout všechny oblasti života jedinou ideologií.', correct: true },
    ],
    hint: '<p>Hledej rys, který má jen jeden z obou typů režimu. Co z nabízeného platí pro oba?</p>',
    explanation: `<p><strong>Totalitní</strong> režim (C. J. Friedrich a Z. Brzezinski, H. Arendtová) chce ovládnout celý život společnosti: má oficiální ideologii, jedinou masovou stranu, teror tajné policie, monopol na média a zbraně a centrálně řízenou ekonomiku. Vyžaduje aktivní souhlas a mobilizaci. <strong>Autoritářský</strong> režim (J. J. Linz) připouští omezený pluralismus, nemá propracovanou ideologii a stačí mu, že se lidé do politiky nemíchají.</p><ul><li><strong>chybí svobodné volby</strong> ✘ — platí pro oba typy nedemokratických režimů.</li><li><strong>omezená svoboda tisku a shromažďování</strong> ✘ — rovněž platí pro oba.</li><li><strong>jediný vůdce</strong> ✘ — není rozlišujícím znakem: v autoritářských režimech (vojenské diktatury) bývá běžný, totalitní režimy mohou mít i kolektivní vedení.</li><li><strong>jediná ideologie ovládající všechny oblasti života</strong> ✔ — to je jádro totalitarismu.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo napsal, že „vlastnictví je krádež“?',
    options: [
      { title: 'Karl Marx' },
      { title: 'Michail Bakunin' },
      { title: 'Pierre-Joseph Proudhon', correct: true },
      { title: 'Jean-Jacques Rousseau' },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p>Výrok pochází ze spisu <em>Co je vlastnictví?</em> (1840) francouzského myslitele <strong>Pierre-Josepha Proudhona</strong>, jednoho z otců anarchismu a prvního, kdo se sám označil za anarchistu.</p><ul><li><strong>Marx</strong> ✘ — soukromé vlastnictví výrobních prostředků kritizoval, tento výrok ale není jeho; s Proudhonem polemizoval ve spisu <em>Bída filozofie</em>.</li><li><strong>Bakunin</strong> ✘ — ruský anarchista, na Proudhona navázal, výrok ale nenapsal.</li><li><strong>Proudhon</strong> ✔ — <em>Co je vlastnictví?</em></li><li><strong>Rousseau</strong> ✘ — v <em>Rozpravě o původu nerovnosti</em> viděl v soukromém vlastnictví zdroj nerovnosti, tento výrok ale napsal až Proudhon roku 1840.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Do kolika dnů po jmenování musí vláda ČR požádat Poslaneckou sněmovnu o důvěru?',
    options: [{ title: '15' }, { title: '30', correct: true }, { title: '60' }, { title: '90' }],
    explanation: `<p>Podle čl. 68 odst. 3 Ústavy předstoupí vláda <strong>do 30 dnů</strong> po svém jmenování před Poslaneckou sněmovnu a požádá ji o vyslovení důvěry. Nezíská-li ji, prezident jmenuje nového předsedu vlády; když neuspěje ani druhá vláda, jmenuje prezident předsedu vlády na návrh předsedy Poslanecké sněmovny.</p><ul><li><strong>15</strong> ✘ — 15 dní je lhůta, v níž může prezident vrátit přijatý zákon.</li><li><strong>30</strong> ✔ — čl. 68 odst. 3 Ústavy.</li><li><strong>60</strong> ✘ — dvojnásobek lhůty, kterou Ústava vládě dává.</li><li><strong>90</strong> ✘ — trojnásobek lhůty z čl. 68 Ústavy.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kolik podpisů občanů potřebuje občan, aby mohl navrhnout kandidáta na prezidenta ČR?',
    content:
      '<p>Kandidáta mohou navrhnout také poslanci nebo senátoři; otázka se ptá na návrh podpořený peticí občanů.</p>',
    options: [
      { title: '10 000' },
      { title: '100 000' },
      { title: '200 000' },
      { title: '50 000', correct: true },
    ],
    explanation: `<p>Podle čl. 56 odst. 4 Ústavy může kandidáta navrhnout občan starší 18 let, jehož návrh podpoří petice podepsaná nejméně <strong>50 000</strong> občany oprávněnými volit prezidenta. Jinak může kandidáta navrhnout nejméně 20 poslanců nebo nejméně 10 senátorů. Prezident je volen přímo od roku 2013.</p><ul><li><strong>10 000</strong> ✘ — pětkrát méně, než Ústava vyžaduje.</li><li><strong>100 000</strong> ✘ — dvojnásobek skutečné hranice.</li><li><strong>200 000</strong> ✘ — čtyřnásobek skutečné hranice.</li><li><strong>50 000</strong> ✔ — čl. 56 odst. 4 Ústavy.</li></ul>`,
  },

  // mezinárodní vztahy
  {
    type: 'single_choice',
    title: 'Který článek Severoatlantické smlouvy obsahuje závazek kolektivní obrany?',
    options: [
      { title: 'článek 1' },
      { title: 'článek 4' },
      { title: 'článek 5', correct: true },
      { title: 'článek 10' },
    ],
    explanation: `<p>Podle <strong>článku 5</strong> se ozbrojený útok proti jednomu nebo více spojencům v Evropě nebo Severní Americe považuje za útok proti všem a každý spojenec pomůže opatřeními, která uzná za nutná, včetně použití ozbrojené síly. Poprvé byl uplatněn po teroristických útocích na USA 11. září 2001.</p><ul><li><strong>článek 1</strong> ✘ — závazek řešit mezinárodní spory mírovými prostředky.</li><li><strong>článek 4</strong> ✘ — konzultace spojenců, když se některý z nich cítí ohrožen.</li><li><strong>článek 5</strong> ✔ — kolektivní obrana.</li><li><strong>článek 10</strong> ✘ — přizvání dalších evropských států, tedy rozšiřování aliance.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Které státy tvoří Visegrádskou skupinu?',
    options: [
      { title: 'Česko, Slovensko, Polsko a Maďarsko', correct: true },
      { title: 'Česko, Slovensko a Rakousko' },
      { title: 'Česko, Slovensko, Maďarsko a Slovinsko' },
      { title: 'Česko, Polsko, Německo a Rakousko' },
    ],
    explanation: `<p>Visegrádskou skupinu založili 15. února 1991 v maďarském Visegrádu představitelé Československa, Polska a Maďarska; po rozdělení Československa má čtyři členy: <strong>Česko, Slovensko, Polsko a Maďarsko</strong>. Místo připomíná setkání českého, polského a uherského krále ve Visegrádu roku 1335.</p><ul><li><strong>Česko, Slovensko, Polsko a Maďarsko</strong> ✔ — V4.</li><li><strong>Česko, Slovensko a Rakousko</strong> ✘ — to je Slavkovský formát (od roku 2015).</li><li><strong>… a Slovinsko</strong> ✘ — Slovinsko členem není a chybí Polsko.</li><li><strong>Česko, Polsko, Německo a Rakousko</strong> ✘ — Německo ani Rakousko členy nejsou.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Orgánem které organizace je Evropský soud pro lidská práva ve Štrasburku?',
    options: [
      { title: 'Evropské unie' },
      { title: 'Rady Evropy', correct: true },
      { title: 'Organizace spojených národů' },
      { title: 'Organizace pro bezpečnost a spolupráci v Evropě' },
    ],
    hint: '<p>Nezaměňuj podobně znějící instituce. Ke každé organizaci si vybav, kde sídlí její soud, pokud nějaký má.</p>',
    explanation: `<p>Evropský soud pro lidská práva rozhoduje o stížnostech na porušení <em>Evropské úmluvy o ochraně lidských práv</em> (1950). Je orgánem <strong>Rady Evropy</strong>, samostatné mezinárodní organizace založené roku 1949, která není součástí EU.</p><ul><li><strong>Evropská unie</strong> ✘ — soudním orgánem EU je Soudní dvůr Evropské unie v Lucemburku.</li><li><strong>Rada Evropy</strong> ✔ — soud ve Štrasburku.</li><li><strong>OSN</strong> ✘ — jejím hlavním soudním orgánem je Mezinárodní soudní dvůr v Haagu.</li><li><strong>OBSE</strong> ✘ — sídlí ve Vídni a věnuje se bezpečnosti a spolupráci (například pozoruje volby); o stížnostech jednotlivců na porušení lidských práv nerozhoduje.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Která teorie mezinárodních vztahů odpovídá popisu?',
    content:
      '<p>Hlavními aktéry jsou státy. V mezinárodním prostředí chybí nadřazená autorita (panuje anarchie), a tak státy usilují především o moc a vlastní bezpečnost; mír zajišťuje hlavně rovnováha sil.</p>',
    options: [
      { title: 'liberalismus' },
      { title: 'konstruktivismus' },
      { title: 'marxismus' },
      { title: 'realismus', correct: true },
    ],
    explanation: `<p>Popis odpovídá <strong>realismu</strong> (Hans Morgenthau, <em>Politika mezi národy</em>, 1948; neorealismus Kennetha Waltze).</p><ul><li><strong>liberalismus</strong> ✘ — zdůrazňuje spolupráci: mezinárodní instituce, obchod a demokracie mohou konflikty tlumit (teorie demokratického míru).</li><li><strong>konstruktivismus</strong> ✘ — zájmy a identity států jsou sociálně utvářené; podle Alexandra Wendta je „anarchie tím, co si z ní státy udělají“.</li><li><strong>marxismus</strong> ✘ — vykládá mezinárodní politiku jako výraz ekonomického vykořisťování (např. teorie světového systému I. Wallersteina).</li><li><strong>realismus</strong> ✔ — státy, anarchie, moc, rovnováha sil.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jak se hlasuje ve Valném shromáždění OSN?',
    options: [
      { title: 'Každý členský stát má jeden hlas.', correct: true },
      { title: 'Počet hlasů státu závisí na počtu jeho obyvatel.' },
      { title: 'Počet hlasů státu závisí na výši jeho příspěvku do rozpočtu OSN.' },
      { title: 'Stálí členové Rady bezpečnosti mají i zde právo veta.' },
    ],
    explanation: `<p>Podle čl. 18 Charty OSN má ve Valném shromáždění <strong>každý člen jeden hlas</strong>. O důležitých otázkách (například rozpočet, volba nestálých členů Rady bezpečnosti) se rozhoduje dvoutřetinovou většinou přítomných a hlasujících, o ostatních prostou většinou.</p><ul><li><strong>jeden hlas</strong> ✔ — rovnost států.</li><li><strong>podle počtu obyvatel</strong> ✘ — váhu podle obyvatel zná například kvalifikovaná většina v Radě EU, ne OSN.</li><li><strong>podle příspěvku</strong> ✘ — podle vkladů (kvót) se hlasuje v Mezinárodním měnovém fondu a Světové bance.</li><li><strong>právo veta</strong> ✘ — stálí členové ho mají jen v Radě bezpečnosti.</li></ul>`,
  },

  // právo
  {
    type: 'single_choice',
    title: 'Od kdy má člověk podle občanského zákoníku právní osobnost?',
    options: [
      { title: 'od dovršení 15 let' },
      { title: 'od dovršení 18 let' },
      { title: 'od narození', correct: true },
      { title: 'od zápisu do matriky' },
    ],
    hint: '<p>Odlišuj právní osobnost (kdo může mít práva) od svéprávnosti (kdo může sám právně jednat).</p>',
    explanation: `<p>Podle § 23 občanského zákoníku má člověk <strong>právní osobnost od narození až do smrti</strong>. Právní osobnost je způsobilost mít práva a povinnosti; na počaté dítě se navíc hledí jako na narozené, vyhovuje-li to jeho zájmům a narodí-li se živé. Od ní se liší <em>svéprávnost</em>, tedy způsobilost vlastním jednáním nabývat práva a zavazovat se – v plném rozsahu ji člověk získává zpravidla zletilostí.</p><ul><li><strong>15 let</strong> ✘ — hranice trestní odpovědnosti.</li><li><strong>18 let</strong> ✘ — zletilost a plná svéprávnost, ne právní osobnost.</li><li><strong>od narození</strong> ✔ — § 23 občanského zákoníku.</li><li><strong>zápis do matriky</strong> ✘ — zápis narození jen osvědčuje, právní osobnost nezakládá.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který z uvedených právních předpisů má nejvyšší právní sílu?',
    options: [
      { title: 'zákon' },
      { title: 'nařízení vlády' },
      { title: 'vyhláška ministerstva' },
      { title: 'ústavní zákon', correct: true },
    ],
    explanation: `<p>Na vrcholu hierarchie stojí <strong>ústavní zákony</strong> (s Ústavou a Listinou tvoří ústavní pořádek), pod nimi zákony, pak nařízení vlády a vyhlášky ministerstev. Nižší předpis nesmí odporovat vyššímu; zákon v rozporu s ústavním pořádkem může zrušit Ústavní soud.</p><ul><li><strong>zákon</strong> ✘ — musí být v souladu s ústavním pořádkem.</li><li><strong>nařízení vlády</strong> ✘ — vláda ho vydává k provedení zákona a v jeho mezích (čl. 78 Ústavy).</li><li><strong>vyhláška ministerstva</strong> ✘ — ministerstvo ji vydává na základě a v mezích zákona (čl. 79 Ústavy).</li><li><strong>ústavní zákon</strong> ✔ — nejvyšší právní síla.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo může podat ústavní žalobu proti prezidentovi republiky?',
    options: [
      { title: 'Senát se souhlasem Poslanecké sněmovny', correct: true },
      { title: 'Poslanecká sněmovna se souhlasem Senátu' },
      { title: 'vláda' },
      { title: 'nejvyšší státní zástupce' },
    ],
    hint: '<p>Hledej v článku Ústavy o odpovědnosti prezidenta (hlava třetí, moc výkonná).</p>',
    explanation: `<p>Podle čl. 65 odst. 2 Ústavy podává ústavní žalobu k Ústavnímu soudu <strong>Senát se souhlasem Poslanecké sněmovny</strong>, a to pro velezradu nebo pro hrubé porušení Ústavy či jiné součásti ústavního pořádku. Senát se musí usnést třípětinovou většinou přítomných senátorů, sněmovna souhlasit třípětinovou většinou všech poslanců. Ústavní soud může rozhodnout o ztrátě prezidentského úřadu.</p><ul><li><strong>Senát se souhlasem sněmovny</strong> ✔ — čl. 65 odst. 2 Ústavy.</li><li><strong>sněmovna se souhlasem Senátu</strong> ✘ — role jsou obráceně: žalobu podává Senát.</li><li><strong>vláda</strong> ✘ — toto oprávnění nemá.</li><li><strong>nejvyšší státní zástupce</strong> ✘ — prezidenta nelze po dobu výkonu funkce trestně stíhat (čl. 65 odst. 1); ústavní žaloba není trestní obžaloba.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jak se nazývá spolupodpis předsedy vlády na některých rozhodnutích prezidenta?',
    options: [
      { title: 'ratifikace' },
      { title: 'promulgace' },
      { title: 'kontrasignace', correct: true },
      { title: 'inkompatibilita' },
    ],
    explanation: `<p><strong>Kontrasignace</strong>: rozhodnutí prezidenta podle čl. 63 Ústavy potřebují ke své platnosti spolupodpis předsedy vlády nebo jím pověřeného člena vlády a odpovědnost za ně nese vláda. Bez kontrasignace prezident činí rozhodnutí podle čl. 62 – například jmenuje předsedu vlády nebo soudce Ústavního soudu.</p><ul><li><strong>ratifikace</strong> ✘ — potvrzení mezinárodní smlouvy, jímž se stát zavazuje ji dodržovat.</li><li><strong>promulgace</strong> ✘ — vyhlášení právního předpisu (u nás ve Sbírce zákonů).</li><li><strong>kontrasignace</strong> ✔ — spolupodpis člena vlády.</li><li><strong>inkompatibilita</strong> ✘ — neslučitelnost funkcí, například nelze být zároveň poslancem a senátorem.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který institut občanského práva popisuje ukázka?',
    content:
      '<p>Věřitel nechal uplynout zákonnou lhůtu a svou pohledávku neuplatnil. Jeho právo nezaniklo, ale dlužník už nemusí plnit – soud k tomu přihlédne, jen když to dlužník namítne.</p>',
    options: [
      { title: 'prekluze' },
      { title: 'promlčení', correct: true },
      { title: 'vydržení' },
      { title: 'započtení' },
    ],
    hint: '<p>Dva z pojmů souvisejí s uplynutím lhůty. Rozhoduje, zda právo zaniká úplně a zda k tomu soud přihlíží sám.</p>',
    explanation: `<p><strong>Promlčení</strong> (§ 609 a násl. občanského zákoníku): nebylo-li právo vykonáno v promlčecí lhůtě (obecně tři roky), dlužník není povinen plnit. Právo ale trvá a soud k promlčení přihlédne jen na námitku dlužníka; zaplatí-li dlužník promlčený dluh, nemůže plnění žádat zpět.</p><ul><li><strong>prekluze</strong> ✘ — právo uplynutím lhůty úplně zaniká a soud k tomu přihlédne, i když to nikdo nenamítne (jen v případech, které stanoví zákon).</li><li><strong>promlčení</strong> ✔ — právo trvá, ale nelze ho proti vůli dlužníka vymoci.</li><li><strong>vydržení</strong> ✘ — nabytí vlastnického práva dlouhodobou poctivou držbou (movitá věc 3 roky, nemovitá 10 let).</li><li><strong>započtení</strong> ✘ — vzájemné pohledávky dvou stran zaniknou tím, že se proti sobě vyrovnají.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Co vyjadřuje zásada nullum crimen sine lege?',
    options: [
      { title: 'Trestným činem je jen čin, který za trestný označí zákon.', correct: true },
      { title: 'Každý je považován za nevinného, dokud soud nevysloví jeho vinu.' },
      { title: 'Nikdo nemůže být stíhán za čin, za který už byl pravomocně odsouzen nebo zproštěn.' },
      { title: 'Orgány činné v trestním řízení hodnotí důkazy podle svého vnitřního přesvědčení.' },
    ],
    hint: '<p>Přelož si latinské slovo po slově: <em>crimen</em>, <em>sine</em>, <em>lex</em>.</p>',
    explanation: `<p>„Není trestného činu bez zákona“: podle čl. 39 Listiny jen zákon stanoví, které jednání je trestným činem a jaký trest za něj lze uložit. Souvisí s tím zákaz zpětné účinnosti: trestnost se posuzuje podle zákona účinného v době činu, pozdějšího jen tehdy, je-li pro pachatele příznivější.</p><ul><li><strong>jen čin označený zákonem</strong> ✔ — nullum crimen sine lege.</li><li><strong>nevinný, dokud…</strong> ✘ — presumpce neviny (čl. 40 odst. 2 Listiny).</li><li><strong>nelze stíhat dvakrát</strong> ✘ — zásada <em>ne bis in idem</em> (čl. 40 odst. 5 Listiny).</li><li><strong>vnitřní přesvědčení</strong> ✘ — zásada volného hodnocení důkazů v trestním řízení.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo podle občanského zákoníku dědí ze zákona v první dědické třídě?',
    options: [
      { title: 'děti a manžel zůstavitele', correct: true },
      { title: 'manžel a rodiče zůstavitele' },
      { title: 'sourozenci zůstavitele' },
      { title: 'prarodiče zůstavitele' },
    ],
    hint: '<p>Dědické třídy postupují od nejbližších příbuzných ke vzdálenějším. Kdo je zůstaviteli nejblíž?</p>',
    explanation: `<p>Nezanechal-li zůstavitel závěť (nebo nepokrývá-li celou pozůstalost), dědí se ze zákona podle dědických tříd. V <strong>první třídě</strong> dědí <strong>děti a manžel</strong> zůstavitele, každý stejným dílem (§ 1635 občanského zákoníku); nedědí-li některé dítě, nastupují místo něj jeho děti. Druhá třída přichází na řadu, jen když nedědí žádný potomek zůstavitele; třetí a čtvrtá, jen když nedědí nikdo z předchozí třídy.</p><ul><li><strong>děti a manžel</strong> ✔ — první dědická třída.</li><li><strong>manžel a rodiče</strong> ✘ — to je druhá třída (spolu s osobami, které se zůstavitelem žily ve společné domácnosti); dědí, jen když nedědí žádný potomek.</li><li><strong>sourozenci</strong> ✘ — třetí třída.</li><li><strong>prarodiče</strong> ✘ — čtvrtá třída.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo volí veřejného ochránce práv (ombudsmana)?',
    options: [
      { title: 'Senát' },
      { title: 'prezident republiky' },
      { title: 'vláda' },
      { title: 'Poslanecká sněmovna', correct: true },
    ],
    hint: '<p>Na výběru se podílejí dva orgány: jeden kandidáty navrhuje, druhý volí. Rozliš, kdo dělá co.</p>',
    explanation: `<p>Veřejného ochránce práv volí <strong>Poslanecká sněmovna</strong> na šest let z kandidátů, z nichž po dvou navrhuje prezident republiky a Senát (zákon č. 349/1999 Sb.). Ombudsman sídlí v Brně a chrání lidi před nezákonným nebo nesprávným postupem úřadů; rozhodnutí úřadů rušit nemůže, jen doporučuje nápravu.</p><ul><li><strong>Senát</strong> ✘ — navrhuje dva kandidáty, ale nevolí.</li><li><strong>prezident republiky</strong> ✘ — navrhuje dva kandidáty, ombudsmana nejmenuje.</li><li><strong>vláda</strong> ✘ — do výběru nezasahuje; ombudsman naopak prověřuje i postup ministerstev.</li><li><strong>Poslanecká sněmovna</strong> ✔ — volí ombudsmana z navržených kandidátů.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Které z uvedených práv řadí Listina základních práv a svobod mezi politická práva?',
    options: [
      { title: 'právo na život' },
      { title: 'petiční právo', correct: true },
      { title: 'právo na vzdělání' },
      { title: 'právo na soudní ochranu' },
    ],
    hint: '<p>Vybav si, jak je Listina rozdělená na hlavy a oddíly, a zařaď do nich každé z nabízených práv.</p>',
    explanation: `<p>Politická práva jsou v Listině v druhém oddílu hlavy druhé (čl. 17–23): svoboda projevu a právo na informace, <strong>petiční právo</strong> (čl. 18), právo shromažďovací a sdružovací, volební právo a rovný přístup k veřejným funkcím a právo odporu.</p><ul><li><strong>právo na život</strong> ✘ — základní lidská práva a svobody (první oddíl hlavy druhé, čl. 6).</li><li><strong>petiční právo</strong> ✔ — politické právo (čl. 18).</li><li><strong>právo na vzdělání</strong> ✘ — hospodářská, sociální a kulturní práva (hlava čtvrtá, čl. 33).</li><li><strong>právo na soudní ochranu</strong> ✘ — hlava pátá, Právo na soudní a jinou právní ochranu.</li></ul>`,
  },
];

// ─────────────────────────────────────────────────────────────────────────────────────────────────────
// Part 3: Hospodářství a svět — ekonomie (6), evropská integrace (4), dějiny od 1848 (6), kultura (4)
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

const economyAndWorld: SeedMockItem[] = [
  // ekonomie
  {
    type: 'single_choice',
    title: 'Jaká je poptávka po zboží z ukázky?',
    content: '<p>Cena zboží vzroste o 10 % a poptávané množství klesne o 20 %.</p>',
    options: [
      { title: 'neelastická' },
      { title: 'jednotkově elastická' },
      { title: 'elastická', correct: true },
      { title: 'dokonale neelastická' },
    ],
    hint: '<p>Vyděl procentní změnu množství procentní změnou ceny a výsledek v absolutní hodnotě porovnej s jedničkou.</p>',
    explanation: `<p>Koeficient cenové elasticity poptávky = procentní změna množství / procentní změna ceny = −20 % / 10 % = −2. V absolutní hodnotě je 2 &gt; 1, poptávka je tedy <strong>elastická</strong>: množství reaguje silněji než cena a tržby prodávajících klesnou (1,1 × 0,8 = 0,88).</p><ul><li><strong>neelastická</strong> ✘ — koeficient v absolutní hodnotě menší než 1.</li><li><strong>jednotkově elastická</strong> ✘ — koeficient právě 1, tržby se nemění.</li><li><strong>elastická</strong> ✔ — |−2| &gt; 1.</li><li><strong>dokonale neelastická</strong> ✘ — množství se při změně ceny vůbec nezmění (koeficient 0).</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jaké jsou náklady obětované příležitosti studentovy volby?',
    content:
      '<p>Student má volný večer. Může jít na brigádu za 800 Kč, doučovat za 600 Kč, nebo jít na koncert, na který má lístek zdarma. Vybere si koncert.</p>',
    options: [
      { title: '0 Kč' },
      { title: '600 Kč' },
      { title: '800 Kč', correct: true },
      { title: '1 400 Kč' },
    ],
    explanation: `<p>Náklady obětované příležitosti jsou hodnota <strong>nejlepší</strong> alternativy, které se volbou vzdáváme. Večer by student mohl strávit jen jednou z alternativ; nejlepší z nich je brigáda za <strong>800 Kč</strong>.</p><ul><li><strong>0 Kč</strong> ✘ — lístek je zdarma, ale čas ne: student přijde o výdělek.</li><li><strong>600 Kč</strong> ✘ — doučování není nejlepší vzdaná možnost.</li><li><strong>800 Kč</strong> ✔ — hodnota nejlepší vzdané alternativy.</li><li><strong>1 400 Kč</strong> ✘ — součet obou alternativ; obě najednou ale student stihnout nemůže.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jaká tržní struktura odpovídá popisu?',
    content:
      '<p>Na trhu působí mnoho firem, každá nabízí trochu odlišný výrobek (značka, kvalita, umístění) a do odvětví lze snadno vstoupit. Příkladem jsou kavárny nebo kadeřnictví ve velkém městě.</p>',
    options: [
      { title: 'monopolistická konkurence', correct: true },
      { title: 'dokonalá konkurence' },
      { title: 'oligopol' },
      { title: 'monopol' },
    ],
    hint: '<p>Porovnávej tři znaky: počet firem, zda je výrobek stejný, nebo odlišený, a jak snadno lze do odvětví vstoupit.</p>',
    explanation: `<p>Mnoho firem, <strong>diferencovaný</strong> výrobek a snadný vstup jsou znaky <strong>monopolistické konkurence</strong>. Odlišnost výrobku dává každé firmě trochu vlastní tržní síly, volný vstup ale dlouhodobě stlačuje zisky.</p><ul><li><strong>monopolistická konkurence</strong> ✔ — všechny tři znaky sedí.</li><li><strong>dokonalá konkurence</strong> ✘ — výrobek je homogenní (stejný) a firmy cenu jen přijímají.</li><li><strong>oligopol</strong> ✘ — několik velkých, vzájemně závislých firem a obtížný vstup (například mobilní operátoři).</li><li><strong>monopol</strong> ✘ — jediný prodávající bez blízkých substitutů.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Jaká je přibližně reálná úroková sazba?',
    content: '<p>Banka nabízí na spořicím účtu nominální úrok 6 % ročně. Inflace je 4 % ročně.</p>',
    options: [{ title: '10 %' }, { title: '2 %', correct: true }, { title: '1,5 %' }, { title: '−2 %' }],
    explanation: `<p>Podle Fisherovy rovnice je reálná úroková sazba přibližně nominální sazba minus inflace: 6 % − 4 % = <strong>2 %</strong>. Přesně (1,06 / 1,04) − 1 ≈ 1,92 %. O tolik se skutečně zvýší kupní síla úspor.</p><ul><li><strong>10 %</strong> ✘ — sazby se nesčítají, inflace výnos naopak snižuje.</li><li><strong>2 %</strong> ✔ — 6 % − 4 %.</li><li><strong>1,5 %</strong> ✘ — podíl 6 / 4, ne rozdíl.</li><li><strong>−2 %</strong> ✘ — obrácené odečítání; záporná by reálná sazba byla, kdyby inflace převyšovala úrok.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Která země má komparativní výhodu ve výrobě židlí?',
    content: `<p>Dělník vyrobí za den:</p>
<table><thead><tr><th>země</th><th>stoly</th><th>nebo židle</th></tr></thead><tbody>
<tr><td>Česko</td><td>4</td><td>8</td></tr>
<tr><td>Polsko</td><td>2</td><td>6</td></tr>
</tbody></table>`,
    options: [
      { title: 'Česko' },
      { title: 'Polsko', correct: true },
      { title: 'žádná z nich – Česko má výhodu u obou výrobků' },
      { title: 'obě země stejnou' },
    ],
    hint: '<p>Spočítej pro každou zemi, kolik stolů ji stojí jedna židle. Komparativní výhodu má ta, koho to stojí méně.</p>',
    explanation: `<p>Komparativní výhoda (David Ricardo) znamená nižší <strong>náklady obětované příležitosti</strong>. Česko: 1 židle = 4 / 8 = 0,5 stolu. Polsko: 1 židle = 2 / 6 ≈ 0,33 stolu. Židle jsou tedy relativně levnější v <strong>Polsku</strong>. Česko má v obou výrobcích absolutní výhodu, komparativní ale jen ve stolech (1 stůl = 2 židle, v Polsku 3 židle). Specializace Polska na židle a Česka na stoly přinese zisk oběma.</p><ul><li><strong>Česko</strong> ✘ — záměna absolutní výhody (vyrobí víc) za komparativní.</li><li><strong>Polsko</strong> ✔ — židle ho stojí méně stolů.</li><li><strong>žádná z nich</strong> ✘ — i země s absolutní výhodou ve všem má komparativní výhodu jen v něčem; liší-li se poměry, má druhá země komparativní výhodu v ostatním.</li><li><strong>obě stejnou</strong> ✘ — poměry 1 : 2 a 1 : 3 se liší.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Co měří Giniho koeficient?',
    options: [
      { title: 'tempo růstu cenové hladiny' },
      { title: 'podíl nezaměstnaných na pracovní síle' },
      { title: 'nerovnost v rozdělení příjmů', correct: true },
      { title: 'zadlužení státu vzhledem k HDP' },
    ],
    explanation: `<p><strong>Giniho koeficient</strong> měří nerovnost rozdělení příjmů (nebo majetku). Hodnota 0 znamená, že všichni mají stejně, hodnota 1 (100 %), že vše má jediný člověk. Vychází z Lorenzovy křivky.</p><ul><li><strong>růst cenové hladiny</strong> ✘ — to je inflace, měřená indexem spotřebitelských cen.</li><li><strong>podíl nezaměstnaných</strong> ✘ — míra nezaměstnanosti.</li><li><strong>nerovnost příjmů</strong> ✔ — Giniho koeficient.</li><li><strong>zadlužení státu</strong> ✘ — poměr veřejného dluhu k HDP (maastrichtské kritérium je nejvýše 60 %).</li></ul>`,
  },

  // evropská integrace
  {
    type: 'single_choice',
    title: 'Co připomíná Den Evropy, který EU slaví 9. května?',
    options: [
      { title: 'Schumanovu deklaraci', correct: true },
      { title: 'podpis Římských smluv' },
      { title: 'podpis Maastrichtské smlouvy' },
      { title: 'rozšíření EU o deset států' },
    ],
    explanation: `<p>9. května 1950 navrhl francouzský ministr zahraničí Robert Schuman spojit francouzskou a německou produkci uhlí a oceli pod společný úřad. Z <strong>Schumanovy deklarace</strong> vzešlo Evropské společenství uhlí a oceli (Pařížská smlouva, 1951).</p><ul><li><strong>Schumanova deklarace</strong> ✔ — 9. května 1950.</li><li><strong>Římské smlouvy</strong> ✘ — podepsány 25. března 1957.</li><li><strong>Maastrichtská smlouva</strong> ✘ — podepsána 7. února 1992.</li><li><strong>rozšíření o deset států</strong> ✘ — 1. května 2004.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který orgán EU má téměř výhradní právo navrhovat nové právní předpisy?',
    options: [
      { title: 'Evropský parlament' },
      { title: 'Rada Evropské unie' },
      { title: 'Evropská rada' },
      { title: 'Evropská komise', correct: true },
    ],
    hint: '<p>Rozliš, kdo předpisy navrhuje, kdo je schvaluje a kdo jen určuje politický směr.</p>',
    explanation: `<p>Legislativní akty EU lze až na výjimky přijmout jen na návrh <strong>Evropské komise</strong> (čl. 17 Smlouvy o EU). Parlament a Rada je pak projednávají a přijímají v řádném legislativním postupu.</p><ul><li><strong>Evropský parlament</strong> ✘ — spolu s Radou předpisy schvaluje; Komisi může jen vyzvat, aby návrh předložila.</li><li><strong>Rada Evropské unie</strong> ✘ — spolurozhoduje s Parlamentem, iniciativu zpravidla nemá.</li><li><strong>Evropská rada</strong> ✘ — určuje politický směr a priority, legislativní funkci nemá.</li><li><strong>Evropská komise</strong> ✔ — právo legislativní iniciativy.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo zasedá v Evropské radě?',
    options: [
      { title: 'ministři členských států podle projednávané oblasti' },
      { title: 'hlavy států nebo předsedové vlád členských států', correct: true },
      { title: 'poslanci volení přímo občany členských států' },
      { title: 'zástupci evropských států včetně těch, které nejsou členy EU' },
    ],
    hint: '<p>Tři instituce mají v názvu slovo „rada“. Ke každé si vybav, kdo v ní zasedá.</p>',
    explanation: `<p><strong>Evropskou radu</strong> tvoří hlavy států nebo předsedové vlád členských států, její předseda a předseda Komise (čl. 15 Smlouvy o EU); účastní se i vysoký představitel pro zahraniční věci.</p><ul><li><strong>ministři podle oblasti</strong> ✘ — to je Rada Evropské unie (Rada ministrů).</li><li><strong>hlavy států a předsedové vlád</strong> ✔ — Evropská rada.</li><li><strong>přímo volení poslanci</strong> ✘ — Evropský parlament.</li><li><strong>i státy mimo EU</strong> ✘ — to je Rada Evropy ve Štrasburku, samostatná organizace mimo EU.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Která z uvedených členských zemí EU nepoužívá euro?',
    options: [
      { title: 'Slovensko' },
      { title: 'Estonsko' },
      { title: 'Dánsko', correct: true },
      { title: 'Chorvatsko' },
    ],
    explanation: `<p><strong>Dánsko</strong> má od Maastrichtské smlouvy výjimku (opt-out) z povinnosti přijmout euro a v referendu roku 2000 euro odmítlo; jeho koruna je úzce navázána na euro. Česko euro také nemá, výjimku ale nevyjednalo – k přijetí eura se zavázalo přístupovou smlouvou.</p><ul><li><strong>Slovensko</strong> ✘ — euro od roku 2009.</li><li><strong>Estonsko</strong> ✘ — euro od roku 2011.</li><li><strong>Dánsko</strong> ✔ — trvalá výjimka.</li><li><strong>Chorvatsko</strong> ✘ — euro od roku 2023.</li></ul>`,
  },

  // dějiny od roku 1848
  {
    type: 'single_choice',
    title: 'Kdo v dubnu 1848 odmítl pozvání do frankfurtského parlamentu?',
    content:
      '<p>V dopise, kterým pozvání odmítl, mimo jiné napsal, že kdyby rakouský stát dávno neexistoval, bylo by třeba ho v zájmu Evropy i celého lidstva co nejrychleji vytvořit.</p>',
    options: [
      { title: 'Karel Havlíček Borovský' },
      { title: 'František Palacký', correct: true },
      { title: 'František Ladislav Rieger' },
      { title: 'Josef Jungmann' },
    ],
    hint: '<p>Vyřazuj podle životních dat a podle role, kterou kdo v roce 1848 hrál.</p>',
    explanation: `<p>Tuto myšlenku vyslovil <strong>František Palacký</strong> v dopise Výboru padesáti do Frankfurtu (11. dubna 1848): české země podle něj nepatří do sjednocovaného Německa, ale do Rakouska přestavěného ve spolek rovnoprávných národů (austroslavismus). Palacký pak předsedal Slovanskému sjezdu v Praze.</p><ul><li><strong>Havlíček Borovský</strong> ✘ — novinář (<em>Národní noviny</em>), austroslavismus sdílel, dopis ale nenapsal; později byl internován v Brixenu.</li><li><strong>Palacký</strong> ✔ — autor dopisu do Frankfurtu.</li><li><strong>Rieger</strong> ✘ — Palackého zeť, poslanec Kroměřížského sněmu, později vůdce staročechů.</li><li><strong>Jungmann</strong> ✘ — zemřel v prosinci 1847, tedy ještě před revolucí.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'S jakou událostí je spojen rok 1867 v dějinách habsburské monarchie?',
    options: [
      { title: 'zrušení roboty' },
      { title: 'vydání Říjnového diplomu' },
      { title: 'sarajevský atentát' },
      { title: 'rakousko-uherské vyrovnání', correct: true },
    ],
    explanation: `<p><strong>Rakousko-uherským vyrovnáním</strong> vznikla dualistická monarchie: Předlitavsko a Zalitavsko (Uhry) se společným panovníkem a společnými ministerstvy zahraničí, války a financí pro společné záležitosti. Obdobné vyrovnání pro české země se nepodařilo prosadit.</p><ul><li><strong>zrušení roboty</strong> ✘ — 1848 (návrh poslance Hanse Kudlicha).</li><li><strong>Říjnový diplom</strong> ✘ — 1860, obnova ústavnosti po Bachově absolutismu.</li><li><strong>sarajevský atentát</strong> ✘ — 28. června 1914.</li><li><strong>rakousko-uherské vyrovnání</strong> ✔ — 1867, dualismus.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Které státy podepsaly Mnichovskou dohodu v září 1938?',
    options: [
      { title: 'Německo, Itálie, Velká Británie a Francie', correct: true },
      { title: 'Německo, Itálie, Velká Británie a Československo' },
      { title: 'Německo, SSSR, Velká Británie a Francie' },
      { title: 'Německo, Itálie, Maďarsko a Polsko' },
    ],
    explanation: `<p>Dohodu podepsali v noci z 29. na 30. září 1938 Adolf Hitler, Benito Mussolini, Neville Chamberlain a Édouard Daladier – tedy <strong>Německo, Itálie, Velká Británie a Francie</strong>. Československo muselo postoupit pohraniční území Německu.</p><ul><li><strong>Německo, Itálie, Velká Británie a Francie</strong> ✔ — čtyři signatáři.</li><li><strong>… a Československo</strong> ✘ — Československo k jednání přizváno nebylo („o nás bez nás“).</li><li><strong>… SSSR</strong> ✘ — Sovětský svaz k jednání také přizván nebyl.</li><li><strong>… Maďarsko a Polsko</strong> ✘ — obě země se zmocnily částí Československa až potom (Polsko Těšínska, Maďarsko jižního Slovenska), dohodu nepodepsaly.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Který program americké pomoci Evropě Československo v roce 1947 pod tlakem Moskvy odmítlo?',
    options: [
      { title: 'Trumanovu doktrínu' },
      { title: 'New Deal' },
      { title: 'Marshallův plán', correct: true },
      { title: 'Dawesův plán' },
    ],
    hint: '<p>Ke každému programu si vybav rok a komu byl určen.</p>',
    explanation: `<p><strong>Marshallův plán</strong> ohlásil americký ministr zahraničí George C. Marshall v červnu 1947. Československá vláda účast nejprve schválila, po jednání delegace se Stalinem v Moskvě v červenci 1947 ji ale odvolala.</p><ul><li><strong>Trumanova doktrína</strong> ✘ — březen 1947, politika zadržování komunismu, pomoc Řecku a Turecku.</li><li><strong>New Deal</strong> ✘ — reformy prezidenta F. D. Roosevelta v USA ve 30. letech.</li><li><strong>Marshallův plán</strong> ✔ — program obnovy Evropy.</li><li><strong>Dawesův plán</strong> ✘ — 1924, úprava německých válečných reparací.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo v dubnu 1969 nahradil Alexandra Dubčeka v čele KSČ?',
    options: [
      { title: 'Ludvík Svoboda' },
      { title: 'Antonín Novotný' },
      { title: 'Lubomír Štrougal' },
      { title: 'Gustáv Husák', correct: true },
    ],
    hint: '<p>U každého jména si vybav, jakou funkci zastával na přelomu 60. a 70. let.</p>',
    explanation: `<p><strong>Gustáv Husák</strong> byl 17. dubna 1969 zvolen prvním tajemníkem ÚV KSČ (od roku 1971 generálním tajemníkem) a stal se tváří normalizace; v letech 1975–1989 byl také prezidentem.</p><ul><li><strong>Ludvík Svoboda</strong> ✘ — prezident republiky v letech 1968–1975.</li><li><strong>Antonín Novotný</strong> ✘ — Dubčekův předchůdce: v čele KSČ stál do ledna 1968.</li><li><strong>Lubomír Štrougal</strong> ✘ — předseda federální vlády v letech 1970–1988.</li><li><strong>Gustáv Husák</strong> ✔ — Dubčekův nástupce.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Ve kterém roce byla postavena Berlínská zeď?',
    options: [{ title: '1948' }, { title: '1953' }, { title: '1961', correct: true }, { title: '1989' }],
    hint: '<p>Zeď měla zastavit útěky obyvatel Německé demokratické republiky na Západ. Vyřaď roky, které se k tomu nehodí.</p>',
    explanation: `<p>Stavba zdi začala v noci na <strong>13. srpna 1961</strong>. Vedení NDR tak chtělo zastavit hromadné útěky obyvatel přes Západní Berlín.</p><ul><li><strong>1948</strong> ✘ — začátek sovětské blokády Západního Berlína a amerického leteckého mostu (1948–1949); NDR tehdy ještě neexistovala.</li><li><strong>1953</strong> ✘ — povstání v NDR 17. června, potlačené sovětskými tanky.</li><li><strong>1961</strong> ✔ — stavba zdi.</li><li><strong>1989</strong> ✘ — pád zdi 9. listopadu.</li></ul>`,
  },

  // kulturní přehled
  {
    type: 'single_choice',
    title: 'Kdo napsal román Sto roků samoty?',
    options: [
      { title: 'Gabriel García Márquez', correct: true },
      { title: 'Jorge Luis Borges' },
      { title: 'Mario Vargas Llosa' },
      { title: 'Julio Cortázar' },
    ],
    hint: HINT_AUTHORS,
    explanation: `<p>Román <em>Sto roků samoty</em> (1967), příběh rodu Buendíů z městečka Macondo, je vrcholem magického realismu. Napsal ho Kolumbijec <strong>Gabriel García Márquez</strong>, nositel Nobelovy ceny za literaturu (1982).</p><ul><li><strong>García Márquez</strong> ✔ — autor <em>Sta roků samoty</em>.</li><li><strong>Borges</strong> ✘ — argentinský autor povídek (<em>Fikce</em>, <em>Alef</em>), romány nepsal.</li><li><strong>Vargas Llosa</strong> ✘ — peruánský romanopisec (<em>Město a psi</em>), Nobelova cena 2010.</li><li><strong>Cortázar</strong> ✘ — argentinský spisovatel, autor experimentálního románu <em>Rayuela</em> (1963).</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo je autorem sochy Myslitel?',
    options: [
      { title: 'Michelangelo Buonarroti' },
      { title: 'Camille Claudelová' },
      { title: 'Josef Václav Myslbek' },
      { title: 'Auguste Rodin', correct: true },
    ],
    explanation: `<p><strong>Myslitel</strong> francouzského sochaře <strong>Auguste Rodina</strong> vznikl kolem roku 1880 jako součást monumentální <em>Brány pekel</em> inspirované Dantovou <em>Božskou komedií</em>; později se stal samostatnou sochou.</p><ul><li><strong>Michelangelo</strong> ✘ — renesanční sochař (<em>David</em>, <em>Pieta</em>).</li><li><strong>Camille Claudelová</strong> ✘ — Rodinova žačka a partnerka, sama významná sochařka (<em>Valčík</em>); Myslitel ale není její.</li><li><strong>Myslbek</strong> ✘ — zakladatel moderního českého sochařství, autor sochy sv. Václava na Václavském náměstí.</li><li><strong>Rodin</strong> ✔ — autor Myslitele.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo navrhl Tančící dům v Praze?',
    options: [
      { title: 'Jan Kaplický' },
      { title: 'Vlado Milunić a Frank Gehry', correct: true },
      { title: 'Josef Gočár' },
      { title: 'Jože Plečnik' },
    ],
    hint: '<p>Tančící dům byl dokončen v polovině 90. let 20. století. Vyřaď architekty, kteří tvořili v jiné době nebo jinde.</p>',
    explanation: `<p>Tančící dům na Rašínově nábřeží (1992–1996) navrhli <strong>Vlado Milunić a Frank Gehry</strong>; dvojici věží se přezdívá „Ginger a Fred“ podle tanečního páru Ginger Rogersové a Freda Astaira.</p><ul><li><strong>Jan Kaplický</strong> ✘ — londýnské studio Future Systems, obchodní dům Selfridges v Birminghamu, nerealizovaný návrh Národní knihovny na Letné.</li><li><strong>Milunić a Gehry</strong> ✔ — autoři Tančícího domu.</li><li><strong>Josef Gočár</strong> ✘ — český kubismus, Dům U Černé Matky Boží (1912).</li><li><strong>Jože Plečnik</strong> ✘ — úpravy Pražského hradu za T. G. Masaryka a kostel Nejsvětějšího Srdce Páně na Vinohradech.</li></ul>`,
  },
  {
    type: 'single_choice',
    title: 'Kdo napsal antiutopický román 1984?',
    options: [
      { title: 'George Orwell', correct: true },
      { title: 'Aldous Huxley' },
      { title: 'Ray Bradbury' },
      { title: 'Jevgenij Zamjatin' },
    ],
    explanation: `<p><strong>George Orwell</strong> vydal román <em>1984</em> roku 1949: totalitní Oceánie, Velký bratr, newspeak a Ministerstvo pravdy. Od něj je i alegorie <em>Farma zvířat</em> (1945).</p><ul><li><strong>Orwell</strong> ✔ — autor <em>1984</em>.</li><li><strong>Huxley</strong> ✘ — <em>Konec civilizace</em> (<em>Brave New World</em>, 1932): společnost ovládaná konzumem, genetikou a drogou.</li><li><strong>Bradbury</strong> ✘ — <em>451 stupňů Fahrenheita</em> (1953): hasiči knihy nehasí, ale pálí.</li><li><strong>Zamjatin</strong> ✘ — <em>My</em> (1920–1921), jedna z prvních antiutopií, kterou Orwell znal a recenzoval.</li></ul>`,
  },
];

export const zsvMock: SeedMockTest = {
  family: 'zsv',
  title: 'ZSV nanečisto: celý test',
  description: `<p><strong>Základy společenských věd (ZSV)</strong> jsou jedním z testů Národních srovnávacích zkoušek společnosti Scio. Fakulty je využívají při přijímacím řízení hlavně na práva, ekonomii, mezinárodní vztahy a na sociální a humanitní obory. Tento test nanečisto kopíruje formát skutečné zkoušky.</p>
<h3>Jak test vypadá</h3>
<ul>
<li><strong>60 úloh ve třech částech po 20:</strong> <em>Člověk a společnost</em> (psychologie, sociologie, filozofie, religionistika), <em>Stát a právo</em> (politologie, mezinárodní vztahy, právo) a <em>Hospodářství a svět</em> (ekonomie, evropská integrace, moderní dějiny od roku 1848, kulturní přehled).</li>
<li>Každá úloha má <strong>čtyři možnosti</strong>, správná je vždy právě jedna.</li>
<li>Na celý test máš <strong>60 minut</strong>. Části nemají vlastní časový limit: mezi nimi i mezi úlohami se můžeš volně přesouvat a odpovědi měnit až do konce času. V průměru tedy vychází minuta na úlohu – u žádné se nezasekni.</li>
</ul>
<h3>Bodování</h3>
<ul>
<li>správná odpověď: <strong>+1 bod</strong>,</li>
<li>špatná odpověď: <strong>−1/3 bodu</strong>,</li>
<li>bez odpovědi: <strong>0 bodů</strong>.</li>
</ul>
<p>Celkem můžeš získat −20 až 60 bodů.</p>
<h3>Tipovat, nebo vynechat?</h3>
<p>Při čtyřech možnostech a srážce 1/3 bodu je tip naslepo v průměru k ničemu: s pravděpodobností 1/4 získáš bod, se 3/4 ztratíš třetinu bodu, průměrně tedy 1/4 − 3/4 · 1/3 = 0. Jakmile ale s jistotou vyloučíš aspoň jednu možnost, tipování se vyplatí: ze tří zbývajících je průměrný zisk 1/3 − 2/3 · 1/3 = 1/9 bodu, ze dvou 1/2 − 1/2 · 1/3 = 1/3 bodu. Kde nevíš vůbec nic, klidně vynech; kde umíš něco vyřadit, odpověz.</p>
<h3>Výsledek</h3>
<p>Po odevzdání uvidíš u každé části počet správných, špatných a vynechaných odpovědí a body, za celý test pak i <strong>percentil</strong>: kolik procent všech, kdo tento test nanečisto psali, dosáhlo stejného nebo horšího výsledku. Skutečná zkouška uvádí harmonizovaný percentil, srovnávaný napříč termíny; tady se srovnáváš se všemi, kdo psali tento test.</p>`,
  wrongPenalty: '1/3',
  optionsPerItem: 4,
  sharedMinutes: 60,
  parts: [
    { title: 'Člověk a společnost', minutes: null, items: personAndSociety },
    { title: 'Stát a právo', minutes: null, items: stateAndLaw },
    { title: 'Hospodářství a svět', minutes: null, items: economyAndWorld },
  ],
};
