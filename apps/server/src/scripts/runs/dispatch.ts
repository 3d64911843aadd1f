// Hands runs to agents: a run goes at once to a connected device, else waits QUEUED until the
// device connects (or it expires). Each hand-over is claimed with a conditional update, so a run
// created while its device connects is sent once.
import type { ScriptRunPayload } from '@warden/domain';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';
import type { ScriptRunTable } from '../../db/schema-script-runs.ts';
import type { RunContext } from './run-context.ts';
import { runsOfDevice } from './run-queries.ts';

type RunRow = Selectable<ScriptRunTable>;

export function payloadOf(run: RunRow): ScriptRunPayload {
  const variables = JSON.parse(run.variables) as { calculatedName: string; value: string }[];
  return {
    runId: run.id,
    nodeId: run.device_id,
    language: run.language,
    runAs: run.run_as,
    timeoutSeconds: run.timeout_seconds,
    body: run.body,
    env: variables.map((v) => [v.calculatedName, v.value] as [string, string]),
  };
}

function push(ctx: RunContext, run: RunRow): boolean {
  const payload = payloadOf(run);
  return ctx.hub.send(run.device_id, { type: 'runScript', payload, signature: ctx.signer.sign(payload) });
}

/** Sends QUEUED runs whose device is connected; the others stay queued. Answers the ids sent. */
export async function sendQueued(ctx: RunContext, runs: readonly RunRow[]): Promise<number[]> {
  const now = nowIso();
  const candidates = runs.filter(
    (r) => r.status === 'QUEUED' && r.expires_at > now && ctx.hub.isConnected(r.device_id),
  );
  if (candidates.length === 0) return [];
  const claimed = new Set(
    (
      await inBatches(
        candidates.map((r) => r.id),
        (ids) =>
          ctx.db.kysely
            .updateTable('script_runs')
            .set({ status: 'SENT', sent_at: now, updated_at: now })
            .where('id', 'in', ids)
            .where('status', '=', 'QUEUED')
            .returning('id')
            .execute(),
      )
    ).map((r) => r.id),
  );
  const sent: number[] = [];
  for (const run of candidates) {
    if (!claimed.has(run.id)) continue;
    if (push(ctx, run)) {
      sent.push(run.id);
      continue;
    }
    // The link dropped between the check and the send: the run waits for the next connection.
    await ctx.db.kysely
      .updateTable('script_runs')
      .set({ status: 'QUEUED', sent_at: null, updated_at: nowIso() })
      .where('id', '=', run.id)
      .where('status', '=', 'SENT')
      .execute();
  }
  return sent;
}

/**
 * On every connection of an agent: queued runs go, runs sent before are sent again (the agent runs
 * a run id once), and runs cancelled meanwhile are stopped. A RUNNING run is not sent again: the
 * agent says which runs it still has, and reports them further.
 */
export async function handOverOnConnect(ctx: RunContext, deviceId: number): Promise<void> {
  const runs = await runsOfDevice(ctx.db, deviceId, ['QUEUED', 'SENT', 'RUNNING']);
  await sendQueued(ctx, runs);
  for (const run of runs) {
    if (run.cancel_requested) ctx.hub.send(deviceId, { type: 'cancelScript', runId: run.id });
    else if (run.status === 'SENT') push(ctx, run);
  }
}

/** On a lost link, the device's unfinished runs are marked; the sweep fails them if it stays lost. */
export async function markDisconnected(ctx: RunContext, deviceId: number): Promise<void> {
  await ctx.db.kysely
    .updateTable('script_runs')
    .set({ disconnected_at: nowIso() })
    .where('device_id', '=', deviceId)
    .where('status', 'in', ['SENT', 'RUNNING'])
    .where('disconnected_at', 'is', null)
    .execute();
}
