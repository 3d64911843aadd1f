// The policy's message over the agent link: the version of the device's effective policy, sent in
// answer to each heartbeat and when a policy change reaches the device, so the agent fetches it then.
import { z } from 'zod';

export const serverToAgentPolicyMessages = [
  z.object({ type: z.literal('policyVersion'), version: z.string() }),
] as const;
