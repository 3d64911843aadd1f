// The one HTML allow-list for rich text: the server (sanitize-html) and the console (DOMPurify) both apply it.
// It holds what the editor produces and nothing more; styles are checked value by value, so a style can
// carry colours, sizes and alignment but never a url(), an expression or a position.

type StyleRules = Readonly<Record<string, readonly RegExp[]>>;

const COLOR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*(?:\d{1,3}(?:\.\d+)?%?\s*,\s*){2}\d{1,3}(?:\.\d+)?%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^rgba?\(\s*(?:\d{1,3}(?:\.\d+)?%?\s+){2}\d{1,3}(?:\.\d+)?%?\s*(?:\/\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
] as const;
const FONT_SIZE = [/^[1-9]\d?(?:\.\d{1,2})?(?:px|pt)$/] as const;
const TEXT_ALIGN = [/^(?:left|right|center|justify|start|end)$/] as const;
const PIXELS = [/^\d{1,4}(?:\.\d{1,4})?px$/] as const;
const CELL_STYLES: StyleRules = {
  width: PIXELS,
  'vertical-align': [/^(?:top|middle|bottom|baseline)$/],
  border: [/^\d(?:\.\d+)?px solid (?:black|#[0-9a-f]{3}|#[0-9a-f]{6})$/i],
};
/** A paragraph or heading indent: Lexical writes it as a multiple of 40 px. */
const BLOCK_STYLES: StyleRules = { 'padding-inline-start': [/^\d{1,3}px$/] };

export const richTextHtmlAllowList = {
  tags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'span',
    'h1',
    'h2',
    'h3',
    'table',
    'colgroup',
    'col',
    'tbody',
    'thead',
    'tr',
    'td',
    'th',
    'img',
  ],
  attributes: {
    a: ['href', 'target', 'rel'],
    // A mention is <span data-id="{id}" data-mention="true">@user:{id}</span>.
    span: ['data-id', 'data-mention', 'style'],
    img: ['src', 'width', 'height', 'alt'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    li: ['style', 'value'],
    ol: ['start'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['style', 'width'],
  },
  /** By tag, then by property: the values each may take ('*' applies to every tag allowed a style). */
  styles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'font-size': FONT_SIZE,
      'text-align': TEXT_ALIGN,
      'white-space': [/^pre-wrap$/],
    },
    p: BLOCK_STYLES,
    h1: BLOCK_STYLES,
    h2: BLOCK_STYLES,
    h3: BLOCK_STYLES,
    td: CELL_STYLES,
    th: CELL_STYLES,
    col: { width: PIXELS },
  },
  linkSchemes: ['http', 'https', 'mailto', 'sms', 'tel'],
  /** Inline images point at uploads only: never data: or a remote address. */
  imageSchemes: ['cid'],
} as const satisfies {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  styles: Readonly<Record<string, StyleRules>>;
  linkSchemes: readonly string[];
  imageSchemes: readonly string[];
};

/** Whether a tag may carry this style declaration, under the allow-list above. */
export function isAllowedRichTextStyle(tag: string, property: string, value: string): boolean {
  const styles: Readonly<Record<string, StyleRules>> = richTextHtmlAllowList.styles;
  const name = tag.toLowerCase();
  const attributes: Readonly<Record<string, readonly string[]>> = richTextHtmlAllowList.attributes;
  if (!attributes[name]?.includes('style')) return false;
  const key = property.trim().toLowerCase();
  const rules = styles[name]?.[key] ?? styles['*']?.[key];
  const trimmed = value.trim();
  return rules?.some((rule) => rule.test(trimmed)) === true;
}
