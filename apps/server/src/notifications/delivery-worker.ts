// Sends due deliveries: claims each with a conditional UPDATE (so two passes, or two instances on one
// PostgreSQL database, never send one twice), holds back what exceeds the rate limit, and marks the
// rest SENT or schedules the next attempt with backoff until the attempts run out (FAILED).
import { DELIVERY_RATE_LIMIT, type Delivery, type DeliveryKind, retryDelayMs } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import pLimit from 'p-limit';
import type { RunnerLog } from '../background/runner.ts';
import type { Db } from '../db/database.ts';
import type { DeliveryTable } from '../db/schema.ts';
import { type Mailer, mailerFor } from '../mail/mailer.ts';
import { channelNames, findChannel } from './channel-queries.ts';
import { channelSecret } from './channel-service.ts';
import { sendEmail } from './email-sender.ts';
import { parsePayload, presentDelivery } from './presenter.ts';
import { sendSlack } from './slack-sender.ts';
import { sendSms } from './sms-sender.ts';

type DeliveryRow = Selectable<DeliveryTable>;

export const DELIVERY_TASK = 'notifications.deliver';
export const DELIVERY_INTERVAL_MS = 15_000;
/** How long a claimed delivery is held before another pass may take it (the sender died). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;
const PARALLEL = 4;
const MAX_ERROR = 500;

/** What the rate limit counts: a Slack channel as one recipient (its webhook), others by address or number. */
const rateKey = (row: DeliveryRow) =>
  row.kind === 'SLACK' && row.channel_id !== null
    ? `channel:${row.channel_id}`
    : `${row.kind}:${row.recipient}`;

/** A failure that no retry can mend (the channel was deleted). */
class PermanentFailure extends Error {}

export interface DeliveryWorkerDeps {
  db: Db;
  mailer: Mailer;
  masterKey: string;
  log: RunnerLog;
}

