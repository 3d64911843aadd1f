// The library table's columns: name (a link to the editor), language, operating systems, categories
// and description. The server sorts by name, so no column sorts on its own.
import type { ColumnDef } from '@tanstack/react-table';
import type { ScriptCategory, ScriptSummary } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { scriptEditorPath } from '../script-routes.ts';

export function useScriptColumns(categories: readonly ScriptCategory[]): ColumnDef<ScriptSummary>[] {
  const { t } = useTranslation('scripts');
  return useMemo(() => {
    const names = new Map(categories.map((c) => [c.id, c.name]));
    return [
      {
        id: 'name',
        header: t('library.columns.name'),
        enableSorting: false,
        cell: ({ row }) => <Link to={scriptEditorPath(row.original.id)}>{row.original.name}</Link>,
      },
      {
        id: 'language',
        header: t('library.columns.language'),
        enableSorting: false,
        cell: ({ row }) => t(`languages.${row.original.language}`),
      },
      {
        id: 'operatingSystems',
        header: t('library.columns.operatingSystems'),
        enableSorting: false,
        cell: ({ row }) => row.original.operatingSystems.map((os) => t(`operatingSystems.${os}`)).join(', '),
      },
      {
        id: 'categories',
        header: t('library.columns.categories'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.categories
            .map((id) => names.get(id))
            .filter(Boolean)
            .join(', '),
      },
      {
        id: 'description',
        header: t('library.columns.description'),
        enableSorting: false,
        cell: ({ row }) => row.original.description,
      },
    ];
  }, [categories, t]);
}
