import { describe, expect, it } from 'vitest';
import { commentHtml } from './comment-html';

describe('commentHtml', () => {
  it.each([
    ['  Prostý text  ', 'Prostý text'],
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['řádek 1\nřádek 2\r\nřádek 3', 'řádek 1<br />řádek 2<br />řádek 3'],
    ['<b>tučně</b> <em>kurzíva</em> <code>x = 1</code>', '<b>tučně</b> <em>kurzíva</em> <code>x = 1</code>'],
    ['Ahoj <script>alert(1)</script>světe', 'Ahoj světe'],
    ['<style>body { display: none }</style>text', 'text'],
    ['<img src=x onerror=alert(1)>obrázek', 'obrázek'],
    ['<b onmouseover="x()" style="color: red">pozor</b>', '<b>pozor</b>'],
    ['<iframe src="https://evil.example">uvnitř</iframe>venku', 'venku'],
    ['<svg onload=alert(1)><circle /></svg>tvar', 'tvar'],
    ['<div class="x"><p>odstavec</p></div>', 'odstavec'],
    ['<a href="javascript:alert(1)">klik</a>', '<a rel="nofollow noopener">klik</a>'],
    ['<a href="JaVa&#x09;ScRiPt:alert(1)">klik</a>', '<a rel="nofollow noopener">klik</a>'],
    ['<a href="data:text/html,x">data</a>', '<a rel="nofollow noopener">data</a>'],
    ['<a href="//evil.example">bez schématu</a>', '<a rel="nofollow noopener">bez schématu</a>'],
    [
      '<a href="https://example.cz/a?b=1&c=2" rel="opener" target="_blank" onclick="x()">odkaz</a>',
      '<a href="https://example.cz/a?b=1&amp;c=2" rel="nofollow noopener">odkaz</a>',
    ],
    [
      '<a href="mailto:podpora@example.cz">napiš</a>',
      '<a href="mailto:podpora@example.cz" rel="nofollow noopener">napiš</a>',
    ],
  ])('%j → %j', (input, html) => expect(commentHtml(input)).toEqual({ html, blank: false }));

  it.each([
    [''],
    ['   '],
    ['\n\n'],
    ['<br>'],
    ['<p> </p>'],
    ['<b>&nbsp;</b>'],
    ['<script>alert(1)</script>'],
    ['<img src=x>'],
  ])('%j is blank', (input) => expect(commentHtml(input).blank).toBe(true));
});
