// What the toolbar shows as pressed or current: the formats, size, colours and list of the selection,
// and whether undo and redo have anything to do.
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useState } from 'react';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  code: boolean;
  /** The selection's font size in px, '' when mixed or unset. */
  fontSize: string;
  color: string;
  backgroundColor: string;
  listType: 'bullet' | 'number' | null;
  /** The URL of the link the selection sits in, null outside a link. */
  linkUrl: string | null;
  canUndo: boolean;
  canRedo: boolean;
}

const initialState: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
  fontSize: '',
  color: '',
  backgroundColor: '',
  listType: null,
  linkUrl: null,
  canUndo: false,
  canRedo: false,
};

function $readSelectionState(): Partial<ToolbarState> {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return {};
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const listType = $isListNode(list) ? list.getListType() : null;
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    code: selection.hasFormat('code'),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
    color: $getSelectionStyleValueForProperty(selection, 'color', ''),
    backgroundColor: $getSelectionStyleValueForProperty(selection, 'background-color', ''),
    listType: listType === 'bullet' || listType === 'number' ? listType : null,
    linkUrl: $isLinkNode(link) ? link.getURL() : null,
  };
}

export function useToolbarState(): [ToolbarState, LexicalEditor] {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(initialState);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($readSelectionState, { editor });
          setState((previous) => ({ ...previous, ...next }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((previous) => ({ ...previous, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((previous) => ({ ...previous, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  return [state, editor];
}
