// The create form: subject, description, type (Incident through Assign Incident), priority, severity,
// form, and the organisation, location, device, requester and assignee pickers. Checked with the
// domain's ticketCreateSchema; the page saves.
import {
  type Ticket,
  type TicketCreate,
  type TicketCreateInput,
  type TicketForm,
  ticketCreateSchema,
  ticketPriorities,
  ticketSeverities,
} from '@warden/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import type { TicketPickerSources } from '../hooks/use-ticket-picker-sources.ts';
import { PagedPicker } from './paged-picker.tsx';
import { TicketTypeSelect } from './ticket-type-select.tsx';

export interface Prefill {
  organization?: { id: number; name: string };
  device?: { id: number; name: string };
}

export interface TicketCreateFormProps {
  prefill: Prefill;
  forms: readonly TicketForm[];
  sources: TicketPickerSources;
  onSave: (values: TicketCreate) => Promise<Ticket>;
  onDone: (ticket: Ticket) => void;
}

type Labels = Partial<
  Record<'organization' | 'location' | 'device' | 'requester' | 'assignee' | 'parent', string | null>
>;

export function TicketCreateForm({ prefill, forms, sources, onSave, onDone }: TicketCreateFormProps) {
  const { t } = useTranslation('tickets');
  const form = useForm<TicketCreateInput, unknown, TicketCreate>({
    resolver: useFormResolver(ticketCreateSchema),
    defaultValues: {
      summary: '',
      description: '',
      type: 'QUESTION',
      parentTicketId: null,
      priority: 'NONE',
      severity: 'NONE',
      organizationId: prefill.organization?.id ?? null,
      deviceId: prefill.device?.id ?? null,
      ticketFormId: forms.find((f) => f.isDefault)?.id,
    },
  });
  const [labels, setLabels] = useState<Labels>({
    organization: prefill.organization?.name ?? null,
    device: prefill.device?.name ?? null,
  });
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('create.failed'),
    successTitle: (ticket) => t('create.created', { id: ticket.id }),
    onDone,
  });
  const { errors } = form.formState;
  const organizationId = form.watch('organizationId') ?? null;
  const picker = (
    name: 'organizationId' | 'locationId' | 'deviceId' | 'assignedAppUserId',
    label: keyof Labels,
    source: TicketPickerSources['technicians'],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PagedPicker<number>
          label={t(`fields.${label}`)}
          value={field.value ?? null}
          valueLabel={labels[label] ?? null}
          onChange={(value, text) => {
            field.onChange(value);
            setLabels((all) => ({ ...all, [label]: text }));
          }}
          source={source}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const type = form.watch('type') ?? 'QUESTION';
  const parentId = form.watch('parentTicketId') ?? null;
  return (
    <form className="ticket-create" onSubmit={submit} noValidate>
      <FormField label={t('fields.summary')} error={errors.summary?.message}>
        {(control) => <input {...control} {...form.register('summary')} maxLength={200} />}
      </FormField>
      <FormField label={t('fields.description')} error={errors.description?.message}>
        {(control) => <textarea {...control} {...form.register('description')} rows={6} />}
      </FormField>
      <TicketTypeSelect
        value={{ type, parent: parentId === null ? null : { id: parentId, label: labels.parent ?? '' } }}
        onChange={(next) => {
          form.setValue('type', next.type);
          form.setValue('parentTicketId', next.parent?.id ?? null);
          setLabels((all) => ({ ...all, parent: next.parent?.label ?? null }));
        }}
        problemSource={sources.problems}
      />
      <FormField label={t('fields.priority')}>
        {(control) => (
          <select {...control} {...form.register('priority')}>
            {ticketPriorities.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('fields.severity')}>
        {(control) => (
          <select {...control} {...form.register('severity')}>
            {ticketSeverities.map((s) => (
              <option key={s} value={s}>
                {t(`severity.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {forms.length > 0 && (
        <FormField label={t('fields.form')} error={errors.ticketFormId?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('ticketFormId', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
            >
              {forms
                .filter((f) => f.active)
                .map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
            </select>
          )}
        </FormField>
      )}
      {picker('organizationId', 'organization', sources.organizations)}
      {picker('locationId', 'location', sources.locations(organizationId))}
      {picker('deviceId', 'device', sources.devices(organizationId))}
      <Controller
        control={form.control}
        name="requesterUid"
        render={({ field }) => (
          <PagedPicker<string>
            label={t('fields.requester')}
            value={field.value ?? null}
            valueLabel={labels.requester ?? null}
            onChange={(value, text) => {
              field.onChange(value);
              setLabels((all) => ({ ...all, requester: text }));
            }}
            source={sources.requesters(organizationId)}
            error={errors.requesterUid?.message}
          />
        )}
      />
      {picker('assignedAppUserId', 'assignee', sources.technicians)}
      <FormAlert message={errors.root?.message} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {t('create.submit')}
        </button>
      </div>
    </form>
  );
}
