// The rule editor's state: the rule as the schema takes it, every issue the domain finds in it (shape
// first, then ruleIssues with the installation's statuses and attributes), the server's refusals
// mapped back onto the same paths, and whether the technician has touched the rule yet.
import {
  type AutomationRule,
  type AutomationRuleDetail,
  type AutomationType,
  automationRuleShapeSchema,
  type ConditionContext,
  type RuleIssue,
  ruleIssues,
} from '@warden/domain';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../../api/client.ts';

export type RuleFormValue = z.input<typeof automationRuleShapeSchema>;

export function emptyRule(automationType: AutomationType): RuleFormValue {
  return {
    name: '',
    description: '',
    enabled: true,
    automationType,
    conditions: { all: [], any: [] },
    actions: [],
    conditionReset: null,
    retrigger: null,
    ticketCreate: null,
    board: null,
  };
}

/** The saved rule as the form edits it: its own fields, without the server's bookkeeping or names. */
export function ruleToForm(
  rule: AutomationRule & Partial<Pick<AutomationRuleDetail, 'references'>>,
): RuleFormValue {
  const {
    id: _id,
    position: _position,
    createdAt: _created,
    updatedAt: _updated,
    references: _references,
    ...fields
  } = rule;
  return fields as RuleFormValue;
}

type RuleShape = z.output<typeof automationRuleShapeSchema>;
const shape = automationRuleShapeSchema.shape;

/**
 * Every issue of the rule: each part's shape, then the rules that tie the parts to the type. A part
 * that is not yet well shaped (a blank name) must not hide the others' issues, so the type rules run
 * over the well-shaped parts, an ill-shaped one standing in as its default.
 */
export function formIssues(rule: RuleFormValue, ctx: ConditionContext): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const parts: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const part = schema.safeParse(rule[key as keyof RuleFormValue]);
    if (part.success) parts[key] = part.data;
    else {
      for (const issue of part.error.issues)
        issues.push({ path: [key, ...(issue.path as (string | number)[])], message: issue.message });
      parts[key] = schema.safeParse(undefined).data ?? null;
    }
  }
  const unknown = automationRuleShapeSchema
    .safeParse(rule)
    .error?.issues.filter((i) => i.code === 'unrecognized_keys');
  for (const issue of unknown ?? [])
    issues.push({ path: issue.path as (string | number)[], message: issue.message });
  return [...issues, ...ruleIssues(parts as RuleShape, ctx)];
}

/** A 400's field paths ('conditions.all.0.value') back into rule paths. */
export function serverIssues(error: unknown): RuleIssue[] {
  if (!(error instanceof ApiRequestError) || !error.fields) return [];
  return Object.entries(error.fields).map(([key, message]) => ({
    path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
  }));
}

/** Issues under one key of the rule, the key removed from their paths. */
export function issuesUnder(issues: readonly RuleIssue[], key: string): RuleIssue[] {
  return issues
    .filter((issue) => issue.path[0] === key)
    .map((issue) => ({ ...issue, path: issue.path.slice(1) }));
}

export function useRuleForm(initial: RuleFormValue, ctx: ConditionContext) {
  const [rule, setRule] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [fromServer, setFromServer] = useState<RuleIssue[]>([]);
  const local = useMemo(() => formIssues(rule, ctx), [rule, ctx]);
  return {
    rule,
    touched,
    issues: [...local, ...fromServer],
    localIssues: local,
    update: (change: Partial<RuleFormValue>) => {
      setRule((current) => ({ ...current, ...change }));
      setTouched(true);
      setFromServer([]);
    },
    touch: () => setTouched(true),
    refuse: (issues: RuleIssue[]) => setFromServer(issues),
  };
}
