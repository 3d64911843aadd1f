// Rich text in and out of the editor. In: the HTML is cleaned with DOMPurify under the domain's one
// allow-list before Lexical reads it, so what the editor and the viewer show is what the server would
// keep, and anything unknown is dropped (fail closed). Out: Lexical's HTML cleaned the same way (every
// link through the domain's link sanitiser), and an empty editor reported as ''.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { isAllowedRichTextStyle, richTextHtmlAllowList, sanitizeLinkUrl } from '@warden/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';

const allowedAttributes: Readonly<Record<string, readonly string[]>> = richTextHtmlAllowList.attributes;
const imageSchemes: readonly string[] = richTextHtmlAllowList.imageSchemes;
const attributeNames = [...new Set(Object.values(allowedAttributes).flat())];
/** Attributes that hold no address; the URL check below is for href and src only. */
const PLAIN_ATTRIBUTES = attributeNames.filter((name) => name !== 'href' && name !== 'src');
/** What a URL attribute may start with once the hooks below have rewritten it. */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${[...richTextHtmlAllowList.linkSchemes, ...imageSchemes].join('|')}):|about:blank$)`,
  'i',
);

function cleanStyle(tag: string, css: string): string {
  return css
    .split(';')
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return isAllowedRichTextStyle(tag, property, value) ? [`${property}: ${value};`] : [];
    })
    .join(' ');
}

function isAllowedImageSource(src: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):\S+$/i.exec(src.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && imageSchemes.includes(scheme);
}

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of its own, so these hooks never touch another use of DOMPurify in the console.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (!allowedAttributes[tag]?.includes(name)) {
      data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = cleanStyle(tag, data.attrValue);
      if (data.attrValue === '') data.keepAttr = false;
    } else if (tag === 'a' && name === 'href') {
      data.attrValue = sanitizeLinkUrl(data.attrValue);
    } else if (tag === 'img' && name === 'src' && !isAllowedImageSource(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A stored link opens apart from the console and cannot reach back into it.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The HTML cleaned under the allow-list, as the body of an inert document. */
export function sanitizeRichTextDom(html: string): HTMLElement {
  const body = getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...richTextHtmlAllowList.tags],
    ALLOWED_ATTR: attributeNames,
    ADD_URI_SAFE_ATTR: PLAIN_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  }) as HTMLElement;
  // An image whose source was refused would show as a broken frame: drop it.
  for (const image of body.querySelectorAll('img:not([src])')) image.remove();
  return body;
}

/** The HTML cleaned under the allow-list. */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizeRichTextDom(html).innerHTML;
}

function isBlock(node: LexicalNode): boolean {
  return ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
}

/** Replaces the editor's content with the (cleaned) HTML. Call inside an update. */
export function $importRichTextHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim() === '') {
    root.append($createParagraphNode());
    return;
  }
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, sanitizeRichTextDom(html))) {
    if (isBlock(node)) {
      paragraph = null;
      root.append(node);
    } else {
      // Text that sat directly in the HTML's body goes into a paragraph, as the root takes blocks only.
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

/** Whether the editor holds nothing at all (one empty paragraph). */
function $isBlank(): boolean {
  const root = $getRoot();
  const first = root.getFirstChild();
  return root.getChildrenSize() <= 1 && (first === null || ($isParagraphNode(first) && first.isEmpty()));
}

/**
 * The HTML to store for the editor's content ('' when it is blank), cleaned under the same allow-list
 * the server applies, so links are sanitised and Lexical's class names do not reach the store. Call
 * inside a read or update.
 */
export function $exportRichTextHtml(editor: LexicalEditor): string {
  if ($isBlank()) return '';
  return sanitizeRichTextHtml($generateHtmlFromNodes(editor, null));
}
