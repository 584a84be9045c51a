import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MathHtml, renderMathHtml, splitTex } from './math-html';

describe('splitTex', () => {
  it('finds inline and display formulas', () => {
    expect(splitTex(String.raw`Je $\frac{1}{2}$ a $$x^2$$.`)).toEqual([
      { kind: 'text', text: 'Je ' },
      { kind: 'tex', tex: String.raw`\frac{1}{2}`, display: false },
      { kind: 'text', text: ' a ' },
      { kind: 'tex', tex: 'x^2', display: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves prices, lone dollars and escaped dollars as text', () => {
    for (const text of ['Stojí 1 290 Kč.', 'Za $5 a $10 koupíš dvě.', 'Cena 5 $ a 10 $.', 'Jen $ samotný']) {
      expect(splitTex(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(splitTex(String.raw`Stojí \$5 a \$10.`)).toEqual([{ kind: 'text', text: 'Stojí $5 a $10.' }]);
  });

  it('keeps an escaped dollar inside a formula for KaTeX', () => {
    expect(splitTex(String.raw`$5\,\$ + 3\,\$$`)).toEqual([
      { kind: 'tex', tex: String.raw`5\,\$ + 3\,\$`, display: false },
    ]);
  });
});

describe('renderMathHtml', () => {
  it('shows the TeX source until KaTeX is there, and says there is math', () => {
    const out = renderMathHtml('<p>Polovina je $\\frac{1}{2}$.</p>');
    expect(out.math).toBe(true);
    expect(out.html).toBe(
      '<p>Polovina je <span class="math-glue"><span class="math math-inline math-pending">\\frac{1}{2}</span>.</span></p>',
    );
  });

  it('keeps a short formula on one line with its brackets and punctuation', () => {
    expect(renderMathHtml('je liché ($21 : 6 = 3{,}5$).').html).toBe(
      'je liché <span class="math-glue">(<span class="math math-inline math-pending">21 : 6 = 3{,}5</span>).</span>',
    );
  });

  it('does not touch text without formulas, nor code', () => {
    expect(renderMathHtml('<p>1 290 Kč</p><code>$x$</code>')).toEqual({
      html: '<p>1 290 Kč</p><code>$x$</code>',
      math: false,
    });
  });
});

describe('MathHtml', () => {
  it('typesets $\\frac{1}{2}$ with KaTeX, with MathML for screen readers', async () => {
    const { container } = render(<MathHtml html={'<p>Polovina je $\\frac{1}{2}$.</p>'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
    expect(container.querySelector('.katex-mathml math')).not.toBeNull();
    expect(container.querySelector('.katex-html')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('annotation')).toHaveTextContent('\\frac{1}{2}');
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });

  it('typesets inline formulas in display style: a fraction is as large as the text around it', async () => {
    const { container } = render(<MathHtml html={'<p>Tedy $\\frac{3}{5}$ celku.</p>'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('annotation')).toHaveTextContent('\\displaystyle \\frac{3}{5}');
  });

  it('can typeset inline formulas in text style', async () => {
    const { container } = render(<MathHtml as="span" html={'$\\frac{3}{5}$'} displayStyle={false} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('annotation')).toHaveTextContent(/^\\frac\{3\}\{5\}$/);
  });

  it('renders display math as a block formula', async () => {
    const { container } = render(<MathHtml html="$$a^2 + b^2 = c^2$$" />);
    await waitFor(() => expect(container.querySelector('.math-display .katex-display')).not.toBeNull());
  });

  it('leaves "1 290 Kč" alone', () => {
    const { container } = render(<MathHtml html="<p>Kurz stojí 1 290 Kč.</p>" />);
    expect(container.innerHTML).toContain('<p>Kurz stojí 1 290 Kč.</p>');
    expect(container.querySelector('.math')).toBeNull();
  });

  it('strips a script and event handlers', () => {
    const { container } = render(
      <MathHtml
        html={'<p onclick="alert(1)">Ahoj<script>alert(2)</script> $x$</p><img src=x onerror="alert(3)">'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('Ahoj');
  });

  it('renders a bad formula without throwing', async () => {
    const { container } = render(<MathHtml as="span" html={'$\\frac{1}{$'} />);
    await waitFor(() => expect(container.querySelector('.katex-error, .katex')).not.toBeNull());
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });

  it('opens links in a new tab', () => {
    const { container } = render(<MathHtml html='<a href="https://example.cz">web</a>' />);
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
