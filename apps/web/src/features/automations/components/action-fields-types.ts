// What every action dialog's fields take: the action being edited, the rule's type and the schema's
// messages by path within the action.
import type { AutomationType, RuleActionInput } from '@warden/domain';

export type ActionOf<T extends RuleActionInput['type']> = Extract<RuleActionInput, { type: T }>;

export interface ActionFieldsProps<T extends RuleActionInput['type']> {
  value: ActionOf<T>;
  onChange: (value: ActionOf<T>) => void;
  automationType: AutomationType;
  /** The first message at each path within the action, e.g. 'subject' or 'to.emails.0'. */
  errors: ReadonlyMap<string, string>;
}
