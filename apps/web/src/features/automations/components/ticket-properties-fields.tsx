// The ticket properties a change-values action sets (spec 001 §3): organisation, assignee (TECHNICIAN
// users by id), requester, status, priority, severity and subject. A property left unset is unchanged;
// the current-user shortcuts are offered only where a rule runs for someone.
import { type AutomationType, allowsCurrentUser, ticketPriorities, ticketSeverities } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { useAssigneeActionOptions } from '../hooks/use-action-options.ts';
import { conditionSources } from '../hooks/use-condition-options.ts';
import type { ChangeInput } from './action-draft.ts';
import { ReferencePicker } from './reference-picker.tsx';
import { StatusSelect } from './status-select.tsx';
import { SubjectValueDialog } from './subject-value-dialog.tsx';

type Properties = Extract<ChangeInput, { field: 'ticket' }>['properties'];

export interface TicketPropertiesFieldsProps {
  value: Properties;
  onChange: (value: Properties) => void;
  automationType: AutomationType;
  /** Messages by property name ('' for the properties as a whole). */
  errors: ReadonlyMap<string, string>;
}

/** The value without the property when it is unset, so the engine leaves it unchanged. */
function withProperty<K extends keyof Properties>(
  value: Properties,
  key: K,
  next: Properties[K] | undefined,
) {
  const copy = { ...value };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

export function TicketPropertiesFields({
  value,
  onChange,
  automationType,
  errors,
}: TicketPropertiesFieldsProps) {
  const { t } = useTranslation('automations');
  const { t: ticketText } = useTranslation('tickets');
  const set = <K extends keyof Properties>(key: K, next: Properties[K] | undefined) =>
    onChange(withProperty(value, key, next));
  const currentUser = allowsCurrentUser(automationType);
  return (
    <div className="action-fields">
      <ReferencePicker<number>
        label={t('actions.change.properties.organization')}
        kind="organization"
        multiple={false}
        value={value.organization ?? null}
        onChange={(id) => set('organization', (id as number | null) ?? undefined)}
        source={conditionSources.organization}
        error={errors.get('organization')}
      />
      <ReferencePicker<number | string>
        label={t('actions.change.properties.assignedAppUserId')}
        kind="userId"
        multiple={false}
        value={value.assignedAppUserId ?? null}
        onChange={(id) => set('assignedAppUserId', (id as number | 'CURRENT_USER' | null) ?? undefined)}
        source={useAssigneeActionOptions}
        currentUser={currentUser}
        error={errors.get('assignedAppUserId')}
      />
      <Checkbox
        label={t('actions.change.properties.unassign')}
        checked={value.assignedAppUserId === null}
        onCheckedChange={(on) => set('assignedAppUserId', on ? null : undefined)}
      />
      <ReferencePicker<string>
        label={t('actions.change.properties.requesterUid')}
        kind="person"
        multiple={false}
        value={value.requesterUid ?? null}
        onChange={(uid) => set('requesterUid', (uid as string | null) ?? undefined)}
        source={conditionSources.requester}
        currentUser={currentUser}
        error={errors.get('requesterUid')}
      />
      <StatusSelect
        label={t('actions.change.properties.status')}
        value={value.status}
        onChange={(id) => set('status', id)}
        error={errors.get('status')}
      />
      <EnumChoice
        label={t('actions.change.properties.priority')}
        value={value.priority}
        options={ticketPriorities}
        optionLabel={(p) => ticketText(`priority.${p}`)}
        onChange={(p) => set('priority', p)}
      />
      <EnumChoice
        label={t('actions.change.properties.severity')}
        value={value.severity}
        options={ticketSeverities}
        optionLabel={(s) => ticketText(`severity.${s}`)}
        onChange={(s) => set('severity', s)}
      />
      <SubjectProperty
        value={value.summary}
        onChange={(summary) => set('summary', summary)}
        error={errors.get('summary')}
      />
      {errors.get('') && (
        <p className="field__error" role="alert">
          {errors.get('')}
        </p>
      )}
    </div>
  );
}

function EnumChoice<V extends string>(props: {
  label: string;
  value: V | undefined;
  options: readonly V[];
  optionLabel: (v: V) => string;
  onChange: (v: V | undefined) => void;
}) {
  const { t } = useTranslation('automations');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange((event.target.value || undefined) as V | undefined)}
      >
        <option value="">{t('actions.change.unchanged')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SubjectProperty(props: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation('automations');
  const [open, setOpen] = useState(false);
  return (
    <div className="field">
      <span className="field__label">{t('actions.change.properties.summary')}</span>
      <span>{props.value ?? t('actions.change.unchanged')}</span>
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        {t('actions.subject.edit')}
      </button>
      {props.value !== undefined && (
        <button type="button" className="button button--link" onClick={() => props.onChange(undefined)}>
          {t('actions.subject.clear')}
        </button>
      )}
      {props.error && <span className="field__error">{props.error}</span>}
      <SubjectValueDialog
        open={open}
        value={props.value ?? ''}
        onClose={() => setOpen(false)}
        onSave={(subject) => {
          props.onChange(subject);
          setOpen(false);
        }}
      />
    </div>
  );
}
