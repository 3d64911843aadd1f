// The small action dialogs' fields: add a comment (body required, public by default, placeholders)
// and log time (MINUTES, HOURS or DAYS and a whole number of at least 0).
import { timeTrackerUnits } from '@warden/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import type { ActionFieldsProps } from './action-fields-types.ts';
import { insertAt, PlaceholderPicker } from './placeholder-picker.tsx';

export function AddCommentFields({
  value,
  onChange,
  automationType,
  errors,
}: ActionFieldsProps<'ADD_TICKET_COMMENT'>) {
  const { t } = useTranslation('automations');
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  return (
    <div className="action-fields">
      <div className="field">
        <label htmlFor={id}>{t('actions.comment.body')}</label>
        <textarea
          id={id}
          ref={bodyRef}
          rows={8}
          value={value.body}
          aria-invalid={errors.has('body')}
          aria-describedby={errors.has('body') ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...value, body: event.target.value })}
        />
        {errors.get('body') && (
          <span id={`${id}-error`} className="field__error">
            {errors.get('body')}
          </span>
        )}
      </div>
      <PlaceholderPicker
        automationType={automationType}
        extended
        onPick={(key) => onChange({ ...value, body: insertAt(value.body, key, bodyRef.current) })}
      />
      <Checkbox
        label={t('actions.comment.public')}
        checked={value.public ?? true}
        onCheckedChange={(on) => onChange({ ...value, public: on })}
      />
    </div>
  );
}

export function TimeEntryFields({
  value,
  onChange,
  errors,
}: ActionFieldsProps<'TICKET_LOG_ENTRY_TIME_TRACKER'>) {
  const { t } = useTranslation('automations');
  return (
    <div className="action-fields action-fields--row">
      <FormField label={t('actions.time.value')} error={errors.get('value')}>
        {(field) => (
          <input
            {...field}
            type="number"
            min={0}
            step={1}
            value={Number.isNaN(value.value) ? '' : value.value}
            onChange={(event) => onChange({ ...value, value: event.target.valueAsNumber })}
          />
        )}
      </FormField>
      <FormField label={t('actions.time.unit')} error={errors.get('unit')}>
        {(field) => (
          <select
            {...field}
            value={value.unit}
            onChange={(event) => onChange({ ...value, unit: event.target.value as typeof value.unit })}
          >
            {timeTrackerUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`actions.time.units.${unit}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
