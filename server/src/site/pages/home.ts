import { escapeHtml } from '../escape-html';
import { safeHref } from '../links';
import type { SiteContext, SitePage } from '../site-context';

/** The product website's landing page. Addresses the learner informally (tykání). */
export function homePage(ctx: SiteContext): SitePage {
  const appHref = escapeHtml(safeHref(ctx.appUrl));
  return {
    title: 'Příprava na přijímací zkoušky OSP, ZSV a TSP',
    description:
      'Studovna tě připraví na přijímací zkoušky OSP, ZSV a TSP: kurzy s lekcemi a kvízy, testy na čas ' +
      's vyhodnocením a percentilem, vysvětlení ke každé otázce a opakování toho, co ti nejde.',
    body: `
<section aria-labelledby="uvod">
<p class="eyebrow">Přijímačky na vysokou školu bez stresu</p>
<h1 id="uvod">Příprava na přijímací zkoušky OSP, ZSV a TSP</h1>
<p class="lead">Studovna je aplikace, ve které se v klidu a systematicky připravíš na přijímačky
na vysokou školu: Obecné studijní předpoklady (OSP) a Základy společenských věd (ZSV)
z Národních srovnávacích zkoušek i Test studijních předpokladů (TSP) Masarykovy univerzity.</p>
<p class="actions">
<a class="button" href="${appHref}">Otevřít aplikaci</a>
<a class="button button-secondary" href="/studijni-plany/">Studijní plány</a>
</p>
</section>

<section aria-labelledby="co-najdes">
<h2 id="co-najdes">Co ve Studovně najdeš</h2>
<ul class="features">
<li>
<h3>Kurzy s lekcemi a kvízy</h3>
<p>Látku si projdeš v přehledných lekcích a hned si ji ověříš v kvízu. U každého kurzu vidíš,
kolik už máš hotovo.</p>
</li>
<li>
<h3>Testy na čas</h3>
<p>Procvič si řešení pod časovým tlakem jako u skutečné zkoušky. Po odevzdání dostaneš vyhodnocení
a percentil, který ukáže, jak si stojíš v porovnání s ostatními studenty.</p>
</li>
<li>
<h3>Vysvětlení ke každé otázce</h3>
<p>Ve výsledcích projdeš otázku po otázce: uvidíš svou odpověď, správné řešení a vysvětlení, proč
je správné. Z každé chyby se tak něco naučíš.</p>
</li>
<li>
<h3>Nástěnka připnutých otázek</h3>
<p>Otázky, které ti dělají potíže, si připni na nástěnku a opakuj je s postupně rostoucími
rozestupy. Barva ti ukáže, co už umíš a co ještě ne, a látka ti zůstane v hlavě až do zkoušky.</p>
</li>
</ul>
</section>

<section aria-labelledby="plany">
<h2 id="plany">Studijní plány</h2>
<p>Ukázkové úlohy si vyzkoušíš zdarma. Se studijním plánem se ti odemknou všechny kategorie
pro zkoušku, na kterou se připravuješ – OSP, ZSV nebo TSP:</p>
<ul>
<li>vyřešené úlohy s vysvětlením ke každé otázce,</li>
<li>testy s vyhodnocením a percentilem,</li>
<li>synchronizace s webovým rozhraním.</li>
</ul>
<p>Plán si vybereš na den, týden, měsíc nebo tři měsíce. Když období skončí, skončí i přístup ke kategoriím
plánu a nový plán si můžeš kdykoli pořídit znovu.</p>
<p><a class="standalone-link" href="/studijni-plany/">Prohlédnout studijní plány</a></p>
</section>

<section aria-labelledby="jak-zacit">
<h2 id="jak-zacit">Jak začít</h2>
<ol>
<li>Otevři aplikaci a zaregistruj se – stačí uživatelské jméno, e-mail a heslo.</li>
<li>Vyber si předmět a začni první lekcí, nebo si rovnou zkus ukázkový test.</li>
<li>Až budeš chtít procvičovat naplno, pořiď si studijní plán.</li>
</ol>
<div class="callout">
<p><strong>Nečekej na poslední chvíli.</strong> Čím dřív začneš, tím víc času ti zůstane na opakování.</p>
<p class="actions">
<a class="button" href="${appHref}">Otevřít aplikaci</a>
<a class="button button-secondary" href="/studijni-plany/">Studijní plány</a>
</p>
</div>
</section>
`,
  };
}
