// The value input of one condition, chosen by its field and operator (spec 001 §3, §5): none for
// present/not_present/changed and business hours, pickers for references, the time-picker for
// time-since fields, and inputs by attribute type; a date is kept as seconds.
import {
  type AutomationType,
  type ConditionInput,
  commentTypes,
  isListOperator,
  isNoValueOperator,
  parseConditionField,
  type TicketAttribute,
  type TicketForm,
  type TicketStatus,
  ticketEvents,
  ticketPriorities,
  ticketSeverities,
  ticketSources,
  ticketTypes,
} from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/tag-picker/tag-picker.tsx';
import { useTagPickerData } from '../../tickets/hooks/use-tag-picker-data.ts';
import { conditionSources } from '../hooks/use-condition-options.ts';
import type { ReferenceKind } from './reference-names.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { TimeSinceInput } from './time-since-input.tsx';

type Value = ConditionInput['value'];

const PICKER_KINDS = {
  organization: 'organization',
  location: 'location',
  requester: 'person',
  assignee: 'person',
  updated_by: 'person',
} as const satisfies Record<string, ReferenceKind>;

export interface ConditionValueInputProps {
  condition: ConditionInput;
  automationType: AutomationType;
  statuses: readonly TicketStatus[];
  attributes: readonly TicketAttribute[];
  forms: readonly TicketForm[];
  onChange: (value: Value) => void;
  label: string;
  error?: string;
  disabled?: boolean;
}

/** Whether the condition shows a value input at all. */
export function takesValue(condition: Pick<ConditionInput, 'field' | 'operator'>): boolean {
  return !isNoValueOperator(condition.operator) && condition.field !== 'business_hours';
}

