// The script library's routes: scripts, categories and the template library.
import { scriptsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import * as categories from './category-service.ts';
import { scriptsPolicy as policy } from './policy.ts';
import * as scripts from './script-service.ts';
import { useTemplate } from './template-service.ts';
import { findTemplate, listTemplates } from './templates/template-library.ts';

export async function scriptRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.list, policy.list, async ({ query }) => scripts.listScripts(db, query));
  route(app, api.get, policy.get, async ({ params }) => scripts.getScript(db, params.id));
  route(app, api.create, policy.create, async ({ auth, body }) => scripts.createScript(db, auth, body));
  route(app, api.update, policy.update, async ({ params, body }) =>
    scripts.updateScript(db, params.id, body),
  );
  route(app, api.remove, policy.remove, async ({ params }) => scripts.deleteScript(db, params.id));

  route(app, api.categories, policy.categories, async () => categories.listCategories(db));
  route(app, api.createCategory, policy.createCategory, async ({ body }) =>
    categories.createCategory(db, body),
  );
  route(app, api.renameCategory, policy.renameCategory, async ({ params, body }) =>
    categories.renameCategory(db, params.id, body),
  );
  route(app, api.removeCategory, policy.removeCategory, async ({ params }) =>
    categories.deleteCategory(db, params.id),
  );

  route(app, api.templates, policy.templates, async ({ query }) => listTemplates(query));
  route(app, api.template, policy.template, async ({ params }) => {
    const template = findTemplate(params.id);
    if (!template) throw notFound('Template');
    return template;
  });
  route(app, api.useTemplate, policy.useTemplate, async ({ auth, params, body }) =>
    useTemplate(db, auth, params.id, body),
  );
}
