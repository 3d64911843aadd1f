// The rule half of a ticket page: the rules fired on it and the Explain view for any rule, its values
// named from the ticket and the ticketing configuration (all already cached by the page).
import { useState } from 'react';
import { ApplyTemplateControl } from '../automations/components/apply-template-control.tsx';
import { ExplainView } from './components/explain-view.tsx';
import { RuleFirings } from './components/rule-firings.tsx';
import { useAutomationRules, useRuleExplanation, useTicketFirings } from './hooks/use-automation-rules.ts';
import { useTicket } from './hooks/use-ticket.ts';
import {
  useTags,
  useTicketAttributes,
  useTicketForms,
  useTicketStatuses,
} from './hooks/use-ticketing-config.ts';

export function TicketAutomation({ ticketId }: { ticketId: number }) {
  const firings = useTicketFirings(ticketId);
  const rules = useAutomationRules();
  const [ruleId, setRuleId] = useState<number | null>(null);
  const explanation = useRuleExplanation(ruleId, ticketId);
  const ticket = useTicket(ticketId);
  const statuses = useTicketStatuses();
  const attributes = useTicketAttributes();
  const forms = useTicketForms();
  const tags = useTags();
  return (
    <>
      <ApplyTemplateControl ticketId={ticketId} rules={rules.data ?? []} />
      <RuleFirings firings={firings.data ?? []} />
      <ExplainView
        rules={rules.data ?? []}
        ruleId={ruleId}
        onRuleChange={setRuleId}
        explanation={explanation}
        context={{
          ticket: ticket.data,
          statuses: statuses.data ?? [],
          attributes: attributes.data ?? [],
          forms: forms.data ?? [],
          tags: tags.data ?? [],
        }}
      />
    </>
  );
}
