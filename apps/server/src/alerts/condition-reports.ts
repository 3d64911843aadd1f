// An agent's condition report: TRIGGERED or NOT_SUPPORTED raises the condition's alert (once; its
// actions run when it opens), PASSING resets it. Reports are applied one at a time per device, in
// the order they came, so a quick raise-then-reset cannot be applied backwards.
import type { AgentToServer } from '@warden/domain';
import { nowIso } from '../db/database.ts';
import { KeyedQueue } from '../scripts/runs/keyed-queue.ts';
import { type ActionDeps, runAlertActions } from './alert-actions.ts';
import { raiseAlert, resetAlert } from './alert-store.ts';
import { conditionsOfDevice, deviceOfAlerts } from './device-conditions.ts';

type ConditionReport = Extract<AgentToServer, { type: 'conditionResult' }>;

export class ConditionReports {
  private queue = new KeyedQueue<number>();

  constructor(private deps: ActionDeps) {}

  receive(deviceId: number, report: ConditionReport): Promise<void> {
    return this.queue.run(deviceId, () => this.apply(deviceId, report));
  }

  private async apply(deviceId: number, report: ConditionReport): Promise<void> {
    const db = this.deps.runs.db;
    const device = await deviceOfAlerts(db, deviceId);
    if (!device) return;
    const condition = (await conditionsOfDevice(db, device)).find(
      (c) => c.key === report.key && c.condition.type === report.conditionType,
    );
    const at = nowIso();
    if (!condition) {
      // Dropped from the policy since the agent last fetched it: nothing should stay raised for it.
      await resetAlert(db, deviceId, report.key, at);
      return;
    }
    if (report.result === 'PASSING') {
      await resetAlert(db, deviceId, report.key, at);
      return;
    }
    const id = await raiseAlert(db, {
      deviceId,
      organizationId: device.organization_id,
      policyId: condition.policyId,
      conditionKey: condition.key,
      conditionType: condition.condition.type,
      conditionName: condition.name,
      message: report.message,
      at,
    });
    if (id === null) return;
    await runAlertActions(
      this.deps,
      {
        id,
        deviceId,
        deviceName: device.display_name,
        organizationId: device.organization_id,
        conditionName: condition.name,
        message: report.message,
      },
      condition.actions,
    );
  }
}
