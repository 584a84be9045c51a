import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './content-html';

const markup = (html: string) => {
  const box = document.createElement('div');
  box.append(sanitizeContent(html));
  return box.innerHTML;
};

describe('content HTML, sanitised', () => {
  it('keeps text and structure, drops script, handlers, styles and forms', () => {
    expect(
      markup(
        '<p onclick="alert(1)">Úvod <strong>OSP</strong></p><script>alert(2)</script><style>p{}</style><form>Pole</form><img src="x" onerror="alert(3)">',
      ),
    ).toBe('<p>Úvod <strong>OSP</strong></p>Pole<img src="x">');
  });

  it('opens links in a new tab with no access to the app, and takes no script URL', () => {
    expect(markup('<a href="https://www.cermat.cz/">Cermat</a><a href="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://www.cermat.cz/" target="_blank" rel="noopener noreferrer">Cermat</a><a>x</a>',
    );
  });

  it('drops an inline style that old engines would run as script, keeps a harmless one', () => {
    expect(
      markup('<span style="width: expression(alert(1))">a</span><span style="color: red">b</span>'),
    ).toBe('<span>a</span><span style="color: red">b</span>');
  });
});
