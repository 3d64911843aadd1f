// Builds the Fastify application: database, migrations, first-start set-up, the API under /api
// and the console. Tests build it the same way the server does.
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { activityRoutes } from './activities/routes.ts';
import { AgentHub } from './agents/agent-hub.ts';
import { recordContact } from './agents/device-credential.ts';
import { agentRoutes } from './agents/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { approvalRoutes } from './approvals/routes.ts';
import { attachmentRoutes } from './attachments/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { boardFilter } from './automations/board-filter.ts';
import { automationRoutes } from './automations/routes.ts';
import { registerRuleEngine } from './automations/rule-engine.ts';
import { registerBackgroundWork } from './background/plugin.ts';
import { backgroundRoutes } from './background/routes.ts';
import { browseRoutes } from './backup/browse/routes.ts';
import { scheduleSearchIndexFill } from './backup/browse/search-index.ts';
import { deletionRoutes } from './backup/deletion/routes.ts';
import { downloadRoutes } from './backup/downloads/routes.ts';
import { ingestRoutes } from './backup/ingest/routes.ts';
import { lifecycleRoutes } from './backup/lifecycle/routes.ts';
import { scheduleLifecycleSweep } from './backup/lifecycle/sweep.ts';
import { mountRoutes } from './backup/mounts/routes.ts';
import { planRoutes } from './backup/plans/routes.ts';
import { BackupStorage } from './backup/storage/backup-storage.ts';
import { openBlobStore } from './backup/storage/blob-store-config.ts';
import type { Config } from './config.ts';
import { type Db, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { deviceDetailsRoutes } from './device-details/routes.ts';
import { deviceGroupRoutes } from './device-groups/routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { helpRoutes } from './help/routes.ts';
import { type Access, registerAccessGuard } from './http/access.ts';
import { registerClosingConnections } from './http/close-connections.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { withLogRedaction } from './http/log-redaction.ts';
import { registerNulCharacterGuard } from './http/reject-nul-characters.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { registerDeliveryWorker } from './notifications/delivery-worker.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { sendPolicyVersion } from './policies/policy-delivery.ts';
import { policyRoutes } from './policies/routes.ts';
import { restoreRoutes } from './restore/routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { scheduledTaskRoutes } from './scheduled-tasks/routes.ts';
import { reportedTimeZone } from './scheduled-tasks/task-time-zone.ts';
import { scriptRoutes } from './scripts/routes.ts';
import { scriptRunRoutes } from './scripts/runs/routes.ts';
import { loadOrCreateSecrets } from './secrets.ts';
import { serviceLookupRoutes } from './service-lookup/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { bootstrap } from './system/bootstrap.ts';
import { systemRoutes } from './system/routes.ts';
import { registerWebConsole } from './system/web-console.ts';
import { technicianRoutes } from './technicians/routes.ts';
import { ticketingConfigRoutes } from './ticketing/routes.ts';
import { registerInboundMail } from './tickets/inbound/inbound-plugin.ts';
import { registerTicketNotifications } from './tickets/notify/notify-listener.ts';
import { ticketRoutesWith } from './tickets/routes.ts';
import { TicketEvents } from './tickets/ticket-events.ts';
import { userRoutes } from './users/routes.ts';

export interface ApiRouteInfo {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Every feature's routes; a new feature adds its plugin here. */
const features = [
  systemRoutes,
  backgroundRoutes,
  authRoutes,
  settingsRoutes,
  technicianRoutes,
  roleRoutes,
  organizationRoutes,
  deviceRoutes,
  deviceGroupRoutes,
  agentRoutes,
  approvalRoutes,
  policyRoutes,
  inventoryRoutes,
  deviceDetailsRoutes,
  alertRoutes,
  planRoutes,
  ingestRoutes,
  restoreRoutes,
  browseRoutes,
  downloadRoutes,
  mountRoutes,
  deletionRoutes,
  lifecycleRoutes,
  helpRoutes,
  attachmentRoutes,
  mailRoutes,
  notificationRoutes,
  ticketingConfigRoutes,
  ticketRoutesWith({ boardFilter }),
  automationRoutes,
  userRoutes,
  scriptRoutes,
  scriptRunRoutes,
  serviceLookupRoutes,
  scheduledTaskRoutes,
  activityRoutes,
];

export async function buildApp(
  config: Config,
  opts: { logger?: boolean | object } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogRedaction(opts.logger ?? { level: config.logLevel }, config.logLevel),
    // Fastify's two lines per request are replaced by the one in request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  });
  const db: Db = openDatabase(config, (error) =>
    app.log.warn({ err: error }, 'PostgreSQL dropped a connection'),
  );
  await migrateToLatest(db);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('secrets', loadOrCreateSecrets(config.dataDir));
  app.decorate('apiRoutes', [] as ApiRouteInfo[]);
  app.decorate('ticketEvents', new TicketEvents());
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api')) return;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: r.url, access: r.config?.access });
    }
  });
  app.decorate(
    'backupStorage',
    new BackupStorage(db, openBlobStore(config.blobStore, config.dataDir), app.secrets.masterKey),
  );
  app.decorate(
    'agentHub',
    new AgentHub(app.log, (deviceId, beat) => {
      void recordContact(db, deviceId, true);
      // The heartbeat's answer: the agent fetches its policy when this version is not the one it runs by.
      sendPolicyVersion(db, app.agentHub, deviceId).catch((err) =>
        app.log.error({ deviceId, err }, 'could not send the policy version'),
      );
      void db.kysely
        .updateTable('devices')
        .set({ agent_version: beat.agentVersion, ...reportedTimeZone(beat.timeZone) })
        .where('id', '=', deviceId)
        .execute();
    }),
  );
  app.addHook('preClose', async () => app.agentHub.closeAll());
  app.addHook('onClose', async () => {
    await app.backupStorage.close();
    await db.kysely.destroy();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerClosingConnections(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(fastifyCookie, { secret: app.secrets.cookieSecret });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Warden API', version: '0.1.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  });

  await bootstrap(db, config, app.log);
  registerBackgroundWork(app);
  registerDeliveryWorker(app);
  registerTicketNotifications(app);
  registerRuleEngine(app);

  await app.register(
    async (api) => {
      registerAccessGuard(api);
      registerNulCharacterGuard(api);
      for (const feature of features) await api.register(feature);
    },
    { prefix: '/api' },
  );
  await registerWebConsole(app, config.webDir);
  scheduleLifecycleSweep(app);
  scheduleSearchIndexFill(app);
  registerInboundMail(app);
  return app;
}
