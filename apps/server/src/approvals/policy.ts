// Who may see and decide node approvals and set an organisation's approval mode: canApproveDevices,
// within the technician's organisations; the scope guard checks every entry a body's ids name.
import { requires, within } from '../http/access.ts';

const approve = requires('canApproveDevices');
const byIds = { 'body.ids': 'approval' } as const;

export const approvalsPolicy = {
  list: within(approve, { 'query.organizationId': 'organization' }),
  approve: within(approve, byIds),
  reject: within(approve, byIds),
  clear: within(approve, byIds),
  mode: within(approve, { id: 'organization' }),
  setMode: within(approve, { id: 'organization' }),
};
