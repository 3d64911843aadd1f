// At most a few support requests per technician an hour, so that one account cannot flood the
// support mailbox (and whoever is CC'd). Recorded requests are counted in the database. One
// technician's requests run one after another, so requests sent at the same moment cannot all pass
// the count before any is recorded; memory holds only technicians with a request under way.
import { SUPPORT_REQUESTS_PER_HOUR } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

const HOUR_MS = 60 * 60 * 1000;

export class SupportRequestLimiter {
  private readonly queues = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly perHour = SUPPORT_REQUESTS_PER_HOUR,
  ) {}

  /** Runs `send` once the technician's earlier requests are done, if the hour's quota allows. */
  async run<T>(userId: number, send: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    let finish!: () => void;
    const mine = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tail = previous.then(() => mine);
    this.queues.set(userId, tail);
    try {
      await previous;
      await this.checkQuota(userId);
      return await send();
    } finally {
      finish();
      if (this.queues.get(userId) === tail) this.queues.delete(userId);
    }
  }

  /** Technicians with a request under way or waiting; for tests of the memory bound. */
  get busyTechnicians(): number {
    return this.queues.size;
  }

  private async checkQuota(userId: number) {
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const { n } = await this.db.kysely
      .selectFrom('support_tickets')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= this.perHour) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `You can send at most ${this.perHour} support requests an hour. Please wait a while and try again.`,
      );
    }
  }
}
