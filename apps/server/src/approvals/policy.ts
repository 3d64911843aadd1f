// Who may see and decide node approvals and set an organisation's approval mode: canApproveDevices,
// within the technician's organisations (entries named in a body are checked by the service).
import { requires, within } from '../http/access.ts';

const approve = requires('canApproveDevices');

export const approvalsPolicy = {
  list: within(approve, { 'query.organizationId': 'organization' }),
  approve,
  reject: approve,
  clear: approve,
  mode: within(approve, { id: 'organization' }),
  setMode: within(approve, { id: 'organization' }),
};
