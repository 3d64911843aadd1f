// The attributes of a ticket form, in the order the form shows them: dragged into place, each
// required or not, removed, or added from the active attributes not yet on the form.
import type { TicketAttribute, TicketFormInput } from '@warden/domain';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DragSortList } from '../../../components/drag-sort-list/drag-sort-list.tsx';
import { FormCheckbox } from './form-checkbox.tsx';

export interface FormAttributesFieldProps {
  form: UseFormReturn<TicketFormInput>;
  attributes: TicketAttribute[];
}

export function FormAttributesField({ form, attributes }: FormAttributesFieldProps) {
  const { t } = useTranslation('ticketingAdmin');
  const { control, getValues, formState } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'attributes', keyName: 'key' });
  const [adding, setAdding] = useState('');
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const nameOf = (id: number) => {
    const attribute = byId.get(id);
    if (!attribute) return `#${id}`;
    return attribute.active ? attribute.name : t('inactiveName', { name: attribute.name });
  };
  const onForm = new Set(fields.map((f) => f.attributeId));
  const addable = attributes.filter((a) => a.active && !onForm.has(a.id));
  const error = formState.errors.attributes;
  const message = error?.message ?? error?.root?.message;

  // The checkboxes hold the newest "required" values, so a reorder takes them from the form.
  const reorder = (next: typeof fields) => {
    const values = getValues('attributes') ?? [];
    replace(next.map((item) => values[fields.indexOf(item)] ?? item));
  };
  const add = () => {
    if (!adding) return;
    append({ attributeId: Number(adding), required: false });
    setAdding('');
  };

  return (
    <fieldset className="ticketing-admin__group">
      <legend>{t('forms.form.attributes')}</legend>
      {fields.length === 0 ? (
        <p className="ticketing-admin__muted">{t('forms.form.noAttributes')}</p>
      ) : (
        <DragSortList
          label={t('forms.form.attributeOrder')}
          items={fields}
          getId={(item) => item.key}
          getLabel={(item) => nameOf(item.attributeId)}
          onReorder={reorder}
          renderItem={(item) => {
            const index = fields.indexOf(item);
            const name = nameOf(item.attributeId);
            return (
              <div className="ticketing-admin__form-attribute">
                <span>{name}</span>
                <FormCheckbox
                  control={control}
                  name={`attributes.${index}.required`}
                  label={t('forms.form.required', { name })}
                />
                <button
                  type="button"
                  className="button"
                  onClick={() => remove(index)}
                  aria-label={t('forms.form.removeNamed', { name })}
                >
                  {t('forms.form.remove')}
                </button>
              </div>
            );
          }}
        />
      )}
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      <div className="ticketing-admin__add-attribute">
        <label className="visually-hidden" htmlFor="ticket-form-add-attribute">
          {t('forms.form.addAttributeLabel')}
        </label>
        <select id="ticket-form-add-attribute" value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">{t('forms.form.chooseAttribute')}</option>
          {addable.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={add} disabled={!adding}>
          {t('forms.form.addAttribute')}
        </button>
      </div>
    </fieldset>
  );
}
