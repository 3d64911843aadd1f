// The device search's filters: organisation, class, status and backup, with a way to clear them all.
import { useTranslation } from 'react-i18next';
import { type DeviceFilters, hasFilters } from '../device-filters.ts';
import { ClassFilter } from './class-filter.tsx';
import { OrganizationFilter } from './organization-filter.tsx';

export interface DeviceFilterBarProps {
  filters: DeviceFilters;
  onChange: (filters: DeviceFilters) => void;
}

type Choice = 'any' | 'yes' | 'no';
const toChoice = (value: boolean | undefined): Choice => (value === undefined ? 'any' : value ? 'yes' : 'no');
const fromChoice = (choice: string): boolean | undefined =>
  choice === 'yes' ? true : choice === 'no' ? false : undefined;

export function DeviceFilterBar({ filters, onChange }: DeviceFilterBarProps) {
  const { t } = useTranslation('devices');
  const update = (patch: Partial<DeviceFilters>) => {
    const next: DeviceFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof DeviceFilters)[]) {
      if (next[key] === undefined) delete next[key];
    }
    onChange(next);
  };
  return (
    <fieldset className="device-filters">
      <legend className="visually-hidden">{t('search.filtersLabel')}</legend>
      <OrganizationFilter
        value={filters.organizationId}
        onChange={(organizationId) => update({ organizationId })}
      />
      <ClassFilter
        value={filters.nodeClass ?? []}
        onChange={(nodeClass) => update({ nodeClass: nodeClass.length ? nodeClass : undefined })}
      />
      <select
        className="input"
        aria-label={t('filters.status')}
        value={toChoice(filters.online)}
        onChange={(event) => update({ online: fromChoice(event.target.value) })}
      >
        <option value="any">{t('filters.anyStatus')}</option>
        <option value="yes">{t('status.online', { ns: 'common' })}</option>
        <option value="no">{t('status.offline', { ns: 'common' })}</option>
      </select>
      <select
        className="input"
        aria-label={t('filters.backup')}
        value={toChoice(filters.lockhartEnabled)}
        onChange={(event) => update({ lockhartEnabled: fromChoice(event.target.value) })}
      >
        <option value="any">{t('filters.anyBackup')}</option>
        <option value="yes">{t('filters.backupEnabled')}</option>
        <option value="no">{t('filters.backupDisabled')}</option>
      </select>
      {hasFilters(filters) && (
        <button type="button" className="button button--ghost" onClick={() => onChange({})}>
          {t('filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
