// When a time rule may fire on a ticket again (spec 001, section 5): once the ticket enters the reset
// status, or once the reset time has passed since the last firing. Without it the rule fires once.
import { type conditionResetSchema, timeTrackerUnits } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import type { SectionProps } from './rule-editor-types.ts';
import { issueAt, NOT_CHOSEN } from './section-issues.ts';
import { StatusSelect } from './status-select.tsx';

type ConditionResetInput = z.input<typeof conditionResetSchema>;

export function ConditionResetForm({
  value,
  onChange,
  issues,
  touched,
  disabled,
}: SectionProps<ConditionResetInput | null | undefined>) {
  const { t } = useTranslation('automations');
  const timeId = useId();
  const unitId = useId();
  const error = (...path: string[]) => issueAt(issues, touched, ...path);
  const timeError = error('resetTimeValue');
  const unitError = error('resetTimeUnit');
  return (
    <fieldset className="rule-section" disabled={disabled}>
      <legend>{t('sections.reset.title')}</legend>
      <Checkbox
        label={t('sections.reset.enabled')}
        checked={!!value}
        disabled={disabled}
        onCheckedChange={(on) => onChange(on ? { resetStatus: NOT_CHOSEN } : null)}
      />
      {value && (
        <>
          <StatusSelect
            label={t('sections.reset.status')}
            value={value.resetStatus}
            onChange={(resetStatus) => onChange({ ...value, resetStatus: resetStatus ?? NOT_CHOSEN })}
            error={error('resetStatus')}
            disabled={disabled}
          />
          <div className="field">
            <label htmlFor={timeId}>{t('sections.reset.time')}</label>
            <input
              id={timeId}
              type="number"
              min={0}
              step={1}
              value={value.resetTimeValue ?? ''}
              aria-invalid={!!timeError}
              onChange={(event) => {
                const text = event.target.value;
                onChange({ ...value, resetTimeValue: text === '' ? null : Number(text) });
              }}
            />
            {timeError && <span className="field__error">{timeError}</span>}
          </div>
          <div className="field">
            <label htmlFor={unitId}>{t('sections.reset.unit')}</label>
            <select
              id={unitId}
              value={value.resetTimeUnit ?? ''}
              aria-invalid={!!unitError}
              onChange={(event) =>
                onChange({
                  ...value,
                  resetTimeUnit: (event.target.value || null) as ConditionResetInput['resetTimeUnit'],
                })
              }
            >
              <option value="">{t('sections.reset.noUnit')}</option>
              {timeTrackerUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`sections.units.${unit}`)}
                </option>
              ))}
            </select>
            {unitError && <span className="field__error">{unitError}</span>}
          </div>
        </>
      )}
    </fieldset>
  );
}
