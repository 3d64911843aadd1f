// The link rules: the dialog's default check, the fail-closed sanitiser and the auto-link matchers.
import { describe, expect, it } from 'vitest';
import { autoLinkMatchers, isValidLinkUrl, sanitizeLinkUrl } from './links.ts';

describe('isValidLinkUrl', () => {
  it('accepts https:// alone', () => {
    expect(isValidLinkUrl('https://')).toBe(true);
  });

  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'ftp://files.example.com/x.zip',
    'HTTPS://EX.COM',
  ])('accepts %s', (url) => {
    expect(isValidLinkUrl(url)).toBe(true);
  });

  it.each([
    'http://',
    'ftp://',
    'https://exa mple.com',
    'https://example.com/a b',
    ' https://example.com',
    'example.com',
    'mailto:a@example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'xhttps://example.com',
    '',
  ])('refuses %j', (url) => {
    expect(isValidLinkUrl(url)).toBe(false);
  });
});

describe('sanitizeLinkUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#top',
    'mailto:someone@example.com',
    'sms:+15551234567',
    'tel:+1-555-123-4567',
  ])('keeps %s', (url) => {
    expect(sanitizeLinkUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JaVaScRiPt:',
    '  javascript:alert(1)',
    '  javascript:',
    'java\tscript:',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html,',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/1',
    'https://exa\u0001mple.com',
    'https://[::1',
    'http://',
    '',
    '   ',
  ])('makes %j a blank page', (url) => {
    expect(sanitizeLinkUrl(url)).toBe('about:blank');
  });

  it('prefixes https:// when the scheme is missing', () => {
    expect(sanitizeLinkUrl('example.com')).toBe('https://example.com');
    expect(sanitizeLinkUrl('www.example.com/a?b=1')).toBe('https://www.example.com/a?b=1');
    expect(sanitizeLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(sanitizeLinkUrl('//example.com')).toBe('https://example.com');
  });

  it('makes a bare e-mail address a mailto: link', () => {
    expect(sanitizeLinkUrl('someone@example.com')).toBe('mailto:someone@example.com');
  });

  it('trims surrounding spaces', () => {
    expect(sanitizeLinkUrl('  https://example.com  ')).toBe('https://example.com');
  });
});

function autoLink(text: string) {
  for (const match of autoLinkMatchers) {
    const found = match(text);
    if (found !== null) return found;
  }
  return null;
}

describe('autoLinkMatchers', () => {
  it('links http and https URLs as written', () => {
    expect(autoLink('see https://example.com/a?b=1 now')).toEqual({
      index: 4,
      length: 25,
      text: 'https://example.com/a?b=1',
      url: 'https://example.com/a?b=1',
    });
    expect(autoLink('http://example.org')?.url).toBe('http://example.org');
  });

  it('links www. addresses over https', () => {
    expect(autoLink('go to www.example.com.')).toEqual({
      index: 6,
      length: 15,
      text: 'www.example.com',
      url: 'https://www.example.com',
    });
  });

  it('links plain e-mail addresses with mailto:', () => {
    expect(autoLink('mail ops@example.com today')).toEqual({
      index: 5,
      length: 15,
      text: 'ops@example.com',
      url: 'mailto:ops@example.com',
    });
  });

  it('links a dotted address whole, and not the tail of a longer word', () => {
    expect(autoLink('to first.last@mail.example.co.uk.')?.text).toBe('first.last@mail.example.co.uk');
    expect(autoLink(`${'x'.repeat(70)}@example.com`)).toBeNull();
  });

  it('answers at once for a long word without a link', () => {
    const word = `${'a'.repeat(200_000)} @ ${'b.'.repeat(50_000)}`;
    expect(autoLink(word)).toBeNull();
  });

  it('leaves other text alone', () => {
    expect(autoLink('no link here, javascript:alert(1) nor example')).toBeNull();
  });
});