export function ConditionValueInput(props: ConditionValueInputProps) {
  const { condition, error } = props;
  const errorId = useId();
  if (!takesValue(condition)) return null;
  return (
    <div className="field condition-value">
      <ValueControl {...props} errorId={errorId} />
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type ControlProps = ConditionValueInputProps & { errorId: string };

function ValueControl(props: ControlProps) {
  const { condition, automationType, onChange, label, error, disabled } = props;
  const parsed = parseConditionField(condition.field);
  const list = isListOperator(condition.operator);
  if (!parsed) return null;
  if (parsed.kind === 'timeSince' || parsed.kind === 'statusTime')
    return (
      <TimeSinceInput
        label={label}
        value={typeof condition.value === 'string' ? condition.value : null}
        onChange={onChange}
        errorId={props.errorId}
        invalid={!!error}
        disabled={disabled}
      />
    );
  if (parsed.kind === 'attribute') return <AttributeValue {...props} attributeId={parsed.attributeId} />;
  switch (parsed.field) {
    case 'organization':
    case 'location':
    case 'requester':
    case 'assignee':
    case 'updated_by':
      return (
        <ReferencePicker<string | number>
          label={label}
          kind={PICKER_KINDS[parsed.field]}
          multiple={list}
          value={condition.value as string | number | (string | number)[] | null}
          onChange={onChange}
          source={conditionSources[parsed.field] as never}
          currentUser={
            (parsed.field === 'requester' || parsed.field === 'assignee') && automationType !== 'TIME_BASED'
          }
          error={undefined}
          disabled={disabled}
        />
      );
    case 'tags':
      return <TagValue {...props} />;
    case 'form':
      return <FormValue {...props} multiple={list} />;
    case 'status':
      return (
        <Choice
          {...props}
          options={props.statuses
            .filter((s) => s.active || s.id === condition.value)
            .map((s) => ({ value: String(s.id), label: s.name }))}
          parse={Number}
        />
      );
    case 'summary':
    case 'description':
      return list ? (
        <TextList key={`${condition.field}:${condition.operator}`} {...props} />
      ) : (
        <TextValue {...props} />
      );
    default:
      return <EnumValue {...props} field={parsed.field} />;
  }
}

const ENUMS = {
  type: ticketTypes,
  source: ticketSources,
  severity: ticketSeverities,
  priority: ticketPriorities,
  action: ticketEvents,
  commentType: commentTypes,
} as const;

function EnumValue(props: ControlProps & { field: string }) {
  const { t } = useTranslation(['automations', 'tickets']);
  const values: readonly string[] = ENUMS[props.field as keyof typeof ENUMS] ?? [];
  const labelOf = (value: string) => {
    if (props.field === 'action') return t(`automations:conditions.actionValues.${value}` as never);
    if (props.field === 'commentType') return t(`automations:conditions.commentTypes.${value}` as never);
    return t(`tickets:${props.field}.${value}` as never);
  };
  return (
    <Choice {...props} options={values.map((value) => ({ value, label: labelOf(value) }))} parse={String} />
  );
}

interface ChoiceProps extends ControlProps {
  options: { value: string; label: string }[];
  parse: (text: string) => string | number | boolean;
}

/** One value from a short list. */
function Choice({ condition, options, parse, onChange, label, error, errorId, disabled }: ChoiceProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        value={condition.value === null || condition.value === undefined ? '' : String(condition.value)}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : parse(event.target.value))}
      >
        <option value="">{t('conditions.chooseValue')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Several values from a short list. */
function Checks({
  condition,
  options,
  onChange,
  label,
  disabled,
}: ControlProps & { options: { value: string | number; label: string }[] }) {
  const chosen = Array.isArray(condition.value) ? condition.value : [];
  return (
    <fieldset className="condition-checks" disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function FormValue(props: ControlProps & { multiple: boolean }) {
  const { t } = useTranslation('automations');
  const options = props.forms.map((form) => ({
    value: form.id,
    label: form.active ? form.name : t('conditions.inactive', { name: form.name }),
  }));
  if (props.multiple) return <Checks {...props} options={options} />;
  return (
    <Choice
      {...props}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      parse={Number}
    />
  );
}

function TagValue({ condition, onChange, label, disabled }: ControlProps) {
  const data = useTagPickerData();
  return (
    <TagPicker
      label={label}
      tags={data.tags}
      value={Array.isArray(condition.value) ? (condition.value as string[]) : []}
      onChange={onChange}
      onCreate={data.create}
      loading={data.loading}
      loadFailed={data.loadFailed}
      disabled={disabled}
    />
  );
}

function TextValue({ condition, onChange, label, error, errorId, disabled }: ControlProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        maxLength={1000}
        value={typeof condition.value === 'string' ? condition.value : ''}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** Several texts, one a line; blank lines are dropped. */
function TextList({ condition, onChange, label, error, errorId, disabled }: ControlProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  const lines = Array.isArray(condition.value) ? condition.value.map(String) : [];
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        placeholder={t('conditions.textList')}
        defaultValue={lines.join('\n')}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) =>
          onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          )
        }
      />
    </>
  );
}

const toDateText = (seconds: unknown) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';
const fromDateText = (text: string) =>
  text === '' ? null : Math.floor(Date.parse(`${text}T00:00:00Z`) / 1000);

function AttributeValue(props: ControlProps & { attributeId: number }) {
  const { t } = useTranslation('automations');
  const id = useId();
  const { condition, onChange, label, error, errorId, disabled } = props;
  const attribute = props.attributes.find((a) => a.id === props.attributeId);
  const options = (attribute?.content.values ?? []).map((v) => ({ value: v.id, label: v.name }));
  switch (attribute?.attributeType) {
    case undefined:
      return null;
    case 'MULTI_SELECT':
      return <Checks {...props} options={options} />;
    case 'DROPDOWN':
      return <Choice {...props} options={options} parse={String} />;
    case 'CHECKBOX':
      return (
        <Choice
          {...props}
          options={[
            { value: 'true', label: t('conditions.checkbox.true') },
            { value: 'false', label: t('conditions.checkbox.false') },
          ]}
          parse={(text) => text === 'true'}
        />
      );
    case 'TEXT':
    case 'TEXT_MULTILINE':
      return isListOperator(condition.operator) ? (
        <TextList key={`${condition.field}:${condition.operator}`} {...props} />
      ) : (
        <TextValue {...props} />
      );
    case 'DATE':
      return (
        <>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <input
            id={id}
            type="date"
            value={toDateText(condition.value)}
            disabled={disabled}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(fromDateText(event.target.value))}
          />
        </>
      );
    case 'NUMERIC':
    case 'DECIMAL':
      return (
        <>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <input
            id={id}
            type="number"
            min={0}
            step={attribute.attributeType === 'NUMERIC' ? 1 : 'any'}
            value={typeof condition.value === 'number' ? condition.value : ''}
            disabled={disabled}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          />
        </>
      );
  }
}
