// Who may run scripts and see runs: canRunScripts, within the technician's organisations. Starting a
// run names devices; every other call names a run, whose device's organisation decides.
import { requires, within } from '../../http/access.ts';

const run = requires('canRunScripts');
const onRun = within(run, { runId: 'scriptRun' });
const filters = { 'query.deviceId': 'device', 'query.organizationId': 'organization' } as const;

export const scriptRunPolicy = {
  create: within(run, { 'body.deviceIds': 'device' }),
  list: within(run, filters),
  pending: within(run, filters),
  get: onRun,
  output: onRun,
  cancel: onRun,
};
