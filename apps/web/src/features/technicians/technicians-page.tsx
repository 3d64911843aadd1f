// Administration › Technicians: the paged, searchable technician list with create, edit and
// disable or enable. The server decides who may do what; the page hides what the session cannot do.
import type { Technician } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value/use-debounced-value.ts';
import { useSession } from '../auth/hooks/use-session.ts';
import { useTechnicianRoles } from '../roles/hooks/use-technician-roles.ts';
import { type TechnicianDialogState, TechnicianDialogs } from './components/technician-dialogs.tsx';
import { TechniciansTable } from './components/technicians-table.tsx';
import { useTechnicians } from './hooks/use-technicians.ts';
import { useToggleTechnicianStatus } from './hooks/use-toggle-technician-status.ts';
import './technicians.css';

const TECHNICIANS_PAGE_SIZE = 25;

export function TechniciansPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const allowed = session.permissions.canManageTechnicians;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<TechnicianDialogState>(null);
  const query = useDebouncedValue(search);
  const list = useTechnicians(
    { search: query || undefined, page, size: TECHNICIANS_PAGE_SIZE },
    { enabled: allowed },
  );
  const roles = useTechnicianRoles({ enabled: allowed });
  const toggle = useToggleTechnicianStatus((technician) => setDialog({ kind: 'edit', technician }));

  if (!allowed) {
    return (
      <section className="page">
        <h1>{t('technicians.title')}</h1>
        <p className="empty-state">{t('technicians.noPermission')}</p>
      </section>
    );
  }

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  return (
    <section className="page technicians">
      <header className="page__header">
        <h1>{t('technicians.title')}</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('technicians.add')}
        </button>
      </header>
      <div className="table-toolbar">
        <SearchBar
          className="technicians__search"
          label={t('technicians.searchLabel')}
          placeholder={t('technicians.searchPlaceholder')}
          value={search}
          onValueChange={onSearch}
          maxLength={200}
          trim
        />
      </div>
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('technicians.loading')}
        failedText={(message) => t('technicians.loadFailed', { message })}
        emptyText={t(query ? 'technicians.noMatches' : 'technicians.empty')}
      >
        {(technicians) => (
          <TechniciansTable
            technicians={technicians}
            currentUserId={session.user.id}
            onEdit={(technician: Technician) => setDialog({ kind: 'edit', technician })}
            onToggleStatus={toggle.run}
            busyId={toggle.busyId}
          />
        )}
      </PagedList>
      <TechnicianDialogs
        state={dialog}
        roles={roles.data ?? []}
        currentUserId={session.user.id}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
