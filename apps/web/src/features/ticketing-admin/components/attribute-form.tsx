// The form that adds or edits a custom ticket attribute: name, description, type, the values of a
// dropdown or multi-select, the maximum of a number, and whether it is active.
import {
  type AttributeType,
  attributeTypes,
  type TicketAttribute,
  type TicketAttributeInput,
  ticketAttributeInputSchema,
} from '@warden/domain';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { AttributeValuesField } from './attribute-values-field.tsx';
import { FormCheckbox } from './form-checkbox.tsx';

export interface AttributeFormProps {
  attribute: TicketAttribute | null;
  onSave: (body: TicketAttributeInput) => Promise<TicketAttribute>;
  onDone: () => void;
}

const DESCRIPTION_MAX_LENGTH = 500;
const withValues = new Set<AttributeType>(['DROPDOWN', 'MULTI_SELECT']);

/** Only the content the chosen type has is sent: values for lists, a maximum for numbers. */
function contentFor(type: AttributeType, content: TicketAttributeInput['content']) {
  if (withValues.has(type)) return { values: content?.values ?? [] };
  if (type === 'NUMERIC' && content?.max !== undefined) return { max: content.max };
  return {};
}

const numberOrNothing = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function AttributeForm({ attribute, onSave, onDone }: AttributeFormProps) {
  const { t } = useTranslation('ticketingAdmin');
  const form = useForm({
    resolver: useFormResolver(ticketAttributeInputSchema),
    defaultValues: {
      name: attribute?.name ?? '',
      description: attribute?.description ?? '',
      attributeType: attribute?.attributeType ?? 'TEXT',
      content: { values: attribute?.content.values ?? [], max: attribute?.content.max },
      active: attribute?.active ?? true,
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'attributeType' });
  const submit = useSaveSubmit(form, {
    save: (values) => onSave({ ...values, content: contentFor(values.attributeType, values.content) }),
    failureTitle: t('attributes.toasts.saveFailed'),
    successTitle: (saved) => t('attributes.toasts.saved', { name: saved.name }),
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('attributes.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={control}
        name="description"
        label={t('attributes.form.description')}
        maxLength={DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
      />
      <FormField label={t('attributes.form.type')} error={errors.attributeType?.message}>
        {(field) => (
          <select {...field} {...register('attributeType')}>
            {attributeTypes.map((value) => (
              <option key={value} value={value}>
                {t(`attributes.types.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {withValues.has(type) && <AttributeValuesField form={form as UseFormReturn<TicketAttributeInput>} />}
      {type === 'NUMERIC' && (
        <FormField label={t('attributes.form.max')} error={errors.content?.max?.message}>
          {(field) => (
            <input {...field} {...register('content.max', { setValueAs: numberOrNothing })} type="number" />
          )}
        </FormField>
      )}
      <FormCheckbox control={control} name="active" label={t('attributes.form.active')} />
      <FormAlert message={errors.root?.server?.message ?? errors.content?.message} />
      <DialogActions
        submitLabel={t(attribute ? 'attributes.form.save' : 'attributes.add')}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
