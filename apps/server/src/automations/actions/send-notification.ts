// SEND_NOTIFICATION: tells each chosen channel, in the rule's order, that the rule fired on the
// ticket. The action carries no text of its own, so every channel gets the same short summary.
import { fillPlaceholders, type sendNotificationActionSchema } from '@warden/domain';
import type { z } from 'zod';
import { enqueueChannelMessage } from '../../notifications/delivery-queue.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';

type SendNotification = z.infer<typeof sendNotificationActionSchema>;

const SUBJECT = 'Ticket #{{ticket.id}}: {{ticket.subject}}';
const TEXT = [
  'Status: {{ticket.status}}, priority: {{ticket.priority}}, severity: {{ticket.severity}}',
  'Organization: {{organization.name}}',
  '{{ticket.url}}',
].join('\n');

export async function sendNotification(ctx: ActionContext, action: SendNotification): Promise<ActionOutcome> {
  const values = await ctx.placeholders();
  const message = {
    subject: fillPlaceholders(SUBJECT, values, { html: false }).replace(/[\r\n]+/g, ' '),
    text: `Rule "${ctx.rule.name}" fired.\n${fillPlaceholders(TEXT, values, { html: false })}`,
  };
  const channels = [...action.channels].sort((a, b) => a.order - b.order);
  const deliveryIds: number[] = [];
  for (const channel of channels) {
    deliveryIds.push(
      ...(await enqueueChannelMessage(ctx.tdb.kysely, {
        channelId: channel.channelId,
        channelType: channel.channelType,
        message,
        firingId: ctx.firingId,
        ticketId: ctx.ticketId,
      })),
    );
  }
  return {
    status: 'QUEUED',
    detail: `${channels.length} channel${channels.length === 1 ? '' : 's'}`,
    deliveryIds,
  };
}
