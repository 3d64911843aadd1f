// Who and what a ticket is about: organisation, location, device, requester, assignee, CC and tags.
// Each change saves that field alone.
import type { Ticket, TicketPatch } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/tag-picker/tag-picker.tsx';
import type { TagPickerData } from '../hooks/use-tag-picker-data.ts';
import type { TicketPickerSources } from '../hooks/use-ticket-picker-sources.ts';
import { CcField } from './cc-field.tsx';
import { PagedPicker } from './paged-picker.tsx';

export interface TicketReferenceFieldsProps {
  ticket: Ticket;
  tags: TagPickerData;
  sources: TicketPickerSources;
  onSave: (patch: TicketPatch) => Promise<unknown>;
}

export function TicketReferenceFields({ ticket, tags, sources, onSave }: TicketReferenceFieldsProps) {
  const { t } = useTranslation('tickets');
  const orgId = ticket.organization?.id ?? null;
  const person = (p: Ticket['requester']) =>
    p ? (p.deleted ? t('deleted', { name: p.name }) : p.name) : null;
  // Tags the ticket has are named by the ticket itself until the list of every tag has loaded.
  const knownTags = [...tags.tags, ...ticket.tags.filter((tag) => !tags.tags.some((k) => k.id === tag.id))];
  return (
    <div className="ticket-references">
      <PagedPicker<number>
        label={t('fields.organization')}
        value={orgId}
        valueLabel={ticket.organization?.name ?? null}
        onChange={(organizationId) => onSave({ organizationId })}
        source={sources.organizations}
      />
      <PagedPicker<number>
        label={t('fields.location')}
        value={ticket.location?.id ?? null}
        valueLabel={ticket.location?.name ?? null}
        onChange={(locationId) => onSave({ locationId })}
        source={sources.locations(orgId)}
      />
      <PagedPicker<number>
        label={t('fields.device')}
        value={ticket.device?.id ?? null}
        valueLabel={ticket.device?.displayName ?? null}
        onChange={(deviceId) => onSave({ deviceId })}
        source={sources.devices(orgId)}
      />
      <PagedPicker<string>
        label={t('fields.requester')}
        value={ticket.requesterUid}
        valueLabel={person(ticket.requester)}
        onChange={(requesterUid) => onSave({ requesterUid })}
        source={sources.requesters(orgId)}
      />
      <PagedPicker<number>
        label={t('fields.assignee')}
        value={ticket.assignedAppUserId}
        valueLabel={person(ticket.assignedAppUser)}
        onChange={(assignedAppUserId) => onSave({ assignedAppUserId })}
        source={sources.technicians}
      />
      <CcField
        ccList={ticket.ccList}
        ccPeople={ticket.ccPeople}
        source={sources.requesters(orgId)}
        onSave={(ccList) => onSave({ ccList })}
      />
      <TagPicker
        label={t('fields.tags')}
        tags={knownTags}
        value={ticket.tags.map((tag) => tag.id)}
        onChange={(tagIds) => void onSave({ tagIds })}
        onCreate={tags.create}
        loading={tags.loading}
        loadFailed={tags.loadFailed}
      />
    </div>
  );
}
