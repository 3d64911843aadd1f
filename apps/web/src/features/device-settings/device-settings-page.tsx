// /deviceDashboard/:id/settings: the device's own settings (friendly name, location, role, backup
// enablement), its approval state, its details record, and the policy it runs by with the effective
// result and where each value comes from.
import type { Device, DeviceSettings } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useDeviceRoles } from '../device-roles/hooks/use-device-roles.ts';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { usePolicy } from '../policies/hooks/use-policies.ts';
import { policyEditorPath } from '../policies/policy-paths.ts';
import { DeviceDetailsCard } from './components/device-details-card.tsx';
import { EffectivePolicyView } from './components/effective-policy-view.tsx';
import { SettingsForm } from './components/settings-form.tsx';
import { useDeviceSettings, useUpdateDeviceSettings } from './hooks/use-device-settings.ts';
import './device-settings.css';

function PolicyCard({ settings }: { settings: DeviceSettings }) {
  const { t } = useTranslation('deviceSettings');
  const canManage = useSession().permissions.canManagePolicies;
  // The chain names the ancestors an inherited value comes from; without it the policy's own name serves.
  const chain = usePolicy(canManage && settings.policy ? settings.policy.id : null).data?.chain;
  const names = useMemo(() => {
    const map = new Map((chain ?? []).map((p) => [p.id, p.name]));
    if (settings.policy) map.set(settings.policy.id, settings.policy.name);
    return map;
  }, [chain, settings.policy]);
  return (
    <section className="card" aria-labelledby="device-policy">
      <h2 id="device-policy">{t('policy.title')}</h2>
      {settings.policy ? (
        <p>
          {canManage ? (
            <Link to={policyEditorPath(settings.policy.id)}>{settings.policy.name}</Link>
          ) : (
            settings.policy.name
          )}{' '}
          {settings.policySource && <span>({t(`policy.source.${settings.policySource}`)})</span>}
        </p>
      ) : (
        <p className="empty-state">{t('policy.none')}</p>
      )}
      {settings.effective && <EffectivePolicyView effective={settings.effective} policyNames={names} />}
    </section>
  );
}

function SettingsBody({ device }: { device: Device }) {
  const { t } = useTranslation('deviceSettings');
  const settings = useDeviceSettings(device.id);
  const update = useUpdateDeviceSettings(device.id);
  const roles = useDeviceRoles();
  const organization = useOrganizationDetail(device.organizationId);
  const failed = settings.error ?? roles.error;
  if (failed)
    return <LoadError error={failed} onRetry={() => Promise.all([settings.refetch(), roles.refetch()])} />;
  if (!settings.data || !roles.data) return <Spinner label={t('loading')} />;
  return (
    <div className="device-settings">
      <section className="card" aria-labelledby="device-own-settings">
        <h2 id="device-own-settings">{t('title')}</h2>
        <dl className="device-settings__facts">
          <dt>{t('approvalStatus')}</dt>
          <dd data-testid="device-approval-status">{t(`approval.${settings.data.approvalStatus}`)}</dd>
        </dl>
        <SettingsForm
          settings={settings.data}
          nodeClass={device.nodeClass}
          roles={roles.data}
          locations={organization.data?.locations ?? []}
          save={(patch) => update.mutateAsync(patch)}
        />
      </section>
      <DeviceDetailsCard deviceId={device.id} />
      <PolicyCard settings={settings.data} />
    </div>
  );
}

export function DeviceSettingsPage() {
  return <DevicePageFrame>{(device) => <SettingsBody device={device} />}</DevicePageFrame>;
}
