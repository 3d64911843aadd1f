// Gives the form a handle on the editor: insert text at the caret (placeholders, canned replies) and focus.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { type Ref, useImperativeHandle } from 'react';
import type { RichTextEditorHandle } from '../rich-text-editor.tsx';

export function EditorHandlePlugin({ handleRef }: { handleRef?: Ref<RichTextEditorHandle> }) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(
    handleRef,
    () => ({
      insertText(text: string) {
        editor.update(() => {
          let selection = $getSelection();
          if (!$isRangeSelection(selection)) {
            $getRoot().selectEnd();
            selection = $getSelection();
          }
          if ($isRangeSelection(selection)) selection.insertText(text);
        });
      },
      focus() {
        editor.focus();
      },
    }),
    [editor],
  );
  return null;
}
