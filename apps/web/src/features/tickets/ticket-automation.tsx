// The rule half of a ticket page: the rules fired on it and the Explain view for any rule.
import { useState } from 'react';
import { ExplainView } from './components/explain-view.tsx';
import { RuleFirings } from './components/rule-firings.tsx';
import { useAutomationRules, useRuleExplanation, useTicketFirings } from './hooks/use-automation-rules.ts';

export function TicketAutomation({ ticketId }: { ticketId: number }) {
  const firings = useTicketFirings(ticketId);
  const rules = useAutomationRules();
  const [ruleId, setRuleId] = useState<number | null>(null);
  const explanation = useRuleExplanation(ruleId, ticketId);
  return (
    <>
      <RuleFirings firings={firings.data ?? []} />
      <ExplainView
        rules={rules.data ?? []}
        ruleId={ruleId}
        onRuleChange={setRuleId}
        explanation={explanation}
      />
    </>
  );
}
