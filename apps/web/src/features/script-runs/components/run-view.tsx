// One run as it happens: its status, exit code and reason, who started it and when, its variables,
// Cancel while it can still be stopped, and the output streamed live from the server.

import { useQueryClient } from '@tanstack/react-query';
import { isRunFinished, type ScriptRunStatus, type scriptRunDetailSchema } from '@warden/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { scriptRunKey, scriptRunTablesKey } from '../hooks/run-query-keys.ts';
import { useRunOutput } from '../hooks/use-run-output.ts';
import { RunCancelButton } from './run-cancel-button.tsx';
import { RunOutputView } from './run-output-view.tsx';
import { RunStatusChip } from './run-status-chip.tsx';

type RunDetail = z.infer<typeof scriptRunDetailSchema>;

export function RunView({ run }: { run: RunDetail }) {
  const { t, i18n } = useTranslation('scriptRuns');
  const client = useQueryClient();
  // The output call reports the status first; the run's own fields (exit code, reason) follow it.
  const refreshRun = useCallback(
    (status: ScriptRunStatus) => {
      if (status === run.status) return;
      void client.invalidateQueries({ queryKey: scriptRunKey(run.id) });
      if (isRunFinished(status) || status === 'SENT')
        void client.invalidateQueries({ queryKey: scriptRunTablesKey });
    },
    [client, run.id, run.status],
  );
  const output = useRunOutput(run.id, refreshRun);
  const status = output.status && !isRunFinished(run.status) ? output.status : run.status;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, 'second') : t('run.none'));

  return (
    <section className="card run-view" aria-labelledby="run-view-title">
      <header className="page__header">
        <h2 id="run-view-title">{t('run.title', { name: run.scriptName, device: run.deviceName })}</h2>
        <RunCancelButton run={{ ...run, status }} label={t('run.cancel')} />
      </header>
      <dl className="definition-list run-view__facts">
        <dt>{t('run.status')}</dt>
        <dd data-testid="run-status">
          <RunStatusChip status={status} />
        </dd>
        <dt>{t('run.exitCode')}</dt>
        <dd data-testid="run-exit-code">{run.exitCode ?? t('run.none')}</dd>
        <dt>{t('run.startedBy')}</dt>
        <dd>{run.createdByName}</dd>
        <dt>{t('run.createdAt')}</dt>
        <dd>{when(run.createdAt)}</dd>
        {status === 'QUEUED' ? (
          <>
            <dt>{t('run.expiresAt')}</dt>
            <dd>{when(run.expiresAt)}</dd>
          </>
        ) : (
          <>
            <dt>{t('run.startedAt')}</dt>
            <dd>{when(run.startedAt)}</dd>
            <dt>{t('run.finishedAt')}</dt>
            <dd>{when(run.finishedAt)}</dd>
          </>
        )}
      </dl>
      {run.failureReason && <output className="form-error run-view__reason">{run.failureReason}</output>}
      <h3>{t('run.variables')}</h3>
      {run.variables.length === 0 ? (
        <p className="field__hint">{t('run.noVariables')}</p>
      ) : (
        <dl className="definition-list run-view__variables">
          {run.variables.map((variable) => (
            <div key={variable.calculatedName} className="run-view__variable">
              <dt>{variable.name}</dt>
              <dd>
                <code>{variable.value}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3>{t('run.output')}</h3>
      <RunOutputView output={output} />
    </section>
  );
}
