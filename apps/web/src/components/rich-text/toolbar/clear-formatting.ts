// 'Clear formatting': the selected text loses its formats (bold...), sizes and colours, and so does what
// is typed next.
import { $isTextNode, type RangeSelection } from 'lexical';

export function $clearFormatting(selection: RangeSelection): void {
  if (!selection.isCollapsed()) {
    // extract() splits the text at the selection's edges, so only the selected part changes.
    for (const node of selection.extract()) {
      if ($isTextNode(node)) {
        node.setFormat(0);
        node.setStyle('');
      }
    }
  }
  selection.setFormat(0);
  selection.setStyle('');
}
