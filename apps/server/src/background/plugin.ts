// Gives the app its background runner: features schedule tasks on app.background while they
// register, the runner starts once the server is ready and stops before the database closes.
import type { FastifyInstance } from 'fastify';
import { BackgroundRunner } from './runner.ts';

export function registerBackgroundWork(app: FastifyInstance): void {
  app.decorate('background', new BackgroundRunner(app.db, { log: app.log }));
  app.addHook('onReady', async () => app.background.start());
  app.addHook('preClose', async () => app.background.stop());
}
