// The form that adds or edits a ticket status: name, parent status, colour, and whether it solves the
// ticket. A default status keeps its place: only its name and colour change.
import { type TicketStatus, type TicketStatusInput, ticketStatusInputSchema } from '@warden/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { FormCheckbox } from './form-checkbox.tsx';

export interface StatusFormProps {
  status: TicketStatus | null;
  statuses: TicketStatus[];
  onSave: (body: TicketStatusInput) => Promise<TicketStatus>;
  onDone: () => void;
}

const NEW_STATUS_COLOR = '#2f80ed';

export function StatusForm({ status, statuses, onSave, onDone }: StatusFormProps) {
  const { t } = useTranslation('ticketingAdmin');
  const form = useForm({
    resolver: useFormResolver(ticketStatusInputSchema),
    defaultValues: {
      name: status?.name ?? '',
      parentId: status?.parentId ?? null,
      color: status?.color ?? NEW_STATUS_COLOR,
      solved: status?.solved ?? false,
      active: status?.active ?? true,
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const color = useWatch({ control, name: 'color' });
  const fixed = status?.system ?? false;
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('statuses.toasts.saveFailed'),
    successTitle: (saved) => t('statuses.toasts.saved', { name: saved.name }),
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('statuses.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormField label={t('statuses.form.parent')} error={errors.parentId?.message}>
        {(field) => (
          <select
            {...field}
            {...register('parentId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
            disabled={fixed}
          >
            <option value="">{t('statuses.form.noParent')}</option>
            {statuses
              .filter((s) => s.id !== status?.id)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField label={t('statuses.form.color')} hint={color} error={errors.color?.message}>
        {(field) => (
          <input {...field} {...register('color')} type="color" className="ticketing-admin__color" />
        )}
      </FormField>
      <FormCheckbox control={control} name="solved" label={t('statuses.form.solved')} disabled={fixed} />
      <FormCheckbox control={control} name="active" label={t('statuses.form.active')} disabled={fixed} />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={t(status ? 'statuses.form.save' : 'statuses.add')}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
