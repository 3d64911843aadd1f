// Who may call the help routes: every technician may read help, send support requests and request a demo;
// changing the help settings needs the settings permission.
import { anyTechnician, requires, within } from '../http/access.ts';

export const helpPolicy = {
  searchArticles: anyTechnician,
  suggestedArticles: anyTechnician,
  // Help articles and demo offers belong to the installation, not to an organisation.
  getArticle: within(anyTechnician, { id: 'unscoped' }),
  hideTooltip: anyTechnician,
  getHelpSettings: anyTechnician,
  updateHelpSettings: requires('canManageSettings'),
  submitSupportRequest: anyTechnician,
  academyLoginUrl: anyTechnician,
  requestDemo: within(anyTechnician, { key: 'unscoped' }),
};
