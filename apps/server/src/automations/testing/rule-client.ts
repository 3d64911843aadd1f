// Test helpers for automation rules: save one through the API and build the sweep's dependencies the
// way the rule engine does, so tests drive the sweep with their own clock.
import type { AutomationRuleInput } from '@warden/domain';
import type { TestApp } from '../../testing/test-app.ts';
import { engineFire } from '../fire-batch.ts';
import type { SweepDeps } from '../time-sweep.ts';

export async function saveRule(t: TestApp, rule: AutomationRuleInput): Promise<number> {
  const res = await t.admin.post('/api/ticketing/automations', rule);
  if (res.statusCode !== 201) throw new Error(`rule: ${res.body}`);
  return res.json().id;
}

export function sweepDeps(t: TestApp): SweepDeps {
  const fireDeps = { publicUrl: t.app.config.publicUrl };
  return {
    db: t.app.db,
    events: t.app.ticketEvents,
    fire: engineFire(fireDeps),
  };
}

export async function createTicket(t: TestApp, body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.admin.post('/api/ticketing/tickets', { summary: 'Printer jam', ...body });
  if (res.statusCode !== 201) throw new Error(`ticket: ${res.body}`);
  return res.json().id;
}
