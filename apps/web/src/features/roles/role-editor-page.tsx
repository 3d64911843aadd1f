// /editor/role/:id/*: one role in a page of its own. The query's roleType says which kind of role
// (technician or endUser; technician when left out); any other value, like an unknown role, shows the
// not-found page. The id "new" opens an empty form for a role of that type.
import { type RoleType, roleTypeSchema } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { RoleForm } from './components/role-form.tsx';
import { useRole } from './hooks/use-role.ts';
import { useSaveRole } from './hooks/use-role-mutations.ts';
import { NEW_ROLE_ID, roleListPaths } from './role-paths.ts';
import './technician-roles.css';

export function RoleEditorPage() {
  const [search] = useSearchParams();
  const roleType = roleTypeSchema.safeParse(search.get('roleType') ?? 'technician');
  if (!roleType.success) return <NotFoundPage />;
  return <RoleEditor roleType={roleType.data} />;
}

function RoleEditor({ roleType }: { roleType: RoleType }) {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const navigate = useNavigate();
  const allowed = useSession().permissions.canManageTechnicians;
  const creating = id === NEW_ROLE_ID;
  const role = useRole(id, roleType, { enabled: allowed && !creating });
  const saveRole = useSaveRole();
  const done = () => navigate(roleListPaths[roleType]);

  if (!allowed) {
    return (
      <section className="page">
        <h1>{t(`roleEditor.title.${roleType}`)}</h1>
        <p className="empty-state">{t('roles.noPermission')}</p>
      </section>
    );
  }
  if (!creating && role.notFound) return <NotFoundPage />;
  if (!creating && role.isError) {
    return (
      <section className="page">
        <h1>{t(`roleEditor.title.${roleType}`)}</h1>
        <p role="alert" className="empty-state">
          {t('roles.loadFailed', { message: role.error.message })}
        </p>
      </section>
    );
  }
  if (!creating && !role.data) return <Spinner label={t('roles.loading')} />;
  return (
    <section className="page roles">
      <header className="page__header">
        <h1>
          {role.data
            ? t('roles.editTitle', { name: role.data.name })
            : t(`roleEditor.createTitle.${roleType}`)}
        </h1>
      </header>
      <RoleForm
        role={role.data}
        roleType={roleType}
        onSave={(body) => saveRole(role.data?.id, body)}
        onDone={done}
        onCancel={done}
      />
    </section>
  );
}
