// Live WebSocket connections to agents: push a message to a device, or ask it something and wait
// for the answer (folder listings, folder creation). An answer counts only when it comes back on the
// connection the question went out on, so one device cannot answer for another.
import { randomUUID } from 'node:crypto';
import {
  type AgentToServer,
  agentToServerSchema,
  LINK_CLOSE_DEVICE_REMOVED,
  type ServerToAgent,
} from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

type Reply = Extract<AgentToServer, { requestId: string }>;
type Request = Extract<ServerToAgent, { requestId: string }>;
/** What an agent reports on its own (script runs), as opposed to heartbeats and replies. */
export type AgentReport = Exclude<AgentToServer, { requestId: string } | { type: 'heartbeat' }>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export class AgentUnavailableError extends Error {}

export class AgentHub {
  private sockets = new Map<number, WebSocket>();
  private pending = new Map<
    string,
    {
      deviceId: number;
      socket: WebSocket;
      resolve: (r: Reply) => void;
      reject: (e: Error) => void;
      timer: NodeJS.Timeout;
    }
  >();
  private connectListeners: Array<(deviceId: number) => void | Promise<void>> = [];
  private disconnectListeners: Array<(deviceId: number) => void | Promise<void>> = [];
  private reportListeners: Array<(deviceId: number, report: AgentReport) => void | Promise<void>> = [];

  constructor(
    private log: FastifyBaseLogger,
    private onHeartbeat: (deviceId: number, message: Extract<AgentToServer, { type: 'heartbeat' }>) => void,
  ) {}

  attach(deviceId: number, socket: WebSocket): void {
    this.sockets.get(deviceId)?.close(4000, 'replaced by a newer connection');
    this.sockets.set(deviceId, socket);
    socket.on('message', (data) => this.receive(deviceId, socket, data.toString()));
    socket.on('close', () => {
      if (this.sockets.get(deviceId) !== socket) return;
      this.sockets.delete(deviceId);
      this.notify(this.disconnectListeners, deviceId);
    });
    this.notify(this.connectListeners, deviceId);
  }

  private notify(listeners: Array<(deviceId: number) => void | Promise<void>>, deviceId: number): void {
    for (const listener of listeners) {
      Promise.resolve()
        .then(() => listener(deviceId))
        .catch((err) => this.log.error({ deviceId, err }, 'an agent link listener failed'));
    }
  }

  /** Runs when an agent's current connection ends (not when a newer one replaces it). */
  onDisconnect(listener: (deviceId: number) => void | Promise<void>): void {
    this.disconnectListeners.push(listener);
  }

  /** Receives what agents report on their own, such as script output. */
  onReport(listener: (deviceId: number, report: AgentReport) => void | Promise<void>): void {
    this.reportListeners.push(listener);
  }

  /** Runs on every (re)connection of an agent, e.g. to hand it work queued while it was away. */
  onConnect(listener: (deviceId: number) => void | Promise<void>): void {
    this.connectListeners.push(listener);
  }

  isConnected(deviceId: number): boolean {
    return this.sockets.has(deviceId);
  }

  connectedDeviceIds(): number[] {
    return [...this.sockets.keys()];
  }

  send(deviceId: number, message: ServerToAgent): boolean {
    const socket = this.sockets.get(deviceId);
    if (!socket || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  request<T extends Reply['type']>(
    deviceId: number,
    message: DistributiveOmit<Request, 'requestId'>,
    timeoutMs = 15_000,
  ): Promise<Extract<Reply, { type: T }>> {
    const requestId = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new AgentUnavailableError('The device did not answer in time'));
      }, timeoutMs);
      const socket = this.sockets.get(deviceId);
      if (!socket || !this.send(deviceId, { ...message, requestId } as ServerToAgent)) {
        clearTimeout(timer);
        reject(new AgentUnavailableError('The device is not connected'));
        return;
      }
      this.pending.set(requestId, {
        deviceId,
        socket,
        resolve: resolve as (r: Reply) => void,
        reject,
        timer,
      });
    });
  }

  /** Ends a removed device's link at once; the close code tells its agent to stop. */
  disconnectRemoved(deviceId: number): void {
    const socket = this.sockets.get(deviceId);
    this.sockets.delete(deviceId);
    socket?.close(LINK_CLOSE_DEVICE_REMOVED, 'device removed');
    for (const [requestId, waiting] of this.pending) {
      if (waiting.deviceId !== deviceId) continue;
      clearTimeout(waiting.timer);
      this.pending.delete(requestId);
      waiting.reject(new AgentUnavailableError('The device was removed'));
    }
  }

  closeAll(): void {
    for (const socket of this.sockets.values()) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }

  private receive(deviceId: number, socket: WebSocket, raw: string): void {
    // A replaced or removed connection speaks for nobody any more.
    if (this.sockets.get(deviceId) !== socket) return;
    let message: AgentToServer;
    try {
      message = agentToServerSchema.parse(JSON.parse(raw));
    } catch (err) {
      this.log.warn({ deviceId, err }, 'ignored a malformed agent message');
      return;
    }
    if (message.type === 'heartbeat') {
      this.onHeartbeat(deviceId, message);
      return;
    }
    if (!('requestId' in message)) {
      for (const listener of this.reportListeners) {
        Promise.resolve()
          .then(() => listener(deviceId, message))
          .catch((err) => this.log.error({ deviceId, err }, 'an agent report listener failed'));
      }
      return;
    }
    const waiting = this.pending.get(message.requestId);
    if (!waiting) return;
    if (waiting.socket !== socket) {
      // A request id reached another device (or an older connection): never let it settle the request.
      this.log.warn(
        { deviceId, askedDeviceId: waiting.deviceId, requestId: message.requestId },
        'ignored an agent reply to a request sent to another connection',
      );
      return;
    }
    clearTimeout(waiting.timer);
    this.pending.delete(message.requestId);
    waiting.resolve(message);
  }
}
