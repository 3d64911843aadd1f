// Who may call the help routes: every technician may read help, send tickets and request a demo;
// changing the help settings needs the settings permission.
import { anyTechnician, requires } from '../http/access.ts';

export const helpPolicy = {
  searchArticles: anyTechnician,
  suggestedArticles: anyTechnician,
  getArticle: anyTechnician,
  hideTooltip: anyTechnician,
  getHelpSettings: anyTechnician,
  updateHelpSettings: requires('canManageSettings'),
  submitTicket: anyTechnician,
  academyLoginUrl: anyTechnician,
  requestDemo: anyTechnician,
};
