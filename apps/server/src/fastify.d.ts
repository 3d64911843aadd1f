// Types this server adds to Fastify: its services on the instance, the caller on the request and
// the access rule on each route's config.
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Secrets } from './secrets.ts';
import type { AuthContext } from './auth/auth-context.ts';
import type { AgentHub } from './agents/agent-hub.ts';
import type { BackupStorage } from './backup/storage/backup-storage.ts';
import type { DeviceContext } from './agents/device-credential.ts';
import type { Access } from './http/access.ts';
import type { ScopedEntities } from './http/scope/scope-kinds.ts';
import type { ApiRouteInfo } from './app.ts';
import type { BackgroundRunner } from './background/runner.ts';
import type { InboundMailListener } from './tickets/inbound/inbound-listener.ts';
import type { TicketEvents } from './tickets/ticket-events.ts';
import type { DeliveryWorker } from './notifications/delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    secrets: Secrets;
    apiRoutes: ApiRouteInfo[];
    agentHub: AgentHub;
    backupStorage: BackupStorage;
    background: BackgroundRunner;
    /** The ticket change pipeline; the rule engine listens here. */
    ticketEvents: TicketEvents;
    /** Sends notification deliveries; kick() after committing new ones. */
    deliveries: DeliveryWorker;
    /** The help desk's SMTP listener (off unless INBOUND_SMTP_PORT is set). */
    inboundMail: InboundMailListener;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    device?: DeviceContext;
    /** The entities the route's parameters named, loaded and checked by the scope guard. */
    scoped?: ScopedEntities;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
