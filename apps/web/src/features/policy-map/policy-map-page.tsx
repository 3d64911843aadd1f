// /editor/customer/:id/policies: the organisation's node-role policy map. Each device role runs by
// the policy mapped here, or else by the installation's default for the role.
import type { PolicyMapEntryInput } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useDeviceRoles } from '../device-roles/hooks/use-device-roles.ts';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { PolicyMapForm, type SaveFailure } from './components/policy-map-form.tsx';
import { useInstallationDefaults } from './hooks/use-installation-defaults.ts';
import { usePolicyChoices } from './hooks/use-policy-choices.ts';
import { usePolicyMap, useSavePolicyMap } from './hooks/use-policy-map.ts';

export function PolicyMapPage() {
  const organization = useOrganizationDetail(useParams().id);
  if (organization.notFound || organization.id === null) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  return <PolicyMapEditor organizationId={organization.id} name={organization.data?.name} />;
}

/** entries.N.policyId (or .nodeRoleId) names the Nth entry sent; the form shows it on that role's row. */
function failureOf(err: unknown, sent: PolicyMapEntryInput[], message: string): SaveFailure {
  const byRole: Record<string, string> = {};
  if (err instanceof ApiRequestError) {
    for (const [field, text] of Object.entries(err.fields ?? {})) {
      const index = /^entries\.(\d+)\./.exec(field)?.[1];
      const role = index === undefined ? undefined : sent[Number(index)]?.nodeRoleId;
      if (role) byRole[role] = text;
    }
  }
  return { message, byRole };
}

function PolicyMapEditor({ organizationId, name }: { organizationId: number; name: string | undefined }) {
  const { t } = useTranslation('policyMap');
  const canEdit = useSession().permissions.canManagePolicies;
  const roles = useDeviceRoles();
  const map = usePolicyMap(organizationId);
  const defaults = useInstallationDefaults();
  const choices = usePolicyChoices();
  const save = useSavePolicyMap(organizationId);
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const failed = [roles, map, defaults, choices].find((q) => q.error);
  let body: ReactNode;
  if (failed?.error) body = <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  else if (!roles.data || !map.data || !defaults.data || !choices.data || name === undefined)
    body = <Spinner label={t('loading')} />;
  else
    body = (
      <PolicyMapForm
        name={name}
        roles={roles.data}
        entries={map.data.entries}
        defaults={defaults.data.entries}
        choices={choices.data}
        canEdit={canEdit}
        saving={save.isPending}
        onSave={(entries) =>
          save.mutateAsync({ entries }).then(
            () => {
              toast.show({ kind: 'success', title: t('saved') });
              return null;
            },
            (err: unknown) => {
              const message = t('failed', { message: errorMessage(err) });
              toast.show({ kind: 'error', title: message });
              return failureOf(err, entries, message);
            },
          )
        }
      />
    );

  return (
    <section className="page policy-map-page">
      <header className="page__header">
        <h1>{name === undefined ? t('title') : t('heading', { name })}</h1>
      </header>
      {name !== undefined && <CustomerTabsNav organizationId={organizationId} name={name} />}
      <p>{t('intro')}</p>
      {body}
    </section>
  );
}
