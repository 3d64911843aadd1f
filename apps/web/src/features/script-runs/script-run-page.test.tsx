// The run view: output appears as the server streams it, the status and exit code follow the run to
// its end, the server's cap is said, and Cancel stops a running run.
import { screen, waitFor, within } from '@testing-library/react';
import type { ScriptRunStatus } from '@warden/domain';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { type Answer, mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { deviceFixture } from '../devices/testing/fixtures.ts';
import { RUN_VIEW_PATTERN } from './run-routes.ts';
import { ScriptRunPage } from './script-run-page.tsx';
import { type OutputPage, outputPage, runDetail } from './testing/run-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** A long-poll the test answers when it chooses. */
function heldAnswer() {
  let release: (page: OutputPage) => void = () => {};
  const answer = new Promise<{ body: OutputPage }>((resolve) => {
    release = (page) => resolve({ body: page });
  });
  return { answer, release: (page: OutputPage) => release(page) };
}

function renderRun(routes: Record<string, Answer>, url = '/deviceDashboard/7/scripts/99') {
  const api = mockApi({ 'GET /api/devices/7': { body: deviceFixture({ name: 'NW-WS-042' }) }, ...routes });
  const view = renderInShell(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={RUN_VIEW_PATTERN} element={<ScriptRunPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, api };
}

const statusText = () => screen.getByTestId('run-status').textContent;

describe('ScriptRunPage', () => {
  it('appends the output as it streams and follows the run to its end', async () => {
    let status: ScriptRunStatus = 'RUNNING';
    const second = heldAnswer();
    const { api } = renderRun({
      'GET /api/scripting/runs/99': () => ({
        body: runDetail(99, status === 'SUCCEEDED' ? { status, exitCode: 0 } : { status }),
      }),
      'GET /api/scripting/runs/99/output': (call) =>
        call.query.get('offset') === '0' ? { body: outputPage([[0, 'line 1\n']], 7) } : second.answer,
    });
    const output = await screen.findByTestId('run-output');
    await waitFor(() => expect(output).toHaveTextContent('line 1'));
    expect(statusText()).toBe('Running');
    expect(screen.getByTestId('run-exit-code')).toHaveTextContent('—');

    status = 'SUCCEEDED';
    second.release(outputPage([[7, 'line 2\n']], 14, { status: 'SUCCEEDED', complete: true }));
    await waitFor(() => expect(output.textContent).toBe('line 1\nline 2\n'));
    await waitFor(() => expect(screen.getByTestId('run-exit-code')).toHaveTextContent('0'));
    expect(statusText()).toBe('Succeeded');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
    const offsets = api.callsTo('GET', '/api/scripting/runs/99/output').map((c) => c.query.get('offset'));
    expect(offsets).toEqual(['0', '7']);
  });

  it('says how much output the server counted beyond its cap', async () => {
    renderRun({
      'GET /api/scripting/runs/99': { body: runDetail(99, { status: 'SUCCEEDED', exitCode: 0 }) },
      'GET /api/scripting/runs/99/output': {
        body: outputPage([[0, 'x'.repeat(100)]], 100, {
          status: 'SUCCEEDED',
          complete: true,
          droppedBytes: 5_000_000,
        }),
      },
    });
    expect(await screen.findByText('Output capped, 5,000,000 bytes more')).toBeInTheDocument();
  });

  it('cancels a running run, which then shows as canceled', async () => {
    let status: ScriptRunStatus = 'RUNNING';
    const pending = heldAnswer();
    const { api, user } = renderRun({
      'GET /api/scripting/runs/99': () => ({ body: runDetail(99, { status }) }),
      'GET /api/scripting/runs/99/output': (call) =>
        call.query.get('offset') === '0' ? { body: outputPage([[0, 'sleeping\n']], 9) } : pending.answer,
      'POST /api/scripting/runs/99/cancel': () => {
        status = 'CANCELED';
        pending.release(outputPage([], 9, { status: 'CANCELED', complete: true }));
        return { body: runDetail(99, { status }) };
      },
    });
    await waitFor(() => expect(screen.getByTestId('run-output')).toHaveTextContent('sleeping'));
    await user.click(screen.getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(statusText()).toBe('Canceled'));
    expect(api.callsTo('POST', '/api/scripting/runs/99/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /Disk report on/ })).getByText('Disk report on NW-WS-042'),
    ).toBeInTheDocument();
  });

  it('shows a run of another device as not found', async () => {
    renderRun({ 'GET /api/scripting/runs/99': { body: runDetail(99, { deviceId: 8 }) } });
    expect(await screen.findByTestId('run-not-found')).toHaveTextContent('Script run not found');
  });
});
