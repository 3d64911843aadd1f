// Dialog for choosing a table's visible columns: at least one, and no more than the table allows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { CloseButton, DialogDescription, DialogFrame } from '../dialog/dialog-frame.tsx';

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
    <>
      <button
        type="button"
        className="button table-settings__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openChange(true)}
      >
        {triggerLabel ?? t('tableSettings.title')}
      </button>
      <DialogFrame
        open={open}
        onClose={() => openChange(false)}
        title={t('tableSettings.title')}
        className="table-settings"
        described
      >
        <DialogDescription className="table-settings__description">
          {t('tableSettings.description')}
        </DialogDescription>
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
          <CloseButton label={t('tableSettings.cancel')} />
          <button type="button" className="button button--primary" disabled={!canSave} onClick={save}>
            {t('tableSettings.save')}
          </button>
        </div>
      </DialogFrame>
    </>
  );
}
