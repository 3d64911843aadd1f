// 'Add device' (canManageDevices): a dialog with the organisation's exact enrolment command. On device
// search the technician chooses the organisation in the dialog.
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { OrganizationFilter } from '../../devices/components/organization-filter.tsx';
import { EnrollmentCommand } from './enrollment-command.tsx';
import { type AddDeviceData, useAddDevice } from './hooks/use-add-device.ts';
import '../backup.css';

export interface AddDeviceButtonProps {
  /** The organisation the device joins (or the one chosen first, with chooseOrganization). */
  organizationId?: number;
  /** Lets the technician choose the organisation in the dialog. */
  chooseOrganization?: boolean;
}

export function AddDeviceButton({ organizationId, chooseOrganization = false }: AddDeviceButtonProps) {
  const { t } = useTranslation('backup');
  // Read without throwing: pages that embed the button may render before (or without) a session.
  const session = useContext(SessionContext);
  const [open, setOpen] = useState(false);
  if (!session?.permissions.canManageDevices) return null;
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('addDevice.button')}
      </button>
      {open && (
        <AddDeviceFlow
          organizationId={organizationId}
          chooseOrganization={chooseOrganization}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** One opening of the dialog: the organisation chosen in it and that organisation's command. */
function AddDeviceFlow(props: { organizationId?: number; chooseOrganization: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState(props.organizationId);
  const data = useAddDevice(chosen);
  return (
    <AddDeviceDialog
      chooseOrganization={props.chooseOrganization}
      chosen={chosen}
      onChoose={setChosen}
      data={data}
      onClose={props.onClose}
    />
  );
}

function AddDeviceDialog(props: {
  chooseOrganization: boolean;
  chosen: number | undefined;
  onChoose: (organizationId: number | undefined) => void;
  data: AddDeviceData;
  onClose: () => void;
}) {
  const { chooseOrganization, chosen, onChoose, data, onClose } = props;
  const { t } = useTranslation('backup');
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t('addDevice.title')}
      className="add-device-dialog"
      actions={<CloseButton label={t('addDevice.close')} />}
    >
      {chooseOrganization && (
        <div className="field">
          <span>{t('addDevice.organization')}</span>
          <OrganizationFilter value={chosen} onChange={onChoose} />
        </div>
      )}
      {chosen === undefined ? (
        <p className="field__hint">{t('addDevice.chooseOrganization')}</p>
      ) : (
        <EnrollmentCommand
          organizationName={data.organizationName}
          command={data.enrollment?.command}
          loadError={data.loadError}
          onReplaceToken={data.replaceToken}
          replacing={data.replacing}
        />
      )}
    </DialogFrame>
  );
}
