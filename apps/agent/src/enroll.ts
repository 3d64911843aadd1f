// `warden-agent enroll`: registers this device with an organisation's enrolment token and keeps the
// credential in the state file.
import { agentApi, type NodeClass } from '@warden/domain/agent';
import { ServerApi } from './api/server-api.ts';
import { hostInfo } from './host/host-info.ts';
import { saveState } from './state/state-file.ts';
import { AGENT_VERSION } from './version.ts';

export async function enroll(opts: {
  serverUrl: string;
  token: string;
  stateDir: string;
  hostname?: string;
  nodeClass?: NodeClass;
}): Promise<{ nodeId: number }> {
  const host = hostInfo();
  const api = new ServerApi(opts.serverUrl, null);
  const result = await api.call(agentApi.enroll, {
    body: {
      token: opts.token,
      hostname: opts.hostname ?? host.hostname,
      platform: host.platform,
      osName: host.osName,
      isServer: host.isServer,
      nodeClass: opts.nodeClass,
      agentVersion: AGENT_VERSION,
    },
  });
  saveState(opts.stateDir, {
    serverUrl: opts.serverUrl,
    nodeId: result.nodeId,
    uid: result.uid,
    credential: result.credential,
    scriptSigningKey: result.scriptSigningKey,
    enrolledAt: new Date().toISOString(),
  });
  return { nodeId: result.nodeId };
}
