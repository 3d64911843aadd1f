// The contract between the rule editor page and each section it composes.
import type { AutomationType, RuleIssue } from '@warden/domain';

export interface SectionProps<V> {
  value: V;
  onChange: (value: V) => void;
  automationType: AutomationType;
  /** issues whose path starts with this section's key, with the key removed; shown only once touched */
  issues: RuleIssue[];
  touched: boolean;
  disabled?: boolean;
}
