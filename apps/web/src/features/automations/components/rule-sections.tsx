// The sections of a rule in the editor, each given its part of the rule and the issues under it:
// conditions and their preview, actions, the ticket sections of event and time rules, and a board's
// columns and sort.
import { type AutomationType, type RuleIssue, ticketSectionTypes } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { RuleFormValue } from '../hooks/use-rule-form.ts';
import { ActionsBuilder } from './actions-builder.tsx';
import { BoardEditor } from './board-editor.tsx';
import { ConditionGroups } from './condition-groups.tsx';
import { ConditionResetForm } from './condition-reset-form.tsx';
import { RetriggerForm } from './retrigger-form.tsx';
import { RulePreview } from './rule-preview.tsx';
import { TicketCreateForm } from './ticket-create-form.tsx';

export interface RuleSectionsProps {
  rule: RuleFormValue;
  automationType: AutomationType;
  touched: boolean;
  issuesOf: (key: string) => RuleIssue[];
  onChange: (change: Partial<RuleFormValue>) => void;
  showConditions: boolean;
  showActions: boolean;
  disabled?: boolean;
}

export function RuleSections(props: RuleSectionsProps) {
  const { t } = useTranslation('automations');
  const { rule, automationType, touched, issuesOf, onChange, disabled } = props;
  const common = { automationType, touched, disabled };
  const ticketSections = ticketSectionTypes.includes(automationType);
  return (
    <>
      {props.showConditions && (
        <>
          <ConditionGroups
            {...common}
            value={rule.conditions}
            issues={issuesOf('conditions')}
            onChange={(conditions) => onChange({ conditions })}
          />
          <RulePreview automationType={automationType} conditions={rule.conditions} />
        </>
      )}
      {props.showActions && (
        <section className="rule-section" aria-labelledby="rule-actions">
          <h2 id="rule-actions">{t('editor.actions')}</h2>
          <ActionsBuilder
            {...common}
            value={rule.actions ?? []}
            issues={issuesOf('actions')}
            onChange={(actions) => onChange({ actions })}
          />
        </section>
      )}
      {ticketSections && (
        <>
          <ConditionResetForm
            {...common}
            value={rule.conditionReset}
            issues={issuesOf('conditionReset')}
            onChange={(conditionReset) => onChange({ conditionReset })}
          />
          <RetriggerForm
            {...common}
            value={rule.retrigger}
            issues={issuesOf('retrigger')}
            onChange={(retrigger) => onChange({ retrigger })}
          />
          <TicketCreateForm
            {...common}
            value={rule.ticketCreate}
            issues={issuesOf('ticketCreate')}
            onChange={(ticketCreate) => onChange({ ticketCreate })}
          />
        </>
      )}
      {automationType === 'BOARD' && (
        <BoardEditor
          {...common}
          value={rule.board}
          issues={issuesOf('board')}
          onChange={(board) => onChange({ board })}
        />
      )}
    </>
  );
}
