// The script library's contracts under /scripting: scripts, categories and the template library.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import { scriptLanguageSchema, scriptOperatingSystemSchema } from './script-enums.ts';
import {
  SCRIPT_LIMITS,
  scriptCategoryInputSchema,
  scriptCategorySchema,
  scriptInputSchema,
  scriptSchema,
  scriptSummarySchema,
  scriptTemplateSchema,
  scriptTemplateSourceSchema,
  scriptTemplateSummarySchema,
  useScriptTemplateSchema,
} from './script-schemas.ts';

/** The library list's filters (spec 001: name, category, language, operating system); name ASC. */
export const scriptListQuerySchema = z.strictObject({
  name: z.string().trim().max(SCRIPT_LIMITS.name).optional(),
  category: coercedIdSchema.optional(),
  language: scriptLanguageSchema.optional(),
  operatingSystem: scriptOperatingSystemSchema.optional(),
  ...pageFields(SCRIPT_LIMITS.pageSize),
});
export type ScriptListQuery = z.input<typeof scriptListQuerySchema>;

/** The template library's filters (spec 001: source, operating system, script); name ASC. */
export const scriptTemplateQuerySchema = z.strictObject({
  source: scriptTemplateSourceSchema.optional(),
  operatingSystem: scriptOperatingSystemSchema.optional(),
  /** Part of the template's name. */
  script: z.string().trim().max(SCRIPT_LIMITS.name).optional(),
});
export type ScriptTemplateQuery = z.input<typeof scriptTemplateQuerySchema>;

const templateParamSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Unknown template'),
});
const tags = ['scripting'];

export const scriptsApi = {
  list: endpoint({
    method: 'GET',
    path: '/scripting/scripts',
    summary: 'The script library, paged and filtered, sorted by name',
    tags,
    query: scriptListQuerySchema,
    response: pagedSchema(scriptSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/scripting/scripts/:id',
    summary: 'One script with its body and variables',
    tags,
    params: idParamSchema,
    response: scriptSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/scripting/scripts',
    summary: 'Add a script to the library',
    tags,
    body: scriptInputSchema,
    response: scriptSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/scripting/scripts/:id',
    summary: 'Edit a script',
    tags,
    params: idParamSchema,
    body: scriptInputSchema,
    response: scriptSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/scripting/scripts/:id',
    summary: 'Delete a script',
    tags,
    params: idParamSchema,
    response: okSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/scripting/categories',
    summary: 'Every script category, sorted by name, with its script count',
    tags,
    response: z.array(scriptCategorySchema),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/scripting/categories',
    summary: 'Add a script category',
    tags,
    body: scriptCategoryInputSchema,
    response: scriptCategorySchema,
    status: 201,
  }),
  renameCategory: endpoint({
    method: 'PUT',
    path: '/scripting/categories/:id',
    summary: 'Rename a script category',
    tags,
    params: idParamSchema,
    body: scriptCategoryInputSchema,
    response: scriptCategorySchema,
  }),
  removeCategory: endpoint({
    method: 'DELETE',
    path: '/scripting/categories/:id',
    summary: 'Delete a script category; its scripts stay, without it',
    tags,
    params: idParamSchema,
    response: okSchema,
  }),
  templates: endpoint({
    method: 'GET',
    path: '/scripting/templates',
    summary: 'The template library shipped with the server, filtered, sorted by name',
    tags,
    query: scriptTemplateQuerySchema,
    response: z.array(scriptTemplateSummarySchema),
  }),
  template: endpoint({
    method: 'GET',
    path: '/scripting/templates/:id',
    summary: 'One template with its body and variables',
    tags,
    params: templateParamSchema,
    response: scriptTemplateSchema,
  }),
  useTemplate: endpoint({
    method: 'POST',
    path: '/scripting/templates/:id/scripts',
    summary: 'Use a template: add a script to the library from it',
    tags,
    params: templateParamSchema,
    body: useScriptTemplateSchema,
    response: scriptSchema,
    status: 201,
  }),
};
