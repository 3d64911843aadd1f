// /deviceSearch: every device the technician may see, searched by name and filtered from the URL.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { AddDeviceButton } from '../backup/add-device/add-device-button.tsx';
import { SaveAsGroupButton } from '../device-groups/components/save-as-group-button.tsx';
import { RunScriptButton } from '../script-runs/components/run-script-button.tsx';
import { DeviceFilterBar } from './components/device-filter-bar.tsx';
import { DeviceTable } from './components/device-table.tsx';
import { NoDevices } from './components/no-devices.tsx';
import { useDeviceFilters } from './hooks/use-device-filters.ts';
import { useDeviceSummary } from './hooks/use-device-summary.ts';
import './devices.css';

export function DeviceSearchPage() {
  const { t } = useTranslation('devices');
  const [filters, setFilters] = useDeviceFilters();
  // The summary tells "no devices at all" apart from "none match the filters".
  const summary = useDeviceSummary();
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <section className="page device-search">
      <header className="page__header">
        <h1>{t('search.title')}</h1>
        <SaveAsGroupButton filters={filters} />
        <RunScriptButton deviceIds={selected.map(Number)} showCount onStarted={() => setSelected([])} />
        <AddDeviceButton organizationId={filters.organizationId} chooseOrganization />
      </header>
      {summary.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : summary.data?.total === 0 ? (
        <NoDevices />
      ) : (
        <DeviceTable
          ariaLabel={t('search.tableLabel')}
          filters={filters}
          filterBar={<DeviceFilterBar filters={filters} onChange={setFilters} />}
          selection={{ selected, onChange: setSelected }}
        />
      )}
    </section>
  );
}
