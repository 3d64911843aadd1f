// One tab's approval entries, sorted by displayName as the server answers them, each with approve
// (pending only), reject (from any tab) and clear (decided entries only).
import { type ApprovalStatus, canClearApproval, type NodeApproval } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { type ApprovalAction, useApprovalAction, useApprovalList } from '../hooks/use-approvals.ts';

export function ApprovalTable({
  status,
  organizationId,
}: {
  status: ApprovalStatus;
  organizationId?: number;
}) {
  const { t } = useTranslation('approvals');
  const [page, setPage] = useState(0);
  const list = useApprovalList(status, organizationId, page);
  const action = useApprovalAction();
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const run = (kind: ApprovalAction, entry: NodeApproval) =>
    action.mutate(
      { action: kind, ids: [entry.id] },
      {
        onSuccess: () =>
          toast.show({ kind: 'success', title: t(`done.${kind}`, { name: entry.displayName }) }),
        onError: (err) => toast.show({ kind: 'error', title: errorMessage(err) }),
      },
    );

  return (
    <PagedList
      list={list}
      page={page}
      onPageChange={setPage}
      loadingLabel={t('loading')}
      failedText={(message) => t('failed', { message })}
      emptyText={t('empty')}
    >
      {(rows) => (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('columns.displayName')}</th>
              {organizationId === undefined && <th scope="col">{t('columns.organization')}</th>}
              <th scope="col">{t('columns.nodeApprovalType')}</th>
              <th scope="col">{t('columns.approvalStatus')}</th>
              <th scope="col">{t('columns.installationStatus')}</th>
              <th scope="col">{t('columns.approvalStatusBy')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.displayName}</td>
                {organizationId === undefined && <td>{entry.organizationName}</td>}
                <td>{entry.nodeApprovalType}</td>
                <td>{entry.approvalStatus}</td>
                <td>{entry.installationStatus}</td>
                <td>
                  {entry.approvalStatusByAppUserName
                    ? `${entry.approvalStatusByAppUserName} (${entry.approvalStatusByAppUserId})`
                    : ''}
                </td>
                <td className="row-actions">
                  {entry.approvalStatus === 'PENDING' && (
                    <button type="button" disabled={action.isPending} onClick={() => run('approve', entry)}>
                      {t('actions.approve')}
                    </button>
                  )}
                  {entry.approvalStatus !== 'REJECTED' && (
                    <button type="button" disabled={action.isPending} onClick={() => run('reject', entry)}>
                      {t('actions.reject')}
                    </button>
                  )}
                  {canClearApproval(entry.approvalStatus) && (
                    <button type="button" disabled={action.isPending} onClick={() => run('clear', entry)}>
                      {t('actions.clear')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedList>
  );
}
