// Script runs, their detail and output pages for the script-run tests.
import type { Paged, ScriptRun, scriptRunDetailSchema } from '@warden/domain';
import type { z } from 'zod';
import type { OutputPage } from '../hooks/output-follower.ts';

export type { OutputPage };

export function scriptRun(id: number, extra: Partial<ScriptRun> = {}): ScriptRun {
  return {
    id,
    scriptId: 1,
    scriptName: 'Disk report',
    deviceId: 7,
    deviceName: 'NW-WS-042',
    organizationId: 3,
    language: 'SHELL',
    runAs: 'SYSTEM',
    timeoutSeconds: 300,
    variables: [],
    status: 'RUNNING',
    exitCode: null,
    failureReason: null,
    createdById: 1,
    createdByName: 'Ada Admin',
    createdAt: '2026-01-01T10:00:00Z',
    expiresAt: '2026-01-02T10:00:00Z',
    sentAt: '2026-01-01T10:00:00Z',
    startedAt: '2026-01-01T10:00:01Z',
    finishedAt: null,
    outputBytes: 0,
    droppedBytes: 0,
    ...extra,
  };
}

export const runDetail = (
  id: number,
  extra: Partial<ScriptRun> = {},
): z.infer<typeof scriptRunDetailSchema> => ({ ...scriptRun(id, extra), body: 'df -h' });

export const pageOfRuns = (results: ScriptRun[]): Paged<ScriptRun> => ({
  results,
  totalElements: results.length,
  totalPages: 1,
});

export function outputPage(
  chunks: [offset: number, text: string][],
  nextOffset: number,
  extra: Partial<OutputPage> = {},
): OutputPage {
  return {
    chunks: chunks.map(([offset, text]) => ({ offset, text, stream: 'stdout' })),
    nextOffset,
    status: 'RUNNING',
    complete: false,
    droppedBytes: 0,
    ...extra,
  };
}
