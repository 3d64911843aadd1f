// The role list: what each role grants, which organisations it sees and how many technicians hold it.
import { permissions, type TechnicianRole } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export interface RolesTableProps {
  roles: TechnicianRole[];
  onEdit: (role: TechnicianRole) => void;
}

export function RolesTable({ roles, onEdit }: RolesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('roles.columns.name')}</th>
          <th scope="col">{t('roles.columns.description')}</th>
          <th scope="col">{t('roles.columns.permissions')}</th>
          <th scope="col">{t('roles.columns.organizations')}</th>
          <th scope="col">{t('roles.columns.technicians')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('roles.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <td>
              {role.name}
              {role.system && <span className="status-chip roles__system">{t('roles.system')}</span>}
            </td>
            <td>{role.description}</td>
            <td>
              {t('roles.permissionCount', { count: role.permissions.length, total: permissions.length })}
            </td>
            <td>
              {role.allOrganizations
                ? t('roles.allOrganizations')
                : t('roles.organizationCount', { count: role.organizationIds.length })}
            </td>
            <td>{role.technicianCount}</td>
            <td className="roles__actions">
              <button
                type="button"
                className="button"
                onClick={() => onEdit(role)}
                aria-label={t('roles.editNamed', { name: role.name })}
              >
                {t('roles.edit')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
