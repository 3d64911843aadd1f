// The dialogs of the end user and contact pages: add, edit, and the confirmation before deleting.
import type { EndUser, EndUserInput, RequesterKind } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { PersonForm } from './person-form.tsx';

export type PersonDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; person: EndUser }
  | { kind: 'delete'; person: EndUser }
  | null;

export interface PersonDialogsProps {
  personKind: RequesterKind;
  state: PersonDialogState;
  onClose: () => void;
  onSave: (id: number | null, body: EndUserInput) => Promise<EndUser>;
  onDelete: (person: EndUser) => void;
  deleting: boolean;
}

export function PersonDialogs({
  personKind,
  state,
  onClose,
  onSave,
  onDelete,
  deleting,
}: PersonDialogsProps) {
  const { t } = useTranslation('ticketingAdmin');
  const names = personKind === 'CONTACT' ? 'contacts' : 'endUsers';
  const editing = state?.kind === 'edit' ? state.person : null;
  const removing = state?.kind === 'delete' ? state.person : null;
  return (
    <>
      <DialogFrame
        open={state?.kind === 'create' || editing !== null}
        onClose={onClose}
        title={editing ? t('people.editTitle', { name: editing.name }) : t(`${names}.add`)}
      >
        <PersonForm
          key={editing?.id ?? 'new'}
          kind={personKind}
          person={editing}
          onSave={(body) => onSave(editing?.id ?? null, body)}
          onDone={onClose}
        />
      </DialogFrame>
      <ConfirmDialog
        open={removing !== null}
        title={t('people.delete.title', { name: removing?.name ?? '' })}
        description={t('people.delete.body', { name: removing?.name ?? '' })}
        cancelLabel={t('people.delete.cancel')}
        confirmLabel={t('people.delete.confirm')}
        pending={deleting}
        onCancel={onClose}
        onConfirm={() => removing && onDelete(removing)}
      />
    </>
  );
}
