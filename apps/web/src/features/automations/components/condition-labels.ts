// How the condition builder names fields and operators: system and time-since fields by key, a
// per-status time field by the status's name, a custom attribute by its own name.
import { parseConditionField, type TicketAttribute, type TicketStatus } from '@warden/domain';
import type { TFunction } from 'i18next';

export function fieldLabel(
  t: TFunction<'automations'>,
  key: string,
  statuses: readonly TicketStatus[],
  attributes: readonly TicketAttribute[],
): string {
  const parsed = parseConditionField(key);
  switch (parsed?.kind) {
    case 'system':
    case 'timeSince':
      return t(`conditions.fields.${parsed.field}`);
    case 'statusTime': {
      const status = statuses.find((s) => s.id === parsed.statusId);
      return status
        ? t('conditions.fields.statusTime', { name: status.name })
        : t('conditions.fields.unknownStatus', { id: parsed.statusId });
    }
    case 'attribute': {
      const attribute = attributes.find((a) => a.id === parsed.attributeId);
      return attribute
        ? t('conditions.fields.attribute', { name: attribute.name })
        : t('conditions.fields.unknownAttribute', { id: parsed.attributeId });
    }
    default:
      return key;
  }
}

/** Comparisons of attribute numbers and dates read as such, not as hours since. */
export function operatorLabel(t: TFunction<'automations'>, operator: string, field: string): string {
  if (
    field.startsWith('attribute:') &&
    (operator === 'greater_or_equal_than' || operator === 'less_or_equal_than')
  )
    return t(`conditions.attributeOperators.${operator}`);
  return t(`conditions.operators.${operator}` as 'conditions.operators.equals');
}
