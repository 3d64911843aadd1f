// The ticket a time rule opens when it retriggers into a new ticket (spec 001, section 5): its form
// and status (required), tags, priority and severity ("use policy" keeps the original's), and whether
// the rule's owner is its requester.
import type { ticketCreateSettingsSchema } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { TagPicker } from '../../../components/tag-picker/tag-picker.tsx';
import { useTagPickerData } from '../../tickets/hooks/use-tag-picker-data.ts';
import { useTicketForms } from '../../tickets/hooks/use-ticketing-config.ts';
import { PolicySelect } from './policy-select.tsx';
import type { SectionProps } from './rule-editor-types.ts';
import { issueAt, NOT_CHOSEN } from './section-issues.ts';
import { StatusSelect } from './status-select.tsx';

type TicketCreateInput = z.input<typeof ticketCreateSettingsSchema>;

export function TicketCreateForm({
  value,
  onChange,
  issues,
  touched,
  disabled,
}: SectionProps<TicketCreateInput | null | undefined>) {
  const { t } = useTranslation('automations');
  const formId = useId();
  const tags = useTagPickerData();
  const forms = (useTicketForms().data ?? []).filter(
    (form) => form.active || form.id === value?.ticketFormId,
  );
  const error = (...path: string[]) => issueAt(issues, touched, ...path);
  const formError = error('ticketFormId');
  return (
    <fieldset className="rule-section" disabled={disabled}>
      <legend>{t('sections.ticketCreate.title')}</legend>
      <Checkbox
        label={t('sections.ticketCreate.enabled')}
        checked={!!value}
        disabled={disabled}
        onCheckedChange={(on) => onChange(on ? { ticketFormId: NOT_CHOSEN, status: NOT_CHOSEN } : null)}
      />
      {value && (
        <>
          <div className="field">
            <label htmlFor={formId}>{t('sections.ticketCreate.form')}</label>
            <select
              id={formId}
              value={value.ticketFormId ?? ''}
              aria-invalid={!!formError}
              onChange={(event) =>
                onChange({
                  ...value,
                  ticketFormId: event.target.value === '' ? NOT_CHOSEN : Number(event.target.value),
                })
              }
            >
              <option value="">{t('sections.ticketCreate.chooseForm')}</option>
              {forms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.name}
                </option>
              ))}
            </select>
            {formError && <span className="field__error">{formError}</span>}
          </div>
          <StatusSelect
            label={t('sections.ticketCreate.status')}
            value={value.status}
            onChange={(status) => onChange({ ...value, status: status ?? NOT_CHOSEN })}
            error={error('status')}
            disabled={disabled}
          />
          <TagPicker
            label={t('sections.ticketCreate.tags')}
            tags={tags.tags}
            value={value.tags ?? []}
            onChange={(chosen) => onChange({ ...value, tags: chosen })}
            onCreate={tags.create}
            loading={tags.loading}
            loadFailed={tags.loadFailed}
            disabled={disabled}
          />
          <PolicySelect
            kind="priority"
            label={t('sections.ticketCreate.priority')}
            value={value.priority}
            onChange={(priority) => onChange({ ...value, priority })}
            disabled={disabled}
          />
          <PolicySelect
            kind="severity"
            label={t('sections.ticketCreate.severity')}
            value={value.severity}
            onChange={(severity) => onChange({ ...value, severity })}
            disabled={disabled}
          />
          <Checkbox
            label={t('sections.ticketCreate.useOwnerAsRequester')}
            checked={value.useOwnerAsRequester ?? false}
            disabled={disabled}
            onCheckedChange={(useOwnerAsRequester) => onChange({ ...value, useOwnerAsRequester })}
          />
        </>
      )}
    </fieldset>
  );
}
