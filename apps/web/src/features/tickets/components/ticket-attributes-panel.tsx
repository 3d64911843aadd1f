// A ticket's form and the custom attributes that form asks for (inactive attributes are left out).
import type { Ticket, TicketAttribute, TicketForm, TicketPatch } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { AttributeEditor } from './attribute-editor.tsx';
import { EnumSelect } from './enum-select.tsx';

export interface TicketAttributesPanelProps {
  ticket: Ticket;
  forms: readonly TicketForm[];
  attributes: readonly TicketAttribute[];
  onSave: (patch: TicketPatch) => Promise<unknown>;
}

export function TicketAttributesPanel({ ticket, forms, attributes, onSave }: TicketAttributesPanelProps) {
  const { t } = useTranslation('tickets');
  const form = forms.find((f) => f.id === ticket.ticketForm?.id);
  const offeredForms = forms.filter((f) => f.active || f.id === ticket.ticketForm?.id);
  const shown = (form?.attributes ?? [])
    .map((entry) => attributes.find((a) => a.id === entry.attributeId))
    .filter((a): a is TicketAttribute => a?.active === true);
  return (
    <div className="ticket-attributes">
      <EnumSelect
        label={t('fields.form')}
        value={ticket.ticketForm?.id ?? null}
        emptyLabel={t('none')}
        options={offeredForms.map((f) => ({
          value: f.id,
          label: f.active ? f.name : t('inactive', { name: f.name }),
        }))}
        onChange={(ticketFormId) => void onSave({ ticketFormId })}
      />
      {shown.map((attribute) => (
        <AttributeEditor
          key={attribute.id}
          attribute={attribute}
          value={ticket.attributes.find((a) => a.attributeId === attribute.id)?.value}
          onSave={(value) => onSave({ attributes: { [String(attribute.id)]: value } })}
        />
      ))}
    </div>
  );
}
