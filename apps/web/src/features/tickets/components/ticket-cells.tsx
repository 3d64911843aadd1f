// How each ticket column shows its value in a table cell; names of deleted people and places carry
// the spec's '(Deleted)' suffix, inactive forms '(Inactive)'.
import type { AttributeValue, TicketAttribute, TicketColumn, TicketRow } from '@warden/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { TicketStatusChip } from './ticket-status-chip.tsx';

type T = TFunction<'tickets'>;

const named = (t: T, item: { name: string; deleted: boolean } | null) =>
  item ? (item.deleted ? t('deleted', { name: item.name }) : item.name) : '';

const date = (iso: string | null, language: string) => (iso ? formatDateTime(iso, language) : '');

/** Seconds as hours and minutes, e.g. 1:05. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export function ticketCell(column: TicketColumn, row: TicketRow, t: T, language: string): ReactNode {
  switch (column) {
    case 'status':
      return <TicketStatusChip status={row.status} />;
    case 'priority':
    case 'severity':
    case 'type':
    case 'source':
      return t(`${column}.${row[column]}` as never);
    case 'requester':
      return named(t, row.requester);
    case 'assignedAppUser':
      return row.assignedAppUser ? named(t, row.assignedAppUser) : t('unassigned');
    case 'organization':
    case 'location':
      return named(t, row[column]);
    case 'device':
      return row.device ? named(t, { name: row.device.displayName, deleted: row.device.deleted }) : '';
    case 'ticketForm':
      return row.ticketForm
        ? row.ticketForm.active
          ? row.ticketForm.name
          : t('inactive', { name: row.ticketForm.name })
        : '';
    case 'createTime':
    case 'lastUpdated':
    case 'solvedTime':
    case 'lastUpdatedTimeByAssignee':
    case 'lastUpdatedTimeByRequester':
      return date(row[column], language);
    case 'totalTimeTracked':
      return formatDuration(row.totalTimeTracked);
    case 'totalTimeTrackedDecimal':
      return row.totalTimeTrackedDecimal.toFixed(2);
    default:
      return row[column] ?? '';
  }
}

/** A custom attribute's value as text: choice names for selects, dates from their seconds. */
export function attributeText(
  attribute: TicketAttribute | undefined,
  value: AttributeValue | undefined,
  t: T,
  language: string,
): string {
  if (value === undefined || !attribute) return '';
  const choice = (id: string) => attribute.content.values?.find((v) => v.id === id)?.name ?? id;
  if (Array.isArray(value)) return value.map(choice).join(', ');
  if (typeof value === 'boolean') return value ? t('fields.yes') : t('fields.no');
  if (attribute.attributeType === 'DATE' && typeof value === 'number')
    return formatDateTime(new Date(value * 1000).toISOString(), language);
  if (attribute.attributeType === 'DROPDOWN' && typeof value === 'string') return choice(value);
  return String(value);
}

/** A board row's value for one custom attribute, if it has one. */
export function rowAttribute(row: TicketRow, attributeId: number): AttributeValue | undefined {
  return row.attributes.find((entry) => entry.attributeId === attributeId)?.value;
}
