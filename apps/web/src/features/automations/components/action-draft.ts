// The actions builder's rules over the domain's: a new action of each type, the types and change
// fields still offered (spec 001 §9 one-time fields), and one action checked by the engine's schema.
import {
  type ActionType,
  type AutomationType,
  actionTypesFor,
  oneTimeActionKeys,
  oneTimeLimitedTypes,
  type RuleAction,
  type RuleActionInput,
  type RuleIssue,
  ruleActionSchema,
  type TicketChangeField,
  ticketChangeFields,
  usedOneTimeKeys,
} from '@warden/domain';

export type ChangeInput = Extract<RuleActionInput, { type: 'TICKET_CHANGE_VALUE' }>['changes'][number];

export function newAction(type: ActionType): RuleActionInput {
  switch (type) {
    case 'SEND_EMAIL':
      return { type, to: { keys: [], emails: [], uids: [] }, subject: '', body: null, allowResponse: false };
    case 'ADD_TICKET_COMMENT':
      return { type, body: '', public: true };
    case 'SEND_NOTIFICATION':
      return { type, channels: [] };
    case 'TICKET_CHANGE_VALUE':
      return { type, changes: [] };
    case 'TICKET_LOG_ENTRY_TIME_TRACKER':
      return { type, unit: 'MINUTES', value: 0 };
  }
}

export function newChange(field: TicketChangeField): ChangeInput {
  switch (field) {
    case 'ticket':
      return { field, properties: {} };
    case 'attributes':
      return { field, value: {} };
    case 'add_cc_list':
    case 'set_cc_list':
      return { field, value: { uids: [], emails: [] } };
    default:
      return { field, value: [] };
  }
}

/** The one-time keys the other actions of the rule already use (the edited one left out). */
function usedElsewhere(actions: readonly RuleActionInput[], editing: number | null): Set<string> {
  const others = actions.filter((_, i) => i !== editing) as RuleAction[];
  return new Set(usedOneTimeKeys(others));
}

const limited = (type: AutomationType) => oneTimeLimitedTypes.includes(type);
const isOneTime = (key: string) => (oneTimeActionKeys as readonly string[]).includes(key);

/** The action types that may be added to this rule now. */
export function offeredActionTypes(type: AutomationType, actions: readonly RuleActionInput[]): ActionType[] {
  const used = usedElsewhere(actions, null);
  return actionTypesFor(type).filter((t) => !(limited(type) && isOneTime(t) && used.has(t)));
}

/**
 * The change fields the edited change-values action may add: a one-time field used by another
 * action, or already by another change of this one, is not offered again.
 */
export function offeredChangeFields(
  type: AutomationType,
  actions: readonly RuleActionInput[],
  editing: number | null,
  changes: readonly ChangeInput[],
): TicketChangeField[] {
  const used = usedElsewhere(actions, editing);
  for (const change of changes) used.add(change.field);
  return ticketChangeFields.filter((f) => !(limited(type) && isOneTime(f) && used.has(f)));
}

/** The schema's messages for one action, keyed by their path within it ('' for the action itself). */
export function actionErrors(action: RuleActionInput): Map<string, string> {
  const errors = new Map<string, string>();
  const result = ruleActionSchema.safeParse(action);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/** The page's issues about the action at this index, with the index removed. */
export function issuesOfAction(issues: readonly RuleIssue[], index: number): RuleIssue[] {
  return issues.filter((i) => i.path[0] === index).map((i) => ({ ...i, path: i.path.slice(1) }));
}
