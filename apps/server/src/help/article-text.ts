// Turns an article's Markdown into the two forms the help centre needs: sanitised HTML for reading
// and plain text for the full-text index and snippets.
import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  });
}

export function renderArticleHtml(body: string): string {
  return sanitizeArticleHtml(markdown.render(body));
}

function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return '';
    })
    .join('');
}

export function articlePlainText(body: string): string {
  const blocks: string[] = [];
  for (const token of markdown.parse(body, {})) {
    // Headings and list items become sentences, so that snippets do not run them into the next line.
    if (token.type === 'inline')
      blocks.push(
        inlineText(token)
          .trim()
          .replace(/([^.!?:…])$/, '$1.'),
      );
    else if (token.type === 'fence' || token.type === 'code_block') blocks.push(token.content.trim());
  }
  return blocks
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The opening of an article as a snippet: whole sentences up to about `max` characters. */
export function leadSnippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > max / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Plain text from an HTML fragment, for snippets that an external help centre marks up. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
