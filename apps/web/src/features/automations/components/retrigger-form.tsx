// What a time rule does to a ticket it fires on again after a reset (spec 001, section 5): open a new
// ticket (the ticket-create settings say how), or set the retrigger status, tags, priority and severity.
import type { retriggerSchema } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { TagPicker } from '../../../components/tag-picker/tag-picker.tsx';
import { useTagPickerData } from '../../tickets/hooks/use-tag-picker-data.ts';
import { PolicySelect } from './policy-select.tsx';
import type { SectionProps } from './rule-editor-types.ts';
import { issueAt } from './section-issues.ts';
import { StatusSelect } from './status-select.tsx';

type RetriggerInput = z.input<typeof retriggerSchema>;

export function RetriggerForm({
  value,
  onChange,
  issues,
  touched,
  disabled,
}: SectionProps<RetriggerInput | null | undefined>) {
  const { t } = useTranslation('automations');
  const tags = useTagPickerData();
  const error = (...path: string[]) => issueAt(issues, touched, ...path);
  return (
    <fieldset className="rule-section" disabled={disabled}>
      <legend>{t('sections.retrigger.title')}</legend>
      <Checkbox
        label={t('sections.retrigger.enabled')}
        checked={!!value}
        disabled={disabled}
        onCheckedChange={(on) => onChange(on ? { createNewTicket: false, retriggerStatus: null } : null)}
      />
      {value && (
        <>
          <Checkbox
            label={t('sections.retrigger.createNewTicket')}
            checked={value.createNewTicket}
            disabled={disabled}
            onCheckedChange={(createNewTicket) => onChange({ ...value, createNewTicket })}
          />
          {!value.createNewTicket && (
            <>
              <StatusSelect
                label={t('sections.retrigger.status')}
                value={value.retriggerStatus}
                onChange={(retriggerStatus) =>
                  onChange({ ...value, retriggerStatus: retriggerStatus ?? null })
                }
                error={error('retriggerStatus')}
                disabled={disabled}
              />
              <TagPicker
                label={t('sections.retrigger.tags')}
                tags={tags.tags}
                value={value.retriggerTags ?? []}
                onChange={(retriggerTags) => onChange({ ...value, retriggerTags })}
                onCreate={tags.create}
                loading={tags.loading}
                loadFailed={tags.loadFailed}
                disabled={disabled}
              />
              <PolicySelect
                kind="priority"
                label={t('sections.retrigger.priority')}
                value={value.retriggerPriority}
                onChange={(retriggerPriority) => onChange({ ...value, retriggerPriority })}
                disabled={disabled}
              />
              <PolicySelect
                kind="severity"
                label={t('sections.retrigger.severity')}
                value={value.retriggerSeverity}
                onChange={(retriggerSeverity) => onChange({ ...value, retriggerSeverity })}
                disabled={disabled}
              />
            </>
          )}
        </>
      )}
    </fieldset>
  );
}
