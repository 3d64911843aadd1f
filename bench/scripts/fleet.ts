// Simulated agents: each enrolled through the real API and linked over a real WebSocket with the
// agent's own link code (apps/agent/src/link/agent-link.ts), so the server sees 1,000 ordinary
// agents. What an agent does with a script is the benchmark's to say.
import { type AgentToServer, agentApi, organizationsApi, type ServerToAgent } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { AgentLink, type Handlers } from '../../apps/agent/src/link/agent-link.ts';
import { Api } from '../support/api.ts';

type RunScript = Extract<ServerToAgent, { type: 'runScript' }>;

export interface SimAgent {
  index: number;
  nodeId: number;
  link: AgentLink;
  send(message: AgentToServer): void;
}

export interface Fleet {
  agents: SimAgent[];
  /** What each agent does when it is handed a run. */
  onRun: (agent: SimAgent, message: RunScript) => void;
  /** What each agent does with a plain configChanged message (the benchmark's ping). */
  onPing: (agent: SimAgent) => void;
  stop(): void;
}

/** Runs `work` over `items`, `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function waitFor(what: string, check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startFleet(
  app: FastifyInstance,
  admin: Api,
  baseUrl: string,
  count: number,
): Promise<Fleet> {
  const org = await admin.call(organizationsApi.create, { body: { name: 'Script bench' } });
  const { token } = await admin.call(agentApi.enrollment, { params: { id: org.id } });
  const fleet: Fleet = { agents: [], onRun: () => {}, onPing: () => {}, stop: () => {} };
  const indexes = Array.from({ length: count }, (_, i) => i);
  await pool(indexes, 16, async (index) => {
    const { nodeId, credential } = await new Api(baseUrl).call(agentApi.enroll, {
      body: {
        token,
        hostname: `bench-${String(index).padStart(4, '0')}`,
        platform: 'linux',
        osName: 'Linux',
        isServer: false,
        agentVersion: 'bench',
      },
    });
    const ignore = async () => undefined;
    const handlers: Handlers = {
      runBackup: ignore,
      startRestore: ignore,
      cancelRestore: ignore,
      listFolder: ignore,
      createFolder: ignore,
      listServices: ignore,
      cancelScript: ignore,
      policyVersion: ignore,
      configChanged: async () => {
        fleet.onPing(agent);
        return undefined;
      },
      runScript: async (message) => {
        fleet.onRun(agent, message);
        return undefined;
      },
    };
    const link = new AgentLink({
      serverUrl: baseUrl,
      credential,
      agentVersion: 'bench',
      handlers,
      runningJobs: () => 0,
      log: () => {},
    });
    const agent: SimAgent = { index, nodeId, link, send: (m) => link.send(m) };
    fleet.agents[index] = agent;
  });
  for (const agent of fleet.agents) agent.link.start();
  await waitFor('every agent to connect', () =>
    fleet.agents.every((a) => app.agentHub.isConnected(a.nodeId)),
  );
  fleet.stop = () => {
    for (const agent of fleet.agents) agent.link.stop();
  };
  return fleet;
}
