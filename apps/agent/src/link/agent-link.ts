// The agent's WebSocket to the server: heartbeats (every 30 s unless the policy says otherwise),
// reconnection with backoff, and dispatch of the server's messages to their handlers. A removed device's link stops for good: the
// server closes it with LINK_CLOSE_DEVICE_REMOVED, or refuses the credential (401) on reconnection.
import {
  type AgentToServer,
  HEARTBEAT_INTERVAL_MS,
  LINK_CLOSE_DEVICE_REMOVED,
  type ServerToAgent,
  serverToAgentSchema,
} from '@warden/domain/agent';
import WebSocket from 'ws';
import { localTimeZone } from '../host/host-info.ts';
import { reconnectDelay } from './backoff.ts';

export type Handlers = {
  [K in ServerToAgent['type']]: (
    message: Extract<ServerToAgent, { type: K }>,
  ) => Promise<AgentToServer | undefined>;
};

export interface LinkOptions {
  serverUrl: string;
  credential: string;
  agentVersion: string;
  handlers: Handlers;
  runningJobs: () => number;
  log: (message: string) => void;
  /** Called on every (re)connection, after the first heartbeat. */
  onConnected?: () => void;
  /** Called once when the server says this device was removed; the link has stopped by then. */
  onRevoked?: (reason: string) => void;
}

export class AgentLink {
  private socket: WebSocket | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private revokedBecause: string | null = null;
  private heartbeatMs = HEARTBEAT_INTERVAL_MS;

  constructor(private options: LinkOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** True once the server has revoked this device; the link does not reconnect after that. */
  get revoked(): boolean {
    return this.revokedBecause !== null;
  }

  start(): void {
    if (this.revoked) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.socket?.close(1000, 'agent stopping');
  }

  get heartbeatIntervalMs(): number {
    return this.heartbeatMs;
  }

  /** The policy's heartbeat interval: applies at once on a live link, and to later connections. */
  setHeartbeatInterval(ms: number): void {
    if (ms === this.heartbeatMs) return;
    this.heartbeatMs = ms;
    if (!this.heartbeat) return;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
  }

  send(message: AgentToServer): void {
    if (this.connected) this.socket!.send(JSON.stringify(message));
  }

  private connect(): void {
    const url = `${this.options.serverUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/agent/ws`;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${this.options.credential}` } });
    this.socket = socket;
    let refused = false;
    socket.on('unexpected-response', (_request, response) => {
      refused = response.statusCode === 401;
      socket.terminate();
    });
    socket.on('open', () => {
      this.attempt = 0;
      this.options.log('connected to the server');
      this.beat();
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.options.onConnected?.();
    });
    socket.on('message', (data) => void this.dispatch(data.toString()));
    socket.on('error', (err) => {
      if (!refused) this.options.log(`link error: ${err.message}`);
    });
    socket.on('close', (code) => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (this.stopped) return;
      if (code === LINK_CLOSE_DEVICE_REMOVED || refused) {
        this.revoke(refused ? 'the server refused the device credential' : 'this device was removed');
        return;
      }
      const delay = reconnectDelay(this.attempt++);
      this.options.log(`disconnected; reconnecting in ${Math.round(delay / 1000)} s`);
      this.retry = setTimeout(() => this.connect(), delay);
    });
  }

  private revoke(reason: string): void {
    this.revokedBecause = reason;
    this.stop();
    this.options.log(`${reason}; the agent stops`);
    this.options.onRevoked?.(reason);
  }

  /** Sends a heartbeat now (besides the regular ones); its answer names the policy version. */
  beatNow(): void {
    this.beat();
  }

  private beat(): void {
    this.send({
      type: 'heartbeat',
      agentVersion: this.options.agentVersion,
      runningJobs: this.options.runningJobs(),
      timeZone: localTimeZone(),
    });
  }

  private async dispatch(raw: string): Promise<void> {
    let message: ServerToAgent;
    try {
      message = serverToAgentSchema.parse(JSON.parse(raw));
    } catch {
      this.options.log('ignored a malformed message from the server');
      return;
    }
    const handler = this.options.handlers[message.type] as (
      m: ServerToAgent,
    ) => Promise<AgentToServer | undefined>;
    try {
      const reply = await handler(message);
      if (reply) this.send(reply);
    } catch (err) {
      this.options.log(`handling ${message.type} failed: ${(err as Error).message}`);
    }
  }
}
