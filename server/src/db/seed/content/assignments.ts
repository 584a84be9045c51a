/**
 * The demo assignments, one per test family, each in a free course (the family files place them in a
 * section). Czech demo content; the introduction says what to hand in and how it is marked.
 */
import type { SeedAssignment } from '../content-types';

/** OSP: Verbální oddíl → Slovní analogie. */
export const ospOwnAnalogies: SeedAssignment = {
  type: 'lp_assignment',
  title: 'Napiš vlastní analogie',
  durationMinutes: 30,
  filesAmount: 1,
  duration: { format: 'day', time: 3 },
  mark: 12,
  passingGrade: 8,
  attachments: [{ name: 'Pracovní list – typy vztahů.txt', file: 'osp-pracovni-list-analogie.txt' }],
  introduction: `<p>Nejlíp pochopíš, jak analogie fungují, když je sám nebo sama sestavíš. V tomto úkolu vymyslíš šest vlastních analogií a u každé popíšeš vztah jednou přesnou větou.</p>
<h3>Co odevzdáš</h3>
<ul>
<li><strong>jeden soubor</strong> se šesti analogiemi – textový soubor (txt), pdf, docx, nebo fotku papíru (jpg),</li>
<li>do poznámky můžeš připsat, s čím sis nevěděl/a rady.</li>
</ul>
<h3>Jak se hodnotí</h3>
<p>Za každou analogii dostaneš až 2 body: 1 bod za správně sestavený vztah a 1 bod za větu, která ho přesně popisuje a platí pro obě dvojice. Celkem můžeš získat 12 bodů, ke splnění potřebuješ <strong>8 bodů</strong>.</p>
<p>Na odevzdání máš <strong>3 dny</strong> od chvíle, kdy úkol spustíš. Do té doby můžeš odpověď ukládat a upravovat. Pracovní list v příloze ti pomůže si práci rozvrhnout.</p>`,
  content: `<h2>Zadání</h2>
<p>Sestav <strong>šest analogií</strong> ve tvaru <em>A : B = C : D</em>. Každá musí mít jiný typ vztahu – vyber si šest z těchto sedmi:</p>
<ol>
<li>část a celek,</li>
<li>nástroj a činnost,</li>
<li>příčina a následek,</li>
<li>stupeň intenzity,</li>
<li>protiklad,</li>
<li>prvek a skupina,</li>
<li>mládě a dospělé zvíře.</li>
</ol>
<p>Ke každé analogii připiš typ vztahu a <strong>jednu větu</strong>, do které lze dosadit obě dvojice – stejně jako v lekci: „Nůžkami se stříhá. Pilou se řeže.“</p>
<h3>Ukázka</h3>
<p><strong>vánek : vichřice = mrholení : liják</strong><br>Typ: stupeň intenzity.<br>Věta: „Vánek je slabá podoba vichřice.“ – „Mrholení je slabá podoba lijáku.“</p>
<h3>Na co si dát pozor</h3>
<ul>
<li>Nepoužívej dvojice z lekce ani z testu.</li>
<li>Hlídej pořadí: v obou dvojicích musí vztah mířit stejným směrem.</li>
<li>Hlídej slovní druh: je-li v první dvojici podstatné jméno a sloveso, musí být i ve druhé.</li>
</ul>`,
};

/** ZSV: Filozofie, religionistika a psychologie → Dějiny filozofie. */
export const zsvPlatoCave: SeedAssignment = {
  type: 'lp_assignment',
  title: 'Esej: Platónova jeskyně',
  durationMinutes: 60,
  filesAmount: 2,
  duration: { format: 'week', time: 1 },
  mark: 20,
  passingGrade: 12,
  attachments: [{ name: 'Podobenství o jeskyni – výtah.txt', file: 'zsv-podobenstvi-o-jeskyni.txt' }],
  introduction: `<p>Platónovo podobenství o jeskyni patří k nejznámějším textům evropské filozofie a v testech ZSV se k němu otázky vracejí. V krátké eseji ukážeš, že mu rozumíš a dokážeš ho vztáhnout k dnešku.</p>
<h3>Co odevzdáš</h3>
<ul>
<li><strong>esej</strong> v rozsahu 300–500 slov jako docx, pdf nebo txt,</li>
<li>volitelně <strong>druhý soubor</strong>: osnovu nebo myšlenkovou mapu, klidně jako fotku z papíru (jpg).</li>
</ul>
<h3>Jak se hodnotí</h3>
<p>Esej hodnotíme až 20 body: porozumění podobenství (6 bodů), propojení s Platónovou naukou o idejích (6 bodů), vlastní příklad z dneška (4 body) a stavba a jazyk textu (4 body). Ke splnění potřebuješ <strong>12 bodů</strong>.</p>
<p>Na odevzdání máš <strong>týden</strong> od spuštění úkolu. Výtah z podobenství v příloze si můžeš přečíst už teď.</p>`,
  content: `<h2>Zadání</h2>
<p>Napiš esej na téma <strong>„Kdo jsou dnes vězni v jeskyni?“</strong> Odpověz v ní na tyto otázky:</p>
<ol>
<li>Co v podobenství představují stíny na stěně, oheň, cesta ven z jeskyně a slunce?</li>
<li>Jak podobenství souvisí s Platónovým rozlišením světa smyslového a světa idejí?</li>
<li>Proč vězni nevěří tomu, kdo se z jeskyně vrátí, a jak to souvisí s osudem Sókrata?</li>
<li>Najdi jeden příklad z dnešního světa, v němž lidé považují „stíny“ za skutečnost, a vysvětli, co by v něm znamenalo „vyjít z jeskyně“.</li>
</ol>
<p>Piš souvislým textem s úvodem, jádrem a závěrem, ne v odrážkách. Když cituješ z přílohy, dej citaci do uvozovek.</p>`,
};

