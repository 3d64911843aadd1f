// Administration › Technicians: the paged, searchable technician list with create, edit and
// disable or enable. The server decides who may do what; the page hides what the session cannot do.
import type { Technician } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ListSearch } from '../../components/paged-list/list-search.tsx';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { useSearchPaging } from '../../components/paged-list/use-search-paging.ts';
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
  const paging = useSearchPaging();
  const { page, setPage, query } = paging;
  const [dialog, setDialog] = useState<TechnicianDialogState>(null);
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

  return (
    <section className="page technicians">
      <PageHeader
        title={t('technicians.title')}
        add={{ label: t('technicians.add'), onClick: () => setDialog({ kind: 'create' }) }}
      />
      <ListSearch
        paging={paging}
        className="technicians__search"
        label={t('technicians.searchLabel')}
        placeholder={t('technicians.searchPlaceholder')}
      />
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
