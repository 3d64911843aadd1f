// The editor's image: a decorator node that exports as a cid: reference to its uploaded file, and
// nothing while the upload runs, so no data: or blob: URL ever reaches the stored HTML.
import { parseImageDataUrl, richTextLimits } from '@warden/domain';
import {
  $applyNodeReplacement,
  createCommand,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalCommand,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactNode } from 'react';
import { ImageComponent } from './image-component.tsx';

/** Inserts the given image files at the selection; the images plugin uploads them. */
export const INSERT_IMAGE_COMMAND: LexicalCommand<File[]> = createCommand('INSERT_IMAGE_COMMAND');

const CID_PREFIX = 'cid:';

export interface ImagePayload {
  /** What the editor shows: a blob:, data: or http(s): URL; '' for a stored image (resolved by its cid). */
  src: string;
  /** The upload token; null while the image is still to be uploaded. */
  contentId: string | null;
  width?: number;
  height?: number;
  alt?: string;
}

export type SerializedImageNode = Spread<
  { src: string; contentId: string | null; width: number; height: number; alt: string },
  SerializedLexicalNode
>;

export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __contentId: string | null;
  __width: number;
  __height: number;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(
      {
        src: node.__src,
        contentId: node.__contentId,
        width: node.__width,
        height: node.__height,
        alt: node.__alt,
      },
      node.__key,
    );
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json).updateFromJSON(json);
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: $convertImageElement, priority: 0 }) };
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__contentId = payload.contentId;
    this.__width = sizeOrDefault(payload.width, richTextLimits.image.defaultWidth);
    this.__height = sizeOrDefault(payload.height, richTextLimits.image.defaultHeight);
    this.__alt = payload.alt ?? '';
  }

  override exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      src: this.__src,
      contentId: this.__contentId,
      width: this.__width,
      height: this.__height,
      alt: this.__alt,
    };
  }

  override exportDOM(): DOMExportOutput {
    const contentId = this.__contentId;
    if (contentId === null) return { element: null };
    const img = document.createElement('img');
    img.setAttribute('src', `${CID_PREFIX}${contentId}`);
    img.setAttribute('width', String(Math.round(this.__width)));
    img.setAttribute('height', String(Math.round(this.__height)));
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    const className = (config.theme as { image?: string }).image;
    if (className) span.className = className;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getContentId(): string | null {
    return this.getLatest().__contentId;
  }

  isPending(): boolean {
    return this.getLatest().__contentId === null;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  getWidthAndHeight(): { width: number; height: number } {
    const latest = this.getLatest();
    return { width: latest.__width, height: latest.__height };
  }

  setContentId(contentId: string): this {
    const writable = this.getWritable();
    writable.__contentId = contentId;
    return writable;
  }

  setWidthAndHeight(width: number, height: number): this {
    const writable = this.getWritable();
    writable.__width = width;
    writable.__height = height;
    return writable;
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): ReactNode {
    return (
      <ImageComponent
        nodeKey={this.getKey()}
        src={this.__src}
        contentId={this.__contentId}
        width={this.__width}
        height={this.__height}
        alt={this.__alt}
      />
    );
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

function sizeOrDefault(size: number | undefined, fallback: number): number {
  return size !== undefined && Number.isFinite(size) && size > 0 ? size : fallback;
}

/** A length from an attribute or a style: "120", "120px"; anything else (%, auto) counts as none. */
function readLength(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * cid: images are ready; data: images of the accepted types and http(s) or blob: images are pending
 * until the plugin uploads them; anything else (file:, unsupported data:) cannot be loaded and is
 * left out (the plugin maps Word's file: images to the RTF pictures before the HTML is imported).
 */
export function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const img = element as HTMLImageElement;
  const src = (img.getAttribute('src') ?? '').trim();
  const size = {
    width: readLength(img.getAttribute('width')) ?? readLength(img.style.width),
    height: readLength(img.getAttribute('height')) ?? readLength(img.style.height),
    alt: img.getAttribute('alt') ?? '',
  };
  const lower = src.toLowerCase();
  if (lower.startsWith(CID_PREFIX) && src.length > CID_PREFIX.length) {
    return { node: $createImageNode({ src: '', contentId: src.slice(CID_PREFIX.length), ...size }) };
  }
  const loadable =
    (lower.startsWith('data:') && parseImageDataUrl(src) !== null) || /^(https?|blob):/.test(lower);
  return { node: loadable ? $createImageNode({ src, contentId: null, ...size }) : null };
}
