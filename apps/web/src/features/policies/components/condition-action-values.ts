// A condition's actions as the dialog holds them (ids 0 until chosen, script variables as their inputs
// hold them) and the check that turns them into the actions the server takes, each message by field.
import { type ConditionAction, conditionActionSchema, type Script } from '@warden/domain';
import {
  checkVariableValues,
  type VariableFormErrors,
} from '../../../components/script-variables/variable-values.ts';
import { variableInputs } from './item-errors.ts';

export type ActionKind = ConditionAction['type'];
export const actionKinds: readonly ActionKind[] = conditionActionSchema.options.map(
  (o) => o.shape.type.value,
);

/** A new action of a kind, nothing chosen yet. */
export function blankAction(type: ActionKind): ConditionAction {
  if (type === 'RUN_SCRIPT') return { type, scriptId: 0, variables: {} };
  if (type === 'CREATE_TICKET') return { type, ticketFormId: 0, statusId: 0 };
  return { type, channelId: 0 };
}

/** Saved actions as the dialog edits them: typed variable values back into their inputs' text. */
export const actionDrafts = (actions: readonly ConditionAction[]): ConditionAction[] =>
  actions.map((a) => (a.type === 'RUN_SCRIPT' ? { ...a, variables: variableInputs(a.variables) } : a));

export interface ActionErrors {
  /** By field: scriptId, ticketFormId, statusId, channelId. */
  fields: Record<string, string>;
  variables: VariableFormErrors;
}

export type ActionCheck =
  | { ok: true; actions: ConditionAction[] }
  | { ok: false; errors: Record<number, ActionErrors> };

/** Every id chosen and every script's variables valid by the script's own rules. */
export function checkActions(
  actions: readonly ConditionAction[],
  scripts: ReadonlyMap<number, Script>,
  required: string,
): ActionCheck {
  const errors: Record<number, ActionErrors> = {};
  const out: ConditionAction[] = [];
  actions.forEach((action, index) => {
    const found: ActionErrors = { fields: {}, variables: {} };
    let next: ConditionAction = action;
    for (const [field, value] of Object.entries(action))
      if (field !== 'type' && typeof value === 'number' && value <= 0) found.fields[field] = required;
    if (action.type === 'RUN_SCRIPT' && action.scriptId > 0) {
      const script = scripts.get(action.scriptId);
      if (!script) found.fields.scriptId = required;
      else {
        const check = checkVariableValues(script.variables, action.variables as Record<string, string>);
        if (check.ok) next = { ...action, variables: check.values };
        else found.variables = check.errors;
      }
    }
    const parsed = conditionActionSchema.safeParse(next);
    if (Object.keys(found.fields).length || Object.keys(found.variables).length || !parsed.success)
      errors[index] = found;
    else out.push(parsed.data);
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, actions: out };
}
