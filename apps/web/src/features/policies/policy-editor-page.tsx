// /editor/policy/*: "new" (with ?role=) creates a policy; an id edits one: its name, description and
// parent, and its items by section with their inheritance states, override and revert.
import { idParamSchema, scriptOperatingSystemOf } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDeviceRoles } from '../device-roles/hooks/use-device-roles.ts';
import { LoadError } from '../devices/components/load-error.tsx';
import { PolicyDetailsForm, type PolicyDetailsValues } from './components/policy-details-form.tsx';
import { PolicySections } from './components/policy-sections.tsx';
import {
  type ItemChange,
  useCreatePolicy,
  usePolicy,
  usePolicyItem,
  useUpdatePolicy,
} from './hooks/use-policies.ts';
import { policiesTabPath, policyEditorPath } from './policy-paths.ts';
import './policies.css';

/** An address naming no policy: said within the editor, with the way back to the list. */
function PolicyNotFound() {
  const { t } = useTranslation('policies');
  return (
    <section className="page not-found" data-testid="policy-not-found">
      <h1>{t('editor.notFound')}</h1>
      <Link className="button" to={policiesTabPath('agent')}>
        {t('editor.back')}
      </Link>
    </section>
  );
}

function NewPolicy() {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const roles = useDeviceRoles();
  const create = useCreatePolicy();
  if (roles.error) return <LoadError error={roles.error} onRetry={() => roles.refetch()} />;
  if (!roles.data) return <Spinner label={t('editor.loading')} />;
  return (
    <section className="page policy-editor">
      <header className="page__header">
        <h1>{t('editor.newTitle')}</h1>
        <Link to={policiesTabPath('agent')}>{t('editor.back')}</Link>
      </header>
      <section className="card">
        <PolicyDetailsForm
          roles={roles.data}
          initialRole={search.get('role') ?? undefined}
          save={(values: PolicyDetailsValues) => create.mutateAsync(values)}
          onSaved={(saved) => navigate(policyEditorPath(saved.id), { replace: true })}
        />
      </section>
    </section>
  );
}

function ExistingPolicy({ id }: { id: number }) {
  const { t } = useTranslation('policies');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const detail = usePolicy(id);
  const roles = useDeviceRoles();
  const update = useUpdatePolicy(id);
  const item = usePolicyItem(id);
  const change = async (next: ItemChange) => {
    try {
      await item.mutateAsync(next);
      return true;
    } catch (error) {
      toast.show({ kind: 'error', title: t('editor.itemFailed'), description: errorMessage(error) });
      return false;
    }
  };
  if (detail.error instanceof ApiRequestError && detail.error.status === 404) return <PolicyNotFound />;
  const failed = detail.error ?? roles.error;
  if (failed)
    return <LoadError error={failed} onRetry={() => Promise.all([detail.refetch(), roles.refetch()])} />;
  if (!detail.data || !roles.data) return <Spinner label={t('editor.loading')} />;
  const { policy, chain, effective } = detail.data;
  const parent = chain.length > 1 ? chain[chain.length - 2] : undefined;
  const role = roles.data.find((r) => r.id === policy.nodeRoleId);
  return (
    <section className="page policy-editor">
      <header className="page__header">
        <h1>{policy.name}</h1>
        <Link to={policiesTabPath('agent')}>{t('editor.back')}</Link>
      </header>
      {parent && (
        <p className="policy-editor__parent">
          {t('editor.childOf')} <Link to={policyEditorPath(parent.id)}>{parent.name}</Link>
        </p>
      )}
      <section className="card">
        <PolicyDetailsForm
          key={`${policy.name}|${policy.description}|${policy.parentId}`}
          policy={policy}
          roles={roles.data}
          save={({ name, description, parentId }: PolicyDetailsValues) =>
            update.mutateAsync({ name, description, parentId })
          }
          onSaved={() => undefined}
        />
      </section>
      <PolicySections
        effective={effective}
        chain={chain}
        onChange={change}
        save={item.mutateAsync}
        pending={item.isPending}
        operatingSystem={role && scriptOperatingSystemOf(role.nodeClass)}
      />
    </section>
  );
}

export function PolicyEditorPage() {
  const target = useParams()['*'] ?? '';
  if (target === 'new') return <NewPolicy />;
  const parsed = idParamSchema.safeParse({ id: target });
  if (!parsed.success) return <PolicyNotFound />;
  return <ExistingPolicy key={parsed.data.id} id={parsed.data.id} />;
}
