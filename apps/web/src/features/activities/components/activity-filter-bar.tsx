// The activity lists' filters beside the search: type, result and time range, and the device or
// technician a click on a row's name narrowed the list to, each removable.
import { type ActivityResult, type ActivityType, activityResults } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { ActivityFilters } from '../activity-query.ts';

export interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
  /** The types this list can show; one type needs no type filter. */
  types: readonly ActivityType[];
}

export function ActivityFilterBar({ filters, onChange, types }: ActivityFilterBarProps) {
  const { t } = useTranslation('activities');
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="activity-filter-bar">
      {types.length > 1 && (
        <label>
          <span>{t('filters.type')}</span>
          <select
            value={filters.type ?? ''}
            onChange={(e) => set({ type: (e.target.value || undefined) as ActivityType | undefined })}
          >
            <option value="">{t('filters.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span>{t('filters.result')}</span>
        <select
          value={filters.result ?? ''}
          onChange={(e) => set({ result: (e.target.value || undefined) as ActivityResult | undefined })}
        >
          <option value="">{t('filters.allResults')}</option>
          {activityResults.map((result) => (
            <option key={result} value={result}>
              {t(`results.${result}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.from')}</span>
        <input
          type="datetime-local"
          value={filters.from ?? ''}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </label>
      <label>
        <span>{t('filters.to')}</span>
        <input
          type="datetime-local"
          value={filters.to ?? ''}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
      {filters.device && (
        <FilterChip
          label={t('filters.device', { name: filters.device.name })}
          onRemove={() => set({ device: undefined })}
        />
      )}
      {filters.technician && (
        <FilterChip
          label={t('filters.technician', { name: filters.technician.name })}
          onRemove={() => set({ technician: undefined })}
        />
      )}
    </div>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('activities');
  return (
    <span className="activity-filter-bar__chip">
      {label}
      <button
        type="button"
        className="button button--small"
        aria-label={t('filters.remove', { label })}
        onClick={onRemove}
      >
        ×
      </button>
    </span>
  );
}
