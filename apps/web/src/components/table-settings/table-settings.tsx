// Dialog for choosing a table's visible columns: at least one, and no more than the table allows.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox/checkbox.tsx';

export interface TableSettingsColumn {
  id: string;
  label: string;
}

export interface TableSettingsProps {
  columns: readonly TableSettingsColumn[];
  visibleColumnIds: readonly string[];
  /** Most columns the table may show; unlimited when omitted. */
  maxColumns?: number;
  /** Receives the chosen column ids in the table's column order. */
  onSave: (visibleColumnIds: string[]) => void;
  /** Text of the button that opens the dialog; defaults to "Table settings". */
  triggerLabel?: string;
}

export function TableSettings({
  columns,
  visibleColumnIds,
  maxColumns = Number.POSITIVE_INFINITY,
  onSave,
  triggerLabel,
}: TableSettingsProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);

  const openChange = (next: boolean) => {
    if (next) setDraft(columns.map((column) => column.id).filter((id) => visibleColumnIds.includes(id)));
    setOpen(next);
  };
  const toggle = (id: string, checked: boolean) =>
    setDraft((current) => (checked ? [...current, id] : current.filter((existing) => existing !== id)));

  const atMax = draft.length >= maxColumns;
  const canSave = draft.length > 0 && draft.length <= maxColumns;
  const save = () => {
    onSave(columns.map((column) => column.id).filter((id) => draft.includes(id)));
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="button table-settings__trigger">
          {triggerLabel ?? t('tableSettings.title')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog table-settings">
          <Dialog.Title className="dialog__title">{t('tableSettings.title')}</Dialog.Title>
          <Dialog.Description className="table-settings__description">
            {t('tableSettings.description')}
          </Dialog.Description>
          <fieldset className="table-settings__columns">
            <legend className="visually-hidden">{t('tableSettings.columns')}</legend>
            {columns.map((column) => {
              const checked = draft.includes(column.id);
              return (
                <Checkbox
                  key={column.id}
                  label={column.label}
                  checked={checked}
                  disabled={!checked && atMax}
                  onCheckedChange={(next) => toggle(column.id, next)}
                />
              );
            })}
          </fieldset>
          {atMax && <output className="table-settings__warning">{t('tableSettings.maxReached')}</output>}
          {draft.length === 0 && (
            <output className="field__error table-settings__error">{t('tableSettings.minRequired')}</output>
          )}
          <div className="form-actions">
            <Dialog.Close asChild>
              <button type="button" className="button">
                {t('tableSettings.cancel')}
              </button>
            </Dialog.Close>
            <button type="button" className="button button--primary" disabled={!canSave} onClick={save}>
              {t('tableSettings.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
