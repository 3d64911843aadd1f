// The template library: the list filtered by source, operating system and script name through the
// API's query, one template shown with its variables and body, and 'Use template' adding a script
// and opening it in the editor.
import { screen, waitFor, within } from '@testing-library/react';
import type { ScriptTemplate } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from '../../components/code-editor/code-editor-lazy.tsx';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { ScriptTemplatesPage } from './script-templates-page.tsx';
import { script, variable } from './testing/script-fixtures.ts';

vi.mock('../../components/code-editor/code-editor-lazy.tsx', () => ({
  LazyCodeEditor: (props: CodeEditorProps) => (
    <textarea aria-label={props.label} value={props.value} readOnly={props.readOnly} />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const template = (id: string, name: string, extra: Partial<ScriptTemplate> = {}): ScriptTemplate => ({
  id,
  name,
  source: 'WARDEN',
  description: `About ${name}`,
  language: 'SHELL',
  operatingSystems: ['LINUX'],
  architectures: ['X64'],
  runAs: 'SYSTEM',
  timeoutSeconds: 120,
  body: 'df -h "$mountPoint"',
  variables: [variable('Mount point', 'TEXT', { required: true })],
  ...extra,
});

function renderTemplates(path: string, canManage = true) {
  const { body: _body, ...summary } = template('linux-disk-usage', 'Disk usage');
  const api = mockApi({
    'GET /api/scripting/templates': { body: [summary] },
    'GET /api/scripting/templates/:id': { body: template('linux-disk-usage', 'Disk usage') },
    'POST /api/scripting/templates/:id/scripts': { status: 201, body: script(12, 'Disk usage') },
  });
  const view = renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/editor/templateScript" element={<ScriptTemplatesPage />} />
        <Route path="/editor/templateScript/:id" element={<ScriptTemplatesPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
    sessionFixture(canManage ? {} : { without: ['canManageScripts'] }),
  );
  return { ...view, api };
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo('GET', '/api/scripting/templates').at(-1)?.query ?? new URLSearchParams());

describe('ScriptTemplatesPage', () => {
  it('sends the source, operating system and script filters as the query', async () => {
    const { api, user } = renderTemplates('/editor/templateScript');
    await screen.findByRole('link', { name: 'Disk usage' });
    expect(lastQuery(api)).toEqual({});
    await user.selectOptions(screen.getByLabelText('Source'), 'Community');
    await user.selectOptions(screen.getByLabelText('Operating system'), 'Linux');
    await user.type(screen.getByLabelText('Script'), 'disk');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ source: 'COMMUNITY', operatingSystem: 'LINUX', script: 'disk' }),
    );
  });

  it('shows the chosen template with its variables and body', async () => {
    renderTemplates('/editor/templateScript/linux-disk-usage');
    const view = await screen.findByRole('article', { name: 'Disk usage' });
    expect(within(view).getByText('mountPoint')).toBeInTheDocument();
    expect(within(view).getByLabelText('Script')).toHaveValue('df -h "$mountPoint"');
  });

  it("adds a script with 'Use template' and opens it in the editor", async () => {
    const { api, user } = renderTemplates('/editor/templateScript/linux-disk-usage');
    await user.click(await screen.findByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/editor/script/12'));
    expect(api.callsTo('POST', '/api/scripting/templates/linux-disk-usage/scripts')[0]?.body).toEqual({});
  });

  it("offers no 'Use template' without canManageScripts", async () => {
    renderTemplates('/editor/templateScript/linux-disk-usage', false);
    await screen.findByRole('article', { name: 'Disk usage' });
    expect(screen.queryByRole('button', { name: 'Use template' })).not.toBeInTheDocument();
  });
});
