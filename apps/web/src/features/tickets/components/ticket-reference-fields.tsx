// Who and what a ticket is about: organisation, location, device, requester, assignee, CC and tags.
// Each change saves that field alone.
import { emailSchema, type Tag, type Ticket, type TicketPatch } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import type { TicketPickerSources } from '../hooks/use-ticket-picker-sources.ts';
import { EditableText } from './editable-text.tsx';
import { PagedPicker } from './paged-picker.tsx';

export interface TicketReferenceFieldsProps {
  ticket: Ticket;
  tags: readonly Tag[];
  sources: TicketPickerSources;
  onSave: (patch: TicketPatch) => Promise<unknown>;
}

const splitEmails = (text: string) =>
  text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
const allEmails = (text: string) => splitEmails(text).every((e) => emailSchema.safeParse(e).success);

export function TicketReferenceFields({ ticket, tags, sources, onSave }: TicketReferenceFieldsProps) {
  const { t } = useTranslation('tickets');
  const orgId = ticket.organization?.id ?? null;
  const person = (p: Ticket['requester']) =>
    p ? (p.deleted ? t('deleted', { name: p.name }) : p.name) : null;
  const tagIds = ticket.tags.map((tag) => tag.id);
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
      <EditableText
        label={t('fields.ccEmails')}
        value={ticket.ccList.emails.join(', ')}
        validate={(text) => (allEmails(text) ? undefined : t('fields.ccHint'))}
        onSave={(text) =>
          onSave({
            ccList: { uids: ticket.ccList.uids, emails: splitEmails(text) },
          })
        }
      />
      {tags.length > 0 && (
        <fieldset className="ticket-tags">
          <legend>{t('fields.tags')}</legend>
          {tags.map((tag) => (
            <Checkbox
              key={tag.id}
              label={tag.name}
              checked={tagIds.includes(tag.id)}
              onCheckedChange={(on) =>
                onSave({ tagIds: on ? [...tagIds, tag.id] : tagIds.filter((id) => id !== tag.id) })
              }
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
