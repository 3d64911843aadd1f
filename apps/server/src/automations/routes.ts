// Automation rule routes: rules by type and their order, their firings and a ticket's, why a rule
// does or does not match a ticket, and applying a response template.
import { automationsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { applyTemplate } from './apply-template.ts';
import { explainRule } from './explain.ts';
import { automationsPolicy as policy } from './policy.ts';
import { previewConditions } from './preview.ts';
import * as rules from './rules-service.ts';

export async function automationRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.list, policy.list, async ({ query }) => rules.listRules(db, query));
  // Registered before /:id so "order" is never read as an id.
  route(app, api.reorder, policy.reorder, async ({ body }) => rules.reorderRules(db, body));
  route(app, api.preview, policy.preview, async ({ body, auth }) => previewConditions(db, auth, body));
  route(app, api.get, policy.get, async ({ params, auth }) => rules.getRuleDetail(db, auth, params.id));
  route(app, api.create, policy.create, async ({ body, auth }) => rules.createRule(db, body, auth.user.id));
  route(app, api.update, policy.update, async ({ params, body }) => rules.editRule(db, params.id, body));
  route(app, api.remove, policy.remove, async ({ params }) => rules.removeRule(db, params.id));
  route(app, api.firings, policy.firings, async ({ params, query }) =>
    rules.ruleFirings(db, params.id, query),
  );
  route(app, api.ticketFirings, policy.ticketFirings, async ({ params, query }) =>
    rules.ticketFirings(db, params.ticketId, query),
  );
  route(app, api.explain, policy.explain, async ({ params, query }) =>
    explainRule(db, params.id, query.ticketId),
  );
  route(app, api.applyTemplate, policy.applyTemplate, async ({ params, auth }) =>
    applyTemplate(app, auth, params.ticketId, params.id),
  );
}
