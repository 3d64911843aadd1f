// The custom ticket attributes: name (inactive ones marked so), type and values.
import type { TicketAttribute } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { EditCell } from './edit-cell.tsx';

export interface AttributeTableProps {
  attributes: TicketAttribute[];
  onEdit: (attribute: TicketAttribute) => void;
}

export function AttributeTable({ attributes, onEdit }: AttributeTableProps) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('attributes.columns.name')}</th>
          <th scope="col">{t('attributes.columns.type')}</th>
          <th scope="col">{t('attributes.columns.values')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('attributes.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.id} className={attribute.active ? undefined : 'ticketing-admin__row--inactive'}>
            <td>{attribute.active ? attribute.name : t('inactiveName', { name: attribute.name })}</td>
            <td>{t(`attributes.types.${attribute.attributeType}`)}</td>
            <td>{attribute.content.values?.map((v) => v.name).join(', ') ?? ''}</td>
            <EditCell name={attribute.name} onEdit={() => onEdit(attribute)} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
