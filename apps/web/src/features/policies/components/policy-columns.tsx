// Columns of the policy list: the name opens the editor, then the role, the parent and how many
// devices run by the policy.
import { createColumnHelper } from '@tanstack/react-table';
import type { NodeRole, PolicySummary } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { policyEditorPath } from '../policy-paths.ts';

const column = createColumnHelper<PolicySummary>();

export function usePolicyColumns(roles: readonly NodeRole[] | undefined) {
  const { t } = useTranslation('policies');
  return useMemo(() => {
    const roleName = (id: string) => roles?.find((r) => r.id === id)?.name ?? id;
    return [
      column.accessor('name', {
        header: t('columns.name'),
        enableSorting: false,
        cell: ({ row }) => <Link to={policyEditorPath(row.original.id)}>{row.original.name}</Link>,
      }),
      column.accessor('nodeRoleId', {
        header: t('columns.role'),
        enableSorting: false,
        cell: ({ getValue }) => roleName(getValue()),
      }),
      column.accessor('parentName', {
        header: t('columns.parent'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.parentId === null ? (
            t('columns.noParent')
          ) : (
            <Link to={policyEditorPath(row.original.parentId)}>{row.original.parentName}</Link>
          ),
      }),
      column.accessor('deviceCount', { header: t('columns.devices'), enableSorting: false }),
    ];
  }, [t, roles]);
}
