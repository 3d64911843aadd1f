// The toolbar's table button: the 'Insert table' dialog, then a table without header cells.
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import type { LexicalEditor, RangeSelection } from 'lexical';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InsertTableDialog } from '../../insert-table-dialog/insert-table-dialog.tsx';
import { ToolbarButton } from './toolbar-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';

export interface InsertTableButtonProps {
  editor: LexicalEditor;
  apply: ($change: (selection: RangeSelection) => void) => void;
  disabled?: boolean;
}

export function InsertTableButton({ editor, apply, disabled = false }: InsertTableButtonProps) {
  const { t } = useTranslation('richText');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton
        label={t('toolbar.insertTable')}
        icon={toolbarIcons.table}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <InsertTableDialog
        open={open}
        onOpenChange={setOpen}
        onInsert={(table) =>
          apply(() => {
            editor.dispatchCommand(INSERT_TABLE_COMMAND, {
              rows: String(table.rows),
              columns: String(table.columns),
              includeHeaders: table.includeHeaders,
            });
          })
        }
      />
    </>
  );
}
