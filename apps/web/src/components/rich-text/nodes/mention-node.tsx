// A mentioned technician: an inline node shown as '@Name' and stored as '@user:{id}' (spec 001), so
// the plain body carries the mention the server tags and mails. Stored HTML keeps only the id; the
// name is looked up again when a comment is shown or edited.
import { type MentionCandidate, mentionExportText } from '@warden/domain';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from 'lexical';
import type { ReactNode } from 'react';
import { MentionChip } from './mention-chip.tsx';

export type SerializedMentionNode = SerializedLexicalNode & {
  mentionId: number;
  /** '' when only the id is known (a re-imported mention): the chip looks the name up. */
  name: string;
  deleted: boolean;
  permitted: boolean | null;
};

const EXPORTED_TEXT = /^@user:(\d{1,10})$/;

/** The id a stored mention span names, or null when the element is not a mention. */
export function mentionIdOf(element: HTMLElement): number | null {
  const dataId = element.getAttribute('data-id');
  const text = element.textContent?.trim() ?? '';
  const fromText = EXPORTED_TEXT.exec(text)?.[1];
  const id = Number(element.hasAttribute('data-mention') ? (dataId ?? fromText) : fromText);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  // A span marked only by data-id is a mention when its id and its text agree.
  if (!element.hasAttribute('data-mention') && dataId !== String(id)) return null;
  return id;
}

function $convertMentionElement(element: HTMLElement): DOMConversionOutput | null {
  const id = mentionIdOf(element);
  return id === null ? null : { node: $createMentionNodeById(id) };
}

export class MentionNode extends DecoratorNode<ReactNode> {
  __mentionId: number;
  __name: string;
  __deleted: boolean;
  __permitted: boolean | null;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mentionId, node.__name, node.__deleted, node.__permitted, node.__key);
  }

  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $applyNodeReplacement(new MentionNode(json.mentionId, json.name, json.deleted, json.permitted));
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      // Above the text node's span conversion, which would keep '@user:7' as plain text.
      span: (element: HTMLElement) =>
        mentionIdOf(element) === null ? null : { conversion: $convertMentionElement, priority: 3 },
    };
  }

  constructor(id: number, name = '', deleted = false, permitted: boolean | null = null, key?: NodeKey) {
    super(key);
    this.__mentionId = id;
    this.__name = name;
    this.__deleted = deleted;
    this.__permitted = permitted;
  }

  override exportJSON(): SerializedMentionNode {
    return {
      type: 'mention',
      version: 1,
      mentionId: this.__mentionId,
      name: this.__name,
      deleted: this.__deleted,
      permitted: this.__permitted,
    };
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.setAttribute('data-id', String(this.__mentionId));
    element.setAttribute('data-mention', 'true');
    element.textContent = mentionExportText(this.__mentionId);
    return { element };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('span');
    element.className = 'rte__mention-host';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  getMentionId(): number {
    return this.getLatest().__mentionId;
  }

  override getTextContent(): string {
    return mentionExportText(this.__mentionId);
  }

  override isInline(): true {
    return true;
  }

  override decorate(): ReactNode {
    return (
      <MentionChip
        id={this.__mentionId}
        name={this.__name}
        deleted={this.__deleted}
        permitted={this.__permitted}
      />
    );
  }
}

export function $createMentionNode(c: MentionCandidate): MentionNode {
  return $applyNodeReplacement(new MentionNode(c.id, c.name, c.deleted, c.permitted));
}

/** A mention known only by its id, as stored HTML gives it. */
export function $createMentionNodeById(id: number): MentionNode {
  return $applyNodeReplacement(new MentionNode(id));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
