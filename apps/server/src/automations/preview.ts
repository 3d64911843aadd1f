// The editor's preview: which of the caller's tickets a rule's condition groups match now, through the
// engine's one compiler. No event is happening, so conditions about one (what just changed, who acted)
// are taken as holding: the preview shows the tickets the ticket conditions choose.
import {
  type AutomationPreview,
  type AutomationPreviewBody,
  type Condition,
  PREVIEW_TICKETS_MAX,
} from '@warden/domain';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import { visibleTickets } from '../tickets/ticket-queries.ts';
import { attributeTypes } from './conditions/attribute-types.ts';
import { type CompileOptions, compileConditions } from './conditions/compile.ts';
import { isContextCondition } from './conditions/event-facts.ts';

/** Event rules and templates meet CURRENT_USER as whoever acts; the caller stands in for them. */
const actsAsCaller = new Set(['EVENT_BASED', 'RESPONSE_TEMPLATE']);

export async function previewConditions(
  db: Db,
  auth: AuthContext,
  body: AutomationPreviewBody,
): Promise<AutomationPreview> {
  const opts: CompileOptions = {
    now: new Date(),
    businessHours: (await getTicketingSettings(db)).businessHours,
    attributeTypes: await attributeTypes(db),
    currentUserUid: actsAsCaller.has(body.automationType) ? auth.user.uid : null,
  };
  const ticketOnly = (c: Condition) => !isContextCondition(c);
  const { all, any } = body.conditions;
  // An `any` group with an event condition could be met by that event alone, so it narrows nothing.
  const groups = {
    all: all.filter(ticketOnly),
    any: any.every(ticketOnly) ? any : [],
  };
  const condition = compileConditions(groups, opts);
  // The compiler speaks of `t`; the scoped query names the table itself, so the row is met by its id.
  const matching = visibleTickets(db, auth).where(
    sql<SqlBool>`exists (select 1 from tickets t where t.id = tickets.id and ${condition})`,
  );
  const [count, tickets] = await Promise.all([
    countRows(matching.select('tickets.id')),
    matching
      .select(['tickets.id', 'tickets.summary'])
      .orderBy('tickets.id', 'desc')
      .limit(PREVIEW_TICKETS_MAX)
      .execute(),
  ]);
  return { count, tickets };
}
