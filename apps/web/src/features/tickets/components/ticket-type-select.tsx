// The ticket type control. Choosing Incident opens Assign Incident; only a chosen problem makes the
// ticket an incident of that problem (spec 001 §4), and Cancel or Escape leaves type and parent as
// they were. Any other type drops the parent, since only incidents have one.
import { type TicketType, ticketTypes } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerOptions } from '../hooks/use-picker-options.ts';
import { AssignIncidentDialog, type ProblemChoice } from './assign-incident-dialog.tsx';

export interface TicketTypeValue {
  type: TicketType;
  parent: ProblemChoice | null;
}

export interface TicketTypeSelectProps {
  value: TicketTypeValue;
  onChange: (value: TicketTypeValue) => void;
  problemSource: (search: string) => PickerOptions;
  disabled?: boolean;
}

export function TicketTypeSelect({
  value,
  onChange,
  problemSource,
  disabled = false,
}: TicketTypeSelectProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [assigning, setAssigning] = useState(false);
  const select = (type: TicketType) => {
    if (type === 'INCIDENT') setAssigning(true);
    else onChange({ type, parent: null });
  };
  return (
    <div className="field ticket-type">
      <label htmlFor={id}>{t('fields.type')}</label>
      <select
        id={id}
        value={assigning ? 'INCIDENT' : value.type}
        disabled={disabled}
        onChange={(event) => select(event.target.value as TicketType)}
      >
        {ticketTypes.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </select>
      {value.type === 'INCIDENT' && value.parent && (
        <p className="ticket-type__parent">
          {t('fields.parent')}:{' '}
          {t('assignIncident.option', { id: value.parent.id, name: value.parent.label })}{' '}
          {!disabled && (
            <button type="button" className="button button--link" onClick={() => setAssigning(true)}>
              {t('fields.changeProblem')}
            </button>
          )}
        </p>
      )}
      <AssignIncidentDialog
        open={assigning}
        current={value.type === 'INCIDENT' ? value.parent : null}
        problemSource={problemSource}
        onSave={(problem) => {
          setAssigning(false);
          onChange({ type: 'INCIDENT', parent: problem });
        }}
        onCancel={() => setAssigning(false)}
      />
    </div>
  );
}
