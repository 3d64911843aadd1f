// Test utilities for the editor kit: the Lexical editor behind a rendered editor, typing into it and a
// paste of HTML.
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  type LexicalEditor,
  PASTE_COMMAND,
} from 'lexical';

// jsdom has no layout and no drag or clipboard events; Lexical asks for both when it moves the caret or reads a paste.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() {} };
if (!Range.prototype.getBoundingClientRect) {
  Object.assign(Range.prototype, {
    getBoundingClientRect: () => emptyRect,
    getClientRects: () => Object.assign([], { item: () => null }),
  });
}
if (!('DragEvent' in globalThis)) {
  Object.assign(globalThis, { DragEvent: class DragEvent extends MouseEvent {} });
}
if (!('ClipboardEvent' in globalThis)) {
  Object.assign(globalThis, { ClipboardEvent: class ClipboardEvent extends Event {} });
}

export function editorOf(element: HTMLElement): LexicalEditor {
  const editor = (element as HTMLElement & { __lexicalEditor?: LexicalEditor | null }).__lexicalEditor;
  if (!editor) throw new Error('not a Lexical editor root');
  return editor;
}

/** Pastes HTML the way a browser's paste event hands it to Lexical. */
export function pasteHtml(editor: LexicalEditor, html: string): void {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': '' };
  const clipboardData = {
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? '',
    files: [] as unknown as FileList,
    items: [] as unknown as DataTransferItemList,
  };
  const event = { clipboardData, preventDefault() {}, stopPropagation() {} };
  editor.dispatchCommand(PASTE_COMMAND, event as unknown as ClipboardEvent);
}

/**
 * Types text at the end of a rendered editor (its contenteditable element). jsdom has no beforeinput
 * with target ranges, so keystrokes from user-event do not reach Lexical as a browser's would.
 */
export function typeInEditor(element: HTMLElement, text: string): void {
  editorOf(element).update(
    () => {
      const root = $getRoot();
      if (root.isEmpty()) root.append($createParagraphNode());
      root.selectEnd();
      const selection = $getSelection();
      if ($isRangeSelection(selection)) selection.insertText(text);
    },
    { discrete: true },
  );
}
