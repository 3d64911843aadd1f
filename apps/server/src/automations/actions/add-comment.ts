// ADD_TICKET_COMMENT: the rule writes a public or private comment, filled for the ticket, through the
// comment writer inside the transaction; the COMMENT change goes back to the chain, not to a new one.
import { type addCommentActionSchema, ticketCommentInputSchema, usesPlaceholders } from '@warden/domain';
import type { z } from 'zod';
import { writeComment } from '../../tickets/comment-service.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';
import { renderBody } from './rule-body.ts';

type AddComment = z.infer<typeof addCommentActionSchema>;

export async function addRuleComment(ctx: ActionContext, action: AddComment): Promise<ActionOutcome> {
  // A fixed text needs none of the ticket's values, whose reads cost more than the comment itself.
  const values = usesPlaceholders(action.body) ? await ctx.placeholders() : {};
  const { text, html } = renderBody(action.body, values);
  const input = ticketCommentInputSchema.parse({
    body: text.trim() ? text : action.body,
    htmlBody: html,
    isPublic: action.public,
  });
  const change = await writeComment(ctx.tdb, ctx.actor, ctx.ticketId, input, ctx.now);
  return {
    status: 'DONE',
    detail: `${action.public ? 'Public' : 'Private'} comment ${change.comment?.id ?? ''}`.trim(),
    changes: [change],
  };
}
