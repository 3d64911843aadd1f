// Ingest routes are the device agent's own: they need its credential, not a technician session.
import { agentAccess } from '../../http/access.ts';

export const ingestPolicy = {
  config: agentAccess,
  chunks: agentAccess,
  jobs: agentAccess,
};
