// `warden-agent run`: keeps the link to the server and answers its requests until stopped.
import { ServerApi } from './api/server-api.ts';
import { BackupScheduler } from './backup/scheduler.ts';
import { createFolder } from './folders/create-folder.ts';
import { listFolder } from './folders/list-folder.ts';
import { AgentLink } from './link/agent-link.ts';
import { DeviceRoot } from './paths/device-root.ts';
import { RestoreRunner } from './restore/restore-runner.ts';
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
}

const log = (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);

export interface RunningAgent {
  link: AgentLink;
  backups: BackupScheduler;
  restores: RestoreRunner;
  scripts: ScriptRunner;
  stop: () => void;
}

/** Starts the agent and returns at once; `runAgent` also waits for a signal to stop. */
export function startAgent(options: RunOptions): RunningAgent {
  const state = loadState(options.stateDir);
  const api = new ServerApi(state.serverUrl, state.credential);
  const device = new DeviceRoot(options.root);
  const failure = (err: unknown) => device.hide((err as Error).message);
  const backups = new BackupScheduler(api, options.stateDir, device, log);
  const restores = new RestoreRunner(api, device, log, options.maxRestoreBytesPerSecond);
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
    link: scriptLink,
    log,
  });
  const link: AgentLink = new AgentLink({
    serverUrl: api.serverUrl,
    credential: state.credential,
    agentVersion: AGENT_VERSION,
    runningJobs: () => backups.runningJobs + restores.runningJobs + scripts.runningJobs,
    log,
    onConnected: () => scripts.resume(),
    // A removed device does no more work: its credential is gone, so every call would fail.
    onRevoked: () => {
      backups.stop();
      restores.stop();
      scripts.stop();
    },
    handlers: {
      listFolder: async (m) => {
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
  link.start();
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
    stop: () => {
      backups.stop();
      restores.stop();
      scripts.stop();
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
