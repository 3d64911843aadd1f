// The script library: the list the server pages and sorts by name, the name search and the category,
// language and operating system filters sent as the list's query, the categories dialog, delete, and
// what a technician without canManageScripts is not offered.
import { screen, waitFor, within } from '@testing-library/react';
import type { ScriptCategory } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { ScriptLibraryPage } from './script-library-page.tsx';
import { category, pageOfScripts, script } from './testing/script-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderLibrary(options: { canManage?: boolean; categories?: ScriptCategory[] } = {}) {
  let categories = options.categories ?? [category(1, 'Maintenance', 1), category(2, 'Network')];
  const api = mockApi({
    'GET /api/scripting/scripts': {
      body: pageOfScripts([
        script(1, 'Clean temp', { categories: [1] }),
        script(2, 'Ping gateway', { language: 'POWERSHELL', operatingSystems: ['WINDOWS'] }),
      ]),
    },
    'GET /api/scripting/categories': () => ({ body: categories }),
    'POST /api/scripting/categories': (call) => {
      const added = category(3, (call.body as { name: string }).name);
      categories = [...categories, added];
      return { status: 201, body: added };
    },
    'PUT /api/scripting/categories/:id': (call) => {
      const renamed = category(2, (call.body as { name: string }).name);
      categories = categories.map((c) => (c.id === 2 ? renamed : c));
      return { body: renamed };
    },
    'DELETE /api/scripting/categories/:id': () => {
      categories = categories.filter((c) => c.id !== 1);
      return { body: { ok: true } };
    },
    'DELETE /api/scripting/scripts/:id': { body: { ok: true } },
  });
  const session = sessionFixture(options.canManage === false ? { without: ['canManageScripts'] } : {});
  const view = renderInShell(
    <MemoryRouter initialEntries={['/administration/library/scripting/scripts']}>
      <Routes>
        <Route path="/administration/library/scripting/:page" element={<ScriptLibraryPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/scripting/scripts');
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(listCalls(api).at(-1)?.query ?? new URLSearchParams());

describe('ScriptLibraryPage', () => {
  it('lists the first page with its categories, languages and operating systems named', async () => {
    const { api } = renderLibrary();
    const row = (await screen.findByRole('link', { name: 'Clean temp' })).closest('tr')!;
    expect(within(row).getByText('Maintenance')).toBeInTheDocument();
    expect(within(row).getByText('ShellScript')).toBeInTheDocument();
    expect(within(row).getByText('Linux')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: '0', size: '50' });
  });

  it('sends the category, language, operating system and name filters as the query', async () => {
    const { api, user } = renderLibrary();
    await screen.findByRole('link', { name: 'Clean temp' });
    await screen.findByRole('option', { name: 'Maintenance' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Maintenance');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ category: '1' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'PowerShell');
    await user.selectOptions(screen.getByLabelText('Operating system'), 'Windows');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        category: '1',
        language: 'POWERSHELL',
        operatingSystem: 'WINDOWS',
        page: '0',
        size: '50',
      }),
    );
    await user.type(screen.getByRole('searchbox'), 'ping');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ name: 'ping', language: 'POWERSHELL' }));
  });

  it('adds, renames and deletes categories in the categories dialog', async () => {
    const { api, user } = renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script categories' });
    await within(dialog).findByText('Maintenance');
    expect(within(dialog).getByText('1 script')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New category'), 'Security');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Security');
    expect(api.callsTo('POST', '/api/scripting/categories')[0]?.body).toEqual({ name: 'Security' });

    await user.click(within(dialog).getByRole('button', { name: 'Rename Network' }));
    const renameBox = within(dialog).getByLabelText('New name for Network');
    await user.clear(renameBox);
    await user.type(renameBox, 'Networking');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Networking');
    expect(api.callsTo('PUT', '/api/scripting/categories/2')[0]?.body).toEqual({ name: 'Networking' });

    await user.click(within(dialog).getByRole('button', { name: 'Delete Maintenance' }));
    expect(within(dialog).getByText('Delete Maintenance? Its scripts stay in the library.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Maintenance')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/scripting/categories/1')).toHaveLength(1);
  });

  it('opens the editor for a new script', async () => {
    const { user } = renderLibrary();
    await user.click(screen.getByRole('button', { name: 'New script' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/script/new');
  });

  it('deletes a script after a confirmation', async () => {
    const { api, user } = renderLibrary();
    const row = (await screen.findByRole('link', { name: 'Ping gateway' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete script' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/scripting/scripts/2')).toHaveLength(1));
  });

  it('offers neither New script nor Categories without canManageScripts', async () => {
    renderLibrary({ canManage: false });
    await screen.findByRole('link', { name: 'Clean temp' });
    expect(screen.queryByRole('button', { name: 'New script' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Template library' })).toBeInTheDocument();
  });

  it('shows the not-yet page for another section of the scripting library', () => {
    mockApi({});
    renderInShell(
      <MemoryRouter initialEntries={['/administration/library/scripting/summary']}>
        <Routes>
          <Route path="/administration/library/scripting/:page" element={<ScriptLibraryPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page-not-yet')).toBeInTheDocument();
  });
});
