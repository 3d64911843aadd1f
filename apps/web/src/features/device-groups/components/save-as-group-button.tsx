// Device search's "Save as group": opens the group form with the search's filters, then shows the group.
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import type { DeviceFilters } from '../../devices/device-filters.ts';
import { groupOfSearch } from '../group-criteria.ts';
import { GroupDialog } from './group-dialog.tsx';

export function SaveAsGroupButton({ filters }: { filters: DeviceFilters }) {
  const { t } = useTranslation('deviceGroups');
  // Read without throwing: pages that embed the button may render before (or without) a session.
  const canManage = useContext(SessionContext)?.permissions.canManageDevices ?? false;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!canManage) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('saveAsGroup')}
      </button>
      <GroupDialog
        open={open}
        initial={groupOfSearch({ text: '', filters })}
        onClose={() => setOpen(false)}
        onDone={(saved) => navigate(`/group/${saved.id}`)}
      />
    </>
  );
}
