// The form that adds or edits an end user or contact: names, e-mail, phone, job title, organisation.
import { type EndUser, type EndUserInput, endUserInputSchema, type RequesterKind } from '@warden/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { PhoneInput } from '../../../components/phone-input/phone-input.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { type OrganizationChoice, OrganizationPicker } from './organization-picker.tsx';

export interface PersonFormProps {
  kind: RequesterKind;
  /** The person edited; a new one when null. */
  person: EndUser | null;
  onSave: (body: EndUserInput) => Promise<EndUser>;
  onDone: () => void;
}

/** A blank optional text field is sent as null, not as an empty (and invalid) address. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export function PersonForm({ kind, person, onSave, onDone }: PersonFormProps) {
  const { t } = useTranslation('ticketingAdmin');
  const form = useForm({
    resolver: useFormResolver(endUserInputSchema),
    defaultValues: {
      kind,
      organizationId: person?.organizationId ?? null,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: person?.email ?? null,
      phone: person?.phone ?? null,
      jobTitle: person?.jobTitle ?? '',
    },
  });
  const { register, formState, control, setValue } = form;
  const { errors } = formState;
  const [organization, setOrganization] = useState<OrganizationChoice | null>(
    person?.organizationId ? { id: person.organizationId, name: person.organizationName ?? '' } : null,
  );
  const [phoneValid, setPhoneValid] = useState(true);
  const names = kind === 'CONTACT' ? 'contacts' : 'endUsers';

  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t(`${names}.toasts.saveFailed`),
    successTitle: (saved) =>
      t(person ? 'people.toasts.saved' : 'people.toasts.created', { name: saved.name }),
    onDone,
  });

  return (
    // The phone field reports its own "Invalid phone number"; such a form is not sent.
    <form onSubmit={(event) => (phoneValid ? submit(event) : event.preventDefault())} noValidate>
      <div className="ticketing-admin__name-row">
        <FormField label={t('people.form.firstName')} error={errors.firstName?.message}>
          {(field) => <input {...field} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField label={t('people.form.lastName')} error={errors.lastName?.message}>
          {(field) => <input {...field} {...register('lastName')} autoComplete="off" />}
        </FormField>
      </div>
      <FormField label={t('people.form.email')} error={errors.email?.message}>
        {(field) => (
          <input
            {...field}
            {...register('email', { setValueAs: blankAsNull })}
            type="email"
            autoComplete="off"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label={t('people.form.phone')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={(value, valid) => {
              setPhoneValid(valid);
              field.onChange(value === '' ? null : value);
            }}
          />
        )}
      />
      <FormField label={t('people.form.jobTitle')} error={errors.jobTitle?.message}>
        {(field) => <input {...field} {...register('jobTitle')} autoComplete="off" />}
      </FormField>
      <FormField label={t('people.form.organization')} error={errors.organizationId?.message}>
        {(field) => (
          <OrganizationPicker
            id={field.id}
            invalid={field['aria-invalid']}
            describedBy={field['aria-describedby']}
            label={t('people.form.organization')}
            noneLabel={t('people.form.noOrganization')}
            value={organization}
            onChange={(choice) => {
              setOrganization(choice);
              setValue('organizationId', choice?.id ?? null, { shouldDirty: true });
            }}
          />
        )}
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={t(person ? 'people.form.save' : `${names}.add`)}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
