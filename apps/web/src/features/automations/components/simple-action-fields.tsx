// The small action dialogs' fields: add a comment (rich text, required, public by default, placeholders)
// and log time (MINUTES, HOURS or DAYS and a whole number of at least 0).
import { timeTrackerUnits } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import type { ActionFieldsProps } from './action-fields-types.ts';
import { RuleBodyEditor } from './rule-body-editor.tsx';

export function AddCommentFields({
  value,
  onChange,
  automationType,
  errors,
}: ActionFieldsProps<'ADD_TICKET_COMMENT'>) {
  const { t } = useTranslation('automations');
  return (
    <div className="action-fields">
      <RuleBodyEditor
        label={t('actions.comment.body')}
        value={value.body}
        onChange={(body) => onChange({ ...value, body })}
        automationType={automationType}
        error={errors.get('body')}
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
