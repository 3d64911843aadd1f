// A TextNode that keeps the text colour, background colour and font size of pasted HTML (spec 001,
// "Extended text node"). Lexical's own text import keeps bold/italic/... but drops inline styles.
import {
  $isTextNode,
  type DOMConversion,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  isBlockDomNode,
  isHTMLElement,
  type LexicalEditor,
  type LexicalNode,
  type LexicalNodeReplacement,
  TextNode,
} from 'lexical';

/** The inline styles kept on import, as CSS property names. */
const KEPT_STYLES = ['color', 'background-color', 'font-size'] as const;
const MEANINGLESS = new Set(['', 'inherit', 'initial', 'unset', 'transparent', 'revert']);

/** Tags whose conversion Lexical's TextNode defines; ours wraps each of them. */
const INLINE_TAGS = ['b', 'code', 'em', 'i', 'mark', 's', 'span', 'strong', 'sub', 'sup', 'u'] as const;

/**
 * The kept styles of an inline element and of its inline ancestors, the nearest winning. Lexical keys
 * child conversions by tag name, so a span inside a span would otherwise lose the outer span's colour.
 */
export function inheritedTextStyles(element: HTMLElement): Map<string, string> {
  const styles = new Map<string, string>();
  for (
    let node: HTMLElement | null = element;
    node && isHTMLElement(node) && !isBlockDomNode(node);
    node = node.parentElement
  ) {
    for (const property of KEPT_STYLES) {
      const value = node.style.getPropertyValue(property).trim();
      if (!styles.has(property) && !MEANINGLESS.has(value.toLowerCase())) styles.set(property, value);
    }
  }
  return styles;
}

function parseStyle(css: string): Map<string, string> {
  const styles = new Map<string, string>();
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property && value) styles.set(property, value);
  }
  return styles;
}

function $withStyles(node: LexicalNode, styles: Map<string, string>): LexicalNode {
  if (!$isTextNode(node) || styles.size === 0) return node;
  const merged = parseStyle(node.getStyle());
  for (const [property, value] of styles) merged.set(property, value);
  return node.setStyle([...merged].map(([property, value]) => `${property}: ${value};`).join(' '));
}

/** Runs TextNode's own conversion of the tag, then adds the kept styles to the text it yields. */
function keepingStyles(tag: string): (element: HTMLElement) => DOMConversion | null {
  return (element) => {
    const original = TextNode.importDOM?.()?.[tag]?.(element);
    if (!original) return null;
    return {
      priority: 1,
      conversion: (domNode: HTMLElement): DOMConversionOutput | null => {
        const output = original.conversion(domNode);
        if (!output) return output;
        const styles = inheritedTextStyles(domNode);
        if (styles.size === 0) return output;
        const forChild = output.forChild;
        return {
          ...output,
          forChild: (child, parent) => {
            const converted = forChild ? forChild(child, parent) : child;
            return converted ? $withStyles(converted, styles) : converted;
          },
        };
      },
    };
  };
}

const importDOM: DOMConversionMap = Object.fromEntries(INLINE_TAGS.map((tag) => [tag, keepingStyles(tag)]));

/**
 * Lexical writes a bold or italic run's style on its <strong>/<em>; the shared allow-list takes styles on
 * spans (and blocks) only, so the style moves onto a span inside, where it survives the server's clean-up.
 */
function moveStyleToSpan(outer: HTMLElement): void {
  let inner = outer;
  while (inner.firstElementChild instanceof HTMLElement) inner = inner.firstElementChild;
  const style = inner.getAttribute('style');
  if (inner.nodeName === 'SPAN' || !style) return;
  const span = inner.ownerDocument.createElement('span');
  span.setAttribute('style', style);
  span.append(...inner.childNodes);
  inner.append(span);
  inner.removeAttribute('style');
}

export class ExtendedTextNode extends TextNode {
  override $config() {
    return this.config('extended-text', { extends: TextNode, importDOM });
  }

  override exportDOM(editor: LexicalEditor): DOMExportOutput {
    const output = super.exportDOM(editor);
    if (isHTMLElement(output.element)) moveStyleToSpan(output.element);
    return output;
  }

  override isSimpleText(): boolean {
    // Lets Lexical merge adjacent runs and type into them as it does for plain text nodes.
    const self = this.getLatest();
    return self.__type === 'extended-text' && self.__mode === 0;
  }
}

/** Every TextNode the editor creates is an ExtendedTextNode. */
export const extendedTextNodeReplacement: LexicalNodeReplacement = {
  replace: TextNode,
  with: (node: LexicalNode) => new ExtendedTextNode((node as TextNode).getTextContent()),
  withKlass: ExtendedTextNode,
};
