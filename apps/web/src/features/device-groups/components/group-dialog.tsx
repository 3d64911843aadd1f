// The dialog that creates or edits a device group; saving goes through the feature's hook.
import type { DeviceGroup } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useSaveDeviceGroup } from '../hooks/use-device-group-mutations.ts';
import { GroupForm } from './group-form.tsx';

export interface GroupDialogProps {
  open: boolean;
  group?: DeviceGroup;
  initial?: Pick<DeviceGroup, 'organizationId' | 'criteria'>;
  onClose: () => void;
  onDone: (saved: DeviceGroup) => void;
}

export function GroupDialog({ open, group, initial, onClose, onDone }: GroupDialogProps) {
  const { t } = useTranslation('deviceGroups');
  const save = useSaveDeviceGroup();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size="wide"
      title={group ? t('form.editTitle', { name: group.name }) : t('form.createTitle')}
    >
      {open && (
        <GroupForm group={group} initial={initial} onSave={(body) => save(group?.id, body)} onDone={onDone} />
      )}
    </DialogFrame>
  );
}
