// Who may read and change the script library. Reading (scripts, categories, templates) is open to
// every technician; changing it needs canManageScripts. Scripts and templates belong to the
// division, not to an organisation, so their ids are unscoped.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageScripts');
const byId = { id: 'unscoped' } as const;

export const scriptsPolicy = {
  list: anyTechnician,
  get: within(anyTechnician, byId),
  create: manage,
  update: within(manage, byId),
  remove: within(manage, byId),
  categories: anyTechnician,
  createCategory: manage,
  renameCategory: within(manage, byId),
  removeCategory: within(manage, byId),
  templates: anyTechnician,
  template: within(anyTechnician, byId),
  useTemplate: within(manage, byId),
};
