// The script library (/administration/library/scripting/scripts): the server-paged list sorted by
// name, searched by name and filtered by category, language and operating system; with
// canManageScripts, New script, the categories dialog and delete.
import type { ScriptSummary } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmActions } from '../../components/dialog/confirm-actions.tsx';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { ServerTable } from '../../components/server-table/server-table.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CategoriesDialog } from './components/categories-dialog.tsx';
import { useScriptColumns } from './components/script-columns.tsx';
import { ScriptFilterBar } from './components/script-filter-bar.tsx';
import { scriptsKey } from './hooks/script-query-keys.ts';
import { useScriptCategories } from './hooks/use-script-categories.ts';
import { type ScriptFilters, useDeleteScript, useScriptFetcher } from './hooks/use-scripts.ts';
import { LIBRARY_PAGE, scriptEditorPath, templateLibraryPath } from './script-routes.ts';
import './scripts.css';

export function ScriptLibraryPage() {
  if (useParams().page !== LIBRARY_PAGE) return <NotFoundPage planned />;
  return <ScriptLibrary />;
}

const NO_CATEGORIES: never[] = [];

function ScriptLibrary() {
  const { t } = useTranslation('scripts');
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const canManage = useSession().permissions.canManageScripts;
  const categories = useScriptCategories();
  const columns = useScriptColumns(categories.data ?? NO_CATEGORIES);
  const fetchData = useScriptFetcher();
  const remove = useDeleteScript();
  const [filters, setFilters] = useState<ScriptFilters>({});
  const [managing, setManaging] = useState(false);
  const [deleting, setDeleting] = useState<ScriptSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('library.deleted', { name: deleting.name }) });
        setDeleting(null);
      },
    });
  };

  return (
    <section className="page script-library">
      <header className="page__header">
        <h1>{t('library.title')}</h1>
        <div className="script-library__actions">
          <Link className="button" to={templateLibraryPath}>
            {t('library.templates')}
          </Link>
          {canManage && (
            <>
              <button type="button" className="button" onClick={() => setManaging(true)}>
                {t('library.manageCategories')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => navigate(scriptEditorPath('new'))}
              >
                {t('library.newScript')}
              </button>
            </>
          )}
        </div>
      </header>
      <ServerTable<ScriptSummary, ScriptFilters>
        queryKey={scriptsKey}
        columns={columns}
        fetchData={fetchData}
        getRowId={(script) => String(script.id)}
        filters={filters}
        filterBar={
          <ScriptFilterBar filters={filters} onChange={setFilters} categories={categories.data ?? []} />
        }
        searchPlaceholder={t('filters.name')}
        emptyMessage={t('library.empty')}
        onRowClick={(script) => navigate(scriptEditorPath(script.id))}
        rowActions={[
          {
            id: 'edit',
            label: t('library.edit'),
            onSelect: (script) => navigate(scriptEditorPath(script.id)),
          },
          {
            id: 'delete',
            label: t('library.delete'),
            hidden: () => !canManage,
            onSelect: (script) => {
              remove.reset();
              setDeleting(script);
            },
          },
        ]}
        ariaLabel={t('library.title')}
      />
      <CategoriesDialog open={managing} onClose={() => setManaging(false)} />
      <DialogFrame
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
        title={t('library.deleteTitle')}
        actions={
          <ConfirmActions
            cancelLabel={t('library.cancel')}
            confirmLabel={t('library.confirmDelete')}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={confirmDelete}
          />
        }
      >
        <p>{t('library.deleteQuestion', { name: deleting?.name ?? '' })}</p>
        {remove.error && (
          <p role="alert" className="form-error">
            {errorMessage(remove.error)}
          </p>
        )}
      </DialogFrame>
    </section>
  );
}
