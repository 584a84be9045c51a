/**
 * The website's whole stylesheet, rendered inline in one `<style>` element (the pages load no
 * external resources). Exported so the server can hash it for a Content-Security-Policy if it wants
 * `style-src 'sha256-…'` instead of `'unsafe-inline'`.
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
  color-scheme: light;
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
  padding: 0.5rem 1rem;
  background: var(--primary);
  color: #fff;
  border-radius: 8px;
  font-weight: 600;
}
.skip-link:focus { top: 1rem; color: #fff; outline-color: var(--text); }
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
.wordmark { font-size: 1.375rem; font-weight: 800; letter-spacing: -0.01em; color: var(--primary); text-decoration: none; }
.site-nav ul { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
.site-nav a { font-weight: 600; text-decoration: none; }
.site-nav a:hover { text-decoration: underline; }
main { flex: 1; padding: 1.5rem 0 2.5rem; }
main:focus { outline: none; }
.card {
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 16px;
  padding: 1.5rem 1.25rem;
  box-shadow: 0 1px 2px rgba(29, 31, 51, 0.04), 0 8px 24px rgba(29, 31, 51, 0.05);
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
  color: #fff;
  font-weight: 700;
  text-decoration: none;
}
.button:hover { background: var(--primary-dark); border-color: var(--primary-dark); color: #fff; }
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
.site-footer p { margin: 0 0 0.25rem; }
@media print {
  .site-header, .site-footer, .skip-link { display: none; }
  body { background: #fff; }
  .card { border: 0; box-shadow: none; padding: 0; }
}
`;
