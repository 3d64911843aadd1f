// What a newly raised alert does, as its condition lists: run a script on the device (through the
// script runs' createRuns), open a help-desk ticket (through the tickets service), or send a
// message through a notification channel (the notifications' delivery queue). A failing action is
// logged and never stops the others or the alert.
import type { ConditionAction } from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueChannelMessage } from '../notifications/delivery-queue.ts';
import { createRuns } from '../scripts/runs/create-runs.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { createTicket, type TicketDeps } from '../tickets/ticket-service.ts';

export interface RaisedAlert {
  id: number;
  deviceId: number;
  deviceName: string;
  organizationId: number;
  conditionName: string;
  message: string;
}

export interface ActionDeps {
  runs: RunContext;
  tickets: TicketDeps;
  /** Wakes the delivery worker once a channel message is queued. */
  kickDeliveries: () => void;
  log: FastifyBaseLogger;
}

const ALERT_ACTOR_NAME = 'Alert:';

const summaryOf = (alert: RaisedAlert) => `${alert.deviceName}: ${alert.conditionName}`.slice(0, 200);

async function runAction(deps: ActionDeps, alert: RaisedAlert, action: ConditionAction): Promise<void> {
  if (action.type === 'RUN_SCRIPT') {
    // No user starts an alert's runs: they read 'Alert: <condition>' as who did.
    await createRuns(
      deps.runs,
      { creatorId: null, creatorName: `${ALERT_ACTOR_NAME} ${alert.conditionName}` },
      {
        scriptId: action.scriptId,
        deviceIds: [alert.deviceId],
        variables: action.variables,
      },
    );
  } else if (action.type === 'CREATE_TICKET') {
    await createTicket(
      deps.tickets,
      { kind: 'SYSTEM', uid: null, name: `${ALERT_ACTOR_NAME} ${alert.conditionName}` },
      {
        summary: summaryOf(alert),
        description: alert.message,
        ticketFormId: action.ticketFormId,
        statusId: action.statusId,
        organizationId: alert.organizationId,
        deviceId: alert.deviceId,
      },
    );
  } else {
    await enqueueChannelMessage(deps.runs.db, {
      channelId: action.channelId,
      message: { subject: `Alert: ${summaryOf(alert)}`, text: alert.message },
    });
    deps.kickDeliveries();
  }
}

export async function runAlertActions(deps: ActionDeps, alert: RaisedAlert, actions: ConditionAction[]) {
  for (const action of actions) {
    try {
      await runAction(deps, alert, action);
    } catch (err) {
      deps.log.warn({ err, alertId: alert.id, action: action.type }, 'an alert action failed');
    }
  }
}
