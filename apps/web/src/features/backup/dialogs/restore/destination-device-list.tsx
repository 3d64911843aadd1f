// 'Restore To': the online devices a restore may go to, searchable by name, 50 a page.
import type { Device, FeatureFlags } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REMOTE_FETCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../../components/use-debounced-value/use-debounced-value.ts';
import { deviceLabel } from '../backup-selection.ts';
import { useDestinationDevices } from '../hooks/use-destination-devices.ts';
import { PagedPicker } from '../paged-picker.tsx';

export interface DestinationDeviceListProps {
  source: Device;
  flags: FeatureFlags;
  value: Device | null;
  onChange: (device: Device) => void;
}

export function DestinationDeviceList({ source, flags, value, onChange }: DestinationDeviceListProps) {
  const { t } = useTranslation('backupDialogs');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), REMOTE_FETCH_DEBOUNCE_MS);
  const query = useDestinationDevices(source, flags, name, true);
  return (
    <div className="backup-destination__devices">
      <input
        type="search"
        className="input"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('restore.searchDevices')}
        aria-label={t('restore.searchDevices')}
        maxLength={200}
      />
      <PagedPicker
        legend={t('restore.restoreTo')}
        options={query.devices.map((device) => ({ value: device.id, label: deviceLabel(device) }))}
        value={value?.id ?? null}
        onChange={(id) => {
          const device = query.devices.find((d) => d.id === id);
          if (device) onChange(device);
        }}
        emptyText={t('restore.noOnlineDevices')}
        loading={query.loading}
        error={query.error}
        hasMore={query.hasMore}
        loadingMore={query.loadingMore}
        onLoadMore={query.loadMore}
      />
    </div>
  );
}
