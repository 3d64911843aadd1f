// The shared HTML allow-list: what the editor writes passes, nothing that can run script or load a page does.
import { describe, expect, it } from 'vitest';
import { isAllowedRichTextStyle, richTextHtmlAllowList } from './html-allow-list.ts';

describe('richTextHtmlAllowList', () => {
  it('keeps the tags the editor writes, and no tag that runs or embeds anything', () => {
    expect(richTextHtmlAllowList.tags).toEqual(
      expect.arrayContaining([
        'p',
        'b',
        'i',
        'u',
        's',
        'code',
        'ul',
        'ol',
        'li',
        'a',
        'span',
        'table',
        'td',
        'img',
      ]),
    );
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'link',
      'meta',
    ]) {
      expect(richTextHtmlAllowList.tags, tag).not.toContain(tag);
    }
  });

  it('allows attributes only on allowed tags, and never an event handler', () => {
    for (const [tag, attributes] of Object.entries(richTextHtmlAllowList.attributes)) {
      expect(richTextHtmlAllowList.tags, tag).toContain(tag);
      for (const attribute of attributes) expect(attribute).not.toMatch(/^on|^srcset$|^formaction$/i);
    }
    expect(richTextHtmlAllowList.attributes.span).toEqual(['data-id', 'data-mention', 'style']);
    expect(richTextHtmlAllowList.attributes.img).toEqual(['src', 'width', 'height', 'alt']);
  });

  it('allows link schemes http, https, mailto, sms and tel, and images from uploads only', () => {
    expect(richTextHtmlAllowList.linkSchemes).toEqual(['http', 'https', 'mailto', 'sms', 'tel']);
    expect(richTextHtmlAllowList.imageSchemes).toEqual(['cid']);
  });
});

describe('isAllowedRichTextStyle', () => {
  it.each([
    ['span', 'color', '#121212'],
    ['span', 'color', 'rgb(18, 18, 18)'],
    ['span', 'background-color', 'rgba(255,0,0,0.5)'],
    ['span', 'background-color', 'rgb(255 0 0 / 50%)'],
    ['span', 'color', 'red'],
    ['span', 'font-size', '15px'],
    ['span', 'font-size', '11.0pt'],
    ['span', 'white-space', 'pre-wrap'],
    ['p', 'text-align', 'center'],
    ['p', 'padding-inline-start', '80px'],
    ['li', 'text-align', 'justify'],
    ['td', 'width', '75px'],
    ['td', 'vertical-align', 'top'],
    ['td', 'border', '1px solid black'],
    ['th', 'background-color', '#f2f3f5'],
    ['col', 'width', '92px'],
  ])('allows %s { %s: %s }', (tag, property, value) => {
    expect(isAllowedRichTextStyle(tag, property, value)).toBe(true);
  });

  it.each([
    ['span', 'background-image', 'url(https://evil.example/x.png)'],
    ['span', 'background-color', 'url(javascript:alert(1))'],
    ['span', 'color', 'expression(alert(1))'],
    ['span', 'color', 'red; position: fixed'],
    ['span', 'position', 'fixed'],
    ['span', 'font-size', '100px'],
    ['span', 'font-size', '2em'],
    ['span', 'font-size', '0px'],
    ['span', 'white-space', 'nowrap'],
    ['span', 'width', '100px'],
    ['p', 'text-align', 'left; color: red'],
    ['a', 'color', 'red'],
    ['img', 'width', '100px'],
    ['td', 'width', '100%'],
    ['script', 'color', 'red'],
  ])('refuses %s { %s: %s }', (tag, property, value) => {
    expect(isAllowedRichTextStyle(tag, property, value)).toBe(false);
  });
});
