// Reads sanitised HTML the way a browser does (parse5 follows the HTML standard's parser) and lists
// everything in it the rich-text allow-list does not permit: the check the XSS corpus tests rely on.
import { isAllowedRichTextStyle, richTextHtmlAllowList } from '@warden/domain';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

function childrenOf(node: Node): Node[] {
  const own = 'childNodes' in node ? (node.childNodes as Node[]) : [];
  const template = 'content' in node && node.content ? (node.content.childNodes as Node[]) : [];
  return [...own, ...template];
}

/** The declarations of a style attribute, split as a browser would for simple inline styles. */
export function styleDeclarations(style: string): { property: string; value: string }[] {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':');
      return colon < 0
        ? { property: d, value: '' }
        : { property: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() };
    });
}

function urlProblem(tag: string, name: string, value: string): string | null {
  if (name === 'href') {
    if (value === 'about:blank') return null;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
    const schemes: readonly string[] = richTextHtmlAllowList.linkSchemes;
    return scheme && schemes.includes(scheme) ? null : `<${tag}> href ${JSON.stringify(value)}`;
  }
  if (name === 'src')
    return /^cid:[A-Za-z0-9_-]+$/.test(value) ? null : `<${tag}> src ${JSON.stringify(value)}`;
  return null;
}

function elementProblems(el: Element): string[] {
  const problems: string[] = [];
  const tags: readonly string[] = richTextHtmlAllowList.tags;
  const attributes: Readonly<Record<string, readonly string[]>> = richTextHtmlAllowList.attributes;
  if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`foreign <${el.tagName}>`);
  if (!tags.includes(el.tagName)) problems.push(`<${el.tagName}>`);
  for (const { name, value } of el.attrs) {
    if (/^on/i.test(name)) problems.push(`<${el.tagName}> ${name}`);
    else if (!attributes[el.tagName]?.includes(name)) problems.push(`<${el.tagName}> ${name}=`);
    const url = urlProblem(el.tagName, name, value);
    if (url) problems.push(url);
    if (name === 'style') {
      for (const { property, value: v } of styleDeclarations(value)) {
        if (!isAllowedRichTextStyle(el.tagName, property, v))
          problems.push(`<${el.tagName}> ${property}:${v}`);
      }
    }
  }
  return problems;
}

/** Every element, attribute, URL and style in `html` that the allow-list does not permit. */
export function disallowedHtml(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) problems.push(...elementProblems(node));
    for (const child of childrenOf(node)) walk(child);
  };
  walk(parseFragment(html) as Node);
  return problems;
}
