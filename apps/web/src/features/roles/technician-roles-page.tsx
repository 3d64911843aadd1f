// Administration › Technician roles: the roles with what they grant, and the create and edit form.
import type { TechnicianRole } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { RoleForm } from './components/role-form.tsx';
import { RolesTable } from './components/roles-table.tsx';
import { useSaveRole } from './hooks/use-role-mutations.ts';
import { useTechnicianRoles } from './hooks/use-technician-roles.ts';
import './technician-roles.css';

type DialogState = { kind: 'create' } | { kind: 'edit'; role: TechnicianRole } | null;

export function TechnicianRolesPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const allowed = useSession().permissions.canManageTechnicians;
  const roles = useTechnicianRoles({ enabled: allowed });
  const [dialog, setDialog] = useState<DialogState>(null);
  const saveRole = useSaveRole();
  const close = () => setDialog(null);

  if (!allowed) {
    return (
      <section className="page">
        <h1>{t('roles.title')}</h1>
        <p className="empty-state">{t('roles.noPermission')}</p>
      </section>
    );
  }

  return (
    <section className="page roles">
      <PageHeader
        title={t('roles.title')}
        add={{ label: t('roles.add'), onClick: () => setDialog({ kind: 'create' }) }}
      />
      <div className="table-wrap">
        {roles.isPending ? (
          <Spinner label={t('roles.loading')} />
        ) : roles.isError ? (
          <p role="alert" className="empty-state">
            {t('roles.loadFailed', { message: errorMessage(roles.error) })}
          </p>
        ) : roles.data.length === 0 ? (
          <p className="empty-state">{t('roles.empty')}</p>
        ) : (
          <RolesTable roles={roles.data} onEdit={(role) => setDialog({ kind: 'edit', role })} />
        )}
      </div>
      <DialogFrame
        open={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'edit' ? t('roles.editTitle', { name: dialog.role.name }) : t('roles.createTitle')
        }
        size="wide"
      >
        {dialog && (
          <RoleForm
            role={dialog.kind === 'edit' ? dialog.role : undefined}
            onSave={(body) => saveRole(dialog.kind === 'edit' ? dialog.role.id : undefined, body)}
            onDone={close}
          />
        )}
      </DialogFrame>
    </section>
  );
}
