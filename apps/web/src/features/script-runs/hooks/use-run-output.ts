// A run's output as it streams in: starts following when the run view mounts, stops when it
// unmounts or the output is complete, and tells the caller when the run's status changes.
import { type ScriptRunStatus, scriptRunApi } from '@warden/domain';
import { useEffect, useRef, useState } from 'react';
import { apiCall } from '../../../api/client.ts';
import { appendOutput, emptyRunOutput, followRunOutput, type RunOutput } from './output-follower.ts';

export function useRunOutput(runId: number | null, onStatus?: (status: ScriptRunStatus) => void): RunOutput {
  const [output, setOutput] = useState<RunOutput>(emptyRunOutput);
  // The latest callback, without restarting the follower when the caller renders a new one.
  const statusListener = useRef(onStatus);
  statusListener.current = onStatus;

  useEffect(() => {
    setOutput(emptyRunOutput);
    if (runId === null) return;
    const controller = new AbortController();
    let lastStatus: ScriptRunStatus | null = null;
    void followRunOutput({
      signal: controller.signal,
      fetchPage: (offset, waitMs, signal) =>
        apiCall(scriptRunApi.output, { params: { runId }, query: { offset, waitMs }, signal }),
      onPage: (page) => {
        setOutput((held) => appendOutput(held, page));
        if (page.status !== lastStatus) {
          lastStatus = page.status;
          statusListener.current?.(page.status);
        }
      },
      onFailure: () => setOutput((held) => ({ ...held, failing: true })),
    });
    return () => controller.abort();
  }, [runId]);

  return output;
}
