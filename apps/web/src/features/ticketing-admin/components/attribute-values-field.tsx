// The values of a dropdown or multi-select attribute: each kept with its id (rules name values by
// id), new ones added at the end, any removed.
import type { TicketAttributeInput } from '@warden/domain';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';

export function AttributeValuesField({ form }: { form: UseFormReturn<TicketAttributeInput> }) {
  const { t } = useTranslation('ticketingAdmin');
  const { control, register, formState } = form;
  // The values carry their own `id`, so the field array keys its rows under another name.
  const { fields, append, remove } = useFieldArray({ control, name: 'content.values', keyName: 'key' });
  const errors = formState.errors.content?.values;
  return (
    <fieldset className="ticketing-admin__group">
      <legend>{t('attributes.form.values')}</legend>
      {fields.map((row, index) => (
        <div key={row.key} className="ticketing-admin__value-row">
          <FormField
            label={t('attributes.form.value', { number: index + 1 })}
            error={errors?.[index]?.name?.message ?? errors?.[index]?.id?.message}
          >
            {(field) => <input {...field} {...register(`content.values.${index}.name`)} autoComplete="off" />}
          </FormField>
          <button
            type="button"
            className="button"
            onClick={() => remove(index)}
            aria-label={t('attributes.form.removeValue', { number: index + 1 })}
          >
            {t('attributes.form.remove')}
          </button>
        </div>
      ))}
      {(errors?.message ?? errors?.root?.message) && (
        <p className="field__error" role="alert">
          {errors?.message ?? errors?.root?.message}
        </p>
      )}
      <button type="button" className="button" onClick={() => append({ name: '' })}>
        {t('attributes.form.addValue')}
      </button>
    </fieldset>
  );
}
