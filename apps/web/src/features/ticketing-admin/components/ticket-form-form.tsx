// The form that adds or edits a ticket form: name, description, active, and its ordered attributes.
// The default form stays active.
import {
  type TicketAttribute,
  type TicketForm,
  type TicketFormInput,
  ticketFormInputSchema,
} from '@warden/domain';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { FormAttributesField } from './form-attributes-field.tsx';
import { FormCheckbox } from './form-checkbox.tsx';

export interface TicketFormFormProps {
  ticketForm: TicketForm | null;
  attributes: TicketAttribute[];
  onSave: (body: TicketFormInput) => Promise<TicketForm>;
  onDone: () => void;
}

const DESCRIPTION_MAX_LENGTH = 500;

export function TicketFormForm({ ticketForm, attributes, onSave, onDone }: TicketFormFormProps) {
  const { t } = useTranslation('ticketingAdmin');
  const form = useForm({
    resolver: useFormResolver(ticketFormInputSchema),
    defaultValues: {
      name: ticketForm?.name ?? '',
      description: ticketForm?.description ?? '',
      active: ticketForm?.active ?? true,
      attributes: ticketForm?.attributes ?? [],
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('forms.toasts.saveFailed'),
    successTitle: (saved) => t('forms.toasts.saved', { name: saved.name }),
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('forms.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={control}
        name="description"
        label={t('forms.form.description')}
        maxLength={DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
      />
      <FormCheckbox
        control={control}
        name="active"
        label={t('forms.form.active')}
        disabled={ticketForm?.isDefault ?? false}
      />
      {errors.active?.message && <p className="field__error">{errors.active.message}</p>}
      <FormAttributesField form={form as UseFormReturn<TicketFormInput>} attributes={attributes} />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={t(ticketForm ? 'forms.form.save' : 'forms.add')}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
