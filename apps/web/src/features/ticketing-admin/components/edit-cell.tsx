// The last cell of a catalogue row: Edit, its accessible name naming the row so the buttons are told apart.
import { useTranslation } from 'react-i18next';

export interface EditCellProps {
  name: string;
  onEdit: () => void;
}

export function EditCell({ name, onEdit }: EditCellProps) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <td className="ticketing-admin__actions">
      <button type="button" className="button" onClick={onEdit} aria-label={t('actions.editNamed', { name })}>
        {t('actions.edit')}
      </button>
    </td>
  );
}
