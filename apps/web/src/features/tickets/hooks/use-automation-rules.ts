// The automation rules the ticket screens read: board rules for the list's tabs and board pages,
// every rule for the Explain view, a ticket's rule firings, and one rule's explanation for a ticket.
import { useQuery } from '@tanstack/react-query';
import { AUTOMATIONS_PAGE_MAX, type AutomationType, automationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketKey } from './ticket-query-keys.ts';

const rulesKey = ['automation-rules'] as const;

export function useAutomationRules(automationType?: AutomationType) {
  return useQuery({
    queryKey: [...rulesKey, automationType ?? 'all'],
    queryFn: ({ signal }) =>
      apiCall(automationsApi.list, { query: { automationType, size: AUTOMATIONS_PAGE_MAX }, signal }),
    select: (page) => page.results,
    staleTime: 60_000,
  });
}

export function useAutomationRule(id: number | null) {
  return useQuery({
    queryKey: [...rulesKey, 'rule', id],
    queryFn: ({ signal }) => apiCall(automationsApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useTicketFirings(ticketId: number) {
  return useQuery({
    queryKey: [...ticketKey(ticketId), 'firings'],
    queryFn: ({ signal }) => apiCall(automationsApi.ticketFirings, { params: { ticketId }, signal }),
    select: (page) => page.results,
  });
}

export function useRuleExplanation(ruleId: number | null, ticketId: number) {
  return useQuery({
    queryKey: [...ticketKey(ticketId), 'explain', ruleId],
    queryFn: ({ signal }) =>
      apiCall(automationsApi.explain, { params: { id: ruleId ?? 0 }, query: { ticketId }, signal }),
    enabled: ruleId !== null,
  });
}
