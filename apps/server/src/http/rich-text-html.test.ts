// The rich-text sanitiser against a corpus of XSS payloads: whatever comes out, read by a browser's
// parser, holds only what the allow-list permits, and reads the same when sanitised again; while the
// editor's own output (colours, sizes, tables, lists, mentions, cid images, links) comes through whole.
import { type DefaultTreeAdapterMap, parseFragment, serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { contentIdOf, sanitizeRichTextHtml } from './rich-text-html.ts';
import { disallowedHtml, styleDeclarations } from './testing/html-audit.ts';
import { xssCorpus } from './testing/xss-corpus.ts';

type Element = DefaultTreeAdapterMap['element'];

/** HTML in one canonical form: parsed as a browser would, styles without spacing, attributes sorted. */
function canonical(html: string): string {
  const fragment = parseFragment(html);
  const visit = (node: DefaultTreeAdapterMap['childNode']) => {
    if (!('tagName' in node)) return;
    const el = node as Element;
    el.attrs = el.attrs
      .map((a) =>
        a.name === 'style'
          ? {
              ...a,
              value: styleDeclarations(a.value)
                .map((d) => `${d.property}:${d.value}`)
                .join(';'),
            }
          : a,
      )
      .sort((x, y) => x.name.localeCompare(y.name));
    el.childNodes.forEach(visit);
  };
  fragment.childNodes.forEach(visit);
  return fragment.childNodes.map((n) => serializeOuter(n)).join('');
}

describe('the XSS corpus', () => {
  it('has the breadth of the filter evasion cheat sheet', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(80);
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length);
  });

  it.each(xssCorpus.map((payload) => [payload]))('leaves nothing dangerous of %s', (payload) => {
    const out = sanitizeRichTextHtml(payload);
    expect(disallowedHtml(out)).toEqual([]);
    expect(out).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|math|style|base|meta|link|form)\b/i);
    expect(out).not.toMatch(/javascript|vbscript|data:|expression\s*\(|url\s*\(/i);
    // Sanitised output is a fixed point: a second pass that changed it would mean the first pass left
    // markup another parser reads differently (mutation XSS).
    expect(sanitizeRichTextHtml(out)).toBe(out);
  });
});

describe('links', () => {
  it('point anything the link rule refuses at about:blank, and open in a new tab without opener', () => {
    expect(sanitizeRichTextHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a href="about:blank" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichTextHtml('<a href="example.com/a" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichTextHtml('<a href="tel:+15551234">call</a>')).toContain('href="tel:+15551234"');
  });
});

describe('images', () => {
  it('keep only uploads named by cid, each dropped or renamed as the caller says', () => {
    const html =
      '<img src="cid:token-one_1" width="200" height="100" alt="a.png"><img src="cid:token-two_2">';
    expect(sanitizeRichTextHtml(html)).toBe(
      '<img src="cid:token-one_1" width="200" height="100" alt="a.png" /><img src="cid:token-two_2" />',
    );
    expect(sanitizeRichTextHtml(html, (id) => (id === 'token-two_2' ? id : null))).toBe(
      '<img src="cid:token-two_2" />',
    );
    expect(sanitizeRichTextHtml(html, (id) => (id === 'token-one_1' ? 'part-1' : null))).toBe(
      '<img src="cid:part-1" width="200" height="100" alt="a.png" />',
    );
    expect(sanitizeRichTextHtml('<img src="cid:../../etc/passwd">')).toBe('');
  });

  it('read a content id only from a well-formed cid: source', () => {
    expect(contentIdOf('cid:abc_DEF-123')).toBe('abc_DEF-123');
    expect(contentIdOf('CID:abc')).toBeNull();
    expect(contentIdOf('cid:a b')).toBeNull();
    expect(contentIdOf(undefined)).toBeNull();
  });
});

const link = 'target="_blank" rel="noopener noreferrer"';
const editorOutput = [
  '<p><b><strong>Bold</strong></b> <i><em>italic</em></i> <u>under</u> <s>struck</s> <code>code</code></p>',
  '<p style="text-align: center;"><span style="color: #ff0000; background-color: rgb(255, 255, 0); font-size: 15px;">Colours</span></p>',
  '<p style="padding-inline-start: 80px;"><span style="font-size: 10.5pt; white-space: pre-wrap;">Indented</span></p>',
  '<ul><li value="1">One<ul><li value="1">Nested</li></ul></li></ul><ol start="3"><li value="3">Three</li></ol>',
  '<table><colgroup><col style="width: 92px;"><col></colgroup><tbody><tr><th style="width: 75px; border: 1px solid black; vertical-align: top;"><p>Head</p></th></tr><tr><td colspan="2" rowspan="1"><p>Cell</p></td></tr></tbody></table>',
  '<p>Over to you <span data-id="42" data-mention="true">@user:42</span>.</p>',
  '<p><img src="cid:Abc_def-0123456789" width="200" height="100" alt="screenshot.png"></p>',
  `<p><a href="https://example.com/path?q=1#top" ${link}>site</a> <a href="mailto:help@example.com" ${link}>mail</a> <a href="sms:+15551234" ${link}>sms</a></p>`,
  '<h1>Title</h1><h2>Sub</h2><h3>Section</h3><blockquote>Quoted</blockquote><pre>pre</pre><p>Line<br>break</p>',
];

describe("the editor's own output", () => {
  it.each(editorOutput.map((html) => [html]))('survives unchanged: %s', (html) => {
    const out = sanitizeRichTextHtml(html);
    expect(disallowedHtml(html)).toEqual([]);
    expect(canonical(out)).toBe(canonical(html));
  });
});
