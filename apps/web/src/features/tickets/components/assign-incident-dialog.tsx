// The Assign Incident dialog (spec 001 §2, §4, §5): pick the problem an incident belongs to. Save stays
// disabled until a problem is chosen; Cancel and Escape leave without choosing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogDescription, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import type { PickerOptions } from '../hooks/use-picker-options.ts';
import { PagedPicker } from './paged-picker.tsx';

export interface ProblemChoice {
  id: number;
  label: string;
}

export interface AssignIncidentDialogProps {
  open: boolean;
  /** The problem already chosen, when changing an incident's parent. */
  current: ProblemChoice | null;
  problemSource: (search: string) => PickerOptions;
  onSave: (problem: ProblemChoice) => void;
  onCancel: () => void;
}

export function AssignIncidentDialog({
  open,
  current,
  problemSource,
  onSave,
  onCancel,
}: AssignIncidentDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <DialogFrame open={open} onClose={onCancel} title={t('assignIncident.title')} described>
      {open && (
        <AssignIncidentBody
          current={current}
          problemSource={problemSource}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </DialogFrame>
  );
}

function AssignIncidentBody({
  current,
  problemSource,
  onSave,
  onCancel,
}: Omit<AssignIncidentDialogProps, 'open'>) {
  const { t } = useTranslation('tickets');
  const [chosen, setChosen] = useState<ProblemChoice | null>(current);
  return (
    <>
      <DialogDescription>{t('assignIncident.description')}</DialogDescription>
      <PagedPicker<number>
        label={t('assignIncident.problem')}
        value={chosen?.id ?? null}
        valueLabel={chosen?.label ?? null}
        onChange={(id, label) => setChosen(id === null ? null : { id, label: label ?? '' })}
        source={problemSource}
        formatOption={(option) => t('assignIncident.option', { id: option.value, name: option.label })}
        inline
      />
      {chosen && (
        <p className="assign-incident__chosen">
          {t('assignIncident.option', { id: chosen.id, name: chosen.label })}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('assignIncident.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={chosen === null}
          onClick={() => chosen && onSave(chosen)}
        >
          {t('assignIncident.save')}
        </button>
      </div>
    </>
  );
}
