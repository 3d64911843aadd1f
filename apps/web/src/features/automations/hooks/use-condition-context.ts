// The ticketing configuration conditions are checked against, as the server builds it: every status
// id and every attribute with its type, state and maximum.
import type { ConditionContext } from '@warden/domain';
import { useMemo } from 'react';
import {
  useTicketAttributes,
  useTicketForms,
  useTicketStatuses,
} from '../../tickets/hooks/use-ticketing-config.ts';

export function useConditionContext() {
  const statuses = useTicketStatuses();
  const attributes = useTicketAttributes();
  const forms = useTicketForms();
  const ctx = useMemo<ConditionContext>(
    () => ({ statusIds: (statuses.data ?? []).map((s) => s.id), attributes: attributes.data ?? [] }),
    [statuses.data, attributes.data],
  );
  return {
    ctx,
    statuses: statuses.data ?? [],
    attributes: attributes.data ?? [],
    forms: forms.data ?? [],
    ready: statuses.isSuccess && attributes.isSuccess,
    failed: statuses.isError || attributes.isError,
  };
}
