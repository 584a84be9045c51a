/**
 * The demo cohort as plain data: learners who use the app, how many of them study each course, their
 * reviews, and the announced upcoming courses. `cohort.ts` turns it into rows.
 */

/** Username and display name; the cohort cannot log in (a random shared password). */
export const COHORT_LEARNERS: readonly (readonly [string, string])[] = [
  ['tomas.prochazka', 'Tomáš Procházka'],
  ['klara.vesela', 'Klára Veselá'],
  ['ondra.kral', 'Ondřej Král'],
  ['eliska.mareckova', 'Eliška Marečková'],
  ['vojta_novotny', 'Vojtěch Novotný'],
  ['anicka.horakova', 'Anna Horáková'],
  ['kuba.cerny', 'Jakub Černý'],
  ['terka.pokorna', 'Tereza Pokorná'],
  ['matej.benes02', 'Matěj Beneš'],
  ['adela.ruzickova', 'Adéla Růžičková'],
  ['lukas.fiala', 'Lukáš Fiala'],
  ['natalie.sedlackova', 'Natálie Sedláčková'],
  ['david.dolezal', 'David Doležal'],
  ['bara.zemanova', 'Barbora Zemanová'],
  ['filip.kolar', 'Filip Kolář'],
  ['kristyna.navratilova', 'Kristýna Navrátilová'],
  ['petr.cermak', 'Petr Čermák'],
  ['veronika.urbanova', 'Veronika Urbanová'],
  ['martin_blazek', 'Martin Blažek'],
  ['karolina.krizova', 'Karolína Křížová'],
  ['adam.kovar', 'Adam Kovář'],
  ['lucie.kratochvilova', 'Lucie Kratochvílová'],
  ['dominik.vanek', 'Dominik Vaněk'],
  ['simca.bartosova', 'Simona Bartošová'],
  ['honza.polak', 'Jan Polák'],
  ['misa.musilova', 'Michaela Musilová'],
  ['stepan.hajek', 'Štěpán Hájek'],
  ['zuzka.jelinkova', 'Zuzana Jelínková'],
  ['daniel.ruzicka', 'Daniel Růžička'],
  ['marketa.simkova', 'Markéta Šimková'],
  ['radek.nemec', 'Radek Němec'],
  ['sara.mala', 'Sára Malá'],
  ['patrik.holub', 'Patrik Holub'],
  ['denisa.stastna', 'Denisa Šťastná'],
  ['pepa.vlcek', 'Josef Vlček'],
  ['nikola.kopecka', 'Nikola Kopecká'],
  ['marek.konecny', 'Marek Konečný'],
  ['hanka.dvorakova', 'Hana Dvořáková'],
  ['vit.soukup', 'Vít Soukup'],
  ['ema.bartakova', 'Ema Bartáková'],
];

export interface CohortReview {
  title: string;
  rating: number;
  content: string;
}

export interface CohortCourse {
  /** Learners of the cohort in the course (enrolled or finished). */
  students: number;
  /** Where in the list of learners the course's students start (they wrap around). */
  offset: number;
  /** Written by the course's first students, newest last. */
  reviews: CohortReview[];
}

