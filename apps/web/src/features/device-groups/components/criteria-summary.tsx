// A group's saved search in words: its organisation and each criterion set, as device search names them.
import type { DeviceGroup } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useNodeClassName } from '../../devices/components/node-class-label.tsx';

export function CriteriaSummary({ group }: { group: DeviceGroup }) {
  const { t } = useTranslation('deviceGroups');
  const className = useNodeClassName();
  const { name, nodeClass, online, lockhartEnabled } = group.criteria;
  const items: [string, string][] = [
    [t('criteria.organization'), group.organizationName ?? t('allOrganizations')],
  ];
  if (name) items.push([t('criteria.name'), name]);
  if (nodeClass?.length) items.push([t('criteria.class'), nodeClass.map(className).join(', ')]);
  if (online !== undefined) {
    items.push([t('criteria.status'), t(online ? 'status.online' : 'status.offline', { ns: 'common' })]);
  }
  if (lockhartEnabled !== undefined) {
    items.push([t('criteria.backup'), t(lockhartEnabled ? 'criteria.backupOn' : 'criteria.backupOff')]);
  }
  return (
    <dl className="group-summary" aria-label={t('criteria.label')}>
      {items.map(([term, value]) => (
        <div key={term} className="group-summary__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
