// The create and edit dialogs of the technicians page; at most one is open.
import type { Technician, TechnicianRole } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useCreateTechnician, useUpdateTechnician } from '../hooks/use-technician-mutations.ts';
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
  const create = useCreateTechnician();
  const update = useUpdateTechnician();
  return (
    <>
      <DialogFrame open={state?.kind === 'create'} onClose={onClose} title={t('technicians.createTitle')}>
        <TechnicianCreateForm roles={roles} onSave={create.mutateAsync} onDone={onClose} />
      </DialogFrame>
      <DialogFrame
        open={state?.kind === 'edit'}
        onClose={onClose}
        title={
          state?.kind === 'edit' ? t('technicians.editTitle', { name: state.technician.displayName }) : ''
        }
      >
        {state?.kind === 'edit' && (
          <TechnicianEditForm
            technician={state.technician}
            roles={roles}
            self={state.technician.id === currentUserId}
            onSave={(body) => update.mutateAsync({ id: state.technician.id, body })}
            onDone={onClose}
          />
        )}
      </DialogFrame>
    </>
  );
}
