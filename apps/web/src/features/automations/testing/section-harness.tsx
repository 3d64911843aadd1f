// Renders one rule section as the editor page does: its value in state, its issues from the domain's
// form check of a rule holding it, with the section key removed, shown once touched.
import { type AutomationRuleForm, type AutomationType, ruleFormIssues } from '@warden/domain';
import { type ComponentType, useState } from 'react';
import type { SectionProps } from '../components/rule-editor-types.ts';

type SectionKey = 'conditionReset' | 'retrigger' | 'ticketCreate' | 'board';

export interface HarnessProps<K extends SectionKey> {
  section: K;
  Component: ComponentType<SectionProps<AutomationRuleForm[K]>>;
  automationType: AutomationType;
  initial?: AutomationRuleForm[K];
  touched?: boolean;
  onValue?: (value: AutomationRuleForm[K]) => void;
}

export function SectionHarness<K extends SectionKey>({
  section,
  Component,
  automationType,
  initial = null,
  touched = true,
  onValue,
}: HarnessProps<K>) {
  const [value, setValue] = useState<AutomationRuleForm[K]>(initial as AutomationRuleForm[K]);
  const rule = { name: 'Rule', automationType, [section]: value } as AutomationRuleForm;
  const issues = ruleFormIssues(rule)
    .filter((issue) => issue.path[0] === section)
    .map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  return (
    <Component
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      automationType={automationType}
      issues={issues}
      touched={touched}
    />
  );
}
