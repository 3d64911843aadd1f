// Adding, changing and removing notification channels. Each type's settings are stored as JSON and
// its secret sealed apart; an update that leaves the secret out keeps the stored one.
import {
  type ChannelCreate,
  type ChannelUpdate,
  channelSecretFields,
  type NotificationChannel,
} from '@warden/domain';
import { nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import {
  type ChannelRow,
  type Executor,
  findChannel,
  insertChannel,
  listChannelRows,
  updateChannelRow,
} from './channel-queries.ts';
import { openChannelSecret, sealChannelSecret } from './channel-secret.ts';
import { presentBrief, presentChannel } from './presenter.ts';

type ChannelInput = ChannelCreate | ChannelUpdate;

/** The settings kept in clear and the secret, if the input gave one. */
function splitConfig(input: ChannelInput): { config: object; secret: string | undefined } {
  switch (input.type) {
    case 'EMAIL':
      return { config: { emails: [...new Set(input.config.emails)] }, secret: undefined };
    case 'SLACK': {
      const url = input.config.webhookUrl;
      return { config: { webhookHost: url ? new URL(url).host : undefined }, secret: url };
    }
    case 'SMS': {
      const { authToken, ...rest } = input.config;
      return { config: { ...rest, to: [...new Set(rest.to)] }, secret: authToken };
    }
  }
}

export async function listChannels(db: Executor): Promise<NotificationChannel[]> {
  return (await listChannelRows(db)).map(presentChannel);
}

export async function listBriefs(db: Executor) {
  return (await listChannelRows(db)).map(presentBrief);
}

export async function getChannel(db: Executor, id: number): Promise<NotificationChannel> {
  const row = await findChannel(db, id);
  if (!row) throw notFound('Notification channel');
  return presentChannel(row);
}

export async function createChannel(
  db: Executor,
  masterKey: string,
  input: ChannelCreate,
): Promise<NotificationChannel> {
  const { config, secret } = splitConfig(input);
  const now = nowIso();
  const row = await insertChannel(db, {
    name: input.name,
    type: input.type,
    enabled: input.enabled ? 1 : 0,
    config: JSON.stringify(config),
    secret: secret === undefined ? null : sealChannelSecret(masterKey, secret),
    deleted_at: null,
    created_at: now,
    updated_at: now,
  });
  return presentChannel(row);
}

export async function updateChannel(
  db: Executor,
  masterKey: string,
  id: number,
  input: ChannelUpdate,
): Promise<NotificationChannel> {
  const stored = await findChannel(db, id);
  if (!stored) throw notFound('Notification channel');
  const { config, secret } = splitConfig(input);
  const secretField = channelSecretFields[input.type];
  let sealed: string | null = null;
  if (secretField) {
    // A secret kept from another type, or none at all, would be sent somewhere nobody entered it for.
    if (secret === undefined && (stored.type !== input.type || stored.secret === null)) {
      throw badRequest(`Invalid request: config.${secretField}`, { [`config.${secretField}`]: 'Required' });
    }
    sealed = secret === undefined ? stored.secret : sealChannelSecret(masterKey, secret);
  }
  // Slack's host is read from the stored URL when the URL itself is kept.
  if (input.type === 'SLACK' && secret === undefined) {
    Object.assign(config, { webhookHost: JSON.parse(stored.config).webhookHost });
  }
  const row = await updateChannelRow(db, id, {
    name: input.name,
    type: input.type,
    enabled: input.enabled ? 1 : 0,
    config: JSON.stringify(config),
    secret: sealed,
    updated_at: nowIso(),
  });
  if (!row) throw notFound('Notification channel');
  return presentChannel(row);
}

/** Deliveries keep naming the channel, so the row stays, marked deleted, without its secret. */
export async function deleteChannel(db: Executor, id: number): Promise<{ ok: true }> {
  const now = nowIso();
  const row = await updateChannelRow(db, id, { deleted_at: now, secret: null, updated_at: now });
  if (!row) throw notFound('Notification channel');
  return { ok: true };
}

/** The channel's secret in clear, for a sender; null when none is stored. */
export function channelSecret(row: ChannelRow, masterKey: string): string | null {
  return row.secret === null ? null : openChannelSecret(masterKey, row.secret);
}
