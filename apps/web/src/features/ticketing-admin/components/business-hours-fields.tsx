// The Business hours tab's fields: around the clock, or chosen days with opening and closing times,
// in a time zone from the browser's list of IANA zones.
import { type BusinessHours, type TicketingSettings, weekDays } from '@warden/domain';
import { useMemo } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormCheckbox } from './form-checkbox.tsx';

type Day = BusinessHours['days'][number];
type DayErrors = FieldErrors<BusinessHours>['days'];

const DEFAULT_OPENING = { start: '09:00', end: '17:00' };

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return [...new Set([current, 'UTC', ...zones])].filter(Boolean).sort();
}

export function BusinessHoursFields({ form }: { form: UseFormReturn<TicketingSettings> }) {
  const { t } = useTranslation('ticketingAdmin');
  const { control, register, formState } = form;
  const aroundTheClock = useWatch({ control, name: 'businessHours.twentyFourSeven' });
  const zone = useWatch({ control, name: 'businessHours.timeZone' });
  const zones = useMemo(() => timeZones(zone), [zone]);
  const errors = formState.errors.businessHours;
  return (
    <fieldset className="ticketing-admin__group">
      <FormCheckbox
        control={control}
        name="businessHours.twentyFourSeven"
        label={t('settings.hours.twentyFourSeven')}
      />
      <FormField label={t('settings.hours.timeZone')} error={errors?.timeZone?.message}>
        {(field) => (
          <select {...field} {...register('businessHours.timeZone')}>
            {zones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {!aroundTheClock && (
        <Controller
          control={control}
          name="businessHours.days"
          render={({ field }) => (
            <DaysEditor days={field.value} onChange={field.onChange} errors={errors?.days} />
          )}
        />
      )}
    </fieldset>
  );
}

function DaysEditor({
  days,
  onChange,
  errors,
}: {
  days: Day[];
  onChange: (days: Day[]) => void;
  errors: DayErrors;
}) {
  const { t } = useTranslation('ticketingAdmin');
  // Days stay in week order, so the server's "days.{i}" errors land on the row they name.
  const toggle = (day: Day['day'], on: boolean) =>
    onChange(
      on
        ? weekDays.flatMap((d) =>
            d === day ? [{ day, ...DEFAULT_OPENING }] : days.filter((x) => x.day === d),
          )
        : days.filter((x) => x.day !== day),
    );
  const change = (index: number, patch: Partial<Day>) =>
    onChange(days.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <table className="table ticketing-admin__days">
      <caption className="visually-hidden">{t('settings.hours.days')}</caption>
      <tbody>
        {weekDays.map((day) => {
          const index = days.findIndex((d) => d.day === day);
          const entry = days[index];
          const name = t(`settings.hours.weekDays.${day}`);
          const rowErrors = index >= 0 ? errors?.[index] : undefined;
          return (
            <tr key={day}>
              <td>
                <Checkbox label={name} checked={index >= 0} onCheckedChange={(on) => toggle(day, on)} />
              </td>
              {entry ? (
                <>
                  <td>
                    <FormField
                      label={t('settings.hours.start', { day: name })}
                      error={rowErrors?.start?.message ?? rowErrors?.day?.message}
                    >
                      {(field) => (
                        <input
                          {...field}
                          type="time"
                          value={entry.start}
                          onChange={(e) => change(index, { start: e.target.value })}
                        />
                      )}
                    </FormField>
                  </td>
                  <td>
                    <FormField label={t('settings.hours.end', { day: name })} error={rowErrors?.end?.message}>
                      {(field) => (
                        <input
                          {...field}
                          type="time"
                          value={entry.end}
                          onChange={(e) => change(index, { end: e.target.value })}
                        />
                      )}
                    </FormField>
                  </td>
                </>
              ) : (
                <td colSpan={2} className="ticketing-admin__muted">
                  {t('settings.hours.closed')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
