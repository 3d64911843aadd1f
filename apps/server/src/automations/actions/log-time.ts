// TICKET_LOG_ENTRY_TIME_TRACKER: the rule logs a time entry on the ticket (minutes, hours or days)
// through the time-entry writer, which also adds it to the ticket's tracked total.
import type { logTimeActionSchema, TimeTrackerUnit } from '@warden/domain';
import type { z } from 'zod';
import { insertTimeEntry } from '../../tickets/time-entries.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';

type LogTime = z.infer<typeof logTimeActionSchema>;

export const SECONDS_PER_UNIT: Record<TimeTrackerUnit, number> = { MINUTES: 60, HOURS: 3600, DAYS: 86_400 };

export async function logTime(ctx: ActionContext, action: LogTime): Promise<ActionOutcome> {
  const seconds = action.value * SECONDS_PER_UNIT[action.unit];
  if (seconds === 0) return { status: 'SKIPPED', detail: 'No time to log' };
  const description = `Logged by the rule "${ctx.rule.name}"`.slice(0, 1000);
  await insertTimeEntry(
    ctx.tdb,
    ctx.ticketId,
    { seconds, remote: false, description, userId: null, ruleId: ctx.rule.id },
    ctx.now,
  );
  return { status: 'DONE', detail: `${action.value} ${action.unit.toLowerCase()}` };
}
