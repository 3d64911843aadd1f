// Which actions each type of rule may use and how often (spec 001, sections 6 and 9), as data and one
// check that names the offending entry.
import type { RuleAction } from './action-schema.ts';
import { type ActionType, actionTypes } from './action-schema.ts';
import type { AutomationType } from './automation-types.ts';
import type { RuleIssue } from './condition-schema.ts';
import { CURRENT_USER } from './condition-values.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** Boards only show tickets; response templates cannot send anything (no notification, no e-mail). */
export const actionTypesByAutomation: Record<AutomationType, readonly ActionType[]> = {
  EVENT_BASED: actionTypes,
  TIME_BASED: actionTypes,
  RESPONSE_TEMPLATE: ['ADD_TICKET_COMMENT', 'TICKET_CHANGE_VALUE', 'TICKET_LOG_ENTRY_TIME_TRACKER'],
  BOARD: [],
};

export function actionTypesFor(type: AutomationType): readonly ActionType[] {
  return actionTypesByAutomation[type];
}

/** One-time fields: an action type, or a TICKET_CHANGE_VALUE change field, used at most once per rule. */
export const oneTimeActionKeys = [
  'add_cc_list',
  'set_cc_list',
  'ADD_TICKET_COMMENT',
  'TICKET_LOG_ENTRY_TIME_TRACKER',
] as const;
export type OneTimeActionKey = (typeof oneTimeActionKeys)[number];
export const oneTimeLimitedTypes: readonly AutomationType[] = [
  'EVENT_BASED',
  'RESPONSE_TEMPLATE',
  'TIME_BASED',
];

/** Time-based rules run for nobody, so "the current user" means nothing there. */
export function allowsCurrentUser(type: AutomationType): boolean {
  return type !== 'TIME_BASED';
}

/** The one-time keys already used by a rule's actions, so the builder can hide them. */
export function usedOneTimeKeys(actions: readonly RuleAction[]): OneTimeActionKey[] {
  const keys = actions.flatMap((action) =>
    action.type === 'TICKET_CHANGE_VALUE' ? action.changes.map((c) => c.field) : [action.type],
  );
  return oneTimeActionKeys.filter((key) => (keys as string[]).includes(key));
}

/** Every action that breaks a section 9 limit, with its path in the rule. */
export function actionLimitIssues(actions: readonly RuleAction[], type: AutomationType): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  const once = (key: string, path: (string | number)[]) => {
    if (!(oneTimeActionKeys as readonly string[]).includes(key) || !oneTimeLimitedTypes.includes(type))
      return;
    if (seen.has(key)) issues.push({ path, message: RULE_MESSAGES.onceOnly });
    seen.add(key);
  };
  const currentUser = (path: (string | number)[]) =>
    issues.push({ path, message: RULE_MESSAGES.currentUserNotAllowed });

  actions.forEach((action, i) => {
    const at = ['actions', i];
    if (!actionTypesFor(type).includes(action.type)) {
      issues.push({ path: [...at, 'type'], message: RULE_MESSAGES.actionNotOffered });
      return;
    }
    once(action.type, [...at, 'type']);
    if (action.type === 'SEND_EMAIL' && !allowsCurrentUser(type)) {
      action.to.keys.forEach((key, k) => {
        if (key === CURRENT_USER) currentUser([...at, 'to', 'keys', k]);
      });
    }
    if (action.type !== 'TICKET_CHANGE_VALUE') return;
    action.changes.forEach((change, j) => {
      once(change.field, [...at, 'changes', j, 'field']);
      if (change.field !== 'ticket' || allowsCurrentUser(type)) return;
      for (const property of ['assignedAppUserId', 'requesterUid'] as const) {
        if (change.properties[property] === CURRENT_USER)
          currentUser([...at, 'changes', j, 'properties', property]);
      }
    });
  });
  return issues;
}
