// The script editor: a new script built field by field with typed variables and saved; a saved one
// loaded, reordered and updated; the domain's checks before sending; a 400's field messages on the
// variable they name; the run form preview; and read-only without canManageScripts.
import { screen, waitFor, within } from '@testing-library/react';
import type { Script } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from '../../components/code-editor/code-editor-lazy.tsx';
import '../../components/test-support/dom-polyfills.ts';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { ScriptEditorPage } from './script-editor-page.tsx';
import { category, script, variable } from './testing/script-fixtures.ts';

// CodeMirror has its own test; here the body is a plain text area with the same props.
vi.mock('../../components/code-editor/code-editor-lazy.tsx', () => ({
  LazyCodeEditor: (props: CodeEditorProps) => (
    <textarea
      aria-label={props.label}
      data-language={props.language}
      value={props.value}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const saved = (body: Partial<Script>, id = 7) => script(id, body.name ?? 'x', { ...body, variables: [] });

function renderEditor(
  path: string,
  options: { existing?: Script; canManage?: boolean; saveAnswer?: unknown } = {},
) {
  const api = mockApi({
    'GET /api/scripting/categories': { body: [category(1, 'Maintenance'), category(2, 'Network')] },
    'GET /api/scripting/scripts/:id': options.existing
      ? { body: options.existing }
      : errorAnswer(404, 'NOT_FOUND', 'Script not found'),
    'POST /api/scripting/scripts': (call) =>
      (options.saveAnswer as never) ?? { status: 201, body: saved(call.body as Partial<Script>) },
    'PUT /api/scripting/scripts/:id': (call) =>
      (options.saveAnswer as never) ?? { body: saved(call.body as Partial<Script>, options.existing?.id) },
  });
  const session = sessionFixture(options.canManage === false ? { without: ['canManageScripts'] } : {});
  const view = renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/editor/script/:id" element={<ScriptEditorPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}

const variableGroup = (number: number) => screen.getByRole('group', { name: `Variable ${number}` });

describe('ScriptEditorPage', () => {
  it('creates a script with typed variables and opens it once saved', async () => {
    const { api, user } = renderEditor('/editor/script/new');
    await user.type(await screen.findByLabelText('Name'), 'Back up a folder');
    await user.type(screen.getByLabelText('Description'), 'Copies a folder');
    await user.selectOptions(screen.getByLabelText('Language'), 'ShellScript');
    // Windows is not a shell script's platform: the language keeps the platforms it runs on.
    expect(screen.getByRole('checkbox', { name: 'Windows' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Linux' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mac' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'ARM64' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Maintenance' }));
    await user.selectOptions(screen.getByLabelText('Run as'), 'Logged-in user');
    await user.clear(screen.getByLabelText('Timeout (seconds)'));
    await user.type(screen.getByLabelText('Timeout (seconds)'), '60');
    expect(screen.getByLabelText('Script')).toHaveAttribute('data-language', 'shell');
    await user.type(screen.getByLabelText('Script'), 'cp -r "$backupFolder" /backup');

    await user.click(screen.getByRole('button', { name: 'Add a variable' }));
    await user.type(within(variableGroup(1)).getByLabelText('Name'), 'Backup folder');
    expect(variableGroup(1)).toHaveTextContent('Reaches the script as the environment variable backupFolder');
    await user.click(within(variableGroup(1)).getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Add a variable' }));
    await user.type(within(variableGroup(2)).getByLabelText('Name'), 'Mode');
    await user.selectOptions(within(variableGroup(2)).getByLabelText('Type'), 'Drop-down');
    await user.type(within(variableGroup(2)).getByLabelText('Values'), 'full{Enter}incremental');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/editor/script/7'));
    expect(api.callsTo('POST', '/api/scripting/scripts')[0]?.body).toEqual({
      name: 'Back up a folder',
      description: 'Copies a folder',
      language: 'SHELL',
      operatingSystems: ['LINUX', 'MAC'],
      architectures: ['X86', 'X64'],
      categories: [1],
      runAs: 'LOGGED_IN_USER',
      timeoutSeconds: 60,
      body: 'cp -r "$backupFolder" /backup',
      variables: [
        { name: 'Backup folder', type: 'TEXT', description: '', required: true, valueList: [] },
        {
          name: 'Mode',
          type: 'DROPDOWN',
          description: '',
          required: false,
          valueList: ['full', 'incremental'],
        },
      ],
    });
  }, 20_000);

  it("checks the script as the server will before sending it: a name, a body, a DROPDOWN's values", async () => {
    const { api, user } = renderEditor('/editor/script/new');
    await user.click(await screen.findByRole('button', { name: 'Add a variable' }));
    await user.type(within(variableGroup(1)).getByLabelText('Name'), 'Mode');
    await user.selectOptions(within(variableGroup(1)).getByLabelText('Type'), 'Drop-down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(variableGroup(1)).findByText('A DROPDOWN variable needs values')).toBeVisible();
    expect(screen.getAllByLabelText('Name')[0]).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Script').parentElement).toHaveTextContent('Required');
    expect(api.callsTo('POST', '/api/scripting/scripts')).toHaveLength(0);
  });

  it("puts a 400's field messages on the fields, a variable's on that variable", async () => {
    const { user } = renderEditor('/editor/script/3', {
      existing: script(3, 'Disk check', {
        variables: [variable('Folder', 'TEXT'), variable('Limit', 'INTEGER')],
      }),
      saveAnswer: errorAnswer(400, 'VALIDATION', 'Invalid input', {
        name: 'A script with this name exists',
        'variables.1.name': "'Limit' gives a reserved name",
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await within(variableGroup(2)).findByText("'Limit' gives a reserved name")).toBeVisible();
    expect(within(variableGroup(1)).queryByText("'Limit' gives a reserved name")).not.toBeInTheDocument();
    expect(screen.getByText('A script with this name exists')).toBeVisible();
  });

  it('loads a saved script, reorders its variables and updates it', async () => {
    const existing = script(3, 'Disk check', {
      variables: [variable('Folder', 'TEXT', { required: true }), variable('Limit', 'INTEGER')],
    });
    const { api, user } = renderEditor('/editor/script/3', { existing });
    expect(await screen.findByRole('heading', { name: 'Script: Disk check' })).toBeVisible();
    expect(screen.getByLabelText('Script')).toHaveValue('echo hello');
    await user.click(screen.getByRole('button', { name: 'Move variable 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/scripting/scripts/3')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/scripting/scripts/3')[0]?.body as { variables: { name: string }[] };
    expect(body.variables.map((v) => v.name)).toEqual(['Limit', 'Folder']);
    expect(body.variables[0]).not.toHaveProperty('calculatedName');
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/script/3');
  });

  it('previews the run form of the variables being edited, sanitised and checked', async () => {
    const existing = script(3, 'Disk check', {
      variables: [variable('Folder', 'TEXT', { required: true }), variable('Limit', 'INTEGER')],
    });
    const { user } = renderEditor('/editor/script/3', { existing });
    const preview = await screen.findByRole('region', { name: 'Run form preview' });
    await user.type(within(preview).getByLabelText('Limit'), 'a1b2');
    expect(within(preview).getByLabelText('Limit')).toHaveValue('12');
    expect(within(preview).getByText('Folder').closest('label')).toHaveTextContent('Folder *');
    await user.click(within(preview).getByRole('button', { name: 'Check values' }));
    expect(within(preview).getByText("'Folder' is required")).toBeVisible();
  });

  it('shows a script read-only without canManageScripts', async () => {
    renderEditor('/editor/script/3', { existing: script(3, 'Disk check'), canManage: false });
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says so when the script does not exist', async () => {
    renderEditor('/editor/script/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This script does not exist or was deleted.');
  });
});
