// The editor's preview call: the condition groups as they settle (spec 001 §9 remote fetch debounce),
// asked only once they form a valid body, so a half-built condition is not sent to be refused.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AutomationPreviewBody,
  type AutomationType,
  automationPreviewBodySchema,
  automationsApi,
  type conditionGroupsSchema,
} from '@warden/domain';
import type { z } from 'zod';
import { apiCall } from '../../../api/client.ts';
import {
  REMOTE_FETCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../components/use-debounced-value/use-debounced-value.ts';

export const rulePreviewKey = (body: AutomationPreviewBody | null) =>
  ['automations', 'preview', body] as const;

export function useRulePreview(
  automationType: AutomationType,
  conditions: z.input<typeof conditionGroupsSchema> | undefined,
) {
  const settled = useDebouncedValue({ automationType, conditions }, REMOTE_FETCH_DEBOUNCE_MS);
  const parsed = automationPreviewBodySchema.safeParse({
    automationType: settled.automationType,
    conditions: settled.conditions ?? { all: [], any: [] },
  });
  const body = parsed.success ? parsed.data : null;
  const query = useQuery({
    queryKey: rulePreviewKey(body),
    queryFn: ({ signal }) => apiCall(automationsApi.preview, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
  return { ...query, incomplete: body === null };
}
