/**
 * Kulturní přehled: a subtest of the TSP (Masaryk University) in its six-subtest years, ten single-choice
 * items with five options each. A section appended to „TSP: Verbální a kritické myšlení“ (`tsp.ts`). Every
 * explanation gives a verdict on each option (✔ or ✘) and why.
 */
import type { SeedQuestion, SeedSection } from '../content-types';

const HINT_PERIOD =
  'Ke každé možnosti si vybav, kdy a kde autor tvořil a jaké je jeho nejznámější dílo; vyřazuj podle doby a oboru.';

export const cultureItems: SeedQuestion[] = [
  {
    type: 'single_choice',
    title: 'Kdo napsal román Osudy dobrého vojáka Švejka za světové války?',
    hint: HINT_PERIOD,
    explanation: `<p>Román o Švejkovi psal <strong>Jaroslav Hašek</strong> v letech 1921–1923 a kvůli autorově smrti zůstal nedokončený. Patří k nejpřekládanějším českým knihám; ilustrace k němu nakreslil Josef Lada.</p><ul><li><strong>Jaroslav Hašek</strong> ✔ — autor Švejka, humorista a anarchista, sám za první světové války voják rakousko-uherské armády.</li><li><strong>Karel Čapek</strong> ✘ — současník Haška, autor dramatu R.U.R. a románu Válka s mloky.</li><li><strong>Bohumil Hrabal</strong> ✘ — patří do pozdější doby: jeho Ostře sledované vlaky a Příliš hlučná samota vznikly po druhé světové válce.</li><li><strong>Vladislav Vančura</strong> ✘ — autor Markety Lazarové a Rozmarného léta.</li><li><strong>Jan Werich</strong> ✘ — herec a spisovatel, autor pohádek Fimfárum, spolu s Jiřím Voskovcem osobnost Osvobozeného divadla.</li></ul>`,
    options: [
      { title: 'Karel Čapek' },
      { title: 'Jaroslav Hašek', correct: true },
      { title: 'Bohumil Hrabal' },
      { title: 'Vladislav Vančura' },
      { title: 'Jan Werich' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Který skladatel složil cyklus symfonických básní Má vlast?',
    hint: 'U každého skladatele si vybav jedno jeho slavné dílo a dobu, kdy žil; Má vlast vznikla v 70. letech 19. století.',
    explanation: `<p>Cyklus šesti symfonických básní <strong>Má vlast</strong> (mezi nimi Vyšehrad a Vltava) složil <strong>Bedřich Smetana</strong> v letech 1874–1879, většinu z něj už jako hluchý.</p><ul><li><strong>Bedřich Smetana</strong> ✔ — autor Mé vlasti a opery Prodaná nevěsta.</li><li><strong>Antonín Dvořák</strong> ✘ — autor Symfonie č. 9 „Z Nového světa“ a opery Rusalka.</li><li><strong>Leoš Janáček</strong> ✘ — autor oper Její pastorkyňa a Příhody lišky Bystroušky a orchestrální Sinfonietty.</li><li><strong>Bohuslav Martinů</strong> ✘ — skladatel 20. století, autor kantáty Otvírání studánek.</li><li><strong>Josef Suk</strong> ✘ — Dvořákův žák a zeť, autor symfonie Asrael.</li></ul>`,
    options: [
      { title: 'Antonín Dvořák' },
      { title: 'Leoš Janáček' },
      { title: 'Bedřich Smetana', correct: true },
      { title: 'Bohuslav Martinů' },
      { title: 'Josef Suk' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Kdo namaloval obraz Hvězdná noc (1889)?',
    hint: 'Vybav si u každého malíře, ke kterému směru patří a čím je typický jeho rukopis.',
    explanation: `<p><strong>Hvězdnou noc</strong> namaloval <strong>Vincent van Gogh</strong> v roce 1889 v ústavu v Saint-Rémy-de-Provence; typické jsou pro ni víry na noční obloze a silné, pastózní tahy štětcem.</p><ul><li><strong>Vincent van Gogh</strong> ✔ — nizozemský postimpresionista, autor Slunečnic a Hvězdné noci.</li><li><strong>Claude Monet</strong> ✘ — impresionista; jeho obraz Imprese, východ slunce dal směru jméno.</li><li><strong>Paul Cézanne</strong> ✘ — postimpresionista, který opakovaně maloval horu Sainte-Victoire.</li><li><strong>Edvard Munch</strong> ✘ — norský expresionista, autor Výkřiku.</li><li><strong>Gustav Klimt</strong> ✘ — vídeňská secese, autor Polibku.</li></ul>`,
    options: [
      { title: 'Claude Monet' },
      { title: 'Paul Cézanne' },
      { title: 'Edvard Munch' },
      { title: 'Gustav Klimt' },
      { title: 'Vincent van Gogh', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title:
      'Pro který sloh jsou typické lomené oblouky, žebrová klenba, opěrný systém a velká okna s vitrážemi?',
    hint: 'Projdi slohy v časovém pořadí a u každého si vybav jednu typickou stavbu a to, jak vypadají její okna a klenby.',
    explanation: `<p>Lomený oblouk, žebrová klenba a opěrný systém (opěrné pilíře a oblouky) umožnily stavět vysoko a prolomit zdi velkými okny. To je <strong>gotika</strong> — v Česku například katedrála sv. Víta, Karlův most nebo chrám sv. Barbory v Kutné Hoře.</p><ul><li><strong>gotika</strong> ✔ — všechny čtyři znaky jsou pro ni typické.</li><li><strong>románský sloh</strong> ✘ — půlkruhové oblouky, silné zdi a malá okna (rotunda sv. Martina na Vyšehradě).</li><li><strong>renesance</strong> ✘ — návrat k antice: sloupové arkády, souměrnost, sgrafita (letohrádek královny Anny, zámek Litomyšl).</li><li><strong>baroko</strong> ✘ — dynamické zvlněné tvary, kupole a iluzivní malba (chrám sv. Mikuláše na Malé Straně).</li><li><strong>secese</strong> ✘ — přelom 19. a 20. století, rostlinný ornament a plynulé linie (Obecní dům v Praze).</li></ul>`,
    options: [
      { title: 'románský sloh' },
      { title: 'gotika', correct: true },
      { title: 'renesance' },
      { title: 'baroko' },
      { title: 'secese' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Který režisér natočil film Ostře sledované vlaky, oceněný Oscarem za nejlepší cizojazyčný film?',
    hint: 'Vybav si, kdy který z režisérů točil a jaký je jeho nejznámější film; tenhle vznikl v polovině 60. let.',
    explanation: `<p>Film <strong>Ostře sledované vlaky</strong> (1966) natočil <strong>Jiří Menzel</strong> podle novely Bohumila Hrabala; na jaře 1968 za něj převzal Oscara za nejlepší cizojazyčný film.</p><ul><li><strong>Jiří Menzel</strong> ✔ — představitel československé nové vlny, Hrabala zfilmoval ještě několikrát (Skřivánci na niti, Postřižiny).</li><li><strong>Miloš Forman</strong> ✘ — v 60. letech natočil Lásky jedné plavovlásky a Hoří, má panenko; Oscary za režii získal až v USA za Přelet nad kukaččím hnízdem a Amadea.</li><li><strong>Jan Svěrák</strong> ✘ — Oscara dostal o tři desetiletí později, za film Kolja (1996).</li><li><strong>Věra Chytilová</strong> ✘ — autorka experimentálních Sedmikrásek (1966).</li><li><strong>Karel Kachyňa</strong> ✘ — režisér Kočáru do Vídně a zakázaného filmu Ucho.</li></ul>`,
    options: [
      { title: 'Miloš Forman' },
      { title: 'Jan Svěrák' },
      { title: 'Věra Chytilová' },
      { title: 'Jiří Menzel', correct: true },
      { title: 'Karel Kachyňa' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Který z románů napsal Franz Kafka?',
    hint: 'Ke každému románu si vybav autora, jazyk a zemi, ve které vznikl.',
    explanation: `<p><strong>Proces</strong> je román pražského německy píšícího autora <strong>Franze Kafky</strong>. Vyšel roku 1925, po autorově smrti, péčí jeho přítele Maxe Broda. Josef K. je zatčen a souzen, aniž se kdy dozví, z čeho je obviněn.</p><ul><li><strong>Proces</strong> ✔ — Kafkův román o člověku bezmocném vůči anonymní moci.</li><li><strong>Cizinec</strong> ✘ — román francouzského spisovatele Alberta Camuse.</li><li><strong>Kouzelný vrch</strong> ✘ — román Thomase Manna, odehrává se v horském sanatoriu v Davosu.</li><li><strong>Jméno růže</strong> ✘ — detektivní román Umberta Eca ze středověkého kláštera.</li><li><strong>Mistr a Markétka</strong> ✘ — román Michaila Bulgakova.</li></ul>`,
    options: [
      { title: 'Cizinec' },
      { title: 'Kouzelný vrch' },
      { title: 'Proces', correct: true },
      { title: 'Jméno růže' },
      { title: 'Mistr a Markétka' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Kdo napsal drama R.U.R., ve kterém poprvé zaznělo slovo robot?',
    hint: 'Drama mělo premiéru roku 1921. Vyřaď autory, kteří tvořili v jiné době, a pak rozliš, kdo hru napsal a kdo k ní jen něco přispěl.',
    explanation: `<p>Drama <strong>R.U.R.</strong> (Rossumovi univerzální roboti) napsal <strong>Karel Čapek</strong>; oficiální premiéru mělo v Národním divadle roku 1921. Slovo <em>robot</em> podle Karlova svědectví vymyslel jeho bratr Josef.</p><ul><li><strong>Karel Čapek</strong> ✔ — autor hry; napsal i Bílou nemoc a Matku.</li><li><strong>Josef Čapek</strong> ✘ — malíř a spisovatel, slovo robot bratrovi navrhl, hru ale nenapsal.</li><li><strong>Václav Havel</strong> ✘ — dramatik absurdního divadla 60. let (Zahradní slavnost, Vyrozumění).</li><li><strong>Josef Kajetán Tyl</strong> ✘ — dramatik národního obrození, autor Strakonického dudáka a Fidlovačky s písní Kde domov můj.</li><li><strong>Jiří Voskovec</strong> ✘ — spolu s Janem Werichem autor a herec Osvobozeného divadla.</li></ul>`,
    options: [
      { title: 'Josef Čapek' },
      { title: 'Karel Čapek', correct: true },
      { title: 'Václav Havel' },
      { title: 'Josef Kajetán Tyl' },
      { title: 'Jiří Voskovec' },
    ],
  },
  {
    type: 'single_choice',
    title: 'Kdo složil operu Kouzelná flétna?',
    hint: 'Kouzelná flétna měla premiéru ve Vídni roku 1791. Vyřaď skladatele, kteří tehdy ještě netvořili nebo opery nepsali.',
    explanation: `<p><strong>Kouzelnou flétnu</strong> složil <strong>Wolfgang Amadeus Mozart</strong>; premiéru měla ve Vídni na podzim roku 1791, něco přes dva měsíce před skladatelovou smrtí. S Prahou je spojena jiná jeho opera — Don Giovanni měl premiéru roku 1787 ve Stavovském divadle.</p><ul><li><strong>Wolfgang Amadeus Mozart</strong> ✔ — klasicistní skladatel, autor Figarovy svatby, Dona Giovanniho i Kouzelné flétny.</li><li><strong>Ludwig van Beethoven</strong> ✘ — napsal jedinou operu, Fidelia.</li><li><strong>Giuseppe Verdi</strong> ✘ — italský skladatel 19. století, autor Aidy a La traviaty.</li><li><strong>Richard Wagner</strong> ✘ — autor cyklu Prsten Nibelungův, tvořil v 19. století.</li><li><strong>Johann Sebastian Bach</strong> ✘ — barokní skladatel; opery nepsal, proslavila ho duchovní hudba (Matoušovy pašije).</li></ul>`,
    options: [
      { title: 'Ludwig van Beethoven' },
      { title: 'Giuseppe Verdi' },
      { title: 'Wolfgang Amadeus Mozart', correct: true },
      { title: 'Richard Wagner' },
      { title: 'Johann Sebastian Bach' },
    ],
  },
  {
    type: 'single_choice',
    title:
      'Kdo je autorem secesních plakátů pro herečku Sarah Bernhardtovou a cyklu obrazů Slovanská epopej?',
    hint: 'Zadání spojuje pařížské plakáty z konce 19. století a monumentální malbu; vyřazuj podle směru, ke kterému se každý z malířů hlásil.',
    explanation: `<p><strong>Alfons Mucha</strong> proslul v Paříži plakáty pro Sarah Bernhardtovou (první, Gismonda, je z přelomu let 1894 a 1895) a stal se tváří secese. Později namaloval dvacet obrazů <strong>Slovanské epopeje</strong>.</p><ul><li><strong>Alfons Mucha</strong> ✔ — secesní malíř, grafik a designér.</li><li><strong>František Kupka</strong> ✘ — průkopník abstraktní malby (Amorfa – dvoubarevná fuga).</li><li><strong>Josef Lada</strong> ✘ — ilustrátor Švejka a autor obrázků české vesnice.</li><li><strong>Max Švabinský</strong> ✘ — grafik a malíř portrétů, autor návrhů poštovních známek.</li><li><strong>Mikoláš Aleš</strong> ✘ — malíř generace Národního divadla, autor cyklu Vlast.</li></ul>`,
    options: [
      { title: 'František Kupka' },
      { title: 'Josef Lada' },
      { title: 'Max Švabinský' },
      { title: 'Mikoláš Aleš' },
      { title: 'Alfons Mucha', correct: true },
    ],
  },
  {
    type: 'single_choice',
    title: 'Který panovník založil roku 1348 pražskou univerzitu a Nové Město pražské?',
    hint: 'Seřaď nabízené panovníky podle doby vlády a hledej toho, kdo vládl v polovině 14. století.',
    explanation: `<p>Pražskou univerzitu, dnes Univerzitu Karlovu, i Nové Město pražské založil roku 1348 <strong>Karel IV.</strong> — český král a od roku 1355 římský císař. Za jeho vlády se stavěly i Karlův most a Karlštejn.</p><ul><li><strong>Karel IV.</strong> ✔ — vládl v Českém království v letech 1346–1378.</li><li><strong>Přemysl Otakar II.</strong> ✘ — „král železný a zlatý“ 13. století, padl roku 1278 na Moravském poli.</li><li><strong>Václav IV.</strong> ✘ — Karlův syn; roku 1409 Kutnohorským dekretem univerzitu proměnil, nezaložil ji.</li><li><strong>Jiří z Poděbrad</strong> ✘ — husitský král 15. století, známý návrhem mírového svazu panovníků.</li><li><strong>Rudolf II.</strong> ✘ — habsburský císař přelomu 16. a 17. století, mecenáš umění a věd, který přenesl sídlo do Prahy.</li></ul>`,
    options: [
      { title: 'Přemysl Otakar II.' },
      { title: 'Karel IV.', correct: true },
      { title: 'Václav IV.' },
      { title: 'Jiří z Poděbrad' },
      { title: 'Rudolf II.' },
    ],
  },
];

export const tspCultureSection: SeedSection = {
  title: 'Kulturní přehled',
  description:
    'Literatura, hudba, výtvarné umění, architektura, film a dějiny: co se v kulturním přehledu ptá a jak si znalosti uspořádat.',
  appended: true,
  items: [
    {
      type: 'lp_lesson',
      title: 'Kulturní přehled: jak si znalosti uspořádat',
      durationMinutes: 15,
      content: `<h2>Co kulturní přehled ověřuje</h2>
<p>Kulturní přehled býval jedním ze subtestů TSP: v letech, kdy měl test šest subtestů (tak vypadal například v letech 2015–2017), obsahoval devět až deset úloh z literatury, hudby, výtvarného umění, architektury, filmu, divadla a dějin, každou s pěti možnostmi a jedinou správnou odpovědí. Pozdější podoby TSP ho už nemají — od roku 2023 se test skládá ze tří částí: numericko-analytického myšlení, kritického myšlení a uvažování v angličtině. Úlohy tohoto typu ale najdeš ve starších variantách TSP a podobně široký přehled se hodí i u zkoušek ze základů společenských věd.</p>
<p>Na rozdíl od ostatních částí testu tu nepomůže úsudek: buď víš, nebo vyřazuješ. Proto se vyplatí dvě věci — <strong>časová osa</strong>, na kterou si věšíš jména, a <strong>dvojice autor – dílo</strong>.</p>
<h3>Časová osa slohů v architektuře a umění</h3>
<table><caption>Slohy s příklady z českých zemí</caption><thead><tr><th>Sloh</th><th>Přibližně</th><th>Poznávací znaky</th><th>Příklad</th></tr></thead><tbody>
<tr><td>románský</td><td>11.–13. století</td><td>půlkruhový oblouk, silné zdi, malá okna</td><td>rotunda sv. Martina na Vyšehradě</td></tr>
<tr><td>gotika</td><td>13.–15. století</td><td>lomený oblouk, žebrová klenba, vitráže</td><td>katedrála sv. Víta, Karlův most</td></tr>
<tr><td>renesance</td><td>16. století</td><td>souměrnost, arkády, sgrafita</td><td>letohrádek královny Anny, zámek Litomyšl</td></tr>
<tr><td>baroko</td><td>17.–18. století</td><td>zvlněné tvary, kupole, iluzivní malba</td><td>chrám sv. Mikuláše na Malé Straně</td></tr>
<tr><td>klasicismus</td><td>konec 18. století</td><td>střídmost, sloupy a trojúhelníkové štíty</td><td>Stavovské divadlo</td></tr>
<tr><td>secese</td><td>kolem roku 1900</td><td>rostlinný ornament, plynulé linie</td><td>Obecní dům v Praze</td></tr>
<tr><td>funkcionalismus</td><td>20. a 30. léta 20. století</td><td>účel, beton, sklo, rovné střechy</td><td>vila Tugendhat v Brně</td></tr>
</tbody></table>
<h3>Dvojice autor – dílo</h3>
<ul>
<li><strong>Literatura:</strong> Karel Hynek Mácha – Máj, Božena Němcová – Babička, Karel Čapek – Válka s mloky, Jaroslav Seifert – Morový sloup (Nobelova cena za literaturu 1984), Bohumil Hrabal – Příliš hlučná samota, Milan Kundera – Žert.</li>
<li><strong>Hudba:</strong> Bedřich Smetana – Prodaná nevěsta, Antonín Dvořák – Rusalka, Leoš Janáček – Její pastorkyňa, W. A. Mozart – Don Giovanni (premiéra v Praze 1787).</li>
<li><strong>Výtvarné umění:</strong> Leonardo da Vinci – Mona Lisa, Edvard Munch – Výkřik, Pablo Picasso – Guernica, František Kupka – průkopník abstrakce.</li>
<li><strong>Film:</strong> československá nová vlna 60. let — Miloš Forman, Věra Chytilová, Jiří Menzel; Oscara za nejlepší cizojazyčný film získaly tři filmy: Obchod na korze (1965, Ján Kadár a Elmar Klos), Ostře sledované vlaky (1966) a Kolja (1996).</li>
</ul>
<h3>Řešený příklad</h3>
<p><strong>Ke kterému slohu patří chrám sv. Mikuláše na Malé Straně?</strong> (a) románský sloh, (b) gotika, (c) renesance, (d) baroko, (e) klasicismus.</p>
<p>I když stavbu neznáš, vyřazuj podle znaků: obrovská kupole, zvlněné průčelí a bohatá iluzivní výzdoba nejsou ani románské, ani gotické; renesance je klidná a souměrná, klasicismus střídmý. Zbývá <strong>(d) baroko</strong> — chrám stavěli Kryštof a Kilián Ignác Dientzenhoferové v 18. století.</p>
<h3>Tipy</h3>
<ul>
<li>Uč se v souvislostech: „Mácha — Máj — 1836 — romantismus“ si zapamatuješ lépe než samotné jméno.</li>
<li>V možnostech bývají osobnosti stejného oboru a země z jiné doby. Když víš, kdy dílo vzniklo, vyřadíš většinu z nich.</li>
<li>Za chybnou odpověď se v TSP strhávají body; u kulturního přehledu proto neodpovídej naslepo, když nedokážeš vyřadit ani jednu možnost.</li>
</ul>`,
    },
    {
      type: 'lp_quiz',
      title: 'Kulturní přehled – test',
      description: `<p>Deset úloh s pěti možnostmi, jako v kulturním přehledu TSP: literatura, hudba, výtvarné umění, architektura, film a dějiny. Vyhodnocení a vysvětlení ke každé možnosti uvidíš po odevzdání. Test můžeš zopakovat dvakrát.</p>`,
      durationMinutes: 10,
      passingGrade: 60,
      retakeCount: 2,
      questions: cultureItems,
    },
  ],
};
