// Markdown to sanitised HTML and to plain text, and the front matter reader.
import { describe, expect, it } from 'vitest';
import {
  articlePlainText,
  htmlToText,
  leadSnippet,
  renderArticleHtml,
  sanitizeArticleHtml,
} from './article-text.ts';
import { parseFrontMatter } from './front-matter.ts';

describe('article HTML', () => {
  it('renders Markdown and strips what could run script', () => {
    expect(renderArticleHtml('## Title\n\nSome **bold** text.')).toBe(
      '<h2>Title</h2>\n<p>Some <strong>bold</strong> text.</p>\n',
    );
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe></p>';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toBe('<p>Hi<img src="a.png" /><a>x</a></p>');
  });
});

describe('article text', () => {
  it('keeps the words of headings, lists, tables and code, as sentences', () => {
    const text = articlePlainText(
      '## Restore\n\n- **Overwrite** it\n- Skip it\n\n| A | B |\n|---|---|\n| c | d |\n\n```\nwarden-agent run\n```',
    );
    expect(text.split('\n')).toEqual([
      'Restore.',
      'Overwrite it.',
      'Skip it.',
      'A.',
      'B.',
      'c.',
      'd.',
      'warden-agent run',
    ]);
  });

  it('cuts a lead snippet at a sentence end', () => {
    const long = `${'First sentence is here. '.repeat(10)}End`;
    const snippet = leadSnippet(long, 100);
    expect(snippet.endsWith('.')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(100);
    expect(htmlToText('<em>Restore</em> &amp; <b>recover</b>')).toBe('Restore & recover');
  });
});

describe('front matter', () => {
  it('reads scalars, quoted values, inline lists and block lists', () => {
    const { data, body } = parseFrontMatter(
      '---\nid: 7\nname: "Title: with colon"\nroutes:\n  - /a\n  - /b\nkeywords: [one, "two words"]\n---\nBody\n',
    );
    expect(data).toEqual({
      id: 7,
      name: 'Title: with colon',
      routes: ['/a', '/b'],
      keywords: ['one', 'two words'],
    });
    expect(body).toBe('Body\n');
  });

  it('reads any YAML: folded text, escapes and comments', () => {
    const { data } = parseFrontMatter(
      "---\n# an article\nid: 8 # the number\nname: >-\n  Folded\n  title\nkeywords: [\"caf\\u00e9\", 'it''s']\n---\n",
    );
    expect(data).toEqual({ id: 8, name: 'Folded title', keywords: ['café', "it's"] });
  });

  it('names the problem in malformed front matter', () => {
    expect(() => parseFrontMatter('---\nname: [unclosed\n---\nBody')).toThrow(/Cannot read the front matter/);
    expect(() => parseFrontMatter('No front matter')).toThrow(/does not start with a front matter block/);
    expect(() => parseFrontMatter('---\n- a list\n---\n')).toThrow(/key: value/);
  });
});
