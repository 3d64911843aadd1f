// Node approval routes: the list per status, approve, reject and clear, and an organisation's mode.
import { approvalsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { approvalsPolicy as policy } from './policy.ts';
import * as approvals from './service.ts';

export async function approvalRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.list, policy.list, async ({ auth, query }) => approvals.listApprovals(db, auth, query));
  route(app, api.approve, policy.approve, async ({ auth, body }) =>
    approvals.approveEntries(db, auth, body.ids),
  );
  route(app, api.reject, policy.reject, async ({ auth, body }) =>
    approvals.rejectEntries(db, app.agentHub, auth, body.ids),
  );
  route(app, api.clear, policy.clear, async ({ body }) => approvals.clearEntries(db, body.ids));
  route(app, api.mode, policy.mode, async ({ params }) => approvals.getApprovalMode(db, params.id));
  route(app, api.setMode, policy.setMode, async ({ params, body }) =>
    approvals.setApprovalMode(db, params.id, body.mode),
  );
}
