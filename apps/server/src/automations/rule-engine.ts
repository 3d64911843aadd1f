// Gives the app its rule engine: the event runner listens to every ticket change, and the time-based
// sweep fires rules through the same fireRule. Mail and notifications go out once changes commit.
import type { FastifyInstance } from 'fastify';
import { eventRunner } from './event-runner.ts';
import { engineFire } from './fire-batch.ts';
import { scheduleTimeSweep } from './time-sweep.ts';

export function registerRuleEngine(app: FastifyInstance): void {
  const fireDeps = { publicUrl: app.config.publicUrl };
  app.ticketEvents.on(eventRunner({ ...fireDeps, events: app.ticketEvents }));
  scheduleTimeSweep(app, {
    db: app.db,
    events: app.ticketEvents,
    fire: engineFire(fireDeps),
    log: app.log,
    afterCommit: () => void app.deliveries?.kick(),
  });
}
