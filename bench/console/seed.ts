// Seeds the console benchmark's data through the real API: an organisation, an enrolled device, a
// plan, and one backup job (staged and committed as an agent sends it) whose tree holds folders of
// many entries and folders of one entry.
import {
  agentApi,
  authApi,
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
  type FileEntry,
  organizationsApi,
  plansApi,
} from '@warden/domain';
import { syntheticEntry } from '../backup/synthetic-entry.ts';

interface CallInput<E> {
  params?: EndpointParams<E>;
  body?: EndpointBody<E>;
}

/** Calls contracts as the signed-in administrator (cookie and CSRF token), or with an agent credential. */
class Api {
  private cookie = '';
  private csrfToken = '';
  bearer = '';

  constructor(private baseUrl: string) {}

  async call<E extends Endpoint>(contract: E, input: CallInput<E> = {}): Promise<EndpointResponse<E>> {
    const path = buildPath(contract.path, (input.params ?? {}) as Record<string, string | number>);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    else if (this.cookie) headers.cookie = this.cookie;
    if (contract.method !== 'GET' && this.csrfToken && !this.bearer) headers['x-csrf-token'] = this.csrfToken;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method: contract.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${contract.method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>;
  }

  async signIn(email: string, password: string): Promise<void> {
    const session = await this.call(authApi.login, { body: { email, password } });
    this.csrfToken = session.csrfToken;
  }
}

export interface SeededTree {
  nodeId: number;
  planName: string;
  /** Folder names under /srv/<group>, each with `entries` children. */
  groups: { name: string; entries: number; folders: string[] }[];
}

const fileEntry = (p: string, i: number) => syntheticEntry(p, i, 1000 + ((i * 7919) % 500_000), 60_000);

const EXTENSIONS = ['xlsx', 'docx', 'pdf', 'csv', 'txt', 'jpg', 'zip', 'pptx'];

export async function seed(
  baseUrl: string,
  admin: { email: string; password: string },
  groups: { name: string; entries: number; folders: number }[],
): Promise<SeededTree> {
  const api = new Api(baseUrl);
  await api.signIn(admin.email, admin.password);
  const org = await api.call(organizationsApi.create, { body: { name: 'Console bench' } });
  const { token } = await api.call(agentApi.enrollment, { params: { id: org.id } });
  const agent = new Api(baseUrl);
  const { nodeId, credential } = await agent.call(agentApi.enroll, {
    body: {
      token,
      hostname: 'bench-fileserver',
      platform: 'linux',
      osName: 'Linux',
      isServer: true,
      agentVersion: 'bench',
    },
  });
  agent.bearer = credential;
  const planName = 'File server';
  const plan = await api.call(plansApi.create, {
    params: { nodeId },
    body: {
      name: planName,
      type: 'FILE_FOLDER',
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
      paths: ['/srv'],
    },
  });
  const { jobId } = await agent.call(agentApi.startBackupJob, { body: { planId: plan.id } });
  const seeded: SeededTree['groups'] = [];
  let batch: FileEntry[] = [];
  let n = 0;
  const stage = async (entry: FileEntry) => {
    batch.push(entry);
    if (batch.length < 1000) return;
    await agent.call(agentApi.addEntries, { params: { jobId }, body: { entries: batch } });
    batch = [];
  };
  for (const group of groups) {
    const folders = Array.from(
      { length: group.folders },
      (_, f) => `${group.name}-${String(f).padStart(2, '0')}`,
    );
    for (const folder of folders) {
      for (let i = 0; i < group.entries; i++) {
        const name = `report-${String(i).padStart(4, '0')}.${EXTENSIONS[i % EXTENSIONS.length]}`;
        await stage(fileEntry(`/srv/${group.name}/${folder}/${name}`, n++));
      }
    }
    seeded.push({ name: group.name, entries: group.entries, folders });
  }
  if (batch.length) await agent.call(agentApi.addEntries, { params: { jobId }, body: { entries: batch } });
  await agent.call(agentApi.commitBackupJob, {
    params: { jobId },
    body: {
      roots: [{ path: '/srv', name: 'srv', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null }],
      deletedPaths: [],
      stats: { filesScanned: n, bytesScanned: 0 },
      onLocal: false,
      onCloud: true,
    },
  });
  return { nodeId, planName, groups: seeded };
}
