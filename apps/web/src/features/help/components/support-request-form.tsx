// The support request form (spec 000, sections 3 and 5): priority, subject, description, category,
// phone, 'Request a call' (not for billing or API questions), CC and attachments.
import {
  noCallbackCategories,
  SUPPORT_REQUEST_BODY_MAX,
  SUPPORT_REQUEST_SUBJECT_MAX,
  type SupportRequestCategory,
  supportRequestCategories,
  supportRequestPriorities,
} from '@warden/domain';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { PhoneInput } from '../../../components/phone-input/phone-input.tsx';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import type { useSupportRequestAttachments } from '../hooks/use-support-request-attachments.ts';
import { useSupportRequestResolver } from '../hooks/use-support-request-resolver.ts';
import { useTechnicianOptions } from '../hooks/use-technician-options.ts';
import type { SupportRequestFormInput, SupportRequestFormValues } from '../support-request-form-schema.ts';
import { LabelledField } from './labelled-field.tsx';
import { RelatedArticlesCount } from './related-articles-count.tsx';
import { SupportRequestAttachmentsField } from './support-request-attachments-field.tsx';
import { SupportRequestCcField } from './support-request-cc-field.tsx';

export interface SupportRequestFormProps {
  attachments: ReturnType<typeof useSupportRequestAttachments>;
  submitting: boolean;
  onSubmit: (values: SupportRequestFormValues) => void;
  /** The outcome of the last attempt, shown above the submit button. */
  notice?: ReactNode;
}

const callbackAllowed = (category: string | undefined) =>
  !noCallbackCategories.includes(category as SupportRequestCategory);

export function SupportRequestForm({ attachments, submitting, onSubmit, notice }: SupportRequestFormProps) {
  const { t } = useTranslation('help');
  const technicians = useTechnicianOptions();
  const form = useForm<SupportRequestFormInput, unknown, SupportRequestFormValues>({
    resolver: useSupportRequestResolver(),
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
    <form className="help-support-request" onSubmit={submit} noValidate>
      <LabelledField label={t('supportRequest.priority')} error={errors.ticketPriority?.message}>
        {(control) => (
          <select className="input" {...control} {...form.register('ticketPriority')} defaultValue="">
            <option value="" disabled>
              {t('supportRequest.priorityPlaceholder')}
            </option>
            {supportRequestPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`supportRequest.priorities.${priority}`)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t('supportRequest.subject')} error={errors.ticketSubject?.message}>
        {(control) => (
          <input
            className="input"
            maxLength={SUPPORT_REQUEST_SUBJECT_MAX}
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
            label={t('supportRequest.body')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={SUPPORT_REQUEST_BODY_MAX}
            rows={5}
            error={fieldState.error?.message}
          />
        )}
      />
      <LabelledField label={t('supportRequest.category')} error={errors.ticketCategory?.message}>
        {(control) => (
          <select className="input" {...control} {...form.register('ticketCategory')} defaultValue="">
            <option value="" disabled>
              {t('supportRequest.categoryPlaceholder')}
            </option>
            {supportRequestCategories.map((value) => (
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
            label={t('supportRequest.phone')}
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
                label={t('supportRequest.callback')}
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
          <SupportRequestCcField
            value={field.value ?? []}
            onChange={field.onChange}
            options={technicians.data ?? []}
          />
        )}
      />
      <SupportRequestAttachmentsField
        items={attachments.items}
        problems={attachments.problems}
        onAdd={attachments.add}
        onRemove={attachments.remove}
        disabled={submitting}
      />
      {notice}
      {attachments.uploading && <p className="field__hint">{t('supportRequest.uploadsPending')}</p>}
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || attachments.uploading}
        >
          {submitting ? t('supportRequest.submitting') : t('supportRequest.submit')}
        </button>
      </div>
    </form>
  );
}
