import type { SitePage } from '../../site-context';

/** A form sent without this session's token (an old page, another site): nothing was done. */
export function formExpiredPage(): SitePage {
  return {
    title: 'Formulář už neplatí',
    description: 'Odeslaný formulář už neplatí, nic se nezměnilo.',
    body: `
<h1>Formulář už neplatí</h1>
<p class="lead">Formulář byl odeslaný ze staré stránky nebo z jiného webu, a proto jsme nic neprovedli.</p>
<p>Načti stránku se studijními plány znovu a zkus to ještě jednou.</p>
<p class="actions"><a class="button" href="/studijni-plany/">Studijní plány</a></p>
`,
  };
}
