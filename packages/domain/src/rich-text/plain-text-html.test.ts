import { describe, expect, it } from 'vitest';
import { isHtmlBody, plainTextToHtml } from './plain-text-html.ts';

describe('plain text and the editor HTML', () => {
  it('tells the editor HTML from plain text', () => {
    expect(isHtmlBody('<p>Hello</p>')).toBe(true);
    expect(isHtmlBody('Ticket #{{ticket.id}} is resolved.')).toBe(false);
    expect(isHtmlBody('1 < 2 and 3 > 2')).toBe(false);
  });

  it('makes a paragraph per line, escaped, with blank lines kept', () => {
    expect(plainTextToHtml('Hi <team>\n\nA & B')).toBe('<p>Hi &lt;team&gt;</p><p><br></p><p>A &amp; B</p>');
  });
});
