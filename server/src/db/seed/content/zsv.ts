import type { SeedFamily } from '../content-types';
import { zsvPlatoCave } from './assignments';

/**
 * ZSV — Základy společenských věd. Two courses: a free one (filozofie, religionistika, psychologie
 * a sociologie) and a paid one (ekonomie, právo, politologie a mezinárodní vztahy).
 */
export const zsv: SeedFamily = {
  category: {
    slug: 'zsv',
    name: 'Základy společenských věd',
    description:
      'Příprava na test ZSV: ekonomie, politologie a mezinárodní vztahy, právo, sociologie, psychologie, filozofie, religionistika a kulturní přehled. Srozumitelný výklad, řešené příklady a testové otázky s vysvětlením.',
    premium: ['zsv'],
    image: 'zsv-category.svg',
  },

  instructors: [
    {
      username: 'lektorka.horakova',
      displayName: 'Mgr. Jana Horáková',
      nickname: 'Jana Horáková',
      description:
        'Vystudovala filozofii a religionistiku, dvanáct let učí společenské vědy na gymnáziu a připravuje studenty na přijímačky na humanitní obory. Baví ji ukazovat, že dějiny myšlení jsou jeden souvislý příběh.',
      avatar: 'zsv-avatar-horakova.svg',
    },
    {
      username: 'lektor.dvorak',
      displayName: 'JUDr. Tomáš Dvořák',
      nickname: 'Tomáš Dvořák',
      description:
        'Právník a lektor ekonomie a politologie. Deset let pomáhá uchazečům o práva, ekonomii a mezinárodní vztahy zvládnout test ZSV – stručně, přesně a s důrazem na to, na co se v testu opravdu ptají.',
      avatar: 'zsv-avatar-dvorak.svg',
    },
  ],

  courses: [
    // ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      slug: 'zsv-filozofie-religionistika-psychologie',
      title: 'ZSV: Filozofie, religionistika a psychologie',
      instructor: 'lektorka.horakova',
      image: 'zsv-cover-filozofie.svg',
      price: 0,
      duration: '4 týdny',
      excerpt:
        'Bezplatný kurz: dějiny filozofie od předsókratiků po Kanta, světová náboženství a základní pojmy psychologie a sociologie.',
      overview: `<p>Filozofie, religionistika a psychologie tvoří v testu ZSV velký balík otázek, na které se dá dobře připravit – stačí znát hlavní jména, pojmy a jejich souvislosti. Tenhle kurz tě jimi provede od antiky až po moderní sociologii.</p>
<h3>Co v kurzu najdeš</h3>
<ul>
<li><strong>Dějiny filozofie</strong> – předsókratici, Sókratés, Platón, Aristotelés, středověk, racionalismus, empirismus a Kant.</li>
<li><strong>Religionistika</strong> – judaismus, křesťanství, islám, hinduismus, buddhismus, taoismus a konfucianismus; klíčové pojmy a data.</li>
<li><strong>Psychologie a sociologie</strong> – Freud, behaviorismus, Maslow, Piaget, socializace a sociální mobilita.</li>
</ul>
<p>Každá sekce má výkladovou lekci s řešeným příkladem a test, ve kterém si hned ověříš, co umíš. Ke každé otázce dostaneš vysvětlení, proč je správná odpověď správná.</p>
<p>Kurz je zdarma – je to ideální start, než se pustíš do ekonomie, práva a politologie.</p>`,
      passingCondition: 70,
      retakeCount: 3,
      publishedAt: '2026-01-12T08:00:00.000Z',
      sections: [
        {
          title: 'Dějiny filozofie',
          description: 'Od hledání pralátky po Kantovu kritiku rozumu.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Hlavní postavy evropské filozofie: od Thaléta po Kanta',
              durationMinutes: 20,
              preview: true,
              content: `<h2>Od mýtu k logu: předsókratici</h2>
<p>Evropská filozofie začíná v 6. století př. n. l. v iónských městech na pobřeží Malé Asie. První filozofové – dnes jim říkáme <strong>předsókratici</strong> – se ptali, z čeho je všechno utvořeno. Hledali pralátku, řecky <em>arché</em>:</p>
<ul>
<li><strong>Thalés z Milétu</strong> – voda,</li>
<li><strong>Anaximenés</strong> – vzduch,</li>
<li><strong>Hérakleitos z Efesu</strong> – oheň a neustálá změna („vše plyne“),</li>
<li><strong>Pýthagorás</strong> – číslo a harmonie,</li>
<li><strong>Démokritos</strong> – nedělitelné atomy a prázdno.</li>
</ul>
<h2>Klasické Athény: Sókratés, Platón, Aristotelés</h2>
<p><strong>Sókratés</strong> (asi 469–399 př. n. l.) nic nenapsal; jeho myšlenky známe hlavně z Platónových dialogů. Rozhovorem – „porodnickým uměním“, <em>maieutikou</em> – vedl lidi k tomu, aby sami odhalili, co nevědí. Roku 399 př. n. l. byl odsouzen k smrti a vypil jed bolehlav.</p>
<p><strong>Platón</strong> (427–347 př. n. l.) kolem roku 387 př. n. l. založil <em>Akademii</em>. Skutečně jsoucí jsou podle něj věčné <em>ideje</em>, smyslový svět je jen jejich nedokonalý obraz – to vyjadřuje podobenství o jeskyni. Jeho žák <strong>Aristotelés</strong> (384–322 př. n. l.) ideje „vrátil do věcí“: každá věc je spojením látky a formy. Položil základy logiky, založil školu <em>Lykeion</em> a byl vychovatelem Alexandra Makedonského.</p>
<h2>Helénismus a středověk</h2>
<p>V helénismu se filozofie obrací k otázce, jak žít šťastně: <em>stoicismus</em> (Zénón z Kitia), <em>epikureismus</em> a <em>skepticismus</em>. Středověká filozofie slouží teologii: <strong>Aurelius Augustinus</strong> (354–430) napsal <em>O obci Boží</em>, <strong>Tomáš Akvinský</strong> (1225–1274) v díle <em>Summa theologiae</em> propojil křesťanství s Aristotelem a formuloval pět cest k důkazu Boží existence.</p>
<h2>Novověk: rozum, nebo zkušenost?</h2>
<p><strong>René Descartes</strong> (1596–1650), zakladatel racionalismu, hledal nezpochybnitelný základ poznání a našel ho ve větě „Myslím, tedy jsem“ (<em>Cogito, ergo sum</em>). Britští empiristé – <strong>John Locke</strong>, <strong>George Berkeley</strong> a <strong>David Hume</strong> – naopak tvrdili, že veškeré poznání pochází ze zkušenosti; mysl je na začátku nepopsaná deska (<em>tabula rasa</em>). Oba proudy propojil <strong>Immanuel Kant</strong> (1724–1804) v <em>Kritice čistého rozumu</em> (1781); v etice formuloval kategorický imperativ.</p>
<h2>Řešený příklad</h2>
<p><em>Seřaď chronologicky: Descartes, Tomáš Akvinský, Sókratés, Kant.</em></p>
<p>Přesné roky znát nemusíš – stačí epochy. Sókratés patří do antiky (5. st. př. n. l.), Tomáš Akvinský do vrcholného středověku (13. st.), Descartes na začátek novověku (17. st.) a Kant do osvícenství (18. st.). Správné pořadí je tedy <strong>Sókratés → Tomáš Akvinský → Descartes → Kant</strong>.</p>
<h2>Tipy k testu</h2>
<ul>
<li>Ke každému filozofovi si pamatuj jedno heslo: Thalés – voda, Platón – ideje, Descartes – cogito, Locke – tabula rasa, Kant – kategorický imperativ.</li>
<li>Otázky typu „který výrok nepatří“ řeš vylučováním: nejdřív urči epochu, potom směr.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Dějiny filozofie',
              description: `<p>Devět otázek z dějin filozofie od předsókratiků po Kanta. Odpověď se vyhodnotí hned po zodpovězení, takže uvidíš vysvětlení ještě před další otázkou. Test můžeš opakovat bez omezení.</p>`,
              durationMinutes: 12,
              preview: true,
              passingGrade: 70,
              retakeCount: -1,
              instantCheck: true,
              questions: [
                {
                  type: 'sorting_choice',
                  title: 'Seřaď filozofy chronologicky od nejstaršího',
                  ordered: [
                    'Thalés z Milétu',
                    'Sókratés',
                    'Aristotelés',
                    'Aurelius Augustinus',
                    'Tomáš Akvinský',
                    'René Descartes',
                    'Immanuel Kant',
                  ],
                  hint: '<p>Nejdřív rozděl jména do epoch: antika, středověk, novověk. Uvnitř antiky pamatuj, že Aristotelés byl žákem Platóna, který byl žákem Sókrata.</p>',
                  explanation:
                    '<p>Thalés (asi 624–546 př. n. l.) je první řecký filozof. Následuje Sókratés (asi 469–399 př. n. l.) a Aristotelés (384–322 př. n. l.). Augustinus (354–430) stojí na přelomu antiky a středověku, Tomáš Akvinský (1225–1274) je vrcholem scholastiky. Descartes (1596–1650) zahajuje novověký racionalismus a Kant (1724–1804) patří do osvícenství.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Kdo je autorem výroku „Myslím, tedy jsem“?',
                  options: [
                    { title: 'René Descartes', correct: true },
                    { title: 'Immanuel Kant' },
                    { title: 'John Locke' },
                    { title: 'Platón' },
                  ],
                  hint: '<p>Rozhodni nejdřív, jestli výrok staví poznání na rozumu, nebo na smyslové zkušenosti, a vyřaď myslitele z opačného tábora.</p>',
                  explanation:
                    '<p>Věta <em>Cogito, ergo sum</em> pochází od Reného Descarta (Rozprava o metodě, 1637). Descartes vše zpochybnil a jako jedinou jistotu našel to, že pochybuje, tedy myslí – a tedy existuje.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Sókratés své myšlenky sepsal do dialogů, které se dochovaly dodnes.',
                  answer: false,
                  hint: '<p>Vzpomeň si, odkud o Sókratovi vlastně víme.</p>',
                  explanation:
                    '<p>Nepravda. Sókratés nic nenapsal; filozofoval v rozhovorech na athénské agoře. Dialogy, v nichž vystupuje jako hlavní postava, sepsal jeho žák <strong>Platón</strong>. Další svědectví zanechal Xenofón.</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Kteří z uvedených myslitelů patří k britskému empirismu?',
                  options: [
                    { title: 'John Locke', correct: true },
                    { title: 'David Hume', correct: true },
                    { title: 'George Berkeley', correct: true },
                    { title: 'Gottfried Wilhelm Leibniz' },
                    { title: 'Baruch Spinoza' },
                  ],
                  hint: '<p>Empiristé vycházejí ze zkušenosti, racionalisté z rozumu. Pomůže i národnost.</p>',
                  explanation:
                    '<p>Britský empirismus tvoří trojice <strong>Locke – Berkeley – Hume</strong>. Leibniz (Němec) a Spinoza (Nizozemec) patří spolu s Descartem ke kontinentálnímu <em>racionalismu</em>.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň řecký pojem',
                  text: 'Předsókratovští filozofové hledali pralátku, z níž vše vzniká. Řecky ji nazývali {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['arché', 'arche', 'archê', 'archē'] }],
                  hint: '<p>Vybav si úvod lekce o předsókraticích: řecký pojem tam stojí hned u otázky, z čeho je všechno utvořeno.</p>',
                  explanation:
                    '<p><em>Arché</em> znamená řecky počátek, pralátka. Thalés za ni považoval vodu, Anaximenés vzduch, Hérakleitos oheň. Uznávají se i odborné přepisy archê a archē a mezinárodní přepis arche.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Který pojem patří k Aristotelově filozofii?',
                  options: [
                    { title: 'látka a forma', correct: true },
                    { title: 'vrozené ideje' },
                    { title: 'kategorický imperativ' },
                    { title: 'cogito' },
                  ],
                  hint: '<p>Aristotelés „vrátil ideje do věcí“. Z čeho se tedy věc skládá?</p>',
                  explanation:
                    '<p>Podle Aristotela je každá jednotlivá věc spojením <strong>látky</strong> (hylé) a <strong>formy</strong> (morfé). Vrozené ideje hájili novověcí racionalisté, hlavně Descartes; Aristotelés je naopak odmítal, protože poznání podle něj začíná smyslovou zkušeností. Kategorický imperativ patří Kantovi a cogito Descartovi.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň letopočet',
                  content: '<p>Stačí přibližný rok; uznává se odpověď v rozmezí 390–385.</p>',
                  text: 'Platón založil v Athénách svou školu, Akademii, kolem roku {{b1}} př. n. l.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 385, max: 390 }],
                  hint: '<p>Vyjdi z data, které znáš jistě, ze Sókratovy smrti. Pamatuj, že před naším letopočtem má pozdější událost menší číslo roku.</p>',
                  explanation:
                    '<p>Akademie vznikla podle tradice <strong>kolem roku 387 př. n. l.</strong> v háji zasvěceném hrdinovi Akadémovi. Přesný rok prameny neuvádějí jednotně, proto se uznává rozmezí.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň Kantův pojem',
                  text: 'Kantův {{b1}} imperativ zní: „Jednej tak, aby maxima tvé vůle mohla vždy zároveň platit jako princip všeobecného zákonodárství.“',
                  blanks: [{ id: 'b1', comparison: 'equal', answer: 'kategorický' }],
                  hint: '<p>Jde o bezpodmínečný příkaz – platí vždy, bez ohledu na to, čeho chceš dosáhnout.</p>',
                  explanation:
                    '<p><strong>Kategorický</strong> imperativ je bezpodmínečný mravní příkaz. Kant ho odlišuje od <em>hypotetického</em> imperativu, který platí jen za podmínky („chceš-li X, dělej Y“).</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Tomáš Akvinský formuloval pět cest, jimiž dokazoval existenci Boha.',
                  answer: true,
                  hint: '<p>Ověř obě části tvrzení: co víš o Tomáši Akvinském a co podle lekce formuloval ve svém hlavním díle.</p>',
                  explanation:
                    '<p>Pravda. Tomáš Akvinský v <em>Summa theologiae</em> uvádí pět cest (<em>quinque viae</em>): z pohybu, z účinné příčiny, z nahodilosti, ze stupňů dokonalosti a z účelnosti světa. Navazuje přitom na Aristotela.</p>',
                },
              ],
            },
            zsvPlatoCave,
          ],
        },
        {
          title: 'Religionistika',
          description: 'Světová náboženství, jejich texty, pojmy a klíčová data.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Světová náboženství v kostce',
              durationMinutes: 20,
              content: `<h2>Abrahamovská náboženství</h2>
<p><strong>Judaismus</strong>, <strong>křesťanství</strong> a <strong>islám</strong> jsou monoteistická náboženství, která se hlásí k praotci Abrahamovi.</p>
<ul>
<li><strong>Judaismus</strong>: posvátným textem je hebrejská Bible, jejím jádrem <em>Tóra</em> (pět knih Mojžíšových); výklad obsahuje <em>Talmud</em>. Modlitebnou je synagoga, duchovním učitelem rabín, svátečním dnem sobota (šabat).</li>
<li><strong>Křesťanství</strong>: Bible se skládá ze Starého a Nového zákona. Roku 313 zaručil Milánský edikt křesťanům svobodu vyznání, roku 1054 se církev rozdělila na západní (katolickou) a východní (pravoslavnou). Reformaci zahájil Martin Luther roku 1517 svými 95 tezemi; už předtím, roku 1415, byl v Kostnici upálen Jan Hus.</li>
<li><strong>Islám</strong>: zakladatelem je prorok Muhammad, posvátnou knihou Korán. Muslimský letopočet začíná rokem 622, kdy Muhammad odešel z Mekky do Medíny (<em>hidžra</em>). Pět pilířů islámu: vyznání víry (<em>šaháda</em>), modlitba pětkrát denně (<em>salát</em>), almužna (<em>zakát</em>), půst v měsíci ramadánu (<em>saum</em>) a pouť do Mekky (<em>hadždž</em>). Hlavní směry jsou sunnité (velká většina) a šíité.</li>
</ul>
<h2>Náboženství Indie</h2>
<p><strong>Hinduismus</strong> nemá jednoho zakladatele. Nejstarší posvátné texty jsou <em>Védy</em>. Klíčové pojmy: <em>samsára</em> (koloběh znovuzrozování), <em>karma</em> (důsledky činů, které ovlivňují příští život) a <em>mókša</em> (vysvobození z koloběhu). Trojici hlavních bohů – Brahmu, Višnua a Šivu – označujeme jako <em>trimúrti</em>.</p>
<p><strong>Buddhismus</strong> založil v 6.–5. století př. n. l. v severní Indii Siddhártha Gautama, zvaný Buddha („probuzený“). Učí <em>čtyři vznešené pravdy</em> o utrpení a <em>osmidílnou stezku</em>, jež vede k <em>nirváně</em>. Hlavní proudy jsou théraváda, mahájána a vadžrajána (tibetský buddhismus).</p>
<h2>Čína</h2>
<p><strong>Taoismus</strong> se odvolává na Lao-c' a spis <em>Tao te ťing</em>; usiluje o soulad s <em>tao</em>, přirozeným řádem světa. <strong>Konfucianismus</strong> vychází z Konfuciova učení (sbírka <em>Hovory</em>) a klade důraz na mravnost, úctu k rodičům a společenský řád.</p>
<h2>Řešený příklad</h2>
<p><em>Který pojem nepatří k islámu? A) zakát, B) hadždž, C) mókša, D) šaháda.</em></p>
<p>Zakát, hadždž i šaháda jsou pilíře islámu. <strong>Mókša</strong> je hinduistický pojem pro vysvobození z koloběhu životů, správně je tedy C. Podobně hledej „vetřelce“ i u jiných náboženství: <em>nirvána</em> patří k buddhismu, <em>Tóra</em> k judaismu, <em>trimúrti</em> k hinduismu.</p>
<h2>Tipy k testu</h2>
<ul>
<li>Uč se pojmy v trojicích: náboženství – posvátný text – klíčový pojem (islám – Korán – hidžra, judaismus – Tóra – šabat).</li>
<li>Kulturní přehled se s religionistikou často potkává: Leonardova freska <em>Poslední večeře</em> v Miláně nebo Michelangelova výzdoba Sixtinské kaple zobrazují biblické náměty.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Světová náboženství',
              description: `<p>Osm otázek o světových náboženstvích a jedna z kulturního přehledu. Na test máš <strong>10 minut</strong> a můžeš ho zopakovat dvakrát.</p>`,
              durationMinutes: 10,
              passingGrade: 70,
              retakeCount: 2,
              timeLimitMinutes: 10,
              questions: [
                {
                  type: 'single_choice',
                  title: 'Který z pěti pilířů islámu označuje pouť do Mekky?',
                  options: [
                    { title: 'hadždž', correct: true },
                    { title: 'zakát' },
                    { title: 'saum' },
                    { title: 'šaháda' },
                  ],
                  hint: '<p>Projdi pět pilířů islámu z lekce a ke každému si řekni, co znamená.</p>',
                  explanation:
                    '<p><strong>Hadždž</strong> je pouť do Mekky, kterou má každý muslim, jemuž to zdraví a prostředky dovolí, vykonat aspoň jednou za život. Zbylé pilíře: šaháda (vyznání víry), salát (modlitba), zakát (almužna) a saum (půst v ramadánu).</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Které pojmy patří k buddhismu?',
                  options: [
                    { title: 'čtyři vznešené pravdy', correct: true },
                    { title: 'osmidílná stezka', correct: true },
                    { title: 'nirvána', correct: true },
                    { title: 'Tóra' },
                    { title: 'trimúrti' },
                  ],
                  hint: '<p>U každého pojmu si vybav, ke kterému náboženství patří.</p>',
                  explanation:
                    '<p>Buddhovo učení shrnují <strong>čtyři vznešené pravdy</strong> (o utrpení, jeho příčině, jeho ukončení a cestě k němu); tou cestou je <strong>osmidílná stezka</strong>, cílem <strong>nirvána</strong>. Tóra je jádrem židovské Bible, trimúrti je hinduistická trojice Brahma – Višnu – Šiva.</p>',
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď události chronologicky od nejstarší',
                  ordered: [
                    'Milánský edikt',
                    'Muhammadova hidžra z Mekky do Medíny',
                    'Rozkol západní a východní církve',
                    'Upálení Jana Husa v Kostnici',
                    'Lutherových 95 tezí',
                  ],
                  hint: '<p>Muslimský letopočet začíná v 7. století; Hus je o století starší než Luther.</p>',
                  explanation:
                    '<p>Milánský edikt (313) – hidžra (622) – velké schizma (1054) – upálení Jana Husa (1415) – Lutherových 95 tezí (1517), jimiž začala reformace.</p>',
                },
                {
                  type: 'true_or_false',
                  title:
                    'Sunnité a šíité jsou dva hlavní směry islámu, přičemž většinu muslimů tvoří sunnité.',
                  answer: true,
                  hint: '<p>Tvrzení má dvě části. Ověř každou zvlášť – pravdivé je, jen když platí obě.</p>',
                  explanation:
                    '<p>Pravda. Sunnité tvoří zhruba 85–90 % muslimů. Směry se rozdělily po Muhammadově smrti ve sporu o nástupnictví: šíité uznávali jen Alího a jeho potomky.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň název posvátné knihy',
                  text: 'Posvátná kniha islámu, podle muslimů Boží slovo zjevené Muhammadovi, se nazývá {{b1}}.',
                  blanks: [
                    { id: 'b1', comparison: 'any', answers: ['Korán', 'Koran', 'Kurán', "Qur'an", 'Quran'] },
                  ],
                  hint: '<p>Kniha je rozdělena do 114 súr.</p>',
                  explanation:
                    '<p><strong>Korán</strong> (arabsky al-Qur’án, „přednes“) je rozdělen do 114 súr. Uznávají se i běžné přepisy jako Koran nebo Qur’an.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Které náboženství je spojeno s pojmy karma, samsára a mókša?',
                  options: [
                    { title: 'hinduismus', correct: true },
                    { title: 'judaismus' },
                    { title: 'taoismus' },
                    { title: 'šintoismus' },
                  ],
                  hint: '<p>Vybav si trojice z lekce: náboženství – posvátný text – klíčové pojmy.</p>',
                  explanation:
                    '<p>Pojmy karma (důsledky činů), samsára (koloběh znovuzrozování) a mókša (vysvobození z něj) patří <strong>hinduismu</strong>. Karmu a samsáru přejal i buddhismus, ale cílem je tam nirvána, ne mókša.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň hebrejský pojem',
                  text: 'Pět knih Mojžíšových, jádro židovské Bible, se hebrejsky nazývá {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['Tóra', 'Tora', 'Thora', 'Torah'] }],
                  hint: '<p>Slovo znamená „učení“ nebo „zákon“; svitek se čte v synagoze.</p>',
                  explanation:
                    '<p><strong>Tóra</strong> zahrnuje knihy Genesis, Exodus, Leviticus, Numeri a Deuteronomium. Křesťané je znají jako pět knih Mojžíšových na začátku Starého zákona.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Buddhismus vznikl v Číně v 6. století našeho letopočtu.',
                  answer: false,
                  hint: '<p>Kde žil Siddhártha Gautama?</p>',
                  explanation:
                    '<p>Nepravda. Buddhismus vznikl v <strong>severní Indii</strong> v 6.–5. století <strong>před naším letopočtem</strong>. Do Číny se rozšířil až později, kolem přelomu letopočtu.</p>',
                },
                {
                  type: 'single_choice',
                  title:
                    'Kdo namaloval fresku Poslední večeře v milánském klášteře Santa Maria delle Grazie?',
                  options: [
                    { title: 'Leonardo da Vinci', correct: true },
                    { title: 'Michelangelo Buonarroti' },
                    { title: 'Raffael Santi' },
                    { title: 'Sandro Botticelli' },
                  ],
                  hint: '<p>Vyřazuj podle doby a místa: freska vznikla v Miláně na konci 15. století. Kdo z nabízených umělců tam tehdy tvořil?</p>',
                  explanation:
                    '<p><strong>Leonardo da Vinci</strong> maloval Poslední večeři v letech 1495–1498. Zachycuje okamžik, kdy Ježíš oznamuje, že ho jeden z učedníků zradí. Michelangelo vyzdobil strop Sixtinské kaple.</p>',
                },
              ],
            },
          ],
        },
        {
          title: 'Psychologie a sociologie',
          description: 'Psychologické směry, osobnost, socializace a sociální mobilita.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Psychologie a sociologie: pojmy, které se v testu opakují',
              durationMinutes: 20,
              content: `<h2>Psychologické směry</h2>
<ul>
<li><strong>Psychoanalýza</strong> – Sigmund Freud. Osobnost tvoří <em>id</em> (pudy, princip slasti), <em>ego</em> (vědomé já, princip reality) a <em>superego</em> (svědomí, normy). Velkou roli hraje nevědomí. Carl Gustav Jung později přidal kolektivní nevědomí a archetypy.</li>
<li><strong>Behaviorismus</strong> – zkoumá jen pozorovatelné chování. Ivan Petrovič Pavlov popsal <em>klasické podmiňování</em> (pes slintá na zvuk, který se opakovaně spojoval s potravou), B. F. Skinner <em>operantní podmiňování</em> (chování posílené odměnou se opakuje).</li>
<li><strong>Humanistická psychologie</strong> – Abraham Maslow a Carl Rogers. Maslowova hierarchie potřeb: fyziologické potřeby → bezpečí → sounáležitost a láska → uznání → seberealizace. Vyšší potřeby se hlásí o slovo, až když jsou nižší aspoň částečně uspokojené.</li>
<li><strong>Vývojová psychologie</strong> – Jean Piaget popsal stadia kognitivního vývoje: senzomotorické (0–2 roky), předoperační (2–7), konkrétních operací (7–11) a formálních operací (asi od 11–12 let).</li>
</ul>
<p>Typy temperamentu podle antické tradice (Hippokratés, Galénos): <em>sangvinik</em> (živý, přizpůsobivý), <em>cholerik</em> (prudký, výbušný), <em>flegmatik</em> (klidný, pomalý, vyrovnaný) a <em>melancholik</em> (citlivý, uzavřený).</p>
<h2>Sociologie</h2>
<p>Slovo <em>sociologie</em> zavedl Auguste Comte, zakladatel pozitivismu. Émile Durkheim zkoumal sebevraždu a zavedl pojem <em>anomie</em> (rozklad norem). Max Weber napsal <em>Protestantskou etiku a ducha kapitalismu</em> a rozlišil tři typy legitimního panství: tradiční, charismatické a legální (racionální).</p>
<p><strong>Socializace</strong> je proces, kterým se člověk stává členem společnosti. Primární socializace probíhá v rodině v raném dětství, sekundární ve škole, mezi vrstevníky a v práci.</p>
<p><strong>Sociální mobilita</strong> je pohyb jedince nebo skupiny ve společenské struktuře: <em>vertikální</em> (vzestupná či sestupná) × <em>horizontální</em> (změna bez změny statusu) a <em>intragenerační</em> (během jednoho života) × <em>intergenerační</em> (mezi rodiči a dětmi).</p>
<h2>Řešený příklad</h2>
<p><em>Dcera prodavačky vystuduje medicínu a stane se primářkou. O jakou mobilitu jde?</em></p>
<p>Postupuj krok za krokem. 1) Změnil se status? Ano, výrazně vzrostl → <strong>vertikální vzestupná</strong>. 2) Srovnáváme jednoho člověka v čase, nebo dvě generace? Dceru s matkou → <strong>intergenerační (mezigenerační)</strong>. Odpověď: vertikální vzestupná mezigenerační mobilita.</p>
<h2>Tipy k testu</h2>
<ul>
<li>U autorů si pamatuj dvojici jméno – klíčový pojem: Freud – superego, Pavlov – podmiňování, Maslow – pyramida potřeb, Weber – typy panství.</li>
<li>Pozor na záměnu Junga a Freuda: archetypy a kolektivní nevědomí patří Jungovi.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Psychologie a sociologie',
              description: `<p>Devět otázek z psychologie a sociologie. Test není časově omezený, opakovat ho můžeš třikrát.</p>`,
              durationMinutes: 12,
              passingGrade: 65,
              retakeCount: 3,
              questions: [
                {
                  type: 'sorting_choice',
                  title: 'Seřaď Maslowovu hierarchii potřeb od základny pyramidy po vrchol',
                  ordered: [
                    'fyziologické potřeby',
                    'potřeba bezpečí',
                    'potřeba sounáležitosti a lásky',
                    'potřeba uznání',
                    'potřeba seberealizace',
                  ],
                  hint: '<p>Začni tím, bez čeho člověk nepřežije (jídlo, spánek), a skonči naplněním vlastního potenciálu.</p>',
                  explanation:
                    '<p>Maslowova pyramida: <strong>fyziologické potřeby → bezpečí → sounáležitost a láska → uznání (úcta) → seberealizace</strong>. Nižší (deficitní) potřeby musí být aspoň částečně uspokojeny, aby se uplatnily vyšší.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Kdo je zakladatelem psychoanalýzy?',
                  options: [
                    { title: 'Sigmund Freud', correct: true },
                    { title: 'Carl Rogers' },
                    { title: 'John B. Watson' },
                    { title: 'Jean Piaget' },
                  ],
                  hint: '<p>Vídeňský lékař, autor Výkladu snů.</p>',
                  explanation:
                    '<p>Psychoanalýzu založil vídeňský lékař <strong>Sigmund Freud</strong> (1856–1939). Rogers patří k humanistické psychologii, Watson je zakladatelem behaviorismu a Piaget je vývojový psycholog.</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Které složky tvoří osobnost podle Freudova strukturálního modelu?',
                  options: [
                    { title: 'id', correct: true },
                    { title: 'ego', correct: true },
                    { title: 'superego', correct: true },
                    { title: 'archetyp' },
                    { title: 'podmíněný reflex' },
                  ],
                  hint: '<p>U každého pojmu si vybav, ke kterému psychologovi nebo směru patří, a vyber jen ty Freudovy.</p>',
                  explanation:
                    '<p>Freud rozlišuje <strong>id</strong> (pudy), <strong>ego</strong> (já, které jedná podle principu reality) a <strong>superego</strong> (svědomí). Archetyp je pojem C. G. Junga, podmíněný reflex zkoumal I. P. Pavlov.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň typ temperamentu',
                  text: 'Člověk klidný, pomalý, vyrovnaný a těžko vzrušitelný odpovídá temperamentu, kterému říkáme {{b1}}.',
                  blanks: [
                    {
                      id: 'b1',
                      comparison: 'any',
                      answers: ['flegmatik', 'flegmatický', 'flegmatický temperament'],
                    },
                  ],
                  hint: '<p>Vybav si čtyři antické typy temperamentu a jejich typické rysy a porovnej je s popisem ve větě.</p>',
                  explanation:
                    '<p><strong>Flegmatik</strong> je klidný a stálý, jen obtížně ho něco rozruší. Sangvinik je živý a přizpůsobivý, cholerik prudký a výbušný, melancholik citlivý a uzavřený.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Syn zemědělce se stane univerzitním profesorem. O jaký typ sociální mobility jde?',
                  options: [
                    { title: 'vertikální vzestupná mezigenerační', correct: true },
                    { title: 'horizontální vnitrogenerační' },
                    { title: 'vertikální sestupná mezigenerační' },
                    { title: 'horizontální mezigenerační' },
                  ],
                  hint: '<p>Polož si dvě otázky: změnil se status? A srovnáváš jednoho člověka, nebo dvě generace?</p>',
                  explanation:
                    '<p>Status syna je vyšší než status otce → <strong>vertikální vzestupná</strong> mobilita. Srovnáváme dvě generace → <strong>mezigenerační</strong> (intergenerační).</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Klasické podmiňování popsal na pokusech se psy Ivan Petrovič Pavlov.',
                  answer: true,
                  hint: '<p>Vzpomeň si na psa, zvonek a sliny.</p>',
                  explanation:
                    '<p>Pravda. Pavlov (Nobelova cena 1904 za výzkum trávení) zjistil, že pes začne slinit na neutrální podnět, pokud se opakovaně spojuje s potravou. Na jeho práci navázal behaviorismus.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Primární socializace probíhá především ve škole a v zaměstnání.',
                  answer: false,
                  hint: '<p>Kde se dítě učí mluvit a první pravidla chování?</p>',
                  explanation:
                    '<p>Nepravda. Primární socializace probíhá v raném dětství hlavně v <strong>rodině</strong>. Škola, vrstevníci a zaměstnání patří k socializaci sekundární.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Který typ panství NEpatří mezi Weberovy tři typy legitimního panství?',
                  options: [
                    { title: 'demokratické', correct: true },
                    { title: 'tradiční' },
                    { title: 'charismatické' },
                    { title: 'legální (racionální)' },
                  ],
                  hint: '<p>Weber třídil panství podle toho, proč ho lidé uznávají. U každé možnosti se zeptej, jestli popisuje takový zdroj uznání.</p>',
                  explanation:
                    '<p>Max Weber rozlišil panství <strong>tradiční</strong> (moc z tradice), <strong>charismatické</strong> (moc z mimořádných vlastností vůdce) a <strong>legální neboli racionální</strong> (moc z pravidel a zákonů). „Demokratické panství“ mezi ně nepatří.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň Piagetovo stadium',
                  text: 'Podle Jeana Piageta dítě zhruba mezi 7. a 11. rokem prochází stadiem {{b1}} operací.',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['konkrétních', 'konkrétní'] }],
                  hint: '<p>Dítě už logicky uvažuje, ale jen o věcech, které může vidět a uchopit.</p>',
                  explanation:
                    '<p>Stadium <strong>konkrétních operací</strong> (7–11 let): dítě chápe zachování množství a logicky třídí, ale potřebuje konkrétní předměty. Abstraktní myšlení přichází se stadiem formálních operací (asi od 11–12 let).</p>',
                },
              ],
            },
          ],
        },
      ],
    },

    // ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      slug: 'zsv-ekonomie-pravo-politologie',
      title: 'ZSV: Ekonomie, právo a politologie',
      instructor: 'lektor.dvorak',
      image: 'zsv-cover-ekonomie-pravo.svg',
      price: 1490,
      salePrice: 1190,
      duration: '6 týdnů',
      excerpt:
        'Ekonomie, Ústava ČR, legislativní proces, volební systémy a evropská integrace – vše, co potřebuješ k testu ZSV na práva, ekonomii a mezinárodní vztahy.',
      overview: `<p>Ekonomie, právo a politologie bývají v testu ZSV nejvíc „bodované“ – a zároveň na nich uchazeči nejčastěji ztrácejí body kvůli drobnostem: zamění ČNB s vládou, spletou si počet senátorů nebo pořadí evropských smluv. Tenhle kurz tě naučí fakta přesně a s pochopením.</p>
<h3>Co získáš</h3>
<ul>
<li><strong>Ekonomie</strong> – trh, nabídka a poptávka, HDP, inflace, nezaměstnanost, měnová a fiskální politika; početní příklady krok za krokem.</li>
<li><strong>Právo</strong> – Ústava ČR, dělba moci, státní orgány a cesta zákona od návrhu po Sbírku zákonů.</li>
<li><strong>Politologie a mezinárodní vztahy</strong> – formy vlády, volební systémy, ideologie, OSN, NATO a evropská integrace.</li>
</ul>
<p>Každá sekce obsahuje výkladovou lekci s řešeným příkladem a test s vysvětlením u každé otázky. Testy jsou částečně na čas a dva strhávají body za chybu – stejně jako skutečné přijímací zkoušky.</p>
<p>Na konci kurzu čeká <strong>ZSV nanečisto</strong>: celý test ve formátu Scia – 60 úloh ve třech částech, 60 minut, skutečné bodování a percentil mezi všemi, kdo ho psali.</p>
<p>Kurz je součástí předplatného ZSV.</p>`,
      passingCondition: 70,
      retakeCount: 2,
      publishedAt: '2026-02-09T08:00:00.000Z',
      sections: [
        {
          title: 'Ekonomie',
          description: 'Trh, HDP, inflace, nezaměstnanost a hospodářská politika.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Základy ekonomie: trh, HDP, inflace a nezaměstnanost',
              durationMinutes: 20,
              preview: true,
              content: `<h2>Trh: nabídka a poptávka</h2>
<p><strong>Zákon klesající poptávky</strong>: čím vyšší cena, tím menší poptávané množství (za jinak stejných podmínek). Nabízené množství s cenou naopak roste. V průsečíku obou křivek leží <strong>rovnovážná cena</strong> – kupující chtějí koupit právě tolik, kolik chtějí prodávající prodat. Je-li cena nad rovnováhou, vzniká <em>přebytek</em>, je-li pod ní, vzniká <em>nedostatek</em>.</p>
<p>Pozor na rozdíl: změna ceny znamená pohyb <em>po</em> křivce poptávky, kdežto změna příjmů, preferencí nebo cen jiných statků <em>posouvá</em> celou křivku.</p>
<h2>HDP</h2>
<p><strong>Hrubý domácí produkt</strong> je tržní hodnota všech finálních statků a služeb vyrobených na území státu za určité období, obvykle za rok. Výdajová metoda: <strong>HDP = C + I + G + (X − M)</strong>, tedy spotřeba domácností, investice, vládní nákupy a čistý export. Nezapočítávají se transferové platby (důchody, dávky), prodej ojetých věcí ani meziprodukty – jinak by se stejná hodnota počítala dvakrát.</p>
<h2>Inflace</h2>
<p><strong>Inflace</strong> je růst celkové cenové hladiny, tedy pokles kupní síly peněz. Český statistický úřad ji měří hlavně indexem spotřebitelských cen. <em>Deflace</em> je pokles cenové hladiny, <em>dezinflace</em> zpomalení inflace. Česká národní banka cílí inflaci 2 % s tolerančním pásmem ±1 procentní bod; jejím hlavním nástrojem je dvoutýdenní repo sazba. To je <strong>měnová (monetární) politika</strong>. <strong>Fiskální politiku</strong> dělá vláda prostřednictvím státního rozpočtu – daněmi a výdaji.</p>
<h2>Nezaměstnanost</h2>
<p><strong>Míra nezaměstnanosti</strong> = nezaměstnaní / pracovní síla × 100 %. Pracovní síla = zaměstnaní + nezaměstnaní; kdo práci nehledá (student, důchodce), do ní nepatří. Typy nezaměstnanosti: <em>frikční</em> (krátce mezi dvěma místy), <em>strukturální</em> (kvalifikace neodpovídá poptávce), <em>cyklická</em> (v recesi) a <em>sezónní</em>.</p>
<h2>Řešený příklad</h2>
<p><em>V ekonomice je 4,8 milionu zaměstnaných a 200 tisíc nezaměstnaných. Jaká je míra nezaměstnanosti?</em></p>
<ol>
<li>Pracovní síla = 4 800 000 + 200 000 = 5 000 000.</li>
<li>Míra nezaměstnanosti = 200 000 / 5 000 000 = 0,04 = <strong>4 %</strong>.</li>
</ol>
<p>Častá chyba: dělit jen počtem zaměstnaných (200 000 / 4 800 000 ≈ 4,17 %). V testu bývá tahle chybná hodnota mezi možnostmi schválně.</p>
<h2>Tipy k testu</h2>
<ul>
<li>Slovo „finální“ v definici HDP je klíčové – otázky často zkoušejí dvojí započítání.</li>
<li>ČNB = měnová politika, vláda = fiskální politika. Tahle dvojice se v testech objevuje pořád.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Ekonomie',
              description: `<p>Devět otázek z mikro- i makroekonomie. Máš <strong>12 minut</strong>. Pozor: za <strong>špatnou odpověď se body odečítají</strong> – když si nejsi jistý, raději otázku vynech. Test můžeš zopakovat dvakrát.</p>`,
              durationMinutes: 12,
              preview: true,
              passingGrade: 60,
              retakeCount: 2,
              timeLimitMinutes: 12,
              wrongPenalty: '1',
              questions: [
                {
                  type: 'single_choice',
                  title:
                    'Co se stane s poptávaným množstvím, když cena statku vzroste a ostatní podmínky se nezmění?',
                  options: [
                    { title: 'Poptávané množství klesne.', correct: true },
                    { title: 'Poptávané množství vzroste.' },
                    { title: 'Poptávané množství se nezmění.' },
                    { title: 'Celá křivka poptávky se posune doprava.' },
                  ],
                  hint: '<p>Zákon klesající poptávky – a pozor na rozdíl mezi pohybem po křivce a jejím posunem.</p>',
                  explanation:
                    '<p>Podle <strong>zákona klesající poptávky</strong> vyšší cena znamená nižší poptávané množství. Změna ceny vyvolá pohyb <em>po</em> křivce poptávky, ne její posun; ten způsobují jiné faktory (příjmy, preference, ceny substitutů).</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Vypočítej míru nezaměstnanosti',
                  content:
                    '<p>Pracovní síla země (zaměstnaní + nezaměstnaní) čítá 6 000 000 lidí, z toho je 270 000 nezaměstnaných. Výsledek zapiš v procentech na jedno desetinné místo.</p>',
                  text: 'Míra nezaměstnanosti je {{b1}} %.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 4.5, max: 4.5 }],
                  hint: '<p>Děl počet nezaměstnaných velikostí pracovní síly, ne počtem zaměstnaných.</p>',
                  explanation:
                    '<p>270 000 / 6 000 000 = 0,045, tedy přesně <strong>4,5 %</strong>. Výsledek vychází přesně, nic se nezaokrouhluje, a proto se uznává jen 4,5 (s desetinnou čárkou i tečkou). Kdo dělí jen počtem zaměstnaných (270 000 / 5 730 000), dostane chybných 4,7 %.</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Které položky se započítávají do HDP výdajovou metodou?',
                  options: [
                    { title: 'spotřeba domácností', correct: true },
                    { title: 'vládní nákupy zboží a služeb', correct: true },
                    { title: 'čistý export', correct: true },
                    { title: 'nákup ojetého auta od souseda' },
                    { title: 'výplata starobních důchodů' },
                  ],
                  hint: '<p>HDP = C + I + G + (X − M). Počítá se jen to, co bylo v daném období nově vyrobeno.</p>',
                  explanation:
                    '<p>Do HDP patří <strong>spotřeba (C), investice (I), vládní nákupy (G) a čistý export (X − M)</strong>. Ojeté auto bylo vyrobeno a započteno už dříve. Důchody jsou <em>transferová platba</em> – stát za ně nekupuje žádný výrobek ani službu.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Inflační cíl České národní banky je 2 %.',
                  answer: true,
                  hint: '<p>Stejný cíl má i Evropská centrální banka.</p>',
                  explanation:
                    '<p>Pravda. ČNB od roku 2010 cílí meziroční inflaci <strong>2 %</strong> s tolerančním pásmem ±1 procentní bod. Hlavním nástrojem je dvoutýdenní repo sazba.</p>',
                },
                {
                  type: 'single_choice',
                  title:
                    'Jak se nazývá nezaměstnanost, která vzniká tím, že kvalifikace lidí neodpovídá tomu, co hledají zaměstnavatelé?',
                  options: [
                    { title: 'strukturální', correct: true },
                    { title: 'frikční' },
                    { title: 'cyklická' },
                    { title: 'sezónní' },
                  ],
                  hint: '<p>Ke každému typu nezaměstnanosti si vybav jeho příčinu a porovnej ji s popisem v otázce.</p>',
                  explanation:
                    '<p><strong>Strukturální</strong> nezaměstnanost vzniká nesouladem mezi kvalifikací (nebo místem bydliště) nezaměstnaných a volnými místy. Frikční je krátkodobá při hledání nového místa, cyklická souvisí s recesí a sezónní s ročním obdobím.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň ekonomický pojem',
                  text: 'Když ceny dál rostou, ale pomaleji než dříve (inflace klesne třeba z 8 % na 3 %), mluvíme o {{b1}}.',
                  blanks: [
                    {
                      id: 'b1',
                      comparison: 'any',
                      answers: ['dezinflaci', 'desinflaci', 'dezinflace', 'desinflace'],
                    },
                  ],
                  hint: '<p>Nejde o deflaci – cenová hladina pořád roste.</p>',
                  explanation:
                    '<p><strong>Dezinflace</strong> je zpomalení tempa inflace; ceny stále rostou. <em>Deflace</em> by znamenala, že cenová hladina klesá.</p>',
                },
                {
                  type: 'sorting_choice',
                  title: 'Seřaď ekonomy podle toho, kdy vydali své nejznámější dílo',
                  ordered: [
                    'Adam Smith – Bohatství národů',
                    'David Ricardo – Zásady politické ekonomie a zdanění',
                    'Karl Marx – Kapitál',
                    'John Maynard Keynes – Obecná teorie zaměstnanosti, úroku a peněz',
                    'Milton Friedman – Kapitalismus a svoboda',
                  ],
                  hint: '<p>Klasická ekonomie (18.–19. st.) → Marx (19. st.) → Velká hospodářská krize → poválečný monetarismus.</p>',
                  explanation:
                    '<p>Smith (1776) – Ricardo (1817) – Marx (1. díl Kapitálu 1867) – Keynes (1936, reakce na Velkou hospodářskou krizi) – Friedman (1962, monetarismus).</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Fiskální politiku v České republice provádí Česká národní banka.',
                  answer: false,
                  hint: '<p>Fiskus = státní pokladna.</p>',
                  explanation:
                    '<p>Nepravda. Fiskální politiku dělá <strong>vláda</strong> (Ministerstvo financí) pomocí státního rozpočtu, daní a výdajů; rozpočet schvaluje Poslanecká sněmovna. ČNB provádí <strong>měnovou</strong> politiku.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Co platí o trhu, který je v rovnováze?',
                  options: [
                    { title: 'Poptávané množství se rovná nabízenému množství.', correct: true },
                    { title: 'Na trhu vzniká přebytek zboží.' },
                    { title: 'Cenu určuje stát.' },
                    { title: 'Poptávka je vyšší než nabídka.' },
                  ],
                  hint: '<p>Rovnovážná cena leží v průsečíku křivky nabídky a poptávky.</p>',
                  explanation:
                    '<p>Při <strong>rovnovážné ceně</strong> chtějí kupující koupit přesně tolik, kolik chtějí prodávající prodat – trh se „vyčistí“. Přebytek vzniká při ceně nad rovnováhou, nedostatek při ceně pod ní.</p>',
                },
              ],
            },
          ],
        },
        {
          title: 'Právo a Ústava ČR',
          description: 'Dělba moci, státní orgány a legislativní proces.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Ústava ČR, státní orgány a cesta zákona',
              durationMinutes: 25,
              content: `<h2>Ústavní pořádek</h2>
<p><strong>Ústavu České republiky</strong> přijala Česká národní rada 16. prosince 1992 (č. 1/1993 Sb.) a účinnosti nabyla 1. ledna 1993. Spolu s <strong>Listinou základních práv a svobod</strong> a dalšími ústavními zákony tvoří <em>ústavní pořádek</em>. Státní moc je rozdělena na zákonodárnou, výkonnou a soudní.</p>
<h2>Tři složky moci</h2>
<ul>
<li><strong>Zákonodárná</strong> – Parlament ČR má dvě komory. <em>Poslanecká sněmovna</em>: 200 poslanců, volební období 4 roky, poměrný volební systém, kandidovat lze od 21 let. <em>Senát</em>: 81 senátorů na 6 let, každé 2 roky se volí třetina, většinový dvoukolový systém, kandidovat lze od 40 let.</li>
<li><strong>Výkonná</strong> – prezident republiky (od roku 2013 volen přímo na 5 let, nejvýše dvakrát po sobě, kandidovat lze od 40 let) a vláda, která je odpovědná Poslanecké sněmovně.</li>
<li><strong>Soudní</strong> – nezávislé soudy. <em>Ústavní soud</em> v Brně má 15 soudců, které jmenuje prezident se souhlasem Senátu na 10 let. V Brně sídlí také Nejvyšší soud a Nejvyšší správní soud.</li>
</ul>
<h2>Jak vzniká zákon</h2>
<ol>
<li><strong>Zákonodárná iniciativa</strong>: návrh může podat poslanec, skupina poslanců, Senát, vláda nebo zastupitelstvo kraje. Předkládá se vždy Poslanecké sněmovně.</li>
<li><strong>Poslanecká sněmovna</strong> návrh projedná ve třech čteních a schválí.</li>
<li><strong>Senát</strong> do 30 dnů návrh schválí, zamítne, vrátí s pozměňovacími návrhy, nebo se nevyjádří (pak je návrh přijat). Zamítnutí může sněmovna přehlasovat nadpoloviční většinou všech poslanců, tedy nejméně 101 hlasy.</li>
<li><strong>Prezident</strong> může zákon do 15 dnů vrátit (suspenzivní veto). Sněmovna ho přehlasuje opět nejméně 101 hlasy.</li>
<li>Zákon podepíše předseda sněmovny, prezident a předseda vlády a zákon se <strong>vyhlásí ve Sbírce zákonů</strong>.</li>
</ol>
<p><strong>Ústavní zákon</strong> potřebuje souhlas třípětinové většiny všech poslanců (120) a třípětinové většiny přítomných senátorů; prezident ho vrátit nemůže.</p>
<h2>Řešený příklad</h2>
<p><em>Prezident vrátil zákon sněmovně. Hlasovalo 180 poslanců, 95 z nich bylo pro. Je zákon přijat?</em></p>
<p>Není. Prostá většina přítomných (91 ze 180) by sice stačila u běžného hlasování, ale k přehlasování veta je třeba <strong>nadpoloviční většina všech</strong> 200 poslanců, tedy nejméně 101 hlasů. 95 hlasů nestačí.</p>
<h2>Tipy k testu</h2>
<ul>
<li>Věkové hranice: 18 let (volit), 21 let (poslanec), 40 let (senátor i prezident).</li>
<li>Trestně odpovědný je člověk od 15 let, plně svéprávným se stává zpravidla v 18 letech.</li>
<li>U každé většiny se ptej: „všech“, nebo „přítomných“? Tady se v testech chybuje nejčastěji.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Ústava a legislativní proces',
              description: `<p>Devět otázek o Ústavě ČR, státních orgánech a cestě zákona. Každou odpověď ti hned vyhodnotíme i s vysvětlením. K úspěchu potřebuješ 75 %, opakovat můžeš jednou.</p>`,
              durationMinutes: 12,
              passingGrade: 75,
              retakeCount: 1,
              instantCheck: true,
              questions: [
                {
                  type: 'sorting_choice',
                  title: 'Seřaď kroky legislativního procesu běžného zákona',
                  ordered: [
                    'Předložení návrhu zákona Poslanecké sněmovně',
                    'Projednání ve třech čteních a schválení Poslaneckou sněmovnou',
                    'Projednání návrhu v Senátu',
                    'Podpis, nebo vrácení zákona prezidentem republiky',
                    'Vyhlášení zákona ve Sbírce zákonů',
                  ],
                  hint: '<p>Návrh vždy začíná v dolní komoře a končí vyhlášením.</p>',
                  explanation:
                    '<p>Návrh se podává <strong>Poslanecké sněmovně</strong>, ta ho projedná ve třech čteních, pak jej do 30 dnů projedná <strong>Senát</strong>, prezident ho může do 15 dnů vrátit, a nakonec se zákon po podpisech <strong>vyhlásí ve Sbírce zákonů</strong>.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Kolik senátorů má Senát Parlamentu ČR?',
                  options: [
                    { title: '81', correct: true },
                    { title: '200' },
                    { title: '100' },
                    { title: '60' },
                  ],
                  hint: '<p>Každé dva roky se volí třetina – počet je tedy dělitelný třemi.</p>',
                  explanation:
                    '<p>Senát má <strong>81 senátorů</strong> volených na 6 let ve 81 jednomandátových obvodech; každé 2 roky se obměňuje třetina (27). Poslanecká sněmovna má 200 poslanců.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň počet hlasů',
                  text: 'Aby Poslanecká sněmovna přehlasovala zákon vrácený prezidentem, musí pro něj hlasovat nejméně {{b1}} poslanců.',
                  blanks: [{ id: 'b1', comparison: 'range', min: 101, max: 101 }],
                  hint: '<p>Je potřeba nadpoloviční většina všech poslanců, ne jen přítomných.</p>',
                  explanation:
                    '<p>Sněmovna má 200 poslanců, nadpoloviční většina všech je tedy <strong>101</strong>. Nezáleží na tom, kolik poslanců je při hlasování přítomno.</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Kdo má podle Ústavy ČR právo podat návrh zákona?',
                  options: [
                    { title: 'poslanec', correct: true },
                    { title: 'vláda', correct: true },
                    { title: 'zastupitelstvo kraje', correct: true },
                    { title: 'prezident republiky' },
                    { title: 'Ústavní soud' },
                  ],
                  hint: '<p>Právo zákonodárné iniciativy upravuje čl. 41 Ústavy. Prezident vstupuje do legislativního procesu až na jeho konci.</p>',
                  explanation:
                    '<p>Zákonodárnou iniciativu má <strong>poslanec, skupina poslanců, Senát, vláda a zastupitelstvo kraje</strong>. Prezident ji nemá – do legislativy vstupuje až vetem. Ústavní soud zákony nenavrhuje, ale může je zrušit.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Prezident republiky může Parlamentu vrátit i ústavní zákon.',
                  answer: false,
                  hint: '<p>Podívej se na čl. 50 Ústavy – týká se jen určitých zákonů.</p>',
                  explanation:
                    '<p>Nepravda. Právo vrátit zákon (suspenzivní veto) se podle čl. 50 Ústavy na <strong>ústavní zákony nevztahuje</strong>. Ústavní zákon ale potřebuje třípětinovou většinu všech poslanců i přítomných senátorů.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Jaký je nejnižší věk, od kterého může být občan ČR zvolen senátorem?',
                  options: [
                    { title: '40 let', correct: true },
                    { title: '21 let' },
                    { title: '35 let' },
                    { title: '18 let' },
                  ],
                  hint: '<p>Stejná hranice platí pro kandidáta na prezidenta.</p>',
                  explanation:
                    '<p>Senátorem může být zvolen občan, který dosáhl <strong>40 let</strong> (čl. 19 Ústavy). Pro poslance je to 21 let, pro prezidenta také 40 let. Volit lze od 18 let.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Listina základních práv a svobod je součástí ústavního pořádku České republiky.',
                  answer: true,
                  hint: '<p>Vybav si, z čeho se podle lekce skládá ústavní pořádek České republiky.</p>',
                  explanation:
                    '<p>Pravda. Podle čl. 3 a čl. 112 Ústavy je Listina základních práv a svobod součástí ústavního pořádku. Byla vyhlášena pod č. 2/1993 Sb.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň sídlo Ústavního soudu',
                  text: 'Ústavní soud České republiky sídlí v {{b1}}.',
                  blanks: [{ id: 'b1', comparison: 'any', answers: ['Brně', 'Brno'] }],
                  hint: '<p>Ve stejném městě sídlí i Nejvyšší soud a Nejvyšší správní soud.</p>',
                  explanation:
                    '<p>Ústavní soud sídlí v <strong>Brně</strong> na Joštově ulici. V Brně sídlí také Nejvyšší soud, Nejvyšší správní soud a Nejvyšší státní zastupitelství – proto se mu říká hlavní město české justice.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Od kolika let je člověk v ČR trestně odpovědný?',
                  options: [
                    { title: '15 let', correct: true },
                    { title: '14 let' },
                    { title: '16 let' },
                    { title: '18 let' },
                  ],
                  hint: '<p>Mladistvý je ten, kdo dovršil tuto hranici, ale ještě ne 18 let.</p>',
                  explanation:
                    '<p>Trestně odpovědný je ten, kdo dovršil <strong>15 let</strong> (§ 25 trestního zákoníku). Osoby mezi 15 a 18 lety jsou <em>mladiství</em> a jejich věci řeší zákon o soudnictví ve věcech mládeže.</p>',
                },
              ],
            },
          ],
        },
        {
          title: 'Politologie a mezinárodní vztahy',
          description: 'Formy vlády, volební systémy, ideologie a evropská integrace.',
          items: [
            {
              type: 'lp_lesson',
              title: 'Politické systémy, ideologie a evropská integrace',
              durationMinutes: 25,
              content: `<h2>Formy vlády</h2>
<ul>
<li><strong>Parlamentní republika</strong> (ČR, Německo): vláda vzniká z parlamentní většiny a je parlamentu odpovědná; prezident má spíše reprezentativní roli.</li>
<li><strong>Prezidentská republika</strong> (USA): prezident je hlavou státu i vlády a parlament ho nemůže odvolat vyslovením nedůvěry.</li>
<li><strong>Poloprezidentská republika</strong> (Francie): silný, přímo volený prezident a vedle něj premiér s vládou odpovědnou parlamentu.</li>
</ul>
<h2>Volební systémy</h2>
<p><strong>Většinový systém</strong>: v každém obvodu vyhrává jeden kandidát. Buď stačí relativní většina v jediném kole (britská Dolní sněmovna), nebo je potřeba absolutní většina, jinak se koná druhé kolo (Senát ČR). <strong>Poměrný systém</strong> rozděluje mandáty stranám podle podílu hlasů (Poslanecká sněmovna; samostatná strana potřebuje aspoň 5 % hlasů).</p>
<h2>Politické ideologie</h2>
<p><strong>Liberalismus</strong> (John Locke, Adam Smith) zdůrazňuje svobodu jednotlivce, přirozená práva, omezenou vládu a volný trh. <strong>Konzervatismus</strong> (Edmund Burke, <em>Úvahy o revoluci ve Francii</em>, 1790) hájí tradice, postupné změny a osvědčené instituce. <strong>Socialismus</strong> klade důraz na rovnost a sociální spravedlnost.</p>
<h2>Mezinárodní vztahy</h2>
<p><strong>OSN</strong> vznikla v roce 1945, Charta OSN byla podepsána v San Franciscu. Rada bezpečnosti má 5 stálých členů s právem veta: USA, Rusko, Čínu, Francii a Spojené království. <strong>NATO</strong> vzniklo v roce 1949 (Washingtonská smlouva). Česká republika vstoupila do NATO 12. března 1999, do Evropské unie 1. května 2004 a do schengenského prostoru v prosinci 2007.</p>
<h2>Evropská integrace</h2>
<ol>
<li>1951 – Pařížská smlouva: Evropské společenství uhlí a oceli (ESUO)</li>
<li>1957 – Římské smlouvy: Evropské hospodářské společenství (EHS) a Euratom</li>
<li>1986 – Jednotný evropský akt: cesta k jednotnému vnitřnímu trhu</li>
<li>1992 – Maastrichtská smlouva: vznik Evropské unie (v platnosti od 1993)</li>
<li>2007 – Lisabonská smlouva (v platnosti od 2009)</li>
</ol>
<h2>Řešený příklad</h2>
<p><em>Seřaď: Lisabonská smlouva, Římské smlouvy, Maastrichtská smlouva, Pařížská smlouva.</em></p>
<p>Začni „zakládající“ spoluprací v uhlí a oceli (Paříž 1951), pokračuj hospodářským společenstvím (Řím 1957), pak vznikem EU (Maastricht 1992) a skonči reformou institucí po velkém rozšíření (Lisabon 2007). Pomůcka: s každou smlouvou se integrace prohlubuje – uhlí a ocel → společný trh → unie → reforma institucí.</p>
<h2>Tipy k testu</h2>
<ul>
<li>Nezaměňuj datum podpisu a vstupu v platnost (Maastricht: podpis 1992, platnost 1993).</li>
<li>Stálé členy Rady bezpečnosti si zapamatuj jako vítězné mocnosti druhé světové války.</li>
</ul>`,
            },
            {
              type: 'lp_quiz',
              title: 'Test: Politologie a mezinárodní vztahy',
              description: `<p>Devět otázek z politologie a mezinárodních vztahů. Na test máš <strong>10 minut</strong>, opakovat ho můžeš třikrát.</p>`,
              durationMinutes: 10,
              passingGrade: 70,
              retakeCount: 3,
              timeLimitMinutes: 10,
              questions: [
                {
                  type: 'sorting_choice',
                  title: 'Seřaď smlouvy evropské integrace chronologicky podle data podpisu',
                  ordered: [
                    'Pařížská smlouva (ESUO)',
                    'Římské smlouvy (EHS, Euratom)',
                    'Jednotný evropský akt',
                    'Maastrichtská smlouva',
                    'Lisabonská smlouva',
                  ],
                  hint: '<p>Integrace začala uhlím a ocelí, pokračovala společným trhem a vyvrcholila vznikem Unie a reformou jejích institucí.</p>',
                  explanation:
                    '<p>Pařížská smlouva (1951) – Římské smlouvy (1957) – Jednotný evropský akt (1986) – Maastrichtská smlouva (1992) – Lisabonská smlouva (2007).</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Jaký volební systém se používá ve volbách do Senátu PČR?',
                  options: [
                    { title: 'většinový, dvoukolový (absolutní většina)', correct: true },
                    { title: 'poměrný s pětiprocentní uzavírací klauzulí' },
                    { title: 'většinový, jednokolový (relativní většina)' },
                    { title: 'smíšený, polovina mandátů poměrně' },
                  ],
                  hint: '<p>Pokud v prvním kole nikdo nezíská přes 50 % hlasů, postupují dva nejúspěšnější kandidáti.</p>',
                  explanation:
                    '<p>Senátoři se volí <strong>většinovým systémem v 81 jednomandátových obvodech</strong>. Kdo získá nadpoloviční většinu hlasů, vyhrává hned; jinak se koná druhé kolo mezi dvěma nejúspěšnějšími kandidáty. Poměrný systém s klauzulí se používá pro Poslaneckou sněmovnu.</p>',
                },
                {
                  type: 'multi_choice',
                  title: 'Které státy jsou stálými členy Rady bezpečnosti OSN?',
                  options: [
                    { title: 'USA', correct: true },
                    { title: 'Čína', correct: true },
                    { title: 'Francie', correct: true },
                    { title: 'Německo' },
                    { title: 'Japonsko' },
                  ],
                  hint: '<p>Stálí členové jsou vítězné mocnosti druhé světové války.</p>',
                  explanation:
                    '<p>Stálých členů s právem veta je pět: <strong>USA, Rusko, Čína, Francie a Spojené království</strong>. Německo a Japonsko bývají v Radě jen jako nestálí členové volení na dva roky.</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň roky vstupu ČR do mezinárodních organizací',
                  text: 'Česká republika vstoupila do NATO v roce {{b1}} a do Evropské unie 1. května {{b2}}.',
                  blanks: [
                    { id: 'b1', comparison: 'range', min: 1999, max: 1999 },
                    { id: 'b2', comparison: 'range', min: 2004, max: 2004 },
                  ],
                  hint: '<p>Do NATO spolu s Polskem a Maďarskem, do EU v rámci velkého rozšíření o deset států.</p>',
                  explanation:
                    '<p>ČR vstoupila do NATO <strong>12. března 1999</strong> (spolu s Polskem a Maďarskem) a do EU <strong>1. května 2004</strong> v největším rozšíření Unie o deset států.</p>',
                },
                {
                  type: 'true_or_false',
                  title:
                    'Francie je poloprezidentská republika: má přímo voleného prezidenta a vládu odpovědnou parlamentu.',
                  answer: true,
                  hint: '<p>Pátá republika, ústava z roku 1958.</p>',
                  explanation:
                    '<p>Pravda. V páté Francouzské republice je prezident volen přímo a má silné pravomoci, vláda vedená premiérem je ale odpovědná Národnímu shromáždění. Tato kombinace je typická pro <strong>poloprezidentský</strong> systém.</p>',
                },
                {
                  type: 'single_choice',
                  title:
                    'Kdo je autorem díla Úvahy o revoluci ve Francii, které se považuje za základ moderního konzervatismu?',
                  options: [
                    { title: 'Edmund Burke', correct: true },
                    { title: 'John Locke' },
                    { title: 'Karl Marx' },
                    { title: 'Alexis de Tocqueville' },
                  ],
                  hint: '<p>Vyřazuj podle doby: dílo reaguje na revoluci ve Francii, takže ji autor musel zažít. Kdo z nabízených žil jindy?</p>',
                  explanation:
                    '<p><strong>Edmund Burke</strong> vydal Úvahy o revoluci ve Francii v roce 1790. Kritizoval revoluční odmítnutí tradic a hájil postupné, organické změny. Locke je otcem liberalismu, Marx zakladatelem marxismu (tzv. vědeckého socialismu) a Tocqueville psal o demokracii v Americe.</p>',
                },
                {
                  type: 'true_or_false',
                  title: 'Spojené státy americké jsou typickým příkladem parlamentní republiky.',
                  answer: false,
                  hint: '<p>Může Kongres odvolat prezidenta vyslovením nedůvěry?</p>',
                  explanation:
                    '<p>Nepravda. USA jsou typickou <strong>prezidentskou republikou</strong>: prezident je hlavou státu i vlády, je volen nezávisle na Kongresu a Kongres ho nemůže odvolat vyslovením nedůvěry (jen výjimečně ústavní žalobou – impeachmentem).</p>',
                },
                {
                  type: 'fill_in_blanks',
                  title: 'Doplň název ideologie',
                  text: 'Ideologie, která zdůrazňuje svobodu jednotlivce, přirozená práva, omezenou vládu a volný trh, se nazývá {{b1}}.',
                  blanks: [
                    {
                      id: 'b1',
                      comparison: 'any',
                      answers: ['liberalismus', 'liberalizmus', 'klasický liberalismus'],
                    },
                  ],
                  hint: '<p>Porovnej hodnoty ve větě s ideologiemi z lekce: která staví na první místo jednotlivce, a ne tradici nebo rovnost?</p>',
                  explanation:
                    '<p><strong>Liberalismus</strong> (J. Locke, A. Smith, J. S. Mill) staví do středu svobodu jednotlivce a omezení moci státu. Uznává se i pravopisná varianta „liberalizmus“.</p>',
                },
                {
                  type: 'single_choice',
                  title: 'Ve kterém městě byla v roce 1945 podepsána Charta OSN?',
                  options: [
                    { title: 'San Francisco', correct: true },
                    { title: 'New York' },
                    { title: 'Ženeva' },
                    { title: 'Jalta' },
                  ],
                  hint: '<p>Nezaměňuj místo podpisu charty se sídlem organizace ani s místem válečných jednání spojenců.</p>',
                  explanation:
                    '<p>Charta OSN byla podepsána <strong>26. června 1945 v San Franciscu</strong> a v platnost vstoupila 24. října 1945 – proto se tento den slaví jako Den OSN. New York je až pozdější sídlo organizace, v Ženevě sídlila Společnost národů.</p>',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
