// Indenting (spec 001: list depth at most 5). Indent stops once a block reaches the fifth level, the
// top level counting as the first, whether it comes from the toolbar or from Tab. Tab indents (and
// Shift+Tab outdents) only inside a list, so that elsewhere it still moves the focus out of the editor.
import { $isListItemNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent, $handleIndentAndOutdent, mergeRegister } from '@lexical/utils';
import { richTextLimits } from '@warden/domain';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  INDENT_CONTENT_COMMAND,
  KEY_TAB_COMMAND,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import { useEffect } from 'react';

/** Indent levels below the top one: depth 5 is four indents. */
const MAX_INDENT = richTextLimits.maxListIndent - 1;

export function IndentPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          INDENT_CONTENT_COMMAND,
          () =>
            $handleIndentAndOutdent((block) => {
              const indent = block.getIndent();
              if (indent < MAX_INDENT) block.setIndent(indent + 1);
            }),
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          KEY_TAB_COMMAND,
          (event) => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return false;
            const inList = selection
              .getNodes()
              .some((node) => $findMatchingParent(node, $isListItemNode) !== null);
            if (!inList) return false;
            event.preventDefault();
            return editor.dispatchCommand(
              event.shiftKey ? OUTDENT_CONTENT_COMMAND : INDENT_CONTENT_COMMAND,
              undefined,
            );
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  );
  return null;
}
