// One condition: field, operator and value. Changing the field resets the operator and value, and
// changing the operator resets the value (spec 001 §4), so a condition never keeps a value of the
// wrong kind.
import {
  type AutomationType,
  type ConditionFieldKey,
  type ConditionInput,
  DEFAULT_TIME_VALUE,
  findAttribute,
  isNoValueOperator,
  operatorsFor,
  parseConditionField,
  type RuleIssue,
  type TicketAttribute,
  type TicketForm,
  type TicketStatus,
} from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, operatorLabel } from './condition-labels.ts';
import { ConditionValueInput } from './condition-value-input.tsx';

export interface ConditionRowProps {
  condition: ConditionInput;
  number: number;
  automationType: AutomationType;
  fields: readonly ConditionFieldKey[];
  statuses: readonly TicketStatus[];
  attributes: readonly TicketAttribute[];
  forms: readonly TicketForm[];
  /** This condition's issues, paths relative to it. */
  issues: readonly RuleIssue[];
  touched: boolean;
  onChange: (condition: ConditionInput) => void;
  onRemove: () => void;
  disabled?: boolean;
}

function operatorsOf(field: string, type: AutomationType, attributes: readonly TicketAttribute[]) {
  const attribute = findAttribute(field, { statusIds: [], attributes });
  return operatorsFor(field, type, attribute?.attributeType);
}

function defaultValue(field: string, operator: string): ConditionInput['value'] {
  if (isNoValueOperator(operator)) return null;
  const kind = parseConditionField(field)?.kind;
  return kind === 'timeSince' || kind === 'statusTime' ? DEFAULT_TIME_VALUE : null;
}

/** A condition on the field with its first operator and that operator's starting value. */
export function conditionFor(
  field: ConditionFieldKey,
  type: AutomationType,
  attributes: readonly TicketAttribute[],
) {
  const operator = operatorsOf(field, type, attributes)[0] ?? 'equals';
  return { field, operator, value: defaultValue(field, operator) } satisfies ConditionInput;
}

const messageAt = (issues: readonly RuleIssue[], touched: boolean, key: string) =>
  touched ? issues.find((issue) => issue.path[0] === key)?.message : undefined;

export function ConditionRow(props: ConditionRowProps) {
  const { t } = useTranslation('automations');
  const { condition, automationType, attributes, statuses, issues, touched, onChange, disabled } = props;
  const fieldId = useId();
  const operatorId = useId();
  const operators = operatorsOf(condition.field, automationType, attributes);
  const fieldError = messageAt(issues, touched, 'field');
  const operatorError = messageAt(issues, touched, 'operator');
  const valueError = messageAt(issues, touched, 'value');
  const fields = props.fields.includes(condition.field as ConditionFieldKey)
    ? props.fields
    : [condition.field as ConditionFieldKey, ...props.fields];
  return (
    <li className="condition-row">
      <fieldset disabled={disabled}>
        <legend className="visually-hidden">{t('conditions.row', { number: props.number })}</legend>
        <div className="field">
          <label htmlFor={fieldId}>{t('conditions.field')}</label>
          <select
            id={fieldId}
            value={condition.field}
            aria-invalid={!!fieldError}
            aria-describedby={fieldError ? `${fieldId}-error` : undefined}
            onChange={(event) =>
              onChange(conditionFor(event.target.value as ConditionFieldKey, automationType, attributes))
            }
          >
            {fields.map((key) => (
              <option key={key} value={key}>
                {fieldLabel(t, key, statuses, attributes)}
              </option>
            ))}
          </select>
          {fieldError && (
            <span id={`${fieldId}-error`} className="field__error">
              {fieldError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={operatorId}>{t('conditions.operator')}</label>
          <select
            id={operatorId}
            value={condition.operator}
            aria-invalid={!!operatorError}
            aria-describedby={operatorError ? `${operatorId}-error` : undefined}
            onChange={(event) => {
              const operator = event.target.value as ConditionInput['operator'];
              onChange({ ...condition, operator, value: defaultValue(condition.field, operator) });
            }}
          >
            {!operators.includes(condition.operator) && (
              <option value={condition.operator}>{condition.operator}</option>
            )}
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorLabel(t, operator, condition.field)}
              </option>
            ))}
          </select>
          {operatorError && (
            <span id={`${operatorId}-error`} className="field__error">
              {operatorError}
            </span>
          )}
        </div>
        <ConditionValueInput
          condition={condition}
          automationType={automationType}
          statuses={statuses}
          attributes={attributes}
          forms={props.forms}
          label={t('conditions.value')}
          error={valueError}
          disabled={disabled}
          onChange={(value) => onChange({ ...condition, value })}
        />
        {!disabled && (
          <button
            type="button"
            className="button button--link"
            aria-label={t('conditions.remove', { number: props.number })}
            onClick={props.onRemove}
          >
            ×
          </button>
        )}
      </fieldset>
    </li>
  );
}
