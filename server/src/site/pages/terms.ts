import { mailLink, phoneLink } from '../links';
import type { SiteContext, SitePage } from '../site-context';

/** Obchodní podmínky, served at /obchodni-podminky/. Formally neutral Czech. */
export function termsPage(ctx: SiteContext): SitePage {
  const mail = mailLink(ctx.supportEmail);
  const phone = phoneLink(ctx.supportPhone);
  return {
    title: 'Obchodní podmínky',
    description:
      'Obchodní podmínky služby Studovna: uživatelský účet, studijní plány a platby, odstoupení od smlouvy, ' +
      'reklamace, pravidla pro komentáře a hodnocení a ukončení účtu.',
    body: `
<h1>Obchodní podmínky</h1>
<p class="meta">Účinné od 1. 11. 2026</p>

<h2>1. Úvodní ustanovení</h2>
<p>Tyto obchodní podmínky upravují práva a povinnosti mezi provozovatelem služby Studovna (dále jen
„provozovatel“) a každým, kdo službu používá (dále jen „uživatel“). Službou se rozumí aplikace Studovna
a webové stránky, na kterých je nabízena.</p>
<p>Je-li uživatel spotřebitelem, řídí se vztah vedle těchto podmínek zejména zákonem č. 89/2012 Sb.,
občanský zákoník, a zákonem č. 634/1992 Sb., o ochraně spotřebitele. Tyto podmínky nemohou spotřebitele
zbavit práv, která mu přiznávají právní předpisy. Zpracování osobních údajů popisují
<a href="/zasady-ochrany/">Zásady ochrany osobních údajů</a>.</p>
<p>Provozovatele lze kontaktovat e-mailem na ${mail} nebo telefonicky na ${phone}.</p>

<h2>2. Služba</h2>
<p>Studovna je online služba pro přípravu na přijímací zkoušky na vysoké školy, zejména na Obecné
studijní předpoklady (OSP), Základy společenských věd (ZSV) a Test studijních předpokladů (TSP).
Nabízí kurzy s lekcemi, kvízy a úkoly, testy na čas s vyhodnocením a percentilem, vysvětlení k otázkám,
nástěnku připnutých otázek, komentáře a hodnocení kurzů.</p>
<p>Ukázky a ukázkové úlohy jsou dostupné zdarma, některé i bez registrace. Plný přístup k obsahu
kategorií vyžaduje aktivní studijní plán.</p>
<p>Provozovatel službu průběžně rozvíjí a může měnit její obsah a funkce, pokud tím podstatně nezhorší
plnění, za které uživatel zaplatil. Provozovatel usiluje o nepřetržitou dostupnost služby a přerušení
z důvodu nezbytné údržby omezuje na co nejkratší dobu.</p>

<h2>3. Uživatelský účet</h2>
<p>K ukládání výsledků, připínání otázek, psaní komentářů a zakoupení studijního plánu je potřeba
uživatelský účet. Při registraci uživatel zadá uživatelské jméno, e-mailovou adresu a heslo a potvrdí,
že se seznámil s těmito podmínkami a se zásadami ochrany osobních údajů. Registrací vzniká smlouva
o užívání služby, která je bezúplatná; úplatné jsou pouze studijní plány.</p>
<p>Uživatel je povinen uvádět pravdivé údaje, chránit své heslo před zneužitím a nesdílet účet s dalšími
osobami. Účet je osobní a nepřenosný. Při podezření na zneužití účtu je třeba neprodleně změnit heslo
a informovat provozovatele.</p>
<p>Služba je určena uživatelům od 16 let. Mladší uživatelé ji mohou používat jen se souhlasem svého
zákonného zástupce.</p>

<h2>4. Studijní plány</h2>
<ul>
<li>Studijní plán je časově omezený přístup (předplatné) k obsahu pro jednu zkoušku: OSP, ZSV nebo TSP.
Které kategorie kurzů plán zpřístupní, je uvedeno u plánu před jeho zakoupením.</li>
<li>Plán lze pořídit na období jednoho dne, jednoho týdne, jednoho měsíce nebo tří měsíců. Období začíná běžet
zpřístupněním plánu.</li>
<li>V jednu chvíli může mít uživatel aktivní pouze jeden studijní plán.</li>
<li>Uplynutím období přístup k obsahu plánu končí. Výsledky, připnuté otázky a další studijní údaje
zůstávají v účtu zachovány.</li>
<li>Cena plánu je uvedena před zaplacením jako konečná, včetně všech daní a poplatků.</li>
<li>Platba probíhá prostřednictvím poskytovatele platebních služeb způsoby, které jsou u objednávky
nabídnuty. Smlouva o studijním plánu je uzavřena úspěšným dokončením platby. Provozovatel poté plán
bez zbytečného odkladu zpřístupní a uživateli zašle e-mailem potvrzení o uzavření smlouvy a doklad
o zaplacení.</li>
<li>Pořídí-li si uživatel studijní plán v mobilní aplikaci prostřednictvím obchodu Google Play nebo
App Store, řídí se platba, její případné vrácení a správa předplatného také podmínkami daného obchodu.</li>
</ul>

<h2>5. Odstoupení od smlouvy</h2>
<p>Spotřebitel může od smlouvy uzavřené distančním způsobem odstoupit bez udání důvodu do 14 dnů ode dne
jejího uzavření (§ 1829 občanského zákoníku).</p>
<p>Studijní plán je digitální obsah, který se nedodává na hmotném nosiči. Před zaplacením proto uživatel
výslovně souhlasí s tím, že mu provozovatel obsah zpřístupní ihned, tedy ještě před uplynutím lhůty pro
odstoupení od smlouvy, a bere na vědomí, že tím právo od smlouvy odstoupit ztrácí (§ 1837 písm. l)
občanského zákoníku). Udělení souhlasu provozovatel uvede v potvrzení o uzavření smlouvy.</p>
<p>Pokud by provozovatel začal plnit bez takového souhlasu, může spotřebitel odstoupit do 14 dnů od
uzavření smlouvy oznámením zaslaným na ${mail}. Provozovatel mu pak vrátí zaplacenou částku do 14 dnů
od doručení odstoupení, a to stejným platebním prostředkem, jakým byla zaplacena.</p>

<h2>6. Reklamace</h2>
<p>Provozovatel odpovídá za to, že studijní plán po celou dobu svého trvání odpovídá popisu a je funkční.
Objeví-li uživatel vadu, například nedostupný obsah, nefunkční test nebo chybu v úloze, může ji
reklamovat e-mailem na ${mail} nebo telefonicky na ${phone}. Chybu v konkrétní otázce lze nahlásit také
přímo v aplikaci. V reklamaci je vhodné popsat, v čem vada spočívá, a uvést uživatelské jméno.</p>
<p>Provozovatel reklamaci vyřídí bez zbytečného odkladu, nejpozději do 30 dnů od jejího uplatnění,
a o vyřízení uživatele informuje e-mailem. Uživatel má podle povahy vady právo na její odstranění, na
přiměřenou slevu, nebo, není-li vada nevýznamná, na odstoupení od smlouvy a vrácení ceny.</p>
<p>K mimosoudnímu řešení spotřebitelských sporů je příslušná Česká obchodní inspekce
(<a href="https://www.coi.cz/">www.coi.cz</a>).</p>

<h2>7. Pravidla pro komentáře a hodnocení</h2>
<p>Komentáře a hodnocení kurzů slouží k diskusi o učivu a ke zpětné vazbě. Uživatel do nich nesmí vkládat
obsah, který je protiprávní, urážlivý, vulgární, výhrůžný nebo diskriminační, který porušuje práva
jiných (například autorská práva nebo právo na ochranu osobnosti a osobních údajů), ani reklamu a spam.
Za obsah komentáře či hodnocení odpovídá jeho autor.</p>
<p>Dále je zakázáno zasahovat do technického fungování služby, obcházet omezení přístupu, hromadně
stahovat obsah automatizovanými nástroji nebo zpřístupňovat placený obsah dalším osobám.</p>
<p>Provozovatel může obsah, který tato pravidla porušuje, odstranit. Při závažném nebo opakovaném
porušení může uživateli omezit přístup ke službě nebo jeho účet zrušit (článek 10).</p>
<p>Vložením komentáře nebo hodnocení uděluje uživatel provozovateli bezúplatné a nevýhradní oprávnění
tento obsah ve službě zobrazovat po dobu jejího provozu.</p>

<h2>8. Duševní vlastnictví</h2>
<p>Obsah služby – texty lekcí, úlohy, vysvětlení, testy, videa, grafika i software – je chráněn
autorským zákonem (zákon č. 121/2000 Sb.) a náleží provozovateli nebo jeho autorům. Uživatel jej smí
používat jen pro vlastní studium. Bez písemného souhlasu provozovatele jej nesmí kopírovat, šířit,
prodávat ani jinak zpřístupňovat dalším osobám.</p>
<p>Názvy zkoušek OSP, ZSV a TSP slouží jen k označení, na kterou zkoušku se obsah připravuje. Není-li
výslovně uvedeno jinak, nejde o oficiální materiály pořadatelů těchto zkoušek.</p>

<h2>9. Odpovědnost</h2>
<p>Studovna je studijní pomůcka. Provozovatel připravuje obsah pečlivě, nezaručuje však přijetí ke studiu
ani dosažení určitého výsledku u přijímací zkoušky. Vyhodnocení testů a percentil jsou orientační:
percentil vychází z výsledků uživatelů služby a nejde o výsledek oficiální zkoušky.</p>
<p>Provozovatel neodpovídá za škodu způsobenou nesprávným používáním služby ani za přerušení služby
z příčin, které nemohl ovlivnit. Tím nejsou dotčena práva uživatele z vadného plnění ani jeho další
práva, která nelze smluvně vyloučit nebo omezit.</p>

<h2>10. Ukončení užívání a smazání účtu</h2>
<p>Uživatel může službu kdykoli přestat používat a svůj účet smazat v aplikaci v Nastavení (pro potvrzení
je třeba zadat heslo). Smazáním účtu zaniká smlouva o užívání služby i přístup k aktivnímu studijnímu
plánu; zbývající dobu plánu nelze převést na jiný účet. Se studijními a dalšími údaji se poté naloží
podle zásad ochrany osobních údajů.</p>
<p>Provozovatel může smlouvu vypovědět e-mailem s výpovědní dobou jednoho měsíce, nebo s okamžitou
účinností, pokud uživatel závažně porušil tyto podmínky. Ukončí-li provozovatel poskytování služby
z jiného důvodu než pro porušení podmínek uživatelem, vrátí mu poměrnou část ceny za nevyčerpanou dobu
studijního plánu.</p>

<h2>11. Změny podmínek</h2>
<p>Provozovatel může tyto podmínky přiměřeně měnit, zejména při změně služby nebo právních předpisů.
O změně informuje uživatele e-mailem nebo v aplikaci nejméně 14 dnů před její účinností. Uživatel, který
se změnou nesouhlasí, může do dne její účinnosti smlouvu ukončit smazáním účtu. Zakoupený studijní plán
se až do konce svého období řídí podmínkami účinnými v den nákupu.</p>

<h2>12. Rozhodné právo a závěrečná ustanovení</h2>
<p>Vztahy mezi provozovatelem a uživatelem se řídí právem České republiky. Je-li uživatel spotřebitelem
s obvyklým bydlištěm v jiném státě Evropské unie, nejsou tím dotčena práva, která mu zaručují kogentní
ustanovení práva tohoto státu. Spory rozhodují soudy České republiky, nestanoví-li právní předpisy
jinak.</p>
<p>Smlouva se uzavírá v českém jazyce. Znění obchodních podmínek je zveřejněno na této stránce a uživatel
si je může uložit nebo vytisknout.</p>

<h2>13. Kontakt</h2>
<p>Provozovatel služby Studovna, e-mail ${mail}, telefon ${phone}.</p>
<p>Tyto obchodní podmínky jsou účinné od 1. 11. 2026.</p>
`,
  };
}
