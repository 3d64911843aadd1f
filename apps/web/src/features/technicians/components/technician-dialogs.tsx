// The create and edit dialogs of the technicians page; at most one is open.
import type { Technician, TechnicianRole } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../organizations/components/form-dialog.tsx';
import { TechnicianCreateForm } from './technician-create-form.tsx';
import { TechnicianEditForm } from './technician-edit-form.tsx';

export type TechnicianDialogState = { kind: 'create' } | { kind: 'edit'; technician: Technician } | null;

export interface TechnicianDialogsProps {
  state: TechnicianDialogState;
  roles: TechnicianRole[];
  currentUserId: number;
  onClose: () => void;
}

export function TechnicianDialogs({ state, roles, currentUserId, onClose }: TechnicianDialogsProps) {
  const { t } = useTranslation('admin');
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <FormDialog
        open={state?.kind === 'create'}
        onOpenChange={onOpenChange}
        title={t('technicians.createTitle')}
      >
        <TechnicianCreateForm roles={roles} onDone={onClose} />
      </FormDialog>
      <FormDialog
        open={state?.kind === 'edit'}
        onOpenChange={onOpenChange}
        title={
          state?.kind === 'edit' ? t('technicians.editTitle', { name: state.technician.displayName }) : ''
        }
      >
        {state?.kind === 'edit' && (
          <TechnicianEditForm
            technician={state.technician}
            roles={roles}
            self={state.technician.id === currentUserId}
            onDone={onClose}
          />
        )}
      </FormDialog>
    </>
  );
}
