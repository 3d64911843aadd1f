// Administration › End users and › Contacts: the people tickets are for, listed by name with a search
// and an organisation filter, added, edited and deleted here. One page serves both kinds.
import type { EndUser, RequesterKind } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ListSearch } from '../../components/paged-list/list-search.tsx';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { useSearchPaging } from '../../components/paged-list/use-search-paging.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { type OrganizationChoice, OrganizationPicker } from './components/organization-picker.tsx';
import { PeopleTable } from './components/people-table.tsx';
import { type PersonDialogState, PersonDialogs } from './components/person-dialogs.tsx';
import { useDeleteEndUser, useSaveEndUser } from './hooks/use-end-user-mutations.ts';
import { useEndUsers } from './hooks/use-end-users.ts';
import './ticketing-admin.css';

export function EndUsersPage() {
  return <PeoplePage kind="END_USER" />;
}

export function ContactsPage() {
  return <PeoplePage kind="CONTACT" />;
}

function PeoplePage({ kind }: { kind: RequesterKind }) {
  const { t } = useTranslation('ticketingAdmin');
  const names = kind === 'CONTACT' ? 'contacts' : 'endUsers';
  const canManage = useSession().permissions.canManageTicketing;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const paging = useSearchPaging();
  const { page, setPage, query } = paging;
  const [organization, setOrganization] = useState<OrganizationChoice | null>(null);
  const [dialog, setDialog] = useState<PersonDialogState>(null);
  const list = useEndUsers({ kind, name: query || undefined, organizationId: organization?.id, page });
  const save = useSaveEndUser();
  const remove = useDeleteEndUser();

  const confirmDelete = (person: EndUser) =>
    remove.mutate(person.id, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('people.toasts.deleted', { name: person.name }) });
        setDialog(null);
      },
      onError: (error) =>
        toast.show({
          kind: 'error',
          title: t('people.toasts.deleteFailed', { name: person.name }),
          description: error instanceof ApiRequestError ? errorMessage(error) : undefined,
        }),
    });

  return (
    <section className="page ticketing-admin">
      <PageHeader
        title={t(`${names}.title`)}
        add={
          canManage ? { label: t(`${names}.add`), onClick: () => setDialog({ kind: 'create' }) } : undefined
        }
      />
      <div className="ticketing-admin__toolbar">
        <ListSearch
          paging={paging}
          className="ticketing-admin__search"
          label={t(`${names}.searchLabel`)}
          placeholder={t('people.searchPlaceholder')}
        />
        <OrganizationPicker
          label={t('people.organizationFilter')}
          noneLabel={t('people.allOrganizations')}
          value={organization}
          onChange={(choice) => {
            setOrganization(choice);
            setPage(0);
          }}
        />
      </div>
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        loadingLabel={t(`${names}.loading`)}
        failedText={(message) => t('people.loadFailed', { message })}
        emptyText={t(query || organization ? 'people.noMatches' : `${names}.empty`)}
      >
        {(people) => (
          <PeopleTable
            people={people}
            canManage={canManage}
            onEdit={(person) => setDialog({ kind: 'edit', person })}
            onDelete={(person) => setDialog({ kind: 'delete', person })}
          />
        )}
      </PagedList>
      <PersonDialogs
        personKind={kind}
        state={dialog}
        onClose={() => setDialog(null)}
        onSave={(id, body) => save.mutateAsync({ id, body })}
        onDelete={confirmDelete}
        deleting={remove.isPending}
      />
    </section>
  );
}
