// The nodes every editor and viewer of the kit registers, so stored HTML reads back the same in both.
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import type { Klass, LexicalNode, LexicalNodeReplacement } from 'lexical';
import { ExtendedTextNode, extendedTextNodeReplacement } from './nodes/extended-text-node.ts';
import { ImageNode } from './nodes/image-node.tsx';
import { MentionNode } from './nodes/mention-node.tsx';

export const editorNodes: ReadonlyArray<Klass<LexicalNode> | LexicalNodeReplacement> = [
  ExtendedTextNode,
  extendedTextNodeReplacement,
  // Pasted headings and quotes keep their shape; the allow-list stores h1-h3 and blockquote.
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  TableNode,
  TableCellNode,
  TableRowNode,
  MentionNode,
  ImageNode,
];
