// The technician list: who they are, their role, whether they may sign in, and the row actions.
import type { Technician } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export interface TechniciansTableProps {
  technicians: Technician[];
  currentUserId: number;
  onEdit: (technician: Technician) => void;
  onToggleStatus: (technician: Technician) => void;
  busyId: number | null;
}

export function TechniciansTable({
  technicians,
  currentUserId,
  onEdit,
  onToggleStatus,
  busyId,
}: TechniciansTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('technicians.columns.name')}</th>
          <th scope="col">{t('technicians.columns.email')}</th>
          <th scope="col">{t('technicians.columns.role')}</th>
          <th scope="col">{t('technicians.columns.status')}</th>
          <th scope="col">{t('technicians.columns.lastLogin')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('technicians.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {technicians.map((technician) => {
          const self = technician.id === currentUserId;
          const active = technician.status === 'ACTIVE';
          return (
            <tr key={technician.id} className={active ? undefined : 'technicians__row--disabled'}>
              <td>
                {technician.displayName}
                {self && <span className="technicians__you"> {t('technicians.you')}</span>}
              </td>
              <td>{technician.email}</td>
              <td>{technician.roleName ?? t('technicians.noRole')}</td>
              <td>
                <StatusChip
                  label={t(`technicians.status.${technician.status}`)}
                  tone={active ? 'success' : 'neutral'}
                />
              </td>
              <td>
                {technician.lastLoginAt
                  ? formatDateTime(technician.lastLoginAt, i18n.language)
                  : t('technicians.neverSignedIn')}
              </td>
              <td className="technicians__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => onEdit(technician)}
                  aria-label={t('technicians.actions.editNamed', { name: technician.displayName })}
                >
                  {t('technicians.actions.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onToggleStatus(technician)}
                  disabled={(self && active) || busyId === technician.id}
                  title={self && active ? t('technicians.cannotDisableSelf') : undefined}
                  aria-label={t(
                    active ? 'technicians.actions.disableNamed' : 'technicians.actions.enableNamed',
                    {
                      name: technician.displayName,
                    },
                  )}
                >
                  {t(active ? 'technicians.actions.disable' : 'technicians.actions.enable')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
