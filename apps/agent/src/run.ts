// `warden-agent run`: keeps the link to the server and answers its requests until stopped.
import {
  ACTION_REFUSALS,
  type AgentAction,
  actionAllowed,
  deviceInventoryApi,
  HEARTBEAT_INTERVAL_MS,
} from '@warden/domain/agent';
import { ServerApi } from './api/server-api.ts';
import { BackupScheduler } from './backup/scheduler.ts';
import {
  ConditionMonitor,
  type ConditionPolicySource,
  DEFAULT_CONDITION_INTERVAL_MS,
} from './conditions/condition-monitor.ts';
import { deviceProbes } from './conditions/probes.ts';
import { createFolder } from './folders/create-folder.ts';
import { listFolder } from './folders/list-folder.ts';
import { collectInventory } from './inventory/collect-inventory.ts';
import { InventoryReporter, type InventoryTimers } from './inventory/inventory-reporter.ts';
import { AgentLink } from './link/agent-link.ts';
import { DeviceRoot } from './paths/device-root.ts';
import { PolicyStore, serverPolicyFetcher } from './policy/policy-store.ts';
import { RestoreRunner } from './restore/restore-runner.ts';
import type { SessionSource } from './scripts/login-sessions.ts';
import { ScriptRunner } from './scripts/script-runner.ts';
import { listServices } from './services/list-services.ts';
import { loadState } from './state/state-file.ts';
import { AGENT_VERSION } from './version.ts';

export interface RunOptions {
  stateDir: string;
  /** A folder that is the device's whole disk: its "/" (the demo devices use this). */
  root?: string;
  /** Caps the rate at which restores read chunks, in bytes per second (none by default). */
  maxRestoreBytesPerSecond?: number;
  /** How often policy conditions are evaluated (once a minute by default). */
  conditionIntervalMs?: number;
  /** The policy whose conditions are evaluated: the one the server delivers unless a test gives another. */
  conditionPolicy?: ConditionPolicySource;
  /** Who is logged in, for scripts run as the logged-in user (the device's own sessions by default). */
  loginSessions?: SessionSource;
  /** The inventory's timers (real ones by default); tests move them instead of waiting. */
  inventoryTimers?: InventoryTimers;
}

const log = (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);

export interface RunningAgent {
  link: AgentLink;
  backups: BackupScheduler;
  restores: RestoreRunner;
  scripts: ScriptRunner;
  conditions: ConditionMonitor;
  /** The policy the device runs by, as the server last named it. */
  policy: PolicyStore;
  inventory: InventoryReporter;
  stop: () => void;
}

