// Remembers the editor's last text selection, so that a toolbar popup (colour picker, link dialog) that
// took the focus still applies its change to the text the technician had selected.
import {
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type LexicalEditor,
  type RangeSelection,
} from 'lexical';
import { useCallback, useEffect, useRef } from 'react';

export function useSelectionKeeper(editor: LexicalEditor) {
  const last = useRef<RangeSelection | null>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(
          () => {
            const selection = $getSelection();
            if ($isRangeSelection(selection)) last.current = selection.clone();
          },
          { editor },
        );
      }),
    [editor],
  );

  /** Runs `$change` in an update, on the current selection or else on the remembered one. */
  return useCallback(
    ($change: (selection: RangeSelection) => void) => {
      editor.update(() => {
        let selection = $getSelection();
        if (!$isRangeSelection(selection) && last.current) {
          $setSelection(last.current.clone());
          selection = $getSelection();
        }
        if ($isRangeSelection(selection)) $change(selection);
      });
    },
    [editor],
  );
}
