// The two deletion calls behind 'Confirm delete data' and 'Confirm plan data delete', for the
// deletion hook to send (and send again after a password step-up).
import { type BackupPlan, backupBrowseApi, type Device } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { type BackupSelection, deletionIds } from '../backup-selection.ts';

const PLAN_NAME_MAX = 255;

export const deleteItemsRequest = (selection: BackupSelection) => () =>
  apiCall(backupBrowseApi.deleteRevisions, {
    params: { nodeId: selection.device.id, planId: selection.plan.id },
    body: { ...deletionIds(selection), planName: selection.plan.name.slice(0, PLAN_NAME_MAX) },
  });

export const deletePlansRequest = (device: Device, plans: BackupPlan[]) => () =>
  apiCall(backupBrowseApi.deletePlanRevisions, {
    params: { nodeId: device.id },
    query: {
      planName: plans
        .map((plan) => plan.name)
        .join(', ')
        .slice(0, PLAN_NAME_MAX),
    },
    body: plans.map((plan) => plan.id),
  });
