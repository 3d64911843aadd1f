// The agent's condition report over the agent link. Kept apart from the alert contracts so the link's
// schemas import only the condition types.
import { z } from 'zod';
import { idSchema } from '../http/common.ts';
import { conditionResults, type PolicyConditionType, policyConditionTypes } from '../policies/conditions.ts';

export const ALERT_MESSAGE_MAX = 500;

/**
 * The agent's report on the agent link, sent only when a condition's result changes (and again
 * for every condition after a reconnection, as the server may have missed a change meanwhile).
 * NOT_SUPPORTED keeps an alert raised: such a condition never counts as passing.
 */
export const agentToServerAlertMessages = [
  z.object({
    type: z.literal('conditionResult'),
    policyId: idSchema,
    /** The item's key in the policy (policies' itemKeySchema; the server matches it to the device's policy). */
    key: z.string().min(1).max(64),
    conditionType: z.enum(policyConditionTypes as [PolicyConditionType, ...PolicyConditionType[]]),
    result: z.enum(conditionResults),
    message: z.string().max(ALERT_MESSAGE_MAX),
  }),
] as const;
