// Administration › Organizations: the organisations searched by name and paged, creating and editing
// them, and the locations of the one chosen (kept in the address, so the view can be shared).
import { type Organization, PAGE_SIZES } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ListSearch } from '../../components/paged-list/list-search.tsx';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { useSearchPaging } from '../../components/paged-list/use-search-paging.ts';
import { useSession } from '../auth/hooks/use-session.ts';
import { LocationsPanel } from './components/locations-panel.tsx';
import { OrganizationForm } from './components/organization-form.tsx';
import { OrganizationsTable } from './components/organizations-table.tsx';
import { useOrganizationList } from './hooks/use-organization-list.ts';
import { useSaveOrganization } from './hooks/use-organization-mutations.ts';
import './components/customers-list.css';

type DialogState = { kind: 'create' } | { kind: 'edit'; organization: Organization } | null;

const SELECTED_PARAM = 'organization';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CustomersListPage() {
  const { t } = useTranslation('organizations');
  const canManage = useSession().permissions.canManageOrganizations;
  const [params, setParams] = useSearchParams();
  const selectedId = parseId(params.get(SELECTED_PARAM));
  const paging = useSearchPaging();
  const { page, setPage, query: name } = paging;
  const [dialog, setDialog] = useState<DialogState>(null);
  const saveOrganization = useSaveOrganization();
  const list = useOrganizationList({ name: name || undefined, page, size: PAGE_SIZES.pickers });

  const select = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(SELECTED_PARAM, String(id));
      return next;
    });

  return (
    <section className="page customers">
      <PageHeader
        title={t('customersList.title')}
        add={
          canManage
            ? { label: t('customersList.add'), onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
      />
      <ListSearch
        paging={paging}
        className="customers__search"
        label={t('customersList.searchLabel')}
        placeholder={t('customersList.searchPlaceholder')}
      />
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('customersList.loading')}
        failedText={(message) => t('customersList.loadFailed', { message })}
        emptyText={t(name ? 'customersList.noMatches' : 'customersList.empty')}
      >
        {(organizations) => (
          <OrganizationsTable
            organizations={organizations}
            selectedId={selectedId}
            canManage={canManage}
            onEdit={(organization) => setDialog({ kind: 'edit', organization })}
            onShowLocations={(organization) => select(organization.id)}
          />
        )}
      </PagedList>
      {selectedId !== null && <LocationsPanel organizationId={selectedId} canManage={canManage} />}
      <DialogFrame
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === 'edit'
            ? t('customersList.editTitle', { name: dialog.organization.name })
            : t('customersList.createTitle')
        }
      >
        {dialog && (
          <OrganizationForm
            organization={dialog.kind === 'edit' ? dialog.organization : undefined}
            onSave={(body) =>
              saveOrganization(dialog.kind === 'edit' ? dialog.organization.id : undefined, body)
            }
            onDone={(saved) => {
              setDialog(null);
              select(saved.id);
            }}
          />
        )}
      </DialogFrame>
    </section>
  );
}
