// Records deliveries to be sent. The rule engine calls these inside its own transaction, so a
// delivery exists exactly when the ticket change that caused it was committed; the worker sends it.
import {
  type ChannelMessage,
  type ChannelType,
  type DeliveryKind,
  type DeliveryStatus,
  deliveryPayloadSchemas,
  type EmailMessage,
} from '@warden/domain';
import { nowIso } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { type Executor, findChannel, kyselyOf } from './channel-queries.ts';

export interface NewDelivery {
  kind: DeliveryKind;
  channelId?: number | null;
  firingId?: number | null;
  ticketId?: number | null;
  /** Address, phone number or webhook host: what the list shows and the rate limit counts. */
  recipient: string;
  /** Checked against the kind's payload schema (deliveryPayloadSchemas). */
  payload: object;
  /** A delivery known to be hopeless when recorded (its channel is gone): FAILED with this error. */
  failure?: string;
}

/** Inserts PENDING deliveries, due at once, and answers their ids in order. */
export async function enqueueDelivery(db: Executor, ...deliveries: NewDelivery[]): Promise<number[]> {
  const ids: number[] = [];
  const now = nowIso();
  for (const d of deliveries) {
    const payload = deliveryPayloadSchemas[d.kind].parse(d.payload);
    const { id } = await kyselyOf(db)
      .insertInto('deliveries')
      .values({
        kind: d.kind,
        channel_id: d.channelId ?? null,
        firing_id: d.firingId ?? null,
        ticket_id: d.ticketId ?? null,
        recipient: d.recipient,
        payload: JSON.stringify(payload),
        status: d.failure ? 'FAILED' : 'PENDING',
        attempts: 0,
        next_attempt_at: d.failure ? null : now,
        last_error: d.failure ?? null,
        created_at: now,
        updated_at: now,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

export interface EmailToSend extends EmailMessage {
  firingId?: number | null;
  ticketId?: number | null;
}

/**
 * One delivery per message. Its recipient, which the rate limit counts, is the first To address:
 * the requester or technician a rule writes to, whose auto-replies could otherwise loop.
 */
export async function enqueueEmail(db: Executor, mail: EmailToSend): Promise<number> {
  const { firingId, ticketId, ...message } = mail;
  const [id] = await enqueueDelivery(db, {
    kind: 'EMAIL',
    firingId,
    ticketId,
    recipient: (message.to[0] ?? '').trim().toLowerCase(),
    payload: message,
    ...(message.to.length === 0 ? { failure: 'The message has no recipient' } : {}),
  });
  return id as number;
}

export interface ChannelNotification {
  channelId: number;
  /** The type the rule names beside the channel (SEND_NOTIFICATION's channelType), for a channel since deleted. */
  channelType?: ChannelType;
  message: ChannelMessage;
  firingId?: number | null;
  ticketId?: number | null;
  /** A test from the console: sent even while the channel is disabled, never retried. */
  test?: boolean;
}

/** One destination's payload: an e-mail to one address, an SMS to one number, or the Slack text. */
function channelPayload(kind: DeliveryKind, to: string, message: ChannelMessage, test: boolean) {
  const { subject, text, html } = message;
  const flat = subject.trim() ? `${subject.trim()}\n${text}` : text;
  const flag = test ? { test: true } : {};
  if (kind === 'EMAIL') return { to: to ? [to] : [], cc: [], subject, text, html: html ?? null, ...flag };
  if (kind === 'SMS') return { to, text: flat, ...flag };
  return { text: flat, ...flag };
}

/**
 * The deliveries of one message through a channel: one per address or phone number, one for Slack.
 * A channel that is gone or disabled gets a FAILED delivery saying so, so the rule's firing shows why
 * nothing was sent.
 */
export async function enqueueChannelMessage(db: Executor, n: ChannelNotification): Promise<number[]> {
  const channel = await findChannel(db, n.channelId);
  const test = n.test ?? false;
  const common = { channelId: n.channelId, firingId: n.firingId, ticketId: n.ticketId };
  if (!channel || (!channel.enabled && !test)) {
    const kind = channel?.type ?? n.channelType ?? 'EMAIL';
    return enqueueDelivery(db, {
      ...common,
      kind,
      recipient: channel?.name ?? '',
      payload: channelPayload(kind, '', n.message, test),
      failure: channel ? 'The notification channel is disabled' : 'The notification channel does not exist',
    });
  }
  const config = JSON.parse(channel.config);
  const destinations: string[] =
    channel.type === 'EMAIL' ? config.emails : channel.type === 'SMS' ? config.to : [config.webhookHost];
  return enqueueDelivery(
    db,
    ...destinations.map((to) => ({
      ...common,
      kind: channel.type,
      recipient: to,
      payload: channelPayload(channel.type, channel.type === 'SLACK' ? '' : to, n.message, test),
    })),
  );
}

export interface FiringDelivery {
  id: number;
  firingId: number;
  kind: DeliveryKind;
  channelId: number | null;
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** Each delivery of these rule firings with its status, for the engine's firing view. */
export async function deliveriesOfFiring(db: Executor, firingIds: number[]): Promise<FiringDelivery[]> {
  const rows = await inBatches(firingIds, (batch) =>
    kyselyOf(db)
      .selectFrom('deliveries')
      .select([
        'id',
        'firing_id',
        'kind',
        'channel_id',
        'recipient',
        'status',
        'attempts',
        'last_error',
        'sent_at',
      ])
      .where('firing_id', 'in', batch)
      .orderBy('id')
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    firingId: r.firing_id as number,
    kind: r.kind,
    channelId: r.channel_id,
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: r.sent_at,
  }));
}
