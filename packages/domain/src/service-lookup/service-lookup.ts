// The live service lookup behind the Windows-service condition form: the console asks the server,
// the server asks the device's agent over its link, and the agent lists its OS's services (Windows
// services, or service units on Linux). docs/policies.md, "Service lookup", says how.
import { z } from 'zod';
import { coercedIdSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';

export const windowsServiceSchema = z.object({
  serviceName: z.string().min(1).max(256),
  displayName: z.string().max(512),
});
export type WindowsService = z.infer<typeof windowsServiceSchema>;

/** The Windows-service condition form (spec 001): serviceName is required; displayName comes from the picker. */
export const windowsServiceFormSchema = z.object({
  serviceName: z.string().trim().min(1, 'Required').max(256),
  displayName: z.string().trim().max(512),
});
export type WindowsServiceFormValues = z.infer<typeof windowsServiceFormSchema>;

/** SUCCESS, or why the list could not be had; the console shows 'Windows Services could not load' for any other. */
export const serviceLookupResultCodes = [
  'SUCCESS',
  'AGENT_OFFLINE',
  'AGENT_FAILED',
  'UNSUPPORTED_OS',
] as const;
export type ServiceLookupResultCode = (typeof serviceLookupResultCodes)[number];

/** A device lists at most this many services; more are cut (no OS has nearly as many). */
export const MAX_LISTED_SERVICES = 5000;
/** How long the server waits for the agent's list before answering AGENT_OFFLINE. */
export const SERVICE_LOOKUP_TIMEOUT_MS = 15_000;

export const serviceLookupResponseSchema = z.object({
  resultCode: z.enum(serviceLookupResultCodes),
  windowsServices: z.array(windowsServiceSchema),
});
export type ServiceLookupResponse = z.infer<typeof serviceLookupResponseSchema>;

export const serviceLookupApi = {
  list: endpoint({
    method: 'GET',
    path: '/webapp/winservice',
    summary: 'The services of a live device, asked of its agent (Windows services or Linux service units)',
    tags: ['policies'],
    query: z.strictObject({ deviceId: coercedIdSchema }),
    response: serviceLookupResponseSchema,
  }),
};

/** Agent link messages (added to the link's unions in agent/schemas.ts). */
export const serverToAgentServiceMessages = [
  z.object({ type: z.literal('listServices'), requestId: z.string() }),
] as const;

export const agentToServerServiceMessages = [
  z.object({
    type: z.literal('listServicesResult'),
    requestId: z.string(),
    services: z.array(windowsServiceSchema).max(MAX_LISTED_SERVICES).optional(),
    error: z.string().max(2000).optional(),
  }),
] as const;
