// What the rule sections share: the message for one field of a section once the rule was touched,
// and the value of a required field not yet chosen, which the rule schema reports as 'Required'.
import type { RuleIssue } from '@warden/domain';

/** The first issue at exactly this path within the section, hidden until the rule is touched. */
export function issueAt(issues: readonly RuleIssue[], touched: boolean, ...path: (string | number)[]) {
  if (!touched) return undefined;
  return issues.find(
    (issue) => issue.path.length === path.length && path.every((p, i) => issue.path[i] === p),
  )?.message;
}

/**
 * A required id the technician has not chosen. The form state is the rule as the schema takes it, so
 * the gap is left for the schema to name instead of being filled with a guess.
 */
export const NOT_CHOSEN = undefined as unknown as number;