/** TSP: Verbální a kritické myšlení → Kritické myšlení: argumenty a úsudky. */
export const tspShowYourWork: SeedAssignment = {
  type: 'lp_assignment',
  title: 'Vyřeš a nahraj postup',
  durationMinutes: 40,
  filesAmount: 1,
  duration: { format: 'hour', time: 2 },
  mark: 9,
  passingGrade: 6,
  introduction: `<p>V testu TSP se počítá jen výsledek, ale chyby vznikají v postupu. Tady vyřešíš tři úlohy z kritického myšlení a ukážeš celý postup – lektorka ti k němu napíše, kde tvoje úvaha drží a kde se láme.</p>
<h3>Co odevzdáš</h3>
<ul>
<li><strong>postup řešení</strong> jako jeden soubor: fotku ručně psaného řešení (jpg), pdf, docx nebo txt,</li>
<li>do poznámky napiš tři výsledné odpovědi ve tvaru „1 X, 2 X, 3 X“.</li>
</ul>
<h3>Jak se hodnotí</h3>
<p>Každá úloha má 3 body: 1 bod za správnou odpověď a 2 body za srozumitelný postup. Celkem 9 bodů, ke splnění potřebuješ <strong>6 bodů</strong>.</p>
<p>Na odevzdání máš <strong>2 hodiny</strong> od spuštění úkolu – tolik, kolik ti úlohy zaberou v klidu i s přepsáním postupu. Spusť ho, až na něj budeš mít čas.</p>`,
  content: `<h2>Úloha 1: Co nutně vyplývá</h2>
<blockquote><p>Všichni členové šachového kroužku umějí hrát bridž. Někteří hráči bridže studují medicínu. Petra je členkou šachového kroužku.</p></blockquote>
<p>Které tvrzení z textu nutně vyplývá?</p>
<ul>
<li>(A) Petra studuje medicínu.</li>
<li>(B) Někteří členové šachového kroužku studují medicínu.</li>
<li>(C) Petra umí hrát bridž.</li>
<li>(D) Žádný student medicíny nehraje šachy.</li>
</ul>
<p><em>Postup:</em> nakresli množiny a u každé možnosti vysvětli, proč platí vždy, nebo jen někdy.</p>
<h2>Úloha 2: Oslabení argumentu</h2>
<blockquote><p>Od chvíle, kdy město rozšířilo síť cyklostezek, ubylo v centru dopravních nehod o 15 %. Cyklostezky tedy zvýšily bezpečnost provozu.</p></blockquote>
<p>Které zjištění argument nejvíc oslabí?</p>
<ul>
<li>(A) Na cyklostezkách jezdí hlavně studenti.</li>
<li>(B) Stavba cyklostezek stála víc, než se plánovalo.</li>
<li>(C) V sousedním městě nehod za stejnou dobu přibylo.</li>
<li>(D) Ve stejném roce město snížilo v centru nejvyšší povolenou rychlost na 30 km/h.</li>
</ul>
<p><em>Postup:</em> napiš, jaký skrytý předpoklad argument má, a ukaž, kterou možností se naruší.</p>
<h2>Úloha 3: Fronta</h2>
<p>Adam, Bára, Cyril, Dana a Emil stojí ve frontě. Emil je poslední. Cyril stojí hned před Emilem. Bára stojí hned za Adamem. Adam není první.</p>
<p>Kdo stojí na třetím místě?</p>
<ul>
<li>(A) Dana</li>
<li>(B) Adam</li>
<li>(C) Bára</li>
<li>(D) Cyril</li>
</ul>
<p><em>Postup:</em> zapisuj pozice 1–5 a po každé podmínce napiš, co už víš jistě.</p>`,
};
