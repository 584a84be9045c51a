/**
 * The website's whole stylesheet, rendered inline in one `<style>` element (the pages load no
 * external resources). Exported so the server can hash it for a Content-Security-Policy if it wants
 * `style-src 'sha256-…'` instead of `'unsafe-inline'`. Every colour is a variable of `:root`; on a screen
 * whose system is in dark mode the dark palette (the app's, see web/src/styles/tokens.css) replaces them.
 * The pages have no script, so they follow the system, not the theme chosen in the app.
 */
export const siteStyles = `
:root {
  --primary: #3b3fb6;
  --primary-dark: #2c2f8f;
  --primary-soft: #ebebfa;
  --bg: #f7f7fb;
  --card: #ffffff;
  --text: #1d1f33;
  --muted: #51556b;
  --border: #e2e3ef;
  --on-primary: #fff;
  --input-border: #8a8ea8;
  --danger: #b3261e;
  --danger-soft: #fdeceb;
  --danger-text: #8c1d18;
  --success: #1e7a3d;
  --success-soft: #e8f5ec;
  --success-text: #14532b;
  --warning: #9a6700;
  --warning-soft: #fff4d6;
  --shadow: 29, 31, 51;
  color-scheme: light;
}
@media screen and (prefers-color-scheme: dark) {
  :root {
    --primary: #a3a6ff;
    --primary-dark: #c5c7ff;
    --primary-soft: #2b2d5e;
    --bg: #11121c;
    --card: #1b1c2a;
    --text: #ebebf5;
    --muted: #a8aac2;
    --border: #34364b;
    --on-primary: #14163a;
    --input-border: #7d80a0;
    --danger: #ff8f84;
    --danger-soft: #3e1c1c;
    --danger-text: #ffb4ab;
    --success: #6cd494;
    --success-soft: #163322;
    --success-text: #a6e9bf;
    --warning: #f0c05a;
    --warning-soft: #3a2e10;
    --shadow: 0, 0, 0;
    color-scheme: dark;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  font-size: 1.0625rem;
  line-height: 1.6;
  color: var(--text);
  background: var(--bg);
  overflow-wrap: break-word;
}
a { color: var(--primary); text-underline-offset: 0.15em; }
a:hover { color: var(--primary-dark); }
:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; border-radius: 4px; }
.skip-link {
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 10;
  padding: 0.625rem 1rem;
  background: var(--primary);
  color: var(--on-primary);
  border-radius: 8px;
  font-weight: 600;
}
.skip-link:focus { top: 1rem; color: var(--on-primary); outline-color: var(--text); }
.wrap { width: 100%; max-width: 760px; margin: 0 auto; padding: 0 1rem; }
.site-header { background: var(--card); border-bottom: 1px solid var(--border); }
.site-header .wrap {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding-top: 0.75rem;
  padding-bottom: 0.75rem;
}
/* header and footer links are full tap targets (2.75rem, 44 px) on one centre line */
.wordmark { display: inline-flex; align-items: center; min-height: 2.75rem; font-size: 1.375rem; font-weight: 800; letter-spacing: -0.01em; color: var(--primary); text-decoration: none; }
.site-nav ul { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
.site-nav a { display: inline-flex; align-items: center; min-height: 2.75rem; font-weight: 600; text-decoration: none; }
.site-nav a:hover { text-decoration: underline; }
main { flex: 1; padding: 1.5rem 0 2.5rem; }
main:focus { outline: none; }
.card {
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 16px;
  padding: 1.5rem 1.25rem;
  box-shadow: 0 1px 2px rgba(var(--shadow), 0.04), 0 8px 24px rgba(var(--shadow), 0.05);
}
@media (min-width: 600px) { .card { padding: 2.5rem 3rem; } }
h1, h2, h3 { line-height: 1.25; color: var(--text); }
h1 { font-size: clamp(1.75rem, 1.3rem + 2vw, 2.375rem); letter-spacing: -0.015em; margin: 0 0 1rem; }
h2 { font-size: 1.375rem; margin: 2.25rem 0 0.75rem; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
p, ul, ol { margin: 0 0 1rem; }
ul, ol { padding-left: 1.5rem; }
li + li { margin-top: 0.35rem; }
strong { font-weight: 650; }
.lead { font-size: 1.1875rem; color: var(--muted); }
.meta { color: var(--muted); font-size: 0.9375rem; }
.eyebrow { margin: 0 0 0.5rem; color: var(--primary); font-weight: 700; font-size: 0.9375rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0; }
.button {
  display: inline-block;
  padding: 0.7rem 1.3rem;
  border: 2px solid var(--primary);
  border-radius: 999px;
  background: var(--primary);
  color: var(--on-primary);
  font-weight: 700;
  text-decoration: none;
}
.button:hover { background: var(--primary-dark); border-color: var(--primary-dark); color: var(--on-primary); }
.button-secondary { background: transparent; color: var(--primary); }
.button-secondary:hover { background: var(--primary-soft); color: var(--primary-dark); }
.features { display: grid; gap: 1rem; padding: 0; list-style: none; }
@media (min-width: 600px) { .features { grid-template-columns: 1fr 1fr; } }
.features li { margin: 0; padding: 1rem 1.25rem; background: var(--bg); border-radius: 12px; }
.features h3 { margin-top: 0; }
.features p { margin: 0; }
.callout { padding: 1rem 1.25rem; background: var(--primary-soft); border-radius: 12px; }
.callout > :last-child { margin-bottom: 0; }
.site-footer { border-top: 1px solid var(--border); background: var(--card); color: var(--muted); font-size: 0.9375rem; }
.site-footer .wrap { padding-top: 1.25rem; padding-bottom: 1.5rem; }
.site-footer ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0 0 0.75rem; padding: 0; list-style: none; }
.site-footer li + li { margin-top: 0; }
.site-footer li a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.site-footer p a { white-space: nowrap; }
/* a link alone on its line (not in a sentence) */
.standalone-link { display: inline-flex; align-items: center; min-height: 2.75rem; }
.site-footer p { margin: 0 0 0.25rem; }
.form { display: grid; gap: 1.25rem; max-width: 28rem; margin: 1.5rem 0 0; }
.form .actions { margin: 0.25rem 0 0; }
.field { display: grid; gap: 0.35rem; }
.field label { font-weight: 650; }
.field input {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.6rem 0.85rem;
  border: 2px solid var(--input-border);
  border-radius: 10px;
  background: var(--card);
  color: var(--text);
  font: inherit;
}
.field input:focus-visible { border-color: var(--primary); outline-offset: 1px; }
.field input[aria-invalid="true"] { border-color: var(--danger); }
.hint { margin: 0; color: var(--muted); font-size: 0.9375rem; }
.form-error { padding: 0.75rem 1rem; border-left: 4px solid var(--danger); border-radius: 8px; background: var(--danger-soft); color: var(--danger-text); font-weight: 600; }
button.button { font: inherit; font-weight: 700; cursor: pointer; }
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.notice { margin: 1rem 0; padding: 0.75rem 1rem; border-left: 4px solid var(--primary); border-radius: 8px; background: var(--primary-soft); }
.notice-error { border-left-color: var(--danger); background: var(--danger-soft); color: var(--danger-text); font-weight: 600; }
.notice-success { border-left-color: var(--success); background: var(--success-soft); color: var(--success-text); font-weight: 600; }
.button-small { padding: 0.55rem 1rem; font-size: 0.9375rem; }
.button-large { padding: 0.9rem 1.75rem; font-size: 1.125rem; }
.button-block { display: block; width: 100%; text-align: center; }
.callout-warning { background: var(--warning-soft); border-left: 4px solid var(--warning); }
.badge { display: inline-block; margin-left: 0.5rem; padding: 0.1rem 0.6rem; border-radius: 999px; background: var(--success); color: var(--on-primary); font-size: 0.8125rem; font-weight: 700; vertical-align: middle; }
.account-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; margin: 1rem 0; padding: 0.75rem 1rem; background: var(--bg); border-radius: 12px; }
.account-bar p, .account-bar form { margin: 0; }
.family-nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1.5rem 0 0; padding: 0; list-style: none; }
.family-nav li + li { margin-top: 0; }
.family-nav a { display: inline-block; padding: 0.5rem 1rem; border: 2px solid var(--primary); border-radius: 999px; font-weight: 700; text-decoration: none; }
.family-nav a:hover { background: var(--primary-soft); }
.plan-family { padding-top: 0.25rem; }
.plan-family + .plan-family { margin-top: 2rem; border-top: 1px solid var(--border); }
.plan-periods { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; margin: 1.25rem 0 1rem; padding: 0; list-style: none; }
@media (min-width: 600px) { .plan-periods { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.plan-period { display: flex; flex-direction: column; margin: 0; padding: 1rem; border: 1px solid var(--border); border-radius: 12px; background: var(--bg); text-align: center; }
.plan-period h3 { margin: 0; font-size: 1rem; }
.plan-price { margin: 0.25rem 0 0.75rem; font-size: 1.375rem; font-weight: 800; color: var(--primary-dark); }
.plan-period form { margin-top: auto; }
.plan-period .button { padding-left: 0.5rem; padding-right: 0.5rem; }
.summary { display: grid; gap: 0.5rem; margin: 1.5rem 0; }
.summary div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding: 0.75rem 1rem; background: var(--bg); border-radius: 10px; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; font-weight: 700; }
.actions form { margin: 0; }
.signin .form { margin-bottom: 1.25rem; }
@media print {
  .site-header, .site-footer, .skip-link { display: none; }
  body { background: #fff; }
  .card { border: 0; box-shadow: none; padding: 0; }
}
`;
