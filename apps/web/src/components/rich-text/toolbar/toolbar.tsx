// The editor's toolbar, one row that wraps: text formats, size and colours, lists and indent, link,
// table, image and attachment (when the form offers them), undo and redo, and clear formatting.
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $patchStyleText } from '@lexical/selection';
import {
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical';
import { useTranslation } from 'react-i18next';
import { ColorPickerButton } from '../../color-picker/color-picker-button.tsx';
import { AttachFileButton } from './attach-file-button.tsx';
import { $clearFormatting } from './clear-formatting.ts';
import { FontSizeMenu } from './font-size-menu.tsx';
import { InsertImageButton } from './insert-image-button.tsx';
import { InsertTableButton } from './insert-table-button.tsx';
import { LinkButton } from './link-button.tsx';
import { ToolbarButton } from './toolbar-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';
import { useSelectionKeeper } from './use-selection-keeper.ts';
import { useToolbarState } from './use-toolbar-state.ts';

export interface ToolbarProps {
  disabled?: boolean;
  /** Shows the image button (the form can upload). */
  images?: boolean;
  /** Shows the attachment button. */
  onAttach?: (files: File[]) => void;
}

const TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
] as const satisfies readonly TextFormatType[];

export function Toolbar({ disabled = false, images = false, onAttach }: ToolbarProps) {
  const { t } = useTranslation('richText');
  const [state, editor] = useToolbarState();
  const apply = useSelectionKeeper(editor);

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.listType === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (type === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {TEXT_FORMATS.map((format) => (
        <ToolbarButton
          key={format}
          label={t(`toolbar.${format}`)}
          icon={toolbarIcons[format]}
          pressed={state[format]}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        />
      ))}
      <FontSizeMenu value={state.fontSize} apply={apply} disabled={disabled} />
      <ColorPickerButton
        label={t('toolbar.textColor')}
        icon={toolbarIcons.textColor}
        color={state.color}
        disabled={disabled}
        onChange={(hex) => apply((selection) => $patchStyleText(selection, { color: hex }))}
      />
      <ColorPickerButton
        label={t('toolbar.backgroundColor')}
        icon={toolbarIcons.backgroundColor}
        color={state.backgroundColor}
        disabled={disabled}
        onChange={(hex) => apply((selection) => $patchStyleText(selection, { 'background-color': hex }))}
      />
      <span className="rich-text-toolbar__divider" aria-hidden="true" />
      <ToolbarButton
        label={t('toolbar.bulletList')}
        icon={toolbarIcons.bulletList}
        pressed={state.listType === 'bullet'}
        disabled={disabled}
        onClick={() => toggleList('bullet')}
      />
      <ToolbarButton
        label={t('toolbar.numberedList')}
        icon={toolbarIcons.numberedList}
        pressed={state.listType === 'number'}
        disabled={disabled}
        onClick={() => toggleList('number')}
      />
      <ToolbarButton
        label={t('toolbar.outdent')}
        icon={toolbarIcons.outdent}
        disabled={disabled}
        onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
      />
      <ToolbarButton
        label={t('toolbar.indent')}
        icon={toolbarIcons.indent}
        disabled={disabled}
        onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
      />
      <span className="rich-text-toolbar__divider" aria-hidden="true" />
      <LinkButton linkUrl={state.linkUrl} apply={apply} disabled={disabled} />
      <InsertTableButton editor={editor} apply={apply} disabled={disabled} />
      {images && <InsertImageButton disabled={disabled} />}
      {onAttach && <AttachFileButton onAttach={onAttach} disabled={disabled} />}
      <span className="rich-text-toolbar__divider" aria-hidden="true" />
      <ToolbarButton
        label={t('toolbar.undo')}
        icon={toolbarIcons.undo}
        disabled={disabled || !state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      />
      <ToolbarButton
        label={t('toolbar.redo')}
        icon={toolbarIcons.redo}
        disabled={disabled || !state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      />
      <ToolbarButton
        label={t('toolbar.clearFormatting')}
        icon={toolbarIcons.clearFormatting}
        disabled={disabled}
        onClick={() => apply($clearFormatting)}
      />
    </div>
  );
}