/** By course slug. The numbers differ so that "popular" orders differently from "newest". */
export const COHORT_COURSES: Record<string, CohortCourse> = {
  'osp-verbalni-oddil': {
    students: 24,
    offset: 0,
    reviews: [
      {
        title: 'Analogie konečně dávají smysl',
        rating: 5,
        content:
          'Postup „popiš vztah celou větou“ mi strašně pomohl. Dřív jsem v analogiích tipovala, teď mám v testech skoro všechno správně. Oceňuju vysvětlení u každé otázky.',
      },
      {
        title: 'Dobrý základ zdarma',
        rating: 4,
        content:
          'Na to, že je kurz zdarma, je výklad překvapivě podrobný. Uvítal bych víc textů na porozumění, těch je tu jen pár.',
      },
      {
        title: 'Paronyma jsem vůbec neznal',
        rating: 5,
        content:
          'Efektivní a efektní jsem si pletl celý život. Kurz se dá projít za pár večerů a hned je vidět, kde mám mezery.',
      },
      {
        title: 'Chtělo by to víc příkladů',
        rating: 3,
        content:
          'Teorie je fajn, ale u doplňování vět bych potřeboval víc procvičování. Po dvou testech mám pocit, že mi toho ještě dost chybí.',
      },
    ],
  },
  'osp-analyticky-a-kvantitativni-oddil': {
    students: 20,
    offset: 7,
    reviews: [
      {
        title: 'Počítání bez kalkulačky',
        rating: 5,
        content:
          'Vysvětluje to úplně v klidu a krok za krokem. Úlohy na procenta a poměry teď zvládám z hlavy a v testu mi zbývá čas na kontrolu.',
      },
      {
        title: 'Stojí to za to',
        rating: 4,
        content:
          'Časovaný test je přesně to, co jsem potřebovala – nutí pracovat rychle jako u skutečné zkoušky. Jen grafy a tabulky by mohly mít víc úloh.',
      },
      {
        title: 'Na mě moc rychlé',
        rating: 2,
        content:
          'Výklad je dost stručný a počítá s tím, že si látku ze střední pamatuješ. Kdo je v matice slabší, bude muset hodně dohledávat jinde.',
      },
    ],
  },
  'zsv-filozofie-religionistika-psychologie': {
    students: 16,
    offset: 15,
    reviews: [
      {
        title: 'Přehledná filozofie',
        rating: 5,
        content:
          'Konečně chápu rozdíl mezi empirismem a racionalismem. Shrnutí na konci kapitol si opakuju každý večer před spaním.',
      },
      {
        title: 'Psychologie super, religionistika slabší',
        rating: 4,
        content:
          'Kapitola o psychologii je výborná, u náboženství bych ocenila víc souvislostí. Testy s vysvětlením jsou ale skvělé.',
      },
      {
        title: 'Doporučuju na přijímačky',
        rating: 5,
        content:
          'Dělal jsem to jako přípravu na ZSV na práva a otázky v kurzu byly dost podobné těm, které pak přišly u zkoušky.',
      },
    ],
  },
  'zsv-ekonomie-pravo-politologie': {
    students: 12,
    offset: 22,
    reviews: [
      {
        title: 'Právo srozumitelně',
        rating: 4,
        content:
          'Ústavní právo mi vždycky přišlo suché, tady je vysvětlené na příkladech ze života. Ekonomická část je náročnější, ale dá se zvládnout.',
      },
      {
        title: 'Nejlepší příprava na ZSV',
        rating: 5,
        content:
          'Grafů nabídky a poptávky jsem se bála, po lekci s řešeným příkladem je to hračka. Za studijní plán se to rozhodně vyplatí.',
      },
    ],
  },
  'tsp-verbalni-a-kriticke-mysleni': {
    students: 9,
    offset: 28,
    reviews: [
      {
        title: 'Kritické myšlení v praxi',
        rating: 4,
        content:
          'Úlohy na argumentaci a skryté předpoklady jsou přesně ve stylu TSP. Občas bych uvítal delší vysvětlení.',
      },
      {
        title: 'Solidní, ale krátké',
        rating: 3,
        content: 'Obsah je kvalitní, jen ho je na čtyři týdny trochu málo. Prošla jsem ho za jeden víkend.',
      },
      {
        title: 'Super úvod do TSP',
        rating: 5,
        content:
          'Nevěděl jsem, co od TSP čekat, a tenhle kurz mi to ukázal. Líbí se mi, že test můžu opakovat, kolikrát chci.',
      },
    ],
  },
  'tsp-analyticke-numericke-prostorove': {
    students: 5,
    offset: 33,
    reviews: [
      {
        title: 'Prostorová představivost',
        rating: 4,
        content:
          'Úlohy s krychlemi a jejich sítěmi mi šly nejhůř a tady jsem se je naučil řešit krok za krokem. Obrázky by mohly být větší.',
      },
      {
        title: 'Konečně chápu číselné řady',
        rating: 5,
        content:
          'Postupy na hledání pravidla v řadě jsou vysvětlené skvěle. V testu nanečisto jsem se zlepšila o dvacet percentilů.',
      },
    ],
  },
};

export interface UpcomingSeed {
  title: string;
  content: string;
  /** File name in `seed/images/`. */
  image: string;
  category: 'osp' | 'zsv' | 'tsp';
  /** Days after seeding the course opens. */
  inDays: number;
}

export const UPCOMING_COURSES: readonly UpcomingSeed[] = [
  {
    title: 'Živé soustředění: OSP nanečisto',
    content:
      '<p>V sobotu dopoledne si společně napíšeme celý test OSP v reálném čase a hned potom projdeme úlohy, ve kterých se chybuje nejčastěji.</p><p>Stačí počítač, papír a tužka. Výsledky porovnáme s ostatními účastníky.</p>',
    image: 'osp-category.svg',
    category: 'osp',
    inDays: 2,
  },
  {
    title: 'ZSV: Aktuality z politiky a ekonomiky',
    content:
      '<p>Co se za poslední rok změnilo v české a evropské politice, v daních a na trhu práce? Krátký kurz shrnuje události, na které se u přijímacích zkoušek ze ZSV ptají nejčastěji.</p>',
    image: 'zsv-cover-ekonomie-pravo.svg',
    category: 'zsv',
    inDays: 9,
  },
  {
    title: 'TSP: Prostorová představivost pro pokročilé',
    content:
      '<p>Rotace těles, řezy krychlí a skládání sítí na náročnějších úlohách, než jaké bývají v testu. Pro ty, kdo chtějí v TSP bojovat o nejvyšší percentily.</p>',
    image: 'tsp-cover-analyticke-numericke.svg',
    category: 'tsp',
    inDays: 30,
  },
];

/**
 * The demo premium learner's order: one course of another family. Their OSP plan is granted by the team
 * (`seedDemoSubscription`), so no order paid for it.
 */
export const PREMIUM_ORDERS = {
  course: { slug: 'zsv-ekonomie-pravo-politologie', daysAgo: 3 },
} as const;
