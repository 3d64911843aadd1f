// Channel and delivery rows in the API's shapes. A channel's secret is never answered: only whether
// one is stored (and, for Slack, the webhook's host).
import {
  type ChannelBrief,
  type Delivery,
  type DeliveryKind,
  type DeliveryPayload,
  deliveryPayloadSchemas,
  deliverySummary,
  type NotificationChannel,
} from '@warden/domain';
import type { Selectable } from 'kysely';
import { bool } from '../db/database.ts';
import type { DeliveryTable } from '../db/schema.ts';
import type { ChannelRow } from './channel-queries.ts';

export function presentChannel(row: ChannelRow): NotificationChannel {
  const base = {
    id: row.id,
    name: row.name,
    enabled: bool(row.enabled),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  const config = JSON.parse(row.config);
  switch (row.type) {
    case 'EMAIL':
      return { ...base, type: 'EMAIL', config: { emails: config.emails } };
    case 'SLACK':
      return {
        ...base,
        type: 'SLACK',
        config: { webhookHost: config.webhookHost, webhookUrlSet: row.secret !== null },
      };
    case 'SMS':
      return {
        ...base,
        type: 'SMS',
        config: {
          endpointUrl: config.endpointUrl,
          accountSid: config.accountSid,
          from: config.from,
          to: config.to,
          authTokenSet: row.secret !== null,
        },
      };
  }
}

export function presentBrief(row: ChannelRow): ChannelBrief {
  return { id: row.id, name: row.name, type: row.type };
}

/** The payload of a delivery row, checked against its kind. */
export function parsePayload<K extends DeliveryKind>(kind: K, payload: string): DeliveryPayload<K> {
  return deliveryPayloadSchemas[kind].parse(JSON.parse(payload)) as DeliveryPayload<K>;
}

export function presentDelivery(
  row: Selectable<DeliveryTable>,
  channelNames: Map<number, string> = new Map(),
): Delivery {
  return {
    id: row.id,
    kind: row.kind,
    channelId: row.channel_id,
    channelName: row.channel_id === null ? null : (channelNames.get(row.channel_id) ?? null),
    firingId: row.firing_id,
    ticketId: row.ticket_id,
    recipient: row.recipient,
    summary: deliverySummary(parsePayload(row.kind, row.payload)),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at : null,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
