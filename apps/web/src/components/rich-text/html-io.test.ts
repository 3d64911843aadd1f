import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml } from './html-io.ts';

describe('sanitizeRichTextHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<p><b><strong style="white-space: pre-wrap;">bold</strong></b> ' +
      '<span style="color: #ff0000; font-size: 20px;">red</span></p>' +
      '<ol><li value="1">one</li></ol><p><span data-id="7" data-mention="true">@user:7</span></p>' +
      '<p><img src="cid:abc123" width="200" height="100" alt="shot.png"></p>';
    const clean = sanitizeRichTextHtml(html);
    expect(clean).toContain('<strong');
    expect(clean).toContain('color: #ff0000;');
    expect(clean).toContain('font-size: 20px;');
    expect(clean).toContain('<li value="1">one</li>');
    expect(clean).toContain('<span data-id="7" data-mention="true">@user:7</span>');
    expect(clean).toContain('<img src="cid:abc123" width="200" height="100" alt="shot.png">');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', /onerror|<img/],
    ['<img src="data:image/png;base64,AAAA">', /data:|<img/],
    ['<img src="https://tracker.test/p.gif">', /tracker|<img/],
    ['<a href="javascript:alert(1)">x</a>', /javascript/],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', /javascript/i],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|script/],
    ['<svg><script>alert(1)</script></svg>', /svg|script/],
    ['<iframe src="https://evil.test"></iframe>', /iframe|evil/],
    ['<p style="background: url(javascript:alert(1))">x</p>', /url|javascript/],
    ['<span style="color: expression(alert(1))">x</span>', /expression/],
    ['<p onclick="alert(1)" class="x" id="y">x</p>', /onclick|class|id=/],
    ['<form action="https://evil.test"><input name="a"></form>', /form|input|evil/],
    ['<style>p { color: red }</style><p>x</p>', /style/],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /math|javascript/],
  ])('refuses %s', (dirty, forbidden) => {
    expect(sanitizeRichTextHtml(dirty)).not.toMatch(forbidden);
  });

  it('turns a refused link into a blank page and opens links apart from the console', () => {
    expect(sanitizeRichTextHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a href="about:blank" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichTextHtml('<a href="mailto:ada@example.com">x</a>')).toContain(
      'href="mailto:ada@example.com"',
    );
  });
});
