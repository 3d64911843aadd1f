// What the rule list changes: a rule's enabled switch (the whole rule is saved back, as the API takes
// it), the run order of a type's rules, and deleting a rule. Each refreshes the cached rules.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AutomationRule, type AutomationType, automationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ruleToForm } from './use-rule-form.ts';

const rulesKey = ['automation-rules'];

export function useRuleListActions(automationType: AutomationType) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: rulesKey });
  const toggle = useMutation({
    mutationFn: (rule: AutomationRule) =>
      apiCall(automationsApi.update, {
        params: { id: rule.id },
        body: { ...ruleToForm(rule), enabled: !rule.enabled } as never,
      }),
    onSettled,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => apiCall(automationsApi.reorder, { body: { automationType, ids } }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiCall(automationsApi.remove, { params: { id } }),
    onSettled,
  });
  return { toggle, reorder, remove };
}
