// Who may call the sign-in routes: anyone may try to sign in; the rest need a session.
import { anyTechnician, publicAccess } from '../http/access.ts';

export const authPolicy = {
  login: publicAccess,
  logout: anyTechnician,
  session: anyTechnician,
  stepUp: anyTechnician,
};
