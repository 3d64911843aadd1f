// Sends each action to its module by type.
import type { RuleAction } from '@warden/domain';
import type { ActionContext, ActionOutcome } from './action-context.ts';
import { addRuleComment } from './add-comment.ts';
import { changeValues } from './change-value.ts';
import { logTime } from './log-time.ts';
import { sendEmail } from './send-email.ts';
import { sendNotification } from './send-notification.ts';

export function runAction(ctx: ActionContext, action: RuleAction): Promise<ActionOutcome> {
  switch (action.type) {
    case 'SEND_EMAIL':
      return sendEmail(ctx, action);
    case 'ADD_TICKET_COMMENT':
      return addRuleComment(ctx, action);
    case 'SEND_NOTIFICATION':
      return sendNotification(ctx, action);
    case 'TICKET_CHANGE_VALUE':
      return changeValues(ctx, action);
    case 'TICKET_LOG_ENTRY_TIME_TRACKER':
      return logTime(ctx, action);
  }
}
