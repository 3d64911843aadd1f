// The fields of one condition type other than the Windows service (which has its own form): the
// defrag option, thresholds, durations, a volume or a service name, checked by the type's schema.
import {
  defragOptions,
  type PolicyCondition,
  type PolicyConditionType,
  policyConditionSchema,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';

type Fields = Record<string, unknown> & { type: PolicyConditionType };

const schemaOf = (type: PolicyConditionType) =>
  policyConditionSchema.options.find((o) => o.shape.type.value === type)!;

/** The fields a type has, in the order the form shows them. */
const numberFields = ['thresholdPercent', 'durationMinutes'] as const;

export interface ConditionFieldsFormProps {
  id: string;
  type: Exclude<PolicyConditionType, 'WINDOWS_SERVICE'>;
  initial?: PolicyCondition;
  onSubmit: (condition: PolicyCondition) => void;
}

export function ConditionFieldsForm({ id, type, initial, onSubmit }: ConditionFieldsFormProps) {
  const { t } = useTranslation('policies');
  const schema = schemaOf(type);
  const shape = schema.shape as Record<string, unknown>;
  const form = useForm<Fields>({
    resolver: useFormResolver(schema as never) as never,
    defaultValues: initial?.type === type ? (initial as Fields) : ({ type } as Fields),
    mode: 'onBlur',
  });
  const { register, formState } = form;
  const error = (name: string) => formState.errors[name]?.message as string | undefined;
  return (
    <form
      id={id}
      className="condition-fields"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values as PolicyCondition))}
    >
      {'option' in shape && (
        <FormField label={t('condition.option')}>
          {(control) => (
            <select {...control} {...register('option')}>
              {defragOptions.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {'serviceName' in shape && (
        <FormField label={t('windowsService.serviceName')} error={error('serviceName')}>
          {(control) => <input {...control} type="text" autoComplete="off" {...register('serviceName')} />}
        </FormField>
      )}
      {numberFields
        .filter((name) => name in shape)
        .map((name) => (
          <FormField key={name} label={t(`condition.${name}`)} error={error(name)}>
            {(control) => <input {...control} type="number" {...register(name, { valueAsNumber: true })} />}
          </FormField>
        ))}
      {'volume' in shape && (
        <FormField label={t('condition.volume')} hint={t('condition.volumeHint')} error={error('volume')}>
          {(control) => (
            <input
              {...control}
              type="text"
              {...register('volume', { setValueAs: (v) => (v === '' || v == null ? null : v) })}
            />
          )}
        </FormField>
      )}
      {Object.keys(shape).length === 1 && <p className="empty-state">{t('condition.noFields')}</p>}
    </form>
  );
}
