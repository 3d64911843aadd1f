// Support requests: checks the uploads belong to the caller, hands the support request to its destination, and
// records it. A failed delivery removes the uploads and stores nothing of the support request.
import type { SupportRequestInput } from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  attachmentPath,
  findTempUploads,
  linkAttachments,
  removeAttachments,
} from '../attachments/attachment-store.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import {
  DeliveryError,
  type DeliveryResult,
  DestinationNotConfiguredError,
  type SupportDestination,
} from './support-destination.ts';
import { checkSupportRequestCc } from './support-request-cc.ts';

export interface SupportRequestDeps {
  db: Db;
  /** The attachments folder. */
  dir: string;
  destination: SupportDestination;
  log: FastifyBaseLogger;
}

export interface SupportRequestAnswer {
  resultCode: 'SUCCESS' | 'FAILURE';
  message?: string;
  id?: number;
}

async function recordSupportRequest(
  db: Db,
  auth: AuthContext,
  input: SupportRequestInput,
  destination: string,
  result: DeliveryResult,
) {
  const { id } = await db.kysely
    .insertInto('support_tickets')
    .values({
      user_id: auth.user.id,
      subject: input.ticketSubject,
      body: input.ticketBody,
      priority: input.ticketPriority,
      category: input.ticketCategory,
      phone: input.ticketPhoneNumber || null,
      callback: input.ticketCallback ? 1 : 0,
      cc: JSON.stringify(input.ticketCc),
      destination,
      result_code: result.resultCode,
      message: result.resultCode === 'FAILURE' ? result.message : null,
      outbox_id: result.resultCode === 'SUCCESS' ? result.outboxId : null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The answer for a support request that did not reach its destination; its uploads are already removed. */
function deliveryFailure(err: unknown, attachments: number): ApiError {
  if (err instanceof DestinationNotConfiguredError) {
    return new ApiError(
      503,
      'INTERNAL',
      `The support ticket could not be sent: ${err.message}. An administrator can set one up under ` +
        `Administration › Mail and outbox.${attachments ? ' Its attachments were removed.' : ''}`,
    );
  }
  const reason = err instanceof DeliveryError ? err.message : 'the support service did not answer';
  const next = attachments ? 'Its attachments were removed; please try again.' : 'Please try again.';
  return new ApiError(502, 'INTERNAL', `The support ticket could not be sent (${reason}). ${next}`);
}

export async function submitSupportRequest(
  deps: SupportRequestDeps,
  auth: AuthContext,
  input: SupportRequestInput,
): Promise<SupportRequestAnswer> {
  await checkSupportRequestCc(deps.db, input.ticketCc);
  const tokens = input.imageTokens;
  if (new Set(tokens).size !== tokens.length) {
    throw badRequest('An attachment is listed twice', { imageTokens: 'Duplicate attachment' });
  }
  const uploads = await findTempUploads(deps.db, auth.user.id, 'SUPPORT_TICKET', tokens);
  if (uploads.length !== tokens.length) {
    throw badRequest('An attachment is unknown, already used or not yours; upload it again', {
      imageTokens: 'Unknown or already used attachment',
    });
  }

  let result: DeliveryResult;
  try {
    result = await deps.destination.deliver({
      input,
      requester: {
        uid: auth.user.uid,
        name: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
        email: auth.user.email,
      },
      attachments: uploads.map((u) => ({
        name: u.name,
        path: attachmentPath(deps.dir, u.token),
        contentType: u.content_type,
        size: u.size,
      })),
    });
  } catch (err) {
    await removeAttachments(deps.db, deps.dir, tokens);
    deps.log.warn({ err, destination: deps.destination.name }, 'support request delivery failed');
    throw deliveryFailure(err, tokens.length);
  }

  if (result.resultCode === 'FAILURE') {
    await recordSupportRequest(deps.db, auth, input, deps.destination.name, result);
    return { resultCode: 'FAILURE', message: result.message };
  }
  const id = await deps.db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...deps.db, kysely: trx };
    const supportRequestId = await recordSupportRequest(tx, auth, input, deps.destination.name, result);
    await linkAttachments(tx, tokens, { kind: 'SUPPORT_TICKET', id: supportRequestId });
    return supportRequestId;
  });
  return { resultCode: 'SUCCESS', id };
}
