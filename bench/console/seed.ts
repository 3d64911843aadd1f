// Seeds the console benchmark's data through the real API: an organisation, an enrolled device, a
// plan, and one backup job (staged and committed as an agent sends it) whose tree holds folders of
// many entries and folders of one entry.
import { agentApi, type FileEntry, organizationsApi, plansApi } from '@warden/domain';
import { syntheticEntry } from '../backup/synthetic-entry.ts';
import { Api } from '../support/api.ts';

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
  const { nodeId, credential } = await new Api(baseUrl).call(agentApi.enroll, {
    body: {
      token,
      hostname: 'bench-fileserver',
      platform: 'linux',
      osName: 'Linux',
      isServer: true,
      agentVersion: 'bench',
    },
  });
  const agent = new Api(baseUrl, credential);
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
