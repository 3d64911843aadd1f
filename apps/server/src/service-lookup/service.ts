// The live service lookup: the device's agent is asked over its link for its services. Failure is
// an answer, not an error: resultCode says why, and the console shows that the list could not load.
import {
  type NodeClass,
  osFamily,
  SERVICE_LOOKUP_TIMEOUT_MS,
  type ServiceLookupResponse,
  type ServiceLookupResultCode,
} from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type AgentHub, AgentUnavailableError } from '../agents/agent-hub.ts';

const failed = (resultCode: ServiceLookupResultCode): ServiceLookupResponse => ({
  resultCode,
  windowsServices: [],
});

export async function lookUpServices(
  hub: AgentHub,
  log: FastifyBaseLogger,
  device: { id: number; nodeClass: NodeClass },
  timeoutMs = SERVICE_LOOKUP_TIMEOUT_MS,
): Promise<ServiceLookupResponse> {
  // Only Windows and Linux agents can list services; a Mac is not asked.
  if (osFamily(device.nodeClass) === 'mac') return failed('UNSUPPORTED_OS');
  if (!hub.isConnected(device.id)) return failed('AGENT_OFFLINE');
  try {
    const answer = await hub.request<'listServicesResult'>(device.id, { type: 'listServices' }, timeoutMs);
    if (answer.error !== undefined || !answer.services) {
      log.warn({ deviceId: device.id, error: answer.error }, 'an agent could not list its services');
      return failed('AGENT_FAILED');
    }
    return { resultCode: 'SUCCESS', windowsServices: answer.services };
  } catch (err) {
    if (err instanceof AgentUnavailableError) return failed('AGENT_OFFLINE');
    throw err;
  }
}
