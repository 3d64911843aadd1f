// The agent's settings a policy carries: how often it checks in and reports inventory, and which
// actions the server may ask of it. Each setting is inherited or overridden on its own.
import { z } from 'zod';
import { HEARTBEAT_INTERVAL_MS } from '../agent/schemas.ts';

/** What the server may ask an agent to do; an action left out is refused by the agent. */
export const agentActions = ['RUN_SCRIPT', 'RUN_BACKUP', 'RESTORE', 'BROWSE_FILES', 'LIST_SERVICES'] as const;
export type AgentAction = (typeof agentActions)[number];

export const AGENT_SETTING_LIMITS = {
  heartbeatSeconds: { min: 10, max: 3600 },
  inventoryMinutes: { min: 5, max: 10_080 },
} as const;

export const agentSettingsSchema = z.strictObject({
  heartbeatIntervalSeconds: z
    .number()
    .int()
    .min(AGENT_SETTING_LIMITS.heartbeatSeconds.min)
    .max(AGENT_SETTING_LIMITS.heartbeatSeconds.max),
  inventoryIntervalMinutes: z
    .number()
    .int()
    .min(AGENT_SETTING_LIMITS.inventoryMinutes.min)
    .max(AGENT_SETTING_LIMITS.inventoryMinutes.max),
  allowedActions: z
    .array(z.enum(agentActions))
    .max(agentActions.length)
    .refine((a) => new Set(a).size === a.length, 'Each action only once'),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;
export type AgentSettingName = keyof AgentSettings;
export const agentSettingNames = Object.keys(agentSettingsSchema.shape) as AgentSettingName[];

/** The installation's values, used for any setting no policy in the chain sets. */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_MS / 1000,
  inventoryIntervalMinutes: 60,
  allowedActions: [...agentActions],
};

/** Why the agent or the server refuses each action a policy leaves out. */
export const ACTION_REFUSALS: Record<AgentAction, string> = {
  RUN_SCRIPT: "This device's policy does not allow running scripts",
  RUN_BACKUP: "This device's policy does not allow running backups",
  RESTORE: "This device's policy does not allow restoring files",
  BROWSE_FILES: "This device's policy does not allow browsing files",
  LIST_SERVICES: "This device's policy does not allow listing services",
};

/** A device without a policy runs as before its first policy: every action is allowed. */
export function actionAllowed(
  settings: Pick<AgentSettings, 'allowedActions'> | null | undefined,
  action: AgentAction,
): boolean {
  return !settings || settings.allowedActions.includes(action);
}
