// ADD_TICKET_COMMENT: the rule writes a public or private comment, filled for the ticket, through the
// comment writer inside the transaction; the COMMENT change goes back to the chain, not to a new one.
// The time sweep writes a batch's comments at once (fire-batch.ts) from the same input and detail.
import { type addCommentActionSchema, ticketCommentInputSchema, usesPlaceholders } from '@warden/domain';
import type { z } from 'zod';
import { writeComment } from '../../tickets/comment-service.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';
import { renderBody } from './rule-body.ts';

export type AddComment = z.infer<typeof addCommentActionSchema>;

/** The comment the action writes, filled with the ticket's placeholder values. */
export function ruleCommentInput(action: AddComment, values: Record<string, string>) {
  const { text, html } = renderBody(action.body, values);
  return ticketCommentInputSchema.parse({
    body: text.trim() ? text : action.body,
    htmlBody: html,
    isPublic: action.public,
  });
}

/** The action's line in the firing record. */
export function commentDone(action: AddComment, commentId: number | undefined): ActionOutcome {
  return {
    status: 'DONE',
    detail: `${action.public ? 'Public' : 'Private'} comment ${commentId ?? ''}`.trim(),
  };
}

export async function addRuleComment(ctx: ActionContext, action: AddComment): Promise<ActionOutcome> {
  // A fixed text needs none of the ticket's values, whose reads cost more than the comment itself.
  const values = usesPlaceholders(action.body) ? await ctx.placeholders() : {};
  const input = ruleCommentInput(action, values);
  const change = await writeComment(ctx.tdb, ctx.actor, ctx.ticketId, input, ctx.now);
  return { ...commentDone(action, change.comment?.id), changes: [change] };
}