export class DeliveryWorker {
  /** The clock for passes started by kick() and the background task; tests move it. */
  clock: () => Date = () => new Date();
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: DeliveryWorkerDeps) {}

  /**
   * Sends what is due now, soon after a caller committed new deliveries. A pass under way is joined
   * and followed by one more, so nothing committed meanwhile waits for the next interval.
   */
  kick(): Promise<void> {
    this.again = true;
    this.pass ??= this.drain().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.pass;
  }

  /** Every PENDING delivery due at `now`, batch after batch; answers how many were attempted. */
  async deliverDue(now = this.clock()): Promise<number> {
    const limit = pLimit(PARALLEL);
    let attempted = 0;
    while (!this.stopped) {
      const due = await this.deps.db.kysely
        .selectFrom('deliveries')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) break;
      // One recipient's messages go one after another, so the rate limit counts each as it is sent.
      const groups = new Map<string, DeliveryRow[]>();
      for (const row of due) groups.set(rateKey(row), [...(groups.get(rateKey(row)) ?? []), row]);
      const results = await Promise.all(
        [...groups.values()].map((rows) =>
          limit(async () => {
            let n = 0;
            for (const row of rows) if (await this.attempt(row, now)) n++;
            return n;
          }),
        ),
      );
      const claimed = results.reduce((a, b) => a + b, 0);
      attempted += claimed;
      // Another instance took this batch; what it left is no longer due.
      if (claimed === 0 && due.length < BATCH) break;
    }
    return attempted;
  }

  /** Sends these deliveries now if they are PENDING (a console test) and answers them as they ended. */
  async deliverNow(ids: number[], now = this.clock()): Promise<Delivery[]> {
    const rows = await this.rows(ids);
    await Promise.all(rows.filter((r) => r.status === 'PENDING').map((row) => this.attempt(row, now)));
    const after = await this.rows(ids);
    const names = await channelNames(this.deps.db, [
      ...new Set(after.flatMap((r) => (r.channel_id === null ? [] : [r.channel_id]))),
    ]);
    return after.map((r) => presentDelivery(r, names));
  }

  private rows(ids: number[]): Promise<DeliveryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.deps.db.kysely
      .selectFrom('deliveries')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  private async drain(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        await this.deliverDue();
      } catch (err) {
        // The database may be briefly unreachable; the background task tries again.
        this.deps.log.error({ err }, 'delivery pass failed');
      }
    }
  }

  /** Claims, checks the rate limit, sends and records one delivery; false when another pass had it. */
  private async attempt(row: DeliveryRow, now: Date): Promise<boolean> {
    const db = this.deps.db.kysely;
    const claim = await db
      .updateTable('deliveries')
      .set({
        attempts: row.attempts + 1,
        next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;

    if (await this.overRateLimit(row, now)) {
      const minutes = DELIVERY_RATE_LIMIT.windowMs / 60_000;
      await this.finish(row.id, now, {
        status: 'RATE_LIMITED',
        attempts: row.attempts,
        last_error: `More than ${DELIVERY_RATE_LIMIT.max} messages to ${row.recipient} within ${minutes} minutes; not sent`,
      });
      return true;
    }

    const attempts = row.attempts + 1;
    const payload = parsePayload(row.kind, row.payload);
    try {
      await this.send(row);
      await this.finish(row.id, now, {
        status: 'SENT',
        attempts,
        last_error: null,
        sent_at: now.toISOString(),
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR);
      const delay = err instanceof PermanentFailure || payload.test ? null : retryDelayMs(attempts);
      await this.finish(row.id, now, {
        status: delay === null ? 'FAILED' : 'PENDING',
        attempts,
        last_error: message,
        next_attempt_at: delay === null ? null : new Date(now.getTime() + delay).toISOString(),
      });
      this.deps.log.warn({ deliveryId: row.id, attempts, error: message }, 'delivery attempt failed');
    }
    return true;
  }

  private async finish(
    id: number,
    now: Date,
    values: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'last_error' | 'sent_at' | 'next_attempt_at'>>,
  ): Promise<void> {
    await this.deps.db.kysely
      .updateTable('deliveries')
      .set({ next_attempt_at: null, ...values, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Whether the recipient (see rateKey) has had its fill of messages in the window. */
  private async overRateLimit(row: DeliveryRow, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - DELIVERY_RATE_LIMIT.windowMs).toISOString();
    let query = this.deps.db.kysely
      .selectFrom('deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'SENT')
      .where('sent_at', '>', since);
    query =
      row.kind === 'SLACK' && row.channel_id !== null
        ? query.where('channel_id', '=', row.channel_id)
        : query.where('kind', '=', row.kind).where('recipient', '=', row.recipient);
    const { n } = await query.executeTakeFirstOrThrow();
    return Number(n) >= DELIVERY_RATE_LIMIT.max;
  }

  private async send(row: DeliveryRow): Promise<void> {
    const payload = parsePayload(row.kind, row.payload);
    const channel = row.channel_id === null ? null : await findChannel(this.deps.db, row.channel_id);
    if (row.channel_id !== null) {
      if (!channel) throw new PermanentFailure('The notification channel was deleted');
      if (!channel.enabled && !payload.test)
        throw new PermanentFailure('The notification channel is disabled');
    }
    const kind: DeliveryKind = row.kind;
    if (kind === 'EMAIL') return sendEmail(this.deps.mailer, parsePayload('EMAIL', row.payload));
    if (!channel) throw new PermanentFailure(`A ${kind} delivery needs a channel`);
    const secret = channelSecret(channel, this.deps.masterKey);
    if (secret === null) throw new PermanentFailure('The notification channel has no credentials');
    if (kind === 'SLACK') return sendSlack(secret, parsePayload('SLACK', row.payload).text);
    const sms = parsePayload('SMS', row.payload);
    const config = JSON.parse(channel.config);
    return sendSms(
      {
        endpointUrl: config.endpointUrl,
        accountSid: config.accountSid,
        authToken: secret,
        from: config.from,
      },
      sms.to,
      sms.text,
    );
  }
}

/** Gives the app its delivery worker (app.deliveries) and the background task that runs it. */
export function registerDeliveryWorker(app: FastifyInstance): void {
  const worker = new DeliveryWorker({
    db: app.db,
    mailer: mailerFor(app),
    masterKey: app.secrets.masterKey,
    log: app.log,
  });
  app.decorate('deliveries', worker);
  app.background.schedule({
    name: DELIVERY_TASK,
    intervalMs: DELIVERY_INTERVAL_MS,
    run: () => worker.kick(),
  });
  app.addHook('preClose', async () => worker.stop());
}
