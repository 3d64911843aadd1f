// The edit dialog of one action: the fields of its type over a draft, checked by the engine's action
// schema when saved, so the dialog accepts exactly what the server will.
import type { AutomationType, RuleActionInput } from '@warden/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { actionErrors } from './action-draft.ts';
import type { ActionOf } from './action-fields-types.ts';
import { ChangeValueFields } from './change-value-fields.tsx';
import { NotificationChannelFields } from './notification-channel-fields.tsx';
import { SendEmailFields } from './send-email-fields.tsx';
import { AddCommentFields, TimeEntryFields } from './simple-action-fields.tsx';

export interface ActionDialogState {
  /** The edited action's index, or null for a new one. */
  index: number | null;
  action: RuleActionInput;
}

export interface ActionDialogProps {
  state: ActionDialogState | null;
  automationType: AutomationType;
  actions: readonly RuleActionInput[];
  onSave: (state: ActionDialogState) => void;
  onClose: () => void;
}

export function ActionDialog({ state, automationType, actions, onSave, onClose }: ActionDialogProps) {
  const { t } = useTranslation('automations');
  return (
    <DialogFrame
      open={state !== null}
      onClose={onClose}
      size="wide"
      title={state ? t(`actions.titles.${state.action.type}`) : ''}
    >
      {state && (
        <ActionForm state={state} automationType={automationType} actions={actions} onSave={onSave} />
      )}
    </DialogFrame>
  );
}

/** A blank e-mail body is saved as null (spec 001 §3). */
function normalised(action: RuleActionInput): RuleActionInput {
  if (action.type === 'SEND_EMAIL' && !action.body?.trim()) return { ...action, body: null };
  return action;
}

function ActionForm({
  state,
  automationType,
  actions,
  onSave,
}: Omit<ActionDialogProps, 'state' | 'onClose'> & { state: ActionDialogState }) {
  const { t } = useTranslation('automations');
  const [draft, setDraft] = useState(state.action);
  const [tried, setTried] = useState(false);
  const errors = tried ? actionErrors(normalised(draft)) : new Map<string, string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the rule's form, but React still bubbles its submit there.
    event.stopPropagation();
    setTried(true);
    const action = normalised(draft);
    if (actionErrors(action).size === 0) onSave({ index: state.index, action });
  };
  const common = { automationType, errors, onChange: setDraft };
  return (
    <form onSubmit={submit} noValidate className="action-form">
      {draft.type === 'SEND_EMAIL' && <SendEmailFields {...common} value={draft} />}
      {draft.type === 'ADD_TICKET_COMMENT' && <AddCommentFields {...common} value={draft} />}
      {draft.type === 'SEND_NOTIFICATION' && <NotificationChannelFields {...common} value={draft} />}
      {draft.type === 'TICKET_CHANGE_VALUE' && (
        <ChangeValueFields
          {...common}
          value={draft as ActionOf<'TICKET_CHANGE_VALUE'>}
          actions={actions}
          index={state.index}
        />
      )}
      {draft.type === 'TICKET_LOG_ENTRY_TIME_TRACKER' && <TimeEntryFields {...common} value={draft} />}
      <div className="form-actions">
        <CloseButton label={t('actions.cancel')} />
        <button type="submit" className="button button--primary">
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
