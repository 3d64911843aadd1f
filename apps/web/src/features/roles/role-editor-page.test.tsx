// The role editor page: roleType=technician or roleType=endUser picks the kind of role; any other value
// and an unknown role show the not-found page.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor } from '@testing-library/react';
import type { TechnicianRole } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { RoleEditorPage } from './role-editor-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const requesters: TechnicianRole = {
  id: 7,
  roleType: 'endUser',
  name: 'Requesters',
  description: 'People who open tickets',
  system: false,
  permissions: [],
  allOrganizations: true,
  organizationIds: [],
  technicianCount: 0,
};

const editorAt = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/editor/role/:id/*" element={<RoleEditorPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path },
  );

describe('RoleEditorPage', () => {
  it('refuses a roleType other than technician or endUser without asking the server', async () => {
    const api = mockApi({ 'GET /technician-roles/:id': requesters });
    editorAt('/editor/role/7/general?roleType=robot');
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('loads the role of the type the query names', async () => {
    const api = mockApi({ 'GET /technician-roles/:id': requesters });
    editorAt('/editor/role/7/general?roleType=endUser');
    expect(await screen.findByRole('heading', { name: 'Edit role Requesters' })).toBeInTheDocument();
    expect(api.requests[0]?.query.get('roleType')).toBe('endUser');
  });

  it('shows not-found for a role the server does not know as that type', async () => {
    mockApi({
      'GET /technician-roles/:id': reply(404, { error: { code: 'NOT_FOUND', message: 'Role not found' } }),
    });
    editorAt('/editor/role/7?roleType=technician');
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
  });

  it('creates a role of the queried type', async () => {
    const api = mockApi({
      'POST /technician-roles': (request: { body: object }) => reply(201, { ...requesters, ...request.body }),
    });
    const { user } = editorAt('/editor/role/new?roleType=endUser');
    expect(await screen.findByRole('heading', { name: 'Add end-user role' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Requesters');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(api.sent('POST /technician-roles')).toHaveLength(1));
    expect(api.sent('POST /technician-roles')[0]?.body).toMatchObject({
      roleType: 'endUser',
      name: 'Requesters',
    });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
