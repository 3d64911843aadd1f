// The fields of the restore dialog: the point in time, 'If File Exists', the location, and for
// Other Location the device list and folder tree; 'Restore NTFS Permissions' under its flag.
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/checkbox/checkbox.tsx';
import { type BackupSelection, selectionKind } from '../backup-selection.ts';
import type { RestoreFormModel } from '../hooks/use-restore-form.ts';
import { JobDatePicker } from '../job-date-picker.tsx';
import { RevisionPicker } from '../revision-picker.tsx';
import { CollisionField } from './collision-field.tsx';
import { DestinationDeviceList } from './destination-device-list.tsx';
import { DestinationFolders } from './destination-folders.tsx';
import { LocationChoice } from './location-choice.tsx';

export interface RestoreFieldsProps {
  selection: BackupSelection;
  form: RestoreFormModel;
}

export function RestoreFields({ selection, form }: RestoreFieldsProps) {
  const { t } = useTranslation('backupDialogs');
  const { device, plan } = selection;
  const { choices } = form;
  const file = selectionKind(selection) === 'file' ? selection.items[0]!.entry : null;
  return (
    <>
      {file ? (
        <RevisionPicker
          nodeId={device.id}
          planId={plan.id}
          fileId={file.id}
          value={choices.pointId}
          onChange={(revision) => form.setPointId(revision.id)}
        />
      ) : (
        <JobDatePicker
          nodeId={device.id}
          planId={plan.id}
          value={choices.pointId}
          onChange={form.setPointId}
        />
      )}
      <CollisionField value={choices.collisionHandling} onChange={form.setCollisionHandling} />
      <LocationChoice
        value={choices.location}
        onChange={form.setLocation}
        originalUsable={form.originalUsable}
        multipleRoots={form.multipleRoots}
      />
      {choices.location === 'other' && (
        <div className="backup-destination">
          <DestinationDeviceList
            source={device}
            flags={form.flags}
            value={choices.destination}
            onChange={form.setDestination}
          />
          {choices.destination && (
            <DestinationFolders
              key={choices.destination.id}
              device={choices.destination}
              selectedPath={choices.destinationPath}
              onSelect={form.setDestinationPath}
              onNewFolder={form.addNewFolder}
            />
          )}
        </div>
      )}
      {form.flags.backup_ntfs_permissions && (
        <Checkbox
          checked={choices.restorePermissions}
          onCheckedChange={form.setRestorePermissions}
          label={t('restore.ntfsPermissions')}
        />
      )}
    </>
  );
}
