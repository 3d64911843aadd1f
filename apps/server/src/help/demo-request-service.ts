// Demo requests from the backup get-started panel: stored, and mailed to the sales address. A mail
// failure is logged and recorded but does not fail the request (the dialog shows success anyway).
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface DemoRequestInput {
  key: string;
  userName: string;
  userEmail: string;
}

export async function requestDemo(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  auth: AuthContext,
  input: DemoRequestInput,
): Promise<void> {
  const { salesAddress } = await deps.mailer.settings();
  const mail = await deps.mailer.send({
    kind: 'DEMO_REQUEST',
    to: [salesAddress],
    replyTo: input.userEmail,
    subject: `Demo request: ${input.key}`,
    text: [
      `${input.userName} <${input.userEmail}> asked for a demo (${input.key}).`,
      `Signed in as ${auth.user.email} (user ${auth.user.uid}).`,
      '',
    ].join('\n'),
  });
  if (mail.status === 'FAILED')
    deps.log.warn({ error: mail.error, key: input.key }, 'demo request mail failed');
  await deps.db.kysely
    .insertInto('demo_requests')
    .values({
      promotion_key: input.key,
      user_id: auth.user.id,
      user_name: input.userName,
      user_email: input.userEmail,
      status: mail.status,
      error: mail.error,
      outbox_id: mail.outboxId,
      created_at: nowIso(),
    })
    .execute();
}
