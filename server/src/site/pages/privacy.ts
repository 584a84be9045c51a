import { mailLink, phoneLink } from '../links';
import type { SiteContext, SitePage } from '../site-context';

/** Zásady ochrany osobních údajů (GDPR), served at /zasady-ochrany/. Formally neutral Czech. */
export function privacyPage(ctx: SiteContext): SitePage {
  const mail = mailLink(ctx.supportEmail);
  const phone = phoneLink(ctx.supportPhone);
  return {
    title: 'Zásady ochrany osobních údajů',
    description:
      'Jak služba Studovna zpracovává osobní údaje uživatelů: jaké údaje, proč, na jakém právním základě, ' +
      'jak dlouho, komu je předává a jaká práva uživatelé mají.',
    body: `
<h1>Zásady ochrany osobních údajů</h1>
<p class="meta">Účinné od 1. 11. 2026</p>
<p>Tyto zásady popisují, jak zpracováváme osobní údaje uživatelů aplikace Studovna a webových stránek,
na kterých je služba nabízena (dále společně jen „služba“). Řídíme se nařízením Evropského parlamentu
a Rady (EU) 2016/679, obecným nařízením o ochraně osobních údajů (dále jen „GDPR“), a zákonem
č. 110/2019 Sb., o zpracování osobních údajů.</p>

<h2>1. Správce osobních údajů</h2>
<p>Správcem osobních údajů je provozovatel služby Studovna (dále jen „správce“ nebo „my“). S dotazy
ke zpracování osobních údajů i s uplatněním práv podle článku 8 se lze obrátit na e-mail ${mail}
nebo na telefon ${phone}.</p>

<h2>2. Jaké osobní údaje zpracováváme</h2>
<h3>Údaje o účtu</h3>
<ul>
<li>uživatelské jméno a e-mailová adresa zadané při registraci;</li>
<li>jméno, příjmení, přezdívka, popis profilu a profilový obrázek, pokud je uživatel v Nastavení vyplní;</li>
<li>heslo – neukládáme ho v čitelné podobě, ale pouze jako otisk (hash) vytvořený algoritmem argon2id,
ze kterého původní heslo nelze zpětně zjistit;</li>
<li>údaje o studijních plánech: který plán má uživatel aktivní, na jaké období, a záznamy o jejich
zakoupení (druh plánu, cena, datum a identifikátor platby).</li>
</ul>
<h3>Studijní údaje</h3>
<ul>
<li>zápisy do kurzů a průběh studia, například dokončené lekce;</li>
<li>odpovědi v kvízech a testech, jejich výsledky, bodové hodnocení a čas řešení;</li>
<li>percentil výsledku testu – počítáme ho ze souhrnných statistik anonymizovaných výsledků ostatních
uživatelů, ze kterých nelze zjistit, komu který výsledek patří;</li>
<li>otázky připnuté na nástěnku a údaje o jejich opakování, seznam přání a soubory odevzdané k úkolům;</li>
<li>komentáře a hodnocení kurzů. Ty vidí ostatní přihlášení uživatelé spolu se jménem a profilovým
obrázkem autora; u komentářů ukládáme také e-mail autora a identifikaci jeho prohlížeče.</li>
</ul>
<h3>Technické údaje</h3>
<ul>
<li>IP adresa, kterou používáme k zabezpečení služby a k omezení počtu pokusů o přihlášení (ochrana
proti hádání hesel);</li>
<li>serverové záznamy (logy): datum a čas požadavku, požadovaná adresa, výsledek jeho zpracování,
IP adresa a identifikace prohlížeče.</li>
</ul>
<h3>Údaje, které nám uživatel sám pošle</h3>
<p>Když uživatel kontaktuje podporu, nahlásí chybu v otázce nebo nám pošle záznamy (logy) z aplikace,
zpracováváme obsah zprávy a údaje, které v ní uvede. Záznamy z aplikace se odesílají jen tehdy,
když je uživatel sám odešle.</p>

<h2>3. Účely a právní základy zpracování</h2>
<ul>
<li><strong>Plnění smlouvy</strong> (čl. 6 odst. 1 písm. b) GDPR): vedení účtu a přihlášení, zpřístupnění
kurzů, vyhodnocení kvízů a testů včetně percentilu, nástěnka, seznam přání, komentáře a hodnocení,
studijní plány a zákaznická podpora. Bez těchto údajů službu nelze poskytovat.</li>
<li><strong>Plnění právní povinnosti</strong> (čl. 6 odst. 1 písm. c) GDPR): vedení účetnictví
a uchovávání dokladů k zaplaceným studijním plánům, vyřizování reklamací.</li>
<li><strong>Oprávněný zájem</strong> (čl. 6 odst. 1 písm. f) GDPR): zabezpečení služby a ochrana před
jejím zneužitím (omezení počtu pokusů o přihlášení, serverové záznamy), tvorba anonymizovaných
statistik výsledků, ze kterých počítáme percentil, oprava chyb a zlepšování obsahu a ochrana našich
právních nároků. Proti takovému zpracování lze vznést námitku.</li>
<li><strong>Souhlas</strong> (čl. 6 odst. 1 písm. a) GDPR): jen tam, kde o něj výslovně požádáme,
například o zasílání novinek e-mailem. Souhlas lze kdykoli odvolat; zpracování před jeho odvoláním
tím není dotčeno.</li>
</ul>
<p>Neprovádíme automatizované rozhodování ani profilování, které by mělo pro uživatele právní nebo
obdobně závažné účinky. Vyhodnocení testů a percentil slouží jen jako informace pro uživatele.</p>

<h2>4. Jak dlouho údaje uchováváme</h2>
<ul>
<li>Údaje o účtu a studijní údaje po dobu trvání účtu. Po smazání účtu je bez zbytečného odkladu,
nejpozději do 30 dnů, vymažeme nebo nevratně anonymizujeme; v zálohách mohou zůstat nejdéle dalších
30 dnů, než jsou přepsány.</li>
<li>Anonymizované výsledky ve statistikách pro výpočet percentilu už nejsou osobními údaji
a mohou zůstat zachovány.</li>
<li>Záznamy o zakoupení studijních plánů a účetní doklady po dobu, kterou stanoví účetní a daňové
předpisy, nejdéle 10 let.</li>
<li>Údaje pro omezení počtu pokusů o přihlášení jen po dobu nutnou k vyhodnocení limitu, řádově minuty.</li>
<li>Serverové záznamy nejdéle 30 dnů, pokud je nepotřebujeme déle k prošetření konkrétního
bezpečnostního incidentu.</li>
<li>Komunikaci s podporou po dobu vyřízení požadavku a poté nejdéle 3 roky pro případ sporu.</li>
<li>Údaje zpracovávané na základě souhlasu do jeho odvolání.</li>
</ul>

<h2>5. Komu údaje předáváme</h2>
<p>Osobní údaje neprodáváme a neposkytujeme je nikomu pro jeho vlastní marketing. Zpřístupňujeme je jen
těm, kdo nám pomáhají službu provozovat, a to v nezbytném rozsahu a na základě smlouvy o zpracování
osobních údajů:</p>
<ul>
<li>poskytovateli hostingu, na jehož serverech běží služba a její databáze;</li>
<li>poskytovateli služby pro doručování e-mailů (například potvrzení registrace nebo obnovení hesla);</li>
<li>poskytovateli platebních služeb, který zpracovává platby za studijní plány. Platební údaje, jako je
číslo karty, zadává uživatel přímo u něj a my od něj dostáváme jen informaci o výsledku platby.
Údaje o platbě zpracovává poskytovatel také jako samostatný správce podle svých zásad.</li>
</ul>
<p>Při nákupu v mobilní aplikaci zpracovává platbu obchod s aplikacemi (Google Play nebo App Store) jako
samostatný správce. Údaje můžeme poskytnout také orgánům veřejné moci, pokud nám to ukládá zákon.</p>
<p>Přednostně využíváme poskytovatele, kteří údaje zpracovávají v Evropské unii nebo v Evropském
hospodářském prostoru. Pokud by k předání údajů mimo ně přesto došlo, stane se tak jen za podmínek
kapitoly V GDPR, například na základě rozhodnutí Evropské komise o odpovídající ochraně nebo
standardních smluvních doložek.</p>

<h2>6. Zabezpečení</h2>
<p>Komunikace se službou je šifrovaná, hesla ukládáme pouze jako otisk argon2id, počet pokusů
o přihlášení je omezen a k údajům mají přístup jen pověřené osoby, které jsou vázány mlčenlivostí.</p>

<h2>7. Cookies a místní úložiště prohlížeče</h2>
<p>Služba nepoužívá reklamní cookies ani cookies třetích stran, které by sledovaly uživatele napříč weby.
Aplikace pro svou funkci ukládá do místního úložiště prohlížeče (local storage):</p>
<ul>
<li>přihlašovací token, díky kterému uživatel zůstane přihlášen;</li>
<li>nastavení aplikace a naposledy vybraný předmět;</li>
<li>dočasně uložená data (například seznam kurzů nebo připnuté otázky) a dosud neodeslané akce, aby
aplikace fungovala rychle i při krátkém výpadku připojení.</li>
</ul>
<p>Jde o ukládání nezbytné k poskytnutí služby, o kterou uživatel požádal, a proto k němu není potřeba
souhlas. Při odhlášení aplikace přihlašovací token a uložená data smaže; uživatel je může kdykoli
odstranit také v nastavení svého prohlížeče.</p>

<h2>8. Práva uživatelů</h2>
<p>Každý, jehož osobní údaje zpracováváme, má právo:</p>
<ul>
<li><strong>na přístup</strong> – získat potvrzení, zda jeho údaje zpracováváme, a jejich kopii (čl. 15 GDPR);</li>
<li><strong>na opravu</strong> nepřesných údajů (čl. 16 GDPR); většinu údajů profilu lze upravit přímo
v Nastavení aplikace;</li>
<li><strong>na výmaz</strong> (čl. 17 GDPR) – účet lze kdykoli smazat v aplikaci v Nastavení v části
pro smazání účtu (pro potvrzení je třeba zadat heslo), nebo o výmaz požádat e-mailem;</li>
<li><strong>na omezení zpracování</strong> (čl. 18 GDPR), například po dobu ověřování přesnosti údajů;</li>
<li><strong>na přenositelnost</strong> (čl. 20 GDPR) – získat údaje, které nám poskytl a které
zpracováváme na základě smlouvy nebo souhlasu, ve strukturovaném, běžně používaném a strojově
čitelném formátu;</li>
<li><strong>vznést námitku</strong> (čl. 21 GDPR) proti zpracování na základě oprávněného zájmu;</li>
<li><strong>odvolat souhlas</strong>, je-li zpracování na souhlasu založeno, a to kdykoli a stejně snadno,
jako byl udělen;</li>
<li><strong>podat stížnost</strong> u dozorového úřadu, kterým je Úřad pro ochranu osobních údajů,
Pplk. Sochora 27, 170 00 Praha 7, <a href="https://uoou.gov.cz/">uoou.gov.cz</a>.</li>
</ul>
<p>Žádosti vyřizujeme bez zbytečného odkladu, nejpozději do jednoho měsíce; ve složitých případech lze
lhůtu prodloužit o další dva měsíce, o čemž žadatele informujeme. Abychom údaje nevydali nepovolané
osobě, můžeme požádat o ověření totožnosti – obvykle stačí napsat z e-mailu, který je u účtu uveden.</p>

<h2>9. Nezletilí uživatelé</h2>
<p>Služba je určena uživatelům od 16 let. Mladší uživatelé ji mohou používat jen se souhlasem svého
zákonného zástupce. Zjistíme-li, že účet založil uživatel mladší 16 let bez tohoto souhlasu, můžeme
účet po předchozím upozornění zrušit. Zákonný zástupce se na nás může obrátit na e-mail ${mail}.</p>

<h2>10. Změny zásad</h2>
<p>Zásady můžeme měnit, například když službu rozšíříme nebo se změní právní předpisy. Aktuální znění je
vždy zveřejněno na této stránce. O podstatných změnách budeme uživatele předem informovat e-mailem nebo
v aplikaci.</p>
<p>Tyto zásady jsou účinné od 1. 11. 2026.</p>
`,
  };
}
