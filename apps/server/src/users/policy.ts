// Who may call the user routes: any technician may pick users (ticket CC lists, assignees).
import { anyTechnician } from '../http/access.ts';

export const usersPolicy = {
  query: anyTechnician,
};