/** Starts the agent and returns at once; `runAgent` also waits for a signal to stop. */
export function startAgent(options: RunOptions): RunningAgent {
  const state = loadState(options.stateDir);
  const api = new ServerApi(state.serverUrl, state.credential);
  const device = new DeviceRoot(options.root);
  const failure = (err: unknown) => device.hide((err as Error).message);
  const policy = new PolicyStore(serverPolicyFetcher(api), log);
  // Defence in depth: the server refuses these too, but the agent keeps to the policy it holds.
  const refusal = (action: AgentAction) => () =>
    actionAllowed(policy.current()?.agentSettings, action) ? undefined : ACTION_REFUSALS[action];
  const backups = new BackupScheduler(api, options.stateDir, device, log, refusal('RUN_BACKUP'));
  const restores = new RestoreRunner(api, device, log, options.maxRestoreBytesPerSecond, refusal('RESTORE'));
  // The link is made below; the runner reaches it through this object, so it must exist first.
  const scriptLink = {
    get connected() {
      return link.connected;
    },
    send: (message: Parameters<AgentLink['send']>[0]) => link.send(message),
  };
  const scripts = new ScriptRunner({
    nodeId: state.nodeId,
    publicKey: state.scriptSigningKey,
    cwd: options.root,
    sessions: options.loginSessions,
    link: scriptLink,
    log,
    refusal: refusal('RUN_SCRIPT'),
  });
  const conditions = new ConditionMonitor({
    policy: options.conditionPolicy ?? policy,
    probes: deviceProbes({ root: options.root }),
    os: process.platform === 'win32' ? 'windows' : process.platform === 'darwin' ? 'mac' : 'linux',
    link: scriptLink,
    intervalMs: options.conditionIntervalMs ?? DEFAULT_CONDITION_INTERVAL_MS,
    log,
  });
  const inventory = new InventoryReporter({
    collect: collectInventory,
    send: (body) => api.call(deviceInventoryApi.report, { body }),
    policy,
    timers: options.inventoryTimers,
    log,
  });
  const link: AgentLink = new AgentLink({
    serverUrl: api.serverUrl,
    credential: state.credential,
    agentVersion: AGENT_VERSION,
    runningJobs: () => backups.runningJobs + restores.runningJobs + scripts.runningJobs,
    log,
    onConnected: () => {
      scripts.resume();
      conditions.resend();
    },
    // A removed device does no more work: its credential is gone, so every call would fail.
    onRevoked: () => {
      backups.stop();
      restores.stop();
      scripts.stop();
      conditions.stop();
      inventory.stop();
    },
    handlers: {
      listFolder: async (m) => {
        const refused = refusal('BROWSE_FILES')();
        if (refused) return { type: 'listFolderResult', requestId: m.requestId, error: refused };
        try {
          return {
            type: 'listFolderResult',
            requestId: m.requestId,
            ...(await listFolder(m.path, m.cursor, { device })),
          };
        } catch (err) {
          return { type: 'listFolderResult', requestId: m.requestId, error: failure(err) };
        }
      },
      createFolder: async (m) => {
        const refused = refusal('BROWSE_FILES')();
        if (refused) return { type: 'createFolderResult', requestId: m.requestId, error: refused };
        try {
          return {
            type: 'createFolderResult',
            requestId: m.requestId,
            path: await createFolder(device, m.path, m.name),
          };
        } catch (err) {
          return { type: 'createFolderResult', requestId: m.requestId, error: failure(err) };
        }
      },
      listServices: async (m) => {
        const refused = refusal('LIST_SERVICES')();
        if (refused) return { type: 'listServicesResult', requestId: m.requestId, error: refused };
        try {
          return { type: 'listServicesResult', requestId: m.requestId, services: await listServices(device) };
        } catch (err) {
          return { type: 'listServicesResult', requestId: m.requestId, error: failure(err).slice(0, 2000) };
        }
      },
      runBackup: async (m) => {
        backups.enqueue(m.planId);
        return undefined;
      },
      policyVersion: async (m) => {
        await policy.sync(m.version);
        return undefined;
      },
      configChanged: async () => {
        await backups.refresh();
        return undefined;
      },
      startRestore: async (m) => {
        restores.start(m.jobUID);
        return undefined;
      },
      cancelRestore: async (m) => {
        restores.cancel(m.jobUID);
        return undefined;
      },
      runScript: async (m) => {
        scripts.start(m.payload, m.signature);
        return undefined;
      },
      cancelScript: async (m) => {
        scripts.cancel(m.runId);
        return undefined;
      },
    },
  });
  const heartbeatSeconds = HEARTBEAT_INTERVAL_MS / 1000;
  policy.onChange((p) =>
    link.setHeartbeatInterval((p?.agentSettings.heartbeatIntervalSeconds ?? heartbeatSeconds) * 1000),
  );
  // The policy's backup plans reach the agent as plans of its configuration, so a new policy means
  // a fresh configuration even when the server's "changed" message never arrived (a lost link).
  policy.onChange(() => {
    backups.refresh().catch((err) => log(`could not read the configuration: ${(err as Error).message}`));
  });
  link.start();
  conditions.start();
  inventory.start();
  backups.refresh().catch((err) => log(`could not read the configuration: ${(err as Error).message}`));
  // The server also hands these over on every connection; a job already running is not started twice.
  restores
    .resumePending()
    .catch((err) => log(`could not read unfinished restores: ${(err as Error).message}`));
  log(`warden-agent ${AGENT_VERSION} running as device ${state.nodeId}`);
  return {
    link,
    backups,
    restores,
    scripts,
    conditions,
    policy,
    inventory,
    stop: () => {
      backups.stop();
      restores.stop();
      scripts.stop();
      conditions.stop();
      inventory.stop();
      link.stop();
    },
  };
}

export async function runAgent(options: RunOptions): Promise<void> {
  const agent = startAgent(options);
  await new Promise<void>((resolve) => {
    const stop = () => {
      agent.stop();
      resolve();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
