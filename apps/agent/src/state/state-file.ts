// The agent's state file: server URL, node id, device credential and the server's script signing
// key, readable by its owner only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AgentState {
  serverUrl: string;
  nodeId: number;
  uid: string;
  credential: string;
  /** The server's Ed25519 public key (SPKI DER, base64); absent for devices enrolled before scripts. */
  scriptSigningKey?: string;
  enrolledAt: string;
}

export function defaultStateDir(): string {
  if (process.platform === 'win32')
    return path.join(process.env.ProgramData ?? 'C:/ProgramData', 'Warden', 'agent');
  return process.getuid?.() === 0 ? '/var/lib/warden-agent' : path.join(os.homedir(), '.warden-agent');
}

const stateFile = (dir: string) => path.join(dir, 'state.json');

export function loadState(dir: string): AgentState {
  const file = stateFile(dir);
  if (!fs.existsSync(file)) {
    throw new Error(
      `This device is not enrolled (no ${file}). Run: warden-agent enroll --server URL --token TOKEN`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AgentState;
}

export function saveState(dir: string, state: AgentState): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = stateFile(dir);
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state, null, 2), { mode: 0o600 });
  fs.renameSync(tmp, file);
  fs.chmodSync(file, 0o600);
}
