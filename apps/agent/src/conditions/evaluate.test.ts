// Condition checks without a server: disk free against an injected statfs, the Windows-only checks
// on Linux, CPU above a threshold for a duration on a test clock, the process-based service check
// over a made-up /proc, and the monitor sending transitions only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentPolicy, AgentToServer, PolicyCondition } from '@warden/domain';
import { DEFAULT_AGENT_SETTINGS } from '@warden/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ConditionMonitor } from './condition-monitor.ts';
import { evaluateCondition, type Memory } from './evaluate.ts';
import { deviceProbes, type Probes, processRunning } from './probes.ts';

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
});

const fakeProbes = (over: Partial<Probes> = {}): Probes => ({
  serviceRunning: async () => true,
  diskFree: async () => [],
  cpuPercent: async () => 0,
  memoryPercent: async () => 0,
  ...over,
});

const once = (condition: PolicyCondition, probes: Probes, memory: Memory = { aboveSince: null }, now = 0) =>
  evaluateCondition(condition, probes, 'linux', memory, now);

describe('disk free below a threshold', () => {
  const asked: string[] = [];
  let free = 5;
  const probes = deviceProbes({
    statfs: async (p) => {
      asked.push(p);
      return { bavail: BigInt(free), blocks: 100n };
    },
  });
  const condition: PolicyCondition = { type: 'DISK_FREE_BELOW', thresholdPercent: 10, volume: '/data' };

  it('triggers below the threshold, naming the volume, and passes at or above it', async () => {
    expect(await once(condition, probes)).toEqual({
      result: 'TRIGGERED',
      message: 'Free disk space below 10%: /data 5%',
    });
    expect(asked).toEqual(['/data']);
    free = 10;
    expect(await once(condition, probes)).toMatchObject({ result: 'PASSING' });
  });

  it("reads the served folder for a device's '/'", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-disk-'));
    folders.push(root);
    const seen: string[] = [];
    const served = deviceProbes({
      root,
      statfs: async (p) => {
        seen.push(p);
        return { bavail: 1, blocks: 100 };
      },
    });
    const result = await once({ type: 'DISK_FREE_BELOW', thresholdPercent: 5, volume: null }, served);
    expect(seen).toEqual([root + path.sep]);
    expect(result).toEqual({ result: 'TRIGGERED', message: 'Free disk space below 5%: / 1%' });
  });
});

describe('Windows-only conditions on Linux', () => {
  it.each([
    { type: 'DEFRAG', option: 'INCLUDE_ALL_VOLUMES' },
    { type: 'MEDIA' },
    { type: 'SYSTEM_RESTORE' },
    { type: 'WINDOWS_SERVICE', serviceName: 'Spooler' },
  ] as PolicyCondition[])("report 'not supported on this OS' for $type, never passing", async (condition) => {
    expect(await once(condition, fakeProbes())).toEqual({
      result: 'NOT_SUPPORTED',
      message: 'not supported on this OS',
    });
  });

  it('leave agent offline to the server', async () => {
    expect(await once({ type: 'AGENT_OFFLINE', durationMinutes: 5 }, fakeProbes())).toBeNull();
  });
});

describe('CPU above a threshold for a duration', () => {
  it('triggers only once the reading has stayed above it for the whole duration', async () => {
    let cpu = 95;
    const probes = fakeProbes({ cpuPercent: async () => cpu });
    const condition: PolicyCondition = { type: 'CPU_ABOVE', thresholdPercent: 90, durationMinutes: 5 };
    const memory: Memory = { aboveSince: null };
    const minute = 60_000;
    expect((await once(condition, probes, memory, 0))?.result).toBe('PASSING');
    expect((await once(condition, probes, memory, 4 * minute))?.result).toBe('PASSING');
    expect(await once(condition, probes, memory, 5 * minute)).toEqual({
      result: 'TRIGGERED',
      message: 'CPU use 95%, above 90% for 5 min',
    });
    // A dip below restarts the count.
    cpu = 50;
    expect((await once(condition, probes, memory, 6 * minute))?.result).toBe('PASSING');
    cpu = 95;
    expect((await once(condition, probes, memory, 7 * minute))?.result).toBe('PASSING');
  });
});

describe('the process-based service check', () => {
  it('matches a process by its comm or by the file name of its first argument', async () => {
    const proc = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-proc-'));
    folders.push(proc);
    const pid = (n: string, comm: string, cmdline: string) => {
      fs.mkdirSync(path.join(proc, n));
      fs.writeFileSync(path.join(proc, n, 'comm'), `${comm}\n`);
      fs.writeFileSync(path.join(proc, n, 'cmdline'), cmdline);
    };
    pid('12', 'nginx', '/usr/sbin/nginx\0-g\0daemon off;\0');
    pid('13', 'a-very-long-ser', '/opt/bin/a-very-long-service-name\0');
    fs.mkdirSync(path.join(proc, 'self'));
    expect(await processRunning('nginx', proc)).toBe(true);
    expect(await processRunning('nginx.service', proc)).toBe(true);
    expect(await processRunning('a-very-long-service-name', proc)).toBe(true);
    expect(await processRunning('sshd', proc)).toBe(false);
  });
});

describe('the condition monitor', () => {
  it('sends a result only when it changes, and every result again after a reconnection', async () => {
    let running = true;
    const sent: AgentToServer[] = [];
    const link = { connected: true, send: (m: AgentToServer) => sent.push(m) };
    const policy: AgentPolicy = {
      policyId: 7,
      agentSettings: DEFAULT_AGENT_SETTINGS,
      backupPlans: [],
      scheduledScripts: [],
      conditions: [
        {
          key: 'svc',
          name: 'nginx',
          condition: { type: 'SERVICE_STOPPED', serviceName: 'nginx' },
          actions: [],
        },
      ],
    };
    const monitor = new ConditionMonitor({
      policy: { current: () => policy, onChange: () => () => {} },
      probes: fakeProbes({ serviceRunning: async () => running }),
      os: 'linux',
      link,
      intervalMs: 3_600_000,
      log: () => {},
    });
    await monitor.evaluate();
    await monitor.evaluate();
    expect(sent.map((m) => 'result' in m && m.result)).toEqual(['PASSING']);
    running = false;
    await monitor.evaluate();
    await monitor.evaluate();
    expect(sent.map((m) => 'result' in m && m.result)).toEqual(['PASSING', 'TRIGGERED']);
    expect(sent[1]).toEqual({
      type: 'conditionResult',
      policyId: 7,
      key: 'svc',
      conditionType: 'SERVICE_STOPPED',
      result: 'TRIGGERED',
      message: 'Service nginx is stopped',
    });

    // Offline, a change is not recorded as sent, so the first pass after reconnecting sends it.
    link.connected = false;
    running = true;
    await monitor.evaluate();
    expect(sent).toHaveLength(2);
    link.connected = true;
    monitor.resend();
    expect(sent.map((m) => 'result' in m && m.result)).toEqual(['PASSING', 'TRIGGERED', 'TRIGGERED']);
    await monitor.evaluate();
    expect(sent.map((m) => 'result' in m && m.result)).toEqual([
      'PASSING',
      'TRIGGERED',
      'TRIGGERED',
      'PASSING',
    ]);
  });
});
