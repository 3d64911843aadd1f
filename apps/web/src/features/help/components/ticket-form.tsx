// The support ticket form (spec 000, sections 3 and 5): priority, subject, description, category,
// phone, 'Request a call' (not for billing or API questions), CC and attachments.
import {
  noCallbackCategories,
  TICKET_BODY_MAX,
  TICKET_SUBJECT_MAX,
  type TicketCategory,
  ticketCategories,
  ticketPriorities,
} from '@warden/domain';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { PhoneInput } from '../../../components/phone-input/phone-input.tsx';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useTechnicianOptions } from '../hooks/use-technician-options.ts';
import type { useTicketAttachments } from '../hooks/use-ticket-attachments.ts';
import { useTicketResolver } from '../hooks/use-ticket-resolver.ts';
import type { TicketFormInput, TicketFormValues } from '../ticket-form-schema.ts';
import { LabelledField } from './labelled-field.tsx';
import { RelatedArticlesCount } from './related-articles-count.tsx';
import { TicketAttachmentsField } from './ticket-attachments-field.tsx';
import { TicketCcField } from './ticket-cc-field.tsx';

export interface TicketFormProps {
  attachments: ReturnType<typeof useTicketAttachments>;
  submitting: boolean;
  onSubmit: (values: TicketFormValues) => void;
  /** The outcome of the last attempt, shown above the submit button. */
  notice?: ReactNode;
}

const callbackAllowed = (category: string | undefined) =>
  !noCallbackCategories.includes(category as TicketCategory);

export function TicketForm({ attachments, submitting, onSubmit, notice }: TicketFormProps) {
  const { t } = useTranslation('help');
  const technicians = useTechnicianOptions();
  const form = useForm<TicketFormInput, unknown, TicketFormValues>({
    resolver: useTicketResolver(),
    mode: 'onTouched',
    defaultValues: {
      ticketSubject: '',
      ticketBody: '',
      ticketPhoneNumber: '',
      ticketCallback: false,
      ticketCc: [],
    },
  });
  const { errors } = form.formState;
  const category = form.watch('ticketCategory');
  const showCallback = callbackAllowed(category);

  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, ticketCallback: showCallback && values.ticketCallback }),
  );

  return (
    <form className="help-ticket" onSubmit={submit} noValidate>
      <LabelledField label={t('ticket.priority')} error={errors.ticketPriority?.message}>
        {(control) => (
          <select className="input" {...control} {...form.register('ticketPriority')} defaultValue="">
            <option value="" disabled>
              {t('ticket.priorityPlaceholder')}
            </option>
            {ticketPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`ticket.priorities.${priority}`)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t('ticket.subject')} error={errors.ticketSubject?.message}>
        {(control) => (
          <input
            className="input"
            maxLength={TICKET_SUBJECT_MAX}
            autoComplete="off"
            {...control}
            {...form.register('ticketSubject')}
          />
        )}
      </LabelledField>
      <RelatedArticlesCount subject={form.watch('ticketSubject') ?? ''} />
      <Controller
        control={form.control}
        name="ticketBody"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('ticket.body')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={TICKET_BODY_MAX}
            rows={5}
            error={fieldState.error?.message}
          />
        )}
      />
      <LabelledField label={t('ticket.category')} error={errors.ticketCategory?.message}>
        {(control) => (
          <select className="input" {...control} {...form.register('ticketCategory')} defaultValue="">
            <option value="" disabled>
              {t('ticket.categoryPlaceholder')}
            </option>
            {ticketCategories.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <Controller
        control={form.control}
        name="ticketPhoneNumber"
        render={({ field }) => (
          <PhoneInput
            label={t('ticket.phone')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={(value) => field.onChange(value)}
          />
        )}
      />
      {showCallback && (
        <Controller
          control={form.control}
          name="ticketCallback"
          render={({ field }) => (
            <div className="field">
              <Checkbox
                label={t('ticket.callback')}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="ticketCc"
        render={({ field }) => (
          <TicketCcField
            value={field.value ?? []}
            onChange={field.onChange}
            options={technicians.data ?? []}
          />
        )}
      />
      <TicketAttachmentsField
        items={attachments.items}
        problems={attachments.problems}
        onAdd={attachments.add}
        onRemove={attachments.remove}
        disabled={submitting}
      />
      {notice}
      {attachments.uploading && <p className="field__hint">{t('ticket.uploadsPending')}</p>}
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || attachments.uploading}
        >
          {submitting ? t('ticket.submitting') : t('ticket.submit')}
        </button>
      </div>
    </form>
  );
}
