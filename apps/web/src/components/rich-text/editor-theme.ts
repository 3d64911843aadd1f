// Class names Lexical puts on the editor's elements; styled in rich-text.css.
import type { EditorThemeClasses } from 'lexical';

export const editorTheme: EditorThemeClasses = {
  paragraph: 'rich-text__paragraph',
  link: 'rich-text__link',
  list: {
    ul: 'rich-text__ul',
    ol: 'rich-text__ol',
    listitem: 'rich-text__li',
    nested: { listitem: 'rich-text__li--nested' },
  },
  table: 'rich-text__table',
  tableCell: 'rich-text__cell',
  tableCellHeader: 'rich-text__cell--header',
  tableSelection: 'rich-text__table--selection',
  text: {
    bold: 'rich-text__bold',
    italic: 'rich-text__italic',
    underline: 'rich-text__underline',
    strikethrough: 'rich-text__strikethrough',
    underlineStrikethrough: 'rich-text__underline-strikethrough',
    code: 'rich-text__code',
  },
};
