// Ingest routes are the device agent's own: they need its credential, not a technician session.
import { agentAccess, within } from '../../http/access.ts';

export const ingestPolicy = {
  config: agentAccess,
  // A chunk id is its content's hash, shared by every device of the organisation that stores the
  // same bytes; the chunk routes themselves decide which chunks a device may read.
  chunks: within(agentAccess, { id: 'unscoped' }),
  startJob: agentAccess,
  jobs: within(agentAccess, { jobId: 'agentBackupJob' }),
};
