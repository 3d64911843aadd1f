// 'Add device' (canManageDevices): a dialog with the organisation's exact enrolment command. On device
// search the technician chooses the organisation in the dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { OrganizationFilter } from '../../devices/components/organization-filter.tsx';
import { useOrganizationDetail } from '../../organizations/hooks/use-organization-detail.ts';
import { EnrollmentCommand } from './enrollment-command.tsx';
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
        <AddDeviceDialog
          organizationId={organizationId}
          chooseOrganization={chooseOrganization}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function AddDeviceDialog(props: {
  organizationId?: number;
  chooseOrganization: boolean;
  onClose: () => void;
}) {
  const { organizationId, chooseOrganization, onClose } = props;
  const { t } = useTranslation('backup');
  const [chosen, setChosen] = useState(organizationId);
  const organization = useOrganizationDetail(chosen);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog add-device-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">{t('addDevice.title')}</Dialog.Title>
          {chooseOrganization && (
            <div className="field">
              <span>{t('addDevice.organization')}</span>
              <OrganizationFilter value={chosen} onChange={setChosen} />
            </div>
          )}
          {chosen === undefined ? (
            <p className="field__hint">{t('addDevice.chooseOrganization')}</p>
          ) : (
            <EnrollmentCommand
              organizationId={chosen}
              organizationName={organization.data?.name ?? `#${chosen}`}
            />
          )}
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('addDevice.close')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
