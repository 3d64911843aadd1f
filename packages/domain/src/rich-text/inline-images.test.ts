// The upload tokens an HTML body shows inline.
import { describe, expect, it } from 'vitest';
import { inlineContentIds } from './inline-images.ts';

describe('inlineContentIds', () => {
  it('lists each cid: image token once, in order', () => {
    const html =
      '<p>a<img src="cid:tok_1-A" width="200" height="100" alt="a.png"></p>' +
      "<p><IMG alt='b' SRC='cid:tok2'/><img src=cid:tok_1-A></p>";
    expect(inlineContentIds(html)).toEqual(['tok_1-A', 'tok2']);
  });

  it('ignores other images and src-like text elsewhere', () => {
    const html =
      '<img src="https://example.com/a.png"><img data-src="cid:nope1" src="data:image/png;base64,AAAA">' +
      '<img alt="x > src=&quot;cid:nope2&quot;" src="cid:real"><p>src="cid:nope3"</p><a href="cid:nope4">x</a>' +
      '<img src="cid:bad token"><img>';
    expect(inlineContentIds(html)).toEqual(['real']);
  });

  it('takes the first src of a tag, as a browser does', () => {
    expect(inlineContentIds('<img src="cid:first" src="cid:second">')).toEqual(['first']);
  });

  it('finds nothing in plain text', () => {
    expect(inlineContentIds('')).toEqual([]);
    expect(inlineContentIds('no images')).toEqual([]);
  });
});
