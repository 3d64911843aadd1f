// The schedule part of the plan form: the schedule type and the fields that type uses, with the
// wording the plan will show.
import { describeSchedule, type PlanInput, scheduleSchema, scheduleTypes, weekDays } from '@warden/domain';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form-field/form-field.tsx';
import type { PlanFormValues } from './plan-form-values.ts';
import './plan-form.css';

type PlanForm = UseFormReturn<PlanFormValues, unknown, PlanInput>;

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => i + 1);
const WEEKS_OF_MONTH = ['1', '2', '3', '4', '5'] as const;

export function ScheduleFields({ form }: { form: PlanForm }) {
  const { t } = useTranslation('backup');
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const errors = form.formState.errors.schedule;
  const type = schedule.scheduleType;
  const timed = type !== 'EVERY_N_HOURS' && type !== 'EVERY_N_MINUTES';
  const preview = scheduleSchema.safeParse(schedule);
  const number = { valueAsNumber: true } as const;

  return (
    <fieldset className="plan-form__group">
      <legend>{t('plans.form.schedule')}</legend>
      <FormField label={t('plans.form.scheduleType')}>
        {(field) => (
          <select {...field} {...form.register('schedule.scheduleType')}>
            {scheduleTypes.map((value) => (
              <option key={value} value={value}>
                {t(`plans.scheduleTypes.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {!timed && (
        <FormField label={t('plans.form.interval')} error={errors?.interval?.message}>
          {(field) => (
            <input
              {...field}
              type="number"
              min={1}
              max={1440}
              {...form.register('schedule.interval', number)}
            />
          )}
        </FormField>
      )}
      {(type === 'WEEKLY' || type === 'MONTHLY_WEEKDAY') && (
        <Controller
          control={form.control}
          name="schedule.weekDays"
          render={({ field }) => (
            <fieldset className="plan-form__choices" aria-invalid={!!errors?.weekDays}>
              <legend>{t('plans.form.weekDays')}</legend>
              {weekDays.map((day) => (
                <label key={day} className="field--inline">
                  <input
                    type="checkbox"
                    checked={field.value?.includes(day) ?? false}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? weekDays.filter((d) => d === day || field.value?.includes(d))
                          : (field.value ?? []).filter((d) => d !== day),
                      )
                    }
                  />
                  {t(`plans.weekDays.${day}`)}
                </label>
              ))}
              {errors?.weekDays && <span className="field__error">{errors.weekDays.message}</span>}
            </fieldset>
          )}
        />
      )}
      {type === 'MONTHLY_DAY' && (
        <FormField label={t('plans.form.dayOfMonth')}>
          {(field) => (
            <select {...field} {...form.register('schedule.dayOfMonth', number)}>
              {DAYS_OF_MONTH.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
              <option value={0}>{t('plans.form.lastDay')}</option>
            </select>
          )}
        </FormField>
      )}
      {type === 'MONTHLY_WEEKDAY' && (
        <FormField label={t('plans.form.weekOfMonth')}>
          {(field) => (
            <select {...field} {...form.register('schedule.weekOfMonth', number)}>
              {WEEKS_OF_MONTH.map((week) => (
                <option key={week} value={week}>
                  {t(`plans.weekOfMonth.${week}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {timed && (
        <div className="plan-form__row">
          <FormField label={t('plans.form.hour')} error={errors?.scheduleHour?.message}>
            {(field) => (
              <input
                {...field}
                type="number"
                min={0}
                max={23}
                {...form.register('schedule.scheduleHour', number)}
              />
            )}
          </FormField>
          <FormField label={t('plans.form.minute')} error={errors?.scheduleMinute?.message}>
            {(field) => (
              <input
                {...field}
                type="number"
                min={0}
                max={59}
                {...form.register('schedule.scheduleMinute', number)}
              />
            )}
          </FormField>
        </div>
      )}
      {preview.success && (
        <p className="field__hint" data-testid="schedule-preview">
          {t('plans.form.preview', { text: describeSchedule(preview.data) })}
        </p>
      )}
    </fieldset>
  );
}
