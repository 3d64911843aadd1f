// The actions builder (spec 001 §2, §9): the rule's actions in the order they run, each with a summary,
// edit, move and remove; "Add action" offers the types this rule type allows, one-time ones only while
// unused. Each action is edited in its own dialog.
import type { ActionType, RuleActionInput, RuleIssue } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type ActionDialogState } from './action-dialog.tsx';
import { issuesOfAction, newAction, offeredActionTypes } from './action-draft.ts';
import type { SectionProps } from './rule-editor-types.ts';
import './actions-builder.css';

export function ActionsBuilder({
  value,
  onChange,
  automationType,
  issues,
  touched,
  disabled,
}: SectionProps<RuleActionInput[]>) {
  const { t } = useTranslation('automations');
  const addId = useId();
  const [dialog, setDialog] = useState<ActionDialogState | null>(null);
  const offered = offeredActionTypes(automationType, value);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const save = ({ index, action }: ActionDialogState) => {
    onChange(index === null ? [...value, action] : value.map((a, i) => (i === index ? action : a)));
    setDialog(null);
  };
  const sectionIssue = touched ? issues.find((i) => i.path.length === 0)?.message : undefined;

  return (
    <div className="actions-builder">
      {value.length === 0 && <p className="field__hint">{t('actions.empty')}</p>}
      <ol className="actions-builder__list">
        {value.map((action, i) => {
          const name = t(`actions.types.${action.type}`);
          const number = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: actions have no identity of their own
            <li key={i} className="actions-builder__item" aria-label={t('actions.item', { number, name })}>
              <div className="actions-builder__summary">
                <strong>{name}</strong>
                <ActionSummary action={action} />
              </div>
              <ActionIssues issues={touched ? issuesOfAction(issues, i) : []} />
              {!disabled && (
                <div className="actions-builder__buttons">
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() => setDialog({ index: i, action })}
                  >
                    {t('actions.edit', { number, name })}
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={i === 0}
                    aria-label={t('actions.moveUp', { number, name })}
                    onClick={() => move(i, i - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={i === value.length - 1}
                    aria-label={t('actions.moveDown', { number, name })}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={t('actions.removeAction', { number, name })}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  >
                    {t('actions.remove')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && offered.length > 0 && (
        <div className="field actions-builder__add">
          <label htmlFor={addId}>{t('actions.add')}</label>
          <select
            id={addId}
            value=""
            onChange={(event) => {
              const type = event.target.value as ActionType;
              if (type) setDialog({ index: null, action: newAction(type) });
            }}
          >
            <option value="">{t('actions.choose')}</option>
            {offered.map((type) => (
              <option key={type} value={type}>
                {t(`actions.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {sectionIssue && (
        <p className="field__error" role="alert">
          {sectionIssue}
        </p>
      )}
      <ActionDialog
        state={dialog}
        automationType={automationType}
        actions={value}
        onSave={save}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function ActionIssues({ issues }: { issues: RuleIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className="actions-builder__issues" role="alert">
      {issues.map((issue) => (
        <li key={`${issue.path.join('.')}:${issue.message}`} className="field__error">
          {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** One line saying what the action does, so the list reads without opening each dialog. */
function ActionSummary({ action }: { action: RuleActionInput }) {
  const { t } = useTranslation('automations');
  const text = (() => {
    switch (action.type) {
      case 'SEND_EMAIL':
        return action.subject;
      case 'ADD_TICKET_COMMENT':
        return t(action.public === false ? 'actions.summary.private' : 'actions.summary.public');
      case 'SEND_NOTIFICATION':
        return t('actions.summary.channels', { count: action.channels.length });
      case 'TICKET_CHANGE_VALUE':
        return action.changes.map((c) => t(`actions.change.fields.${c.field}`)).join(', ');
      case 'TICKET_LOG_ENTRY_TIME_TRACKER':
        return t('actions.summary.time', {
          value: action.value,
          unit: t(`actions.time.units.${action.unit}`),
        });
    }
  })();
  return <span className="actions-builder__detail">{text}</span>;
}
